'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import type { Notice } from '@/components/forms/live-notice';
import { formatRemaining } from '@/components/looking-after/countdown';
import { Button } from '@/components/ui/button';
import { cancelCheckIn, checkInSafe, extendCheckIn } from '@/lib/actions/check-in';
import { EXTEND_OPTIONS } from '@/lib/check-in/limits';
import { checkInPhase, recipientNames } from '@/lib/check-in/phase';
import { type CheckInProblem, checkInOutcome } from '@/lib/check-in/problems';
import { cn } from '@/lib/cn';
import type { CheckInPeople, OpenCheckIn } from '@/lib/data/check-in';
import { CheckInCodeDialog, type CodePurpose } from './check-in-code-dialog';
import { useCheckInPosition } from './use-check-in-position';
import { useDueText } from './use-due-text';
import { useFocusOnMount } from './use-focus-on-mount';
import { useNow } from './use-now';

const ID = 'check-in-active';

type Props = {
  checkIn: OpenCheckIn;
  people: CheckInPeople;
  hasCodes: boolean;
  focusOnMount?: boolean;
  /** The member set codes in another tab: the page learns it from the database's refusal (ICE47). */
  onCodesNeeded(): void;
  /** The check-in ended or changed: the screen says `notice` and reads it again. */
  onChanged(notice: Notice | null, ended: boolean): Promise<void>;
};

/**
 * The running check-in (docs/product.md#check-in): when it is due, on the member's clock,
 * with a live countdown; the note; who will be told; and "I'm safe", "Extend" and "Cancel". After
 * the alarm went out the page says so plainly and "I'm safe" checks in late, which ends the alarm
 * and tells everyone who was alerted. With codes set, "I'm safe" and "Cancel" ask for one; whichever
 * code is entered, the page answers the same (a duress code raises its alarm silently).
 */
export function ActiveCheckIn({ checkIn, people, hasCodes, focusOnMount = false, onCodesNeeded, onChanged }: Props) {
  const t = useTranslations('CheckIn');
  const format = useFormatter();
  const dueText = useDueText();
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const now = useNow(1000);
  const [problem, setProblem] = useState<CheckInProblem | null>(null);
  const [dialog, setDialog] = useState<CodePurpose | null>(null);
  const [busy, setBusy] = useState<'safe' | 'cancel' | number | null>(null);
  const safe = useAction(checkInSafe);
  const cancel = useAction(cancelCheckIn);
  const extend = useAction(extendCheckIn);
  const alarm = checkIn.status === 'alarm_raised';
  useCheckInPosition(alarm ? null : checkIn.id);

  /**
   * Ends the check-in ("I'm safe" or "Cancel"). What the page says depends only on what the member
   * pressed and the state it was in, never on the answer, which a duress code makes look the same.
   */
  async function end(kind: 'safe' | 'cancel', code: string | null): Promise<CheckInProblem | null> {
    setProblem(null);
    const input = { checkInId: checkIn.id, code };
    const result = await (kind === 'safe' ? safe : cancel).executeAsync(input).catch(() => undefined);
    const outcome = checkInOutcome(result);
    if (!outcome.ok) {
      if (outcome.problem === 'codeRequired' && code === null) {
        onCodesNeeded();
        setDialog(kind === 'safe' ? (alarm ? 'late' : 'safe') : 'cancel');
        return null;
      }
      if (outcome.problem === 'alreadyOver') await onChanged({ tone: 'error', text: t('problems.alreadyOver') }, true);
      return outcome.problem;
    }
    setDialog(null);
    const text = kind === 'cancel' ? t('done.cancelled') : alarm ? t('done.checkedInLate') : t('done.checkedIn');
    await onChanged({ tone: 'info', text }, true);
    return null;
  }

  async function run(kind: 'safe' | 'cancel') {
    if (hasCodes) {
      setDialog(kind === 'safe' ? (alarm ? 'late' : 'safe') : 'cancel');
      return;
    }
    setBusy(kind);
    const outcome = await end(kind, null);
    setBusy(null);
    if (outcome) setProblem(outcome);
  }

  async function extendBy(minutes: number) {
    setProblem(null);
    setBusy(minutes);
    const result = await extend.executeAsync({ checkInId: checkIn.id, minutes }).catch(() => undefined);
    const outcome = checkInOutcome(result);
    if (outcome.ok) {
      await onChanged({ tone: 'info', text: t('done.extended', { time: dueText(outcome.data.dueAt, now ?? Date.parse(outcome.data.dueAt), { zone: true }) }) }, false);
    } else {
      setProblem(outcome.problem);
      if (outcome.problem === 'alreadyOver') await onChanged(null, true);
    }
    setBusy(null);
  }

  const told = recipientNames(checkIn, people);
  const phase = now === null ? null : checkInPhase(checkIn, now);
  const left = now === null ? 0 : Date.parse(checkIn.due_at) - now;
  const dueAt = now === null ? null : dueText(checkIn.due_at, now, { zone: true });
  const alarmAt = now === null ? null : dueText(checkIn.alarm_at, now, { zone: true });

  return (
    <section
      aria-labelledby={`${ID}-title`}
      data-testid="check-in-active"
      className={cn('grid min-w-0 gap-4 rounded-lg border p-4', alarm ? 'border-emergency bg-emergency-soft' : 'border-border')}
    >
      <h2 id={`${ID}-title`} ref={heading} tabIndex={-1} className={cn('text-xl font-semibold focus:outline-none', alarm && 'text-emergency')}>
        {alarm ? t('active.alarmTitle') : t('active.title')}
      </h2>
      {/* Times are the browser's clock: nothing until mounted (the server would say UTC). */}
      {dueAt && alarmAt && (
        <>
          {alarm ? (
            <p className="font-semibold">{t('active.alarmBody', { time: dueAt })}</p>
          ) : (
            <>
              <p className="text-lg font-semibold">{t('active.due', { time: dueAt })}</p>
              <p className="text-lg" data-testid="check-in-countdown">
                {phase === 'overdue' ? t('active.overdue', { time: alarmAt }) : t('active.left', { time: formatRemaining(left, format) })}
              </p>
              {phase !== 'overdue' && <p>{checkIn.grace_minutes === 0 ? t('active.graceNone') : t('active.grace', { minutes: checkIn.grace_minutes, time: alarmAt })}</p>}
            </>
          )}
        </>
      )}
      {checkIn.note && (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium text-muted-foreground">{t('active.note')}</h3>
          <p className="break-words">{checkIn.note}</p>
        </div>
      )}
      <div className="grid gap-1">
        <h3 className="text-sm font-medium text-muted-foreground">{alarm ? t('active.toldAlarm') : t('active.told')}</h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {told.names.map((name, index) => (
            <li key={`${index}-${name}`} className="break-words">
              {name}
            </li>
          ))}
          {told.unknown > 0 && <li>{t('active.toldOthers', { count: told.unknown })}</li>}
        </ul>
      </div>
      {problem && <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert>}
      <div className="flex flex-wrap items-start gap-3">
        <Button size="lg" variant="wellness" loading={busy === 'safe'} disabled={busy !== null} onClick={() => void run('safe')}>
          {alarm ? t('actions.safeLate') : t('actions.safe')}
        </Button>
        {!alarm && (
          <div role="group" aria-labelledby={`${ID}-extend`} className="flex flex-wrap items-center gap-2">
            <span id={`${ID}-extend`} className="text-sm font-medium">
              {t('actions.extend')}
            </span>
            {EXTEND_OPTIONS.map((minutes) => (
              <Button key={minutes} variant="outline" loading={busy === minutes} disabled={busy !== null} aria-label={t('actions.extendBy', { minutes })} onClick={() => void extendBy(minutes)}>
                {t('actions.extendShort', { minutes })}
              </Button>
            ))}
          </div>
        )}
        {!alarm &&
          (hasCodes ? (
            <Button variant="outline" disabled={busy !== null} onClick={() => void run('cancel')}>
              {t('actions.cancel')}
            </Button>
          ) : (
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={busy !== null}>
                  {t('actions.cancel')}
                </Button>
              }
              title={t('cancelDialog.title')}
              body={t('cancelDialog.body')}
              closeLabel={t('codeDialog.close')}
              keepLabel={t('cancelDialog.keep')}
              confirmLabel={t('cancelDialog.confirm')}
              busy={busy === 'cancel'}
              problem={null}
              onConfirm={async () => {
                setBusy('cancel');
                const outcome = await end('cancel', null);
                setBusy(null);
                if (outcome) setProblem(outcome);
                return true;
              }}
              // The running check-in (and this button) is gone by then: the screen moves focus.
              focusAfter={() => null}
            />
          ))}
      </div>
      {dialog && (
        <CheckInCodeDialog
          purpose={dialog}
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          onSubmit={(code) => end(dialog === 'cancel' ? 'cancel' : 'safe', code)}
        />
      )}
    </section>
  );
}
