'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { SosTimeline } from '@/components/sos/sos-timeline';
import { useSosPosition } from '@/components/sos/use-sos-position';
import { Badge } from '@/components/ui/badge';
import { AlarmStatusBadge, TestAlarmBadge } from '@/components/sos/alarm-badges';
import { Button } from '@/components/ui/button';
import { LocalMoment } from '@/components/ui/local-moment';
import { actionErrorKey } from '@/lib/actions/action-result';
import { addIncidentStep, resolveIncident } from '@/lib/actions/incidents';
import { sosMessageKey } from '@/lib/actions/sos-errors';
import { type SosEvent, type SosTimelineStep, isOpen } from '@/lib/data/sos';
import { type IncidentMember, isCallCentreAlarm } from '@/lib/data/incidents';
import { AlarmRegionBadge } from './alarm-region-badge';
import { CallCentreDetails } from './call-centre-details';
import { IncidentNoteForm } from './incident-note-form';

type Props = { event: SosEvent; member: IncidentMember | null; steps: SosTimelineStep[]; agents: Record<string, string>; onChanged: () => Promise<unknown> };

type ButtonKey = 'claim' | 'call' | 'resolve';

/**
 * One alarm on the admin alarms page. A Spain-plan alarm is Call Centre Spain's incident: who,
 * where, the answer time and the agent's steps (claim, call made, note, resolve). Any other alarm
 * goes to family only: its state, member, time and who acknowledged it; an admin may still resolve
 * it (end_sos lets admins end any open alarm), but its position is not read, so no admin read lands
 * in the access log of a member who has no call centre.
 */
export function IncidentCard({ event, member, steps, agents, onChanged }: Props) {
  const t = useTranslations('Incidents');
  const alarms = useTranslations('AdminAlarms');
  const open = isOpen(event);
  const callCentre = isCallCentreAlarm(event);

  // The call centre reads positions through the logged function too (access_log, capacity admin).
  const { position } = useSosPosition(open && callCentre ? event.id : null, event.last_located_at);

  // After every answer the queue is read again, and the button pressed stays busy until it has
  // been: pressing it again before the card shows the new state would repeat the step.
  const [pressed, setPressed] = useState<ButtonKey | null>(null);
  const [readingAgain, startReadingAgain] = useTransition();
  const readQueue = () => onChanged().catch((error: unknown) => console.warn('Reading the incident queue again failed', error));
  const readAgain = () =>
    startReadingAgain(async () => {
      await readQueue();
    });
  const step = useAction(addIncidentStep, { onSettled: readAgain });
  const resolve = useAction(resolveIncident, { onSettled: readAgain });
  const note = useAction(addIncidentStep);
  const busy = step.isExecuting || resolve.isExecuting || readingAgain ? pressed : null;
  // One error line for the card: the last action's (pressing another clears it).
  const failed = [step, resolve, note].find((action) => action.hasErrored);
  const error = failed ? sosMessageKey(actionErrorKey(failed.result) ?? 'failed') : null;

  const clear = () => [step, resolve, note].forEach((action) => action.reset());
  const press = (key: ButtonKey) => {
    clear();
    setPressed(key);
    if (key === 'resolve') resolve.execute({ eventId: event.id });
    else step.execute({ eventId: event.id, step: key === 'claim' ? 'claimed' : 'call_made' });
  };
  async function addNote(text: string): Promise<boolean> {
    clear();
    const result = await note.executeAsync({ eventId: event.id, step: 'call_centre_note', note: text }).catch(() => undefined);
    // A call that threw changed nothing; any answer is followed by reading the queue again.
    if (result) await readQueue();
    return actionErrorKey(result) === null;
  }

  const title = member?.name || t('unnamed');
  return (
    // min-w-0 and overflow-wrap: a long unbroken name (or note) wraps inside the card instead of
    // widening the whole queue past the screen.
    <article
      className={open ? 'min-w-0 rounded-lg border-2 border-emergency p-4 [overflow-wrap:anywhere]' : 'min-w-0 rounded-lg border border-border p-4 [overflow-wrap:anywhere]'}
      data-testid="incident"
      data-event-id={event.id}
    >
      <header className="flex flex-wrap items-center gap-2">
        {event.source === 'test' && <TestAlarmBadge />}
        <h3 className="min-w-0 text-lg font-bold">{title}</h3>
        <AlarmRegionBadge region={event.region} />
        <AlarmStatusBadge status={event.status} data-testid="incident-status">
          {t(`status.${event.status}`)}
        </AlarmStatusBadge>
        {event.unusual_volume && (
          <Badge variant="outline" data-testid="incident-unusual-volume" title={t('unusualVolumeHelp')}>
            {t('unusualVolume')}
          </Badge>
        )}
        <LocalMoment iso={event.started_at} style="short" className="text-sm text-muted-foreground" />
      </header>
      {/* The operator's actions come right under the header: the details below fill in live
          (who is on it, the position), and must not push a button from under the pointer. */}
      {open && !callCentre && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="wellness" loading={busy === 'resolve'} onClick={() => press('resolve')}>
            {t('resolve')}
          </Button>
        </div>
      )}
      {open && callCentre && (
        <div className="mt-3 flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {!event.claimed_by && (
              <Button size="sm" loading={busy === 'claim'} onClick={() => press('claim')}>
                {t('claim')}
              </Button>
            )}
            <Button size="sm" variant="guardian" loading={busy === 'call'} onClick={() => press('call')}>
              {t('callMade')}
            </Button>
            <Button size="sm" variant="wellness" loading={busy === 'resolve'} onClick={() => press('resolve')}>
              {t('resolve')}
            </Button>
          </div>
          <IncidentNoteForm onAdd={addNote} />
        </div>
      )}
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{alarms('acknowledgedBy')}</dt>
        <dd data-testid="incident-acknowledged-by">
          {event.acknowledged_by ? agents[event.acknowledged_by] || t('unnamed') : alarms('notAcknowledged')}
        </dd>
        {callCentre && <CallCentreDetails event={event} member={member} position={position} agents={agents} />}
      </dl>

      {error && (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {t(`errors.${error}`)}
        </p>
      )}
      <details className="mt-3" open={open}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">{t('timeline')}</summary>
        <div className="mt-2">
          <SosTimeline steps={steps} names={{ ...agents, ...(member ? { [member.userId]: member.name } : {}) }} />
        </div>
      </details>
    </article>
  );
}
