'use client';

import { useAction } from 'next-safe-action/hooks';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { changeRegistrationEmail, resendConfirmation } from '@/lib/actions/registration';
import { actionErrorKey } from '@/lib/actions/action-result';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { type RegistrationEmailErrorKey, registrationEmailSchema } from '@/lib/validation/registration-email';

type Notice = { tone: 'ok' | 'problem'; text: string } | null;

/** Counts down to zero, a second at a time. */
function useCountdown(initial: number) {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

/**
 * The confirmation e-mail's status for the person who just registered: the address it went to,
 * "send it again" (disabled with the wait shown while Auth's one-mail-a-minute throttle holds),
 * and "wrong address? change it" which sends a fresh confirmation to the corrected address.
 */
export function ConfirmationSent({ locale, email, waitSeconds }: { locale: Locale; email: string | null; waitSeconds: number }) {
  const t = useTranslations('Registration.success');
  const errors = useTranslations('Registration.errors');
  const [address, setAddress] = useState(email);
  const [seconds, setSeconds] = useCountdown(waitSeconds);
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useZodForm(registrationEmailSchema, { email: '' });
  const resend = useAction(resendConfirmation.bind(null, locale));
  const change = useFormAction(form, changeRegistrationEmail.bind(null, locale), {
    onSuccess(data) {
      if (data.status === 'sent' || data.status === 'unchanged') {
        setAddress(data.email);
        setChanging(false);
        form.reset({ email: '' });
        if (data.status === 'sent') setSeconds(60);
        setNotice({ tone: 'ok', text: t('changed', { email: data.email }) });
      } else if (data.status === 'wait') {
        setSeconds(data.seconds);
        setNotice({ tone: 'problem', text: t('changeWait', { seconds: data.seconds }) });
      } else if (data.status === 'invalid') form.setError('email', { type: 'server', message: 'emailInvalid' }, { shouldFocus: true });
      else setNotice({ tone: 'problem', text: t('changeExists') });
    },
  });
  const busy = resend.isPending || change.isPending;
  // 'notFound': this browser's registration is no longer known (its claim expired).
  const refusal = (key: string | null) => (key === 'notFound' ? t('expired') : t('failed'));
  const said = notice ?? (change.problem && { tone: 'problem', text: refusal(change.problem) });

  if (!address) {
    return (
      <div className="mx-auto grid max-w-2xl gap-4 px-4 pb-16">
        <p>{t('general')}</p>
        <p>
          <Link href={routes.auth} className="inline-flex min-h-11 items-center font-medium text-guardian underline underline-offset-4">
            {t('signIn')}
          </Link>
        </p>
      </div>
    );
  }

  async function resendLink() {
    setNotice(null);
    change.reset();
    const result = await resend.executeAsync().catch(() => null);
    const data = result && actionErrorKey(result) === null ? result.data : undefined;
    if (data?.status === 'sent') {
      setSeconds(60);
      setNotice({ tone: 'ok', text: t('resent', { email: data.email }) });
    } else if (data?.status === 'wait') {
      setSeconds(data.seconds);
      setNotice({ tone: 'problem', text: t('wait', { seconds: data.seconds }) });
    } else setNotice({ tone: 'problem', text: refusal(result && actionErrorKey(result)) });
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-5 px-4 pb-16">
      <p className="text-lg">
        {t.rich('sentTo', { email: address, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}
      </p>
      <p>{t('openLink')}</p>
      <p className="text-sm text-muted-foreground">{t('spam')}</p>

      <div role="status" aria-live="polite" className={said?.tone === 'problem' ? 'text-destructive' : 'text-foreground'}>
        {said?.text}
      </div>

      <div className="grid gap-2">
        <Button type="button" variant="outline" className="justify-self-start" disabled={busy || seconds > 0} onClick={() => void resendLink()}>
          {t('resend')}
        </Button>
        {seconds > 0 && <p className="text-sm text-muted-foreground">{t('resendIn', { seconds })}</p>}
      </div>

      {changing ? (
        <ZodForm
          form={form}
          onSubmit={() => {
            setNotice(null);
            resend.reset();
            return change.submit(form.getValues());
          }}
          errorText={(key) => errors(key as RegistrationEmailErrorKey)}
          className="grid gap-2"
        >
          <FormTextField id="registration-new-email" name="email" type="email" autoComplete="email" maxLength={320} label={t('newAddress')} className="w-full max-w-md min-w-0" />
          <div className="flex flex-wrap gap-2">
            <FormSubmitButton label={t('sendToNew')} pendingLabel={t('sendToNew')} pending={resend.isPending} />
            <Button type="button" variant="outline" onClick={() => setChanging(false)}>
              {t('cancel')}
            </Button>
          </div>
        </ZodForm>
      ) : (
        <Button type="button" variant="link" className="justify-self-start px-0" onClick={() => setChanging(true)}>
          {t('wrongAddress')}
        </Button>
      )}
    </div>
  );
}
