'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { createClient } from '@/lib/supabase/client';
import { CodeStep } from './code-step';

type Props = {
  /** Where to go once the factor is verified (the session is then aal2). */
  then: string;
  /** The label of the button that confirms the first code. */
  confirmLabel: string;
};

type Enrolment = { factorId: string; qrCode: string; secret: string };

/** Starts a TOTP enrolment, first removing unverified factors a previous, unfinished attempt left. */
async function startEnrolment(): Promise<Enrolment | null> {
  const supabase = createClient();
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) return null;
  for (const factor of factors.all.filter((f) => f.factor_type === 'totp' && f.status === 'unverified')) {
    await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (error) return null;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/**
 * Setting up two-step sign-in: the person asks for it (a button, so nothing is enrolled by merely
 * opening a page), scans the QR code or types the key, and confirms with the first code, which
 * makes the factor verified and the session aal2.
 */
export function SecondFactorEnrol({ then, confirmLabel }: Props) {
  const t = useTranslations('Auth.mfa');
  const common = useTranslations('Common');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function start() {
    setStarting(true);
    setFailed(false);
    const started = await startEnrolment();
    setStarting(false);
    if (started) setEnrolment(started);
    else setFailed(true);
  }

  if (!enrolment) {
    return (
      <div className="flex flex-col items-start gap-4">
        {failed ? <FormAlert tone="error">{t('startFailed')}</FormAlert> : null}
        {/* A long translation wraps instead of widening a 320 px page. */}
        <Button onClick={start} loading={starting} wrap>
          {starting ? t('starting') : t('start')}
        </Button>
      </div>
    );
  }

  async function verify(code: string) {
    const { error } = await createClient().auth.mfa.challengeAndVerify({ factorId: enrolment!.factorId, code });
    return error;
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('scanHint')}</p>
      {/* GoTrue returns the QR code as an SVG data URL; white behind it so every app can read it in dark mode too. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL, nothing for next/image to optimise */}
      <img src={enrolment.qrCode} alt={t('qrAlt', { product: common('productName') })} width={176} height={176} className="rounded-md bg-white p-2" />
      <div className="text-sm">
        <p>{t('secretLabel')}</p>
        <code className="mt-1 block break-all rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wider select-all">
          {enrolment.secret}
        </code>
      </div>
      <CodeStep
        id="second-factor-first-code"
        sentMessage={t('verifyDescription', { product: common('productName') })}
        codeLabel={t('codeLabel')}
        submitLabel={confirmLabel}
        busyLabel={t('verifying')}
        verify={verify}
        then={then}
      />
    </div>
  );
}
