'use client';

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { Button } from '@/components/ui/button';
import { startDrill } from '@/lib/actions/drills';
import type { DrillProblem } from '@/lib/drills/problems';
import { drillOutcome } from './drill-outcome';

type Props = {
  /** A real alarm of the member is open: a drill would be refused (the real one comes first). */
  realAlarmOpen: boolean;
  /** The plan includes the Spain call centre, which gets the drill in its queue too. */
  callCentre: boolean;
};

/** Refusals that no retry from the dialog can change: said on the card, the dialog closed. */
const FINAL: readonly DrillProblem[] = ['testLimit', 'realAlarmOpen'];

/**
 * "Run a drill now" (docs/product.md#drills): who gets it, that everything is marked DRILL, that
 * it ends by itself after 10 minutes and counts towards the 3 test alerts an hour; then a question
 * first, because it reaches real people. One request id per question, so a retry after a lost
 * answer is the same drill. After it starts the page is read again and shows it running.
 */
export function RunDrillCard({ realAlarmOpen, callCentre }: Props) {
  const t = useTranslations('Drills');
  const router = useRouter();
  const start = useAction(startDrill);
  const [problem, setProblem] = useState<DrillProblem | null>(null);
  const [notice, say] = useLiveNotice();
  const requestId = useRef('');

  async function run(): Promise<boolean> {
    setProblem(null);
    const result = await start.executeAsync({ clientRequestId: requestId.current }).catch(() => undefined);
    const outcome = drillOutcome(result);
    if (outcome.ok) {
      say({ tone: 'info', text: t('run.started') });
      router.refresh();
      return true;
    }
    if (!FINAL.includes(outcome.problem)) {
      setProblem(outcome.problem);
      return false;
    }
    say({ tone: 'error', text: t(`problems.${outcome.problem}`) });
    // A real alarm opened since the page was read: read it again, so the button says why it waits.
    if (outcome.problem === 'realAlarmOpen') router.refresh();
    return true;
  }

  const trigger = (
    <Button size="lg" variant="guardian" className="justify-self-start" disabled={realAlarmOpen} aria-describedby={realAlarmOpen ? 'run-drill-blocked' : undefined}>
      {t('run.button')}
    </Button>
  );

  return (
    <section aria-labelledby="run-drill-title" className="grid min-w-0 gap-3 rounded-lg border border-border p-4" data-testid="run-drill">
      <h2 id="run-drill-title" className="text-xl font-semibold">
        {t('run.title')}
      </h2>
      <p>{t('run.explain', { callCentre: callCentre ? 'yes' : 'no' })}</p>
      {realAlarmOpen ? (
        <>
          {trigger}
          <p id="run-drill-blocked" className="font-medium">
            {t('problems.realAlarmOpen')}
          </p>
        </>
      ) : (
        <ConfirmDialog
          trigger={trigger}
          title={t('run.confirmTitle')}
          body={t('run.confirmBody')}
          closeLabel={t('run.close')}
          keepLabel={t('run.keep')}
          confirmLabel={t('run.confirm')}
          busy={start.isPending}
          problem={problem && t(`problems.${problem}`)}
          onOpen={() => {
            setProblem(null);
            say(null);
            requestId.current = crypto.randomUUID();
          }}
          onConfirm={run}
          // The button that opened it stays: focus goes back to it (Radix), the notice is read out.
          focusAfter={() => null}
        />
      )}
      <LiveNotice notice={notice} />
    </section>
  );
}
