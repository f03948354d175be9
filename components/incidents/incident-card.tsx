'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SosTimeline } from '@/components/sos/sos-timeline';
import { useSosPosition } from '@/components/sos/use-sos-position';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LocalMoment } from '@/components/ui/local-moment';
import { type ActionResultLike, actionErrorKey } from '@/lib/actions/action-result';
import { addIncidentStep, resolveIncident } from '@/lib/actions/sos-incidents';
import { type SosErrorKey, sosMessageKey } from '@/lib/actions/sos-errors';
import { type SosEvent, type SosTimelineStep, isOpen } from '@/lib/data/sos';
import type { IncidentMember } from '@/lib/data/sos-incidents';
import { openStreetMapUrl } from '@/lib/sos/map-link';

type Props = { event: SosEvent; member: IncidentMember | null; steps: SosTimelineStep[]; agents: Record<string, string>; onChanged: () => Promise<unknown> };

/** One incident: who, where, status, the agent's steps (claim, call made, note, resolve), timeline. */
export function IncidentCard({ event, member, steps, agents, onChanged }: Props) {
  const t = useTranslations('Incidents');
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<SosErrorKey | null>(null);
  const open = isOpen(event);

  // The call centre reads positions through the logged function too (access_log, capacity admin).
  const { position } = useSosPosition(open ? event.id : null, event.last_located_at);

  const run = async (key: string, action: () => Promise<ActionResultLike>) => {
    setBusy(key);
    setError(null);
    try {
      const failure = actionErrorKey(await action());
      if (failure) setError(sosMessageKey(failure));
      else if (key === 'note') setNote('');
      await onChanged();
    } catch {
      setError('failed');
    } finally {
      setBusy(null);
    }
  };

  const title = member?.name || t('unnamed');
  return (
    <article className={open ? 'rounded-lg border-2 border-emergency p-4' : 'rounded-lg border border-border p-4'} data-testid="incident" data-event-id={event.id}>
      <header className="flex flex-wrap items-center gap-2">
        {event.source === 'test' && <Badge>TEST</Badge>}
        <h3 className="text-lg font-bold">{title}</h3>
        <Badge variant="secondary" data-testid="incident-status">
          {t(`status.${event.status}`)}
        </Badge>
        {event.unusual_volume && (
          <Badge variant="outline" data-testid="incident-unusual-volume" title={t('unusualVolumeHelp')}>
            {t('unusualVolume')}
          </Badge>
        )}
        <LocalMoment iso={event.started_at} style="short" className="text-sm text-muted-foreground" />
      </header>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('phone')}</dt>
        <dd>{member?.phone ? <a className="underline" href={`tel:${member.phone}`}>{member.phone}</a> : '—'}</dd>
        <dt className="font-medium">{t('address')}</dt>
        <dd>{member?.address || '—'}</dd>
        <dt className="font-medium">{t('location')}</dt>
        <dd>
          {!open ? (
            '—'
          ) : position ? (
            <a className="underline" href={openStreetMapUrl(position)} target="_blank" rel="noopener noreferrer">
              {t('mapLink', { latitude: position.latitude.toFixed(5), longitude: position.longitude.toFixed(5) })}
            </a>
          ) : (
            t('noLocation')
          )}
        </dd>
        <dt className="font-medium">{t('agent')}</dt>
        <dd>{event.claimed_by ? agents[event.claimed_by] || t('unnamed') : t('unclaimed')}</dd>
      </dl>

      {open && (
        <div className="mt-3 flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {!event.claimed_by && (
              <Button size="sm" loading={busy === 'claim'} onClick={() => run('claim', () => addIncidentStep({ eventId: event.id, step: 'claimed' }))}>
                {t('claim')}
              </Button>
            )}
            <Button size="sm" variant="guardian" loading={busy === 'call'} onClick={() => run('call', () => addIncidentStep({ eventId: event.id, step: 'call_made' }))}>
              {t('callMade')}
            </Button>
            <Button size="sm" variant="wellness" loading={busy === 'resolve'} onClick={() => run('resolve', () => resolveIncident({ eventId: event.id }))}>
              {t('resolve')}
            </Button>
          </div>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void run('note', () => addIncidentStep({ eventId: event.id, step: 'call_centre_note', note }));
            }}
          >
            <label htmlFor={noteId} className="sr-only">
              {t('noteLabel')}
            </label>
            <textarea
              id={noteId}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={2000}
              rows={2}
              placeholder={t('notePlaceholder')}
              className="min-w-64 flex-1 rounded-md border border-border p-2 text-sm"
            />
            <Button type="submit" size="sm" variant="outline" loading={busy === 'note'}>
              {t('addNote')}
            </Button>
          </form>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {t(`errors.${error}`)}
        </p>
      )}
      <details className="mt-3" open={open}>
        <summary className="cursor-pointer text-sm font-medium">{t('timeline')}</summary>
        <div className="mt-2">
          <SosTimeline steps={steps} names={{ ...agents, ...(member ? { [member.userId]: member.name } : {}) }} />
        </div>
      </details>
    </article>
  );
}
