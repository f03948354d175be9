'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { useFocusOnShow } from '@/components/ui/use-focus-on-show';
import { answerContactConsent } from '@/lib/actions/emergency-contacts';

type Answered = 'agreed' | 'declined';

/**
 * "I agree" / "I decline" on the consent page, without an account: the link's token is the
 * credential. The answer replaces the buttons and takes the focus (the pressed button is gone),
 * which reads it out; a used or expired link says so.
 */
export function ConsentAnswer({ token, member }: { token: string; member: string }) {
  const t = useTranslations('EmergencyContactConsent');
  const answer = useAction(answerContactConsent);
  // Which button is working (true: "I agree"), from the hook's state; null when none is.
  const busy = answer.isExecuting ? (answer.input?.agree ?? null) : null;
  const status = answer.hasSucceeded ? answer.result.data?.status : undefined;
  const answered: Answered | null = status === 'agreed' || status === 'declined' ? status : null;
  let problem: 'alreadyAnswered' | 'invalidLink' | 'failed' | null = null;
  if (answer.hasErrored || (answer.hasSucceeded && !answered)) problem = status === 'alreadyAnswered' || status === 'invalidLink' ? status : 'failed';
  const done = useFocusOnShow<HTMLDivElement>(answered !== null);

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
        <Button type="button" variant="guardian" size="lg" loading={busy === true} disabled={busy !== null} onClick={() => answer.execute({ token, agree: true })}>
          {busy === true ? t('working') : t('agree')}
        </Button>
        <Button type="button" variant="outline" size="lg" loading={busy === false} disabled={busy !== null} onClick={() => answer.execute({ token, agree: false })}>
          {busy === false ? t('working') : t('decline')}
        </Button>
      </div>
    </section>
  );
}
