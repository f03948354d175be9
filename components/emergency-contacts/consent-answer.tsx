'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { useFocusOnShow } from '@/components/ui/use-focus-on-show';
import { actionErrorKey } from '@/lib/actions/action-result';
import { answerContactConsent } from '@/lib/actions/emergency-contacts';

type Answered = 'agreed' | 'declined';

/**
 * "I agree" / "I decline" on the consent page, without an account: the link's token is the
 * credential. The answer replaces the buttons and takes the focus (the pressed button is gone),
 * which reads it out; a used or expired link says so.
 */
export function ConsentAnswer({ token, member }: { token: string; member: string }) {
  const t = useTranslations('EmergencyContactConsent');
  const [busy, setBusy] = useState<boolean | null>(null);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [problem, setProblem] = useState<'alreadyAnswered' | 'invalidLink' | 'failed' | null>(null);
  const done = useFocusOnShow<HTMLDivElement>(answered !== null);

  async function answer(agree: boolean) {
    setBusy(agree);
    setProblem(null);
    const result = await answerContactConsent({ token, agree }).catch(() => undefined);
    setBusy(null);
    const status = result?.data?.status;
    if (!actionErrorKey(result) && (status === 'agreed' || status === 'declined')) return setAnswered(status);
    setProblem(status === 'alreadyAnswered' || status === 'invalidLink' ? status : 'failed');
  }

  if (answered) {
    return (
      <div ref={done} tabIndex={-1} className="grid gap-2 rounded-lg border border-border bg-muted p-4 focus:outline-none" data-testid="consent-done" data-answer={answered}>
        <p className="font-medium">{t(answered === 'agreed' ? 'doneAgreed' : 'doneDeclined', { member })}</p>
        <p className="text-sm">{t('changeMind', { member })}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="consent-question" className="grid gap-3">
      <h2 id="consent-question" className="text-xl font-semibold">
        {t('question', { member })}
      </h2>
      {problem && <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="guardian" size="lg" loading={busy === true} disabled={busy !== null} onClick={() => answer(true)}>
          {busy === true ? t('working') : t('agree')}
        </Button>
        <Button type="button" variant="outline" size="lg" loading={busy === false} disabled={busy !== null} onClick={() => answer(false)}>
          {busy === false ? t('working') : t('decline')}
        </Button>
      </div>
    </section>
  );
}
