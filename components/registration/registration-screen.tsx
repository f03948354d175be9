'use client';

import { useAction } from 'next-safe-action/hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrency } from '@/components/site/preferences-store';
import { Button } from '@/components/ui/button';
import { registerAccount } from '@/lib/actions/registration';
import { actionErrorKey } from '@/lib/actions/action-result';
import { formatPrice } from '@/lib/currency';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { type OfferedAddOn, type OfferedPlan, questionFor } from '@/lib/registration/dialogue';
import type { RegistrationAnswers } from '@/lib/registration/schema';
import { routes } from '@/lib/routes';
import { RegistrationChat } from './registration-chat';
import { RegistrationForm } from './registration-form';
import { RegistrationSummary } from './registration-summary';
import { useRegistration } from './use-registration';

type Outcome =
  | { kind: 'exists' }
  | { kind: 'pending' }
  | { kind: 'wait'; seconds: number }
  | { kind: 'weakPassword' }
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'failed' };

type SubmitAnswer = { fieldErrors?: Partial<Record<string, string>>; formError?: string } | void;

/**
 * /register and /ai-register: Emma's chat with the live summary beside it, or the form view of
 * the same registration ("Prefer a form?"), and the one button that creates the account. The
 * draft survives reloads and view switches (use-registration.ts); it is forgotten once the account
 * exists, because then its answers are in the database.
 */
export function RegistrationScreen({ locale, plans, spainService = null }: { locale: Locale; plans: readonly OfferedPlan[]; spainService?: OfferedAddOn | null }) {
  const t = useTranslations('Registration');
  const currency = useCurrency();
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const register = useAction(registerAccount.bind(null, locale));
  const outcomeRef = useRef<HTMLDivElement>(null);

  // Every price Emma says, plans and the Spain add-on alike, in the visitor's currency and language.
  const context = useMemo(() => {
    const perMonth = (offer: { price: number; currency: string }) => t('screen.perMonth', { price: formatPrice(offer.price, offer.currency, currency, locale) });
    return {
      plans: plans.map((plan) => ({ ...plan, priceLabel: perMonth(plan) })),
      spainService: spainService ? { ...spainService, priceLabel: perMonth(spainService) } : null,
    };
  }, [plans, spainService, currency, locale, t]);
  const registration = useRegistration(locale, context);
  const { state, transcript, view } = registration;
  const question = questionFor(state, context);

  const contactLimit = context.plans.find((plan) => plan.id === state.draft.planId)?.contactLimit ?? 0;
  // Server messages come as keys; the one with a value (the contact limit) gets it from the plan.
  const translate = (key: string) => t((key.startsWith('hints.') ? `emma.${key}` : `errors.${key}`) as never, { max: contactLimit } as never);

  async function create(answers: RegistrationAnswers): Promise<SubmitAnswer> {
    setOutcome(null);
    const result = await register.executeAsync(answers).catch(() => null);
    // No answer at all (the request or its answer was lost): nothing was created.
    if (!result) return setOutcome({ kind: 'failed' });
    const data = result.data;
    if (data?.status === 'confirm' || data?.status === 'signedIn') {
      registration.forget();
      router.push(data.status === 'confirm' ? routes.registrationSuccess : routes.register);
      if (data.status === 'signedIn') router.refresh();
      return;
    }
    let next: Outcome;
    if (data?.status === 'exists') next = { kind: 'exists' };
    else if (data?.status === 'pending') next = { kind: 'pending' };
    else if (data?.status === 'wait') next = { kind: 'wait', seconds: data.seconds };
    else if (data?.status === 'weakPassword') next = { kind: 'weakPassword' };
    else if (actionErrorKey(result) === 'invalid') {
      const fields = result.validationErrors?.fieldErrors ?? {};
      const keys = [...(result.validationErrors?.formErrors ?? []), ...Object.values(fields).flatMap((messages) => messages ?? [])];
      next = { kind: 'invalid', messages: [...new Set(keys)].map(translate) };
    } else next = { kind: 'failed' };
    setOutcome(next);
    requestAnimationFrame(() => outcomeRef.current?.focus());
    if (next.kind === 'invalid') {
      const fieldErrors = Object.fromEntries(Object.entries(result.validationErrors?.fieldErrors ?? {}).map(([field, messages]) => [field, messages?.[0] ?? '']));
      return { fieldErrors, formError: result.validationErrors?.formErrors?.[0] };
    }
  }

  const switchButton =
    view === 'chat' ? (
      <Button type="button" variant="outline" onClick={() => registration.switchView('form')}>
        {t('screen.preferForm')}
      </Button>
    ) : (
      <Button type="button" variant="outline" onClick={() => registration.switchView('chat')}>
        {t('screen.preferChat')}
      </Button>
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 px-4 pb-16">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-muted-foreground">{view === 'chat' ? t('screen.chatIntro') : t('screen.formIntro')}</p>
        {switchButton}
      </div>

      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 focus:outline-none">
          {outcome.kind === 'exists' && (
            <p>
              {t('screen.exists')}{' '}
              <Link href={routes.auth} className="font-medium text-guardian underline underline-offset-4">
                {t('screen.signIn')}
              </Link>
            </p>
          )}
          {outcome.kind === 'pending' && <p>{t('screen.pending')}</p>}
          {outcome.kind === 'wait' && <p>{t('screen.wait', { seconds: outcome.seconds })}</p>}
          {outcome.kind === 'weakPassword' && <p>{t('errors.passwordTooShort')}</p>}
          {outcome.kind === 'failed' && <p>{t('screen.failed')}</p>}
          {outcome.kind === 'invalid' && (
            <>
              <p>{t('screen.invalid')}</p>
              <ul className="list-disc ps-5">
                {outcome.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      {view === 'chat' ? (
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 content-start gap-4">
            <RegistrationChat transcript={transcript} question={question} onAnswer={registration.answer} />
            {state.step === 'done' && (
              <Button type="button" size="lg" loading={register.isPending} disabled={register.isPending} onClick={() => void create(state.draft)}>
                {register.isPending ? t('screen.creating') : t('screen.create')}
              </Button>
            )}
          </div>
          <RegistrationSummary
            draft={state.draft}
            plans={context.plans}
            onEdit={registration.edit}
            onEditContact={registration.editContactField}
            onRemoveContact={registration.dropContact}
          />
        </div>
      ) : (
        <RegistrationForm
          answers={state.draft}
          plans={context.plans}
          mode="new"
          onChange={registration.replaceDraft}
          onSubmit={create}
          submitLabel={t('screen.create')}
          busyLabel={t('screen.creating')}
        />
      )}
      <p className="text-sm text-muted-foreground">
        {t('screen.haveAccount')}{' '}
        <Link href={routes.auth} className="font-medium text-guardian underline underline-offset-4">
          {t('screen.signIn')}
        </Link>
      </p>
    </div>
  );
}
