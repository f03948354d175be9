'use client';

import { useAction } from 'next-safe-action/hooks';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrency } from '@/components/site/preferences-store';
import { recordMyRegistration } from '@/lib/actions/registration';
import { actionErrorKey } from '@/lib/actions/action-result';
import { formatPrice } from '@/lib/currency';
import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferedPlan } from '@/lib/registration/dialogue';
import type { RegistrationAnswers } from '@/lib/registration/schema';
import { routes } from '@/lib/routes';
import { RegistrationForm } from './registration-form';

/** The form of /register-classic: saved through recordMyRegistration, then on to the plan hand-off. */
export function ClassicRegistration({ answers, plans, locale }: { answers: RegistrationAnswers; plans: readonly OfferedPlan[]; locale: Locale }) {
  const t = useTranslations('Registration');
  const currency = useCurrency();
  const router = useRouter();
  const [draft, setDraft] = useState(answers);
  const record = useAction(recordMyRegistration);
  const priced = useMemo(
    () => plans.map((plan) => ({ ...plan, priceLabel: t('screen.perMonth', { price: formatPrice(plan.price, plan.currency, currency, locale) }) })),
    [plans, currency, locale, t],
  );

  async function save(values: RegistrationAnswers) {
    // The form stays busy until this ends; a call that threw (no answer) reads as 'failed'.
    const result = await record.executeAsync(values).catch(() => null);
    if (result?.data?.status === 'recorded') {
      router.push(routes.register);
      router.refresh();
      return;
    }
    const key = actionErrorKey(result);
    if (key === 'invalid') {
      const fieldErrors = Object.fromEntries(Object.entries(result?.validationErrors?.fieldErrors ?? {}).map(([field, messages]) => [field, messages?.[0] ?? '']));
      return { fieldErrors, formError: result?.validationErrors?.formErrors?.[0] };
    }
    return { formError: key === 'signedOut' ? 'signedOut' : 'failed' };
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 gap-6 px-4 pb-16">
      <RegistrationForm answers={draft} plans={priced} mode="existing" onChange={setDraft} onSubmit={save} submitLabel={t('classic.save')} busyLabel={t('classic.saving')} />
    </div>
  );
}
