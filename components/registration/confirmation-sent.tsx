'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { changeRegistrationEmail, resendConfirmation } from '@/lib/actions/registration';
import { actionErrorKey } from '@/lib/actions/action-result';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';

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
  const [newAddress, setNewAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const fieldId = useId();

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

  async function resend() {
    setBusy(true);
    setNotice(null);
    const result = await resendConfirmation.bind(null, locale)().catch(() => null);
    setBusy(false);
    const data = result?.data;
    if (data?.status === 'sent') {
      setSeconds(60);
      setNotice({ tone: 'ok', text: t('resent', { email: data.email }) });
    } else if (data?.status === 'wait') {
      setSeconds(data.seconds);
      setNotice({ tone: 'problem', text: t('wait', { seconds: data.seconds }) });
    } else setNotice({ tone: 'problem', text: actionErrorKey(result) === 'notFound' ? t('expired') : t('failed') });
  }

  async function change() {
    setBusy(true);
    setNotice(null);
    const result = await changeRegistrationEmail.bind(null, locale)({ email: newAddress }).catch(() => null);
    setBusy(false);
    const data = result?.data;
    if (data?.status === 'sent' || data?.status === 'unchanged') {
      setAddress(data.email);
      setChanging(false);
      setNewAddress('');
      if (data.status === 'sent') setSeconds(60);
      setNotice({ tone: 'ok', text: t('changed', { email: data.email }) });
    } else if (data?.status === 'wait') {
      setSeconds(data.seconds);
      setNotice({ tone: 'problem', text: t('changeWait', { seconds: data.seconds }) });
    } else if (data?.status === 'invalid') setNotice({ tone: 'problem', text: errors('emailInvalid') });
    else if (data?.status === 'exists') setNotice({ tone: 'problem', text: t('changeExists') });
    else setNotice({ tone: 'problem', text: actionErrorKey(result) === 'notFound' ? t('expired') : t('failed') });
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-5 px-4 pb-16">
      <p className="text-lg">
        {t.rich('sentTo', { email: address, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}
      </p>
      <p>{t('openLink')}</p>
      <p className="text-sm text-muted-foreground">{t('spam')}</p>

      <div role="status" aria-live="polite" className={notice?.tone === 'problem' ? 'text-destructive' : 'text-foreground'}>
        {notice?.text}
      </div>

      <div className="grid gap-2">
        <Button type="button" variant="outline" className="justify-self-start" disabled={busy || seconds > 0} onClick={() => void resend()}>
          {t('resend')}
        </Button>
        {seconds > 0 && <p className="text-sm text-muted-foreground">{t('resendIn', { seconds })}</p>}
      </div>

      {changing ? (
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void change();
          }}
        >
          <label htmlFor={fieldId} className="font-medium">
            {t('newAddress')}
          </label>
          <input
            id={fieldId}
            type="email"
            autoComplete="email"
            maxLength={320}
            value={newAddress}
            onChange={(event) => setNewAddress(event.target.value)}
            className="h-11 w-full max-w-md min-w-0 rounded-md border border-input bg-background px-3 text-base"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy} disabled={busy}>
              {t('sendToNew')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setChanging(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="link" className="justify-self-start px-0" onClick={() => setChanging(true)}>
          {t('wrongAddress')}
        </Button>
      )}
    </div>
  );
}
