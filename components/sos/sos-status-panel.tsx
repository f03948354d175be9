'use client';

import { useTranslations } from 'next-intl';
import { AlarmSourceBadge, AlarmStatusBadge, TestAlarmBadge } from './alarm-badges';
import { Button } from '@/components/ui/button';
import type { SosEvent, SosTimelineStep } from '@/lib/data/sos';
import { isOpen } from '@/lib/data/sos';
import { SosTimeline } from './sos-timeline';
import type { LocationState } from './use-geolocation-trail';

type Props = {
  event: SosEvent;
  timeline: SosTimelineStep[];
  names: Record<string, string>;
  memberId: string;
  graceLeft: number | null;
  locationState: LocationState;
  ending: boolean;
  onEnd: (outcome: 'resolved' | 'cancelled' | 'false_alarm') => void;
};

/**
 * What the member is told about their position: once the alarm has ended it is no longer shared,
 * whatever the browser still knows; while it is open, shared as soon as one position is stored.
 */
export function sosLocationLine(event: Pick<SosEvent, 'status' | 'location_unavailable' | 'last_located_at'>, locationState: LocationState) {
  if (!isOpen(event)) return 'stopped';
  if (locationState === 'located' || !event.location_unavailable || event.last_located_at) return 'shared';
  if (locationState === 'denied') return 'denied';
  return locationState === 'waiting' ? 'waiting' : 'unavailable';
}

/** The alarm in progress: status, location, grace countdown, who is on it, how to end it, timeline. */
export function SosStatusPanel({ event, timeline, names, memberId, graceLeft, locationState, ending, onEnd }: Props) {
  const t = useTranslations('Sos');
  const open = isOpen(event);
  const acknowledgers = [...new Set(timeline.filter((s) => s.kind === 'acknowledged' && s.actor_id).map((s) => s.actor_id as string))];

  return (
    <div className="flex w-full max-w-xl flex-col gap-4 rounded-lg border-2 border-emergency bg-emergency-soft p-5" data-testid="sos-status">
      <div className="flex flex-wrap items-center gap-2">
        {event.source === 'test' && <TestAlarmBadge />}
        <AlarmSourceBadge source={event.source} />
        <span className="font-semibold">{t('statusLabel')}</span>
        <AlarmStatusBadge status={event.status} data-testid="sos-status-value" className="text-sm whitespace-normal">
          {t(`status.${event.status}`)}
        </AlarmStatusBadge>
      </div>

      {/* The ways to end it come right under the status, whose size never changes: what arrives
          later (the position, the countdown's end, who is on it) appears below them, so nothing
          moves them from under a finger. */}
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button variant="wellness" loading={ending} onClick={() => onEnd('resolved')}>
            {t('imSafe')}
          </Button>
          <Button variant="outline" disabled={ending} onClick={() => onEnd('cancelled')}>
            {t('mistake')}
          </Button>
          <Button variant="ghost" disabled={ending} onClick={() => onEnd('false_alarm')}>
            {t('falseAlarm')}
          </Button>
        </div>
      )}

      <p className="text-sm" data-testid="sos-location-state">
        {t(`location.${sosLocationLine(event, locationState)}`)}
      </p>

      {open && event.source !== 'test' && (
        <p className="text-sm" aria-live="polite">
          {graceLeft !== null && graceLeft > 0 ? t('graceCountdown', { seconds: graceLeft }) : t('contactsAlerted')}
        </p>
      )}

      <div aria-live="polite" data-testid="sos-acknowledged">
        {acknowledgers.length > 0 && (
          <p className="font-semibold text-wellness">
            {t('acknowledgedBy', { names: acknowledgers.map((id) => names[id] || t('callCentre')).join(', ') })}
          </p>
        )}
      </div>

      <div>
        <h3 className="mb-2 font-semibold">{t('timelineTitle')}</h3>
        <SosTimeline steps={timeline} names={names} selfId={memberId} />
      </div>
    </div>
  );
}
