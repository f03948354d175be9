import { useTranslations } from 'next-intl';
import { AlarmStatusBadge, TestAlarmBadge } from './alarm-badges';
import { LocalMoment } from '@/components/ui/local-moment';
import type { SosEvent, SosTimelineStep } from '@/lib/data/sos';
import { SosTimeline } from './sos-timeline';

/**
 * The member's earlier alarms (ended ones: the open alarm is the console's, above), newest first,
 * each with its whole timeline; times in their own zone, named. Called "earlier", never "no alarms",
 * so the empty list is true while an alarm is open.
 */
export function SosHistory({ events, timelines, names, memberId }: { events: SosEvent[]; timelines: SosTimelineStep[]; names: Record<string, string>; memberId: string }) {
  const t = useTranslations('Sos');
  return (
    <section aria-labelledby="sos-history-title" className="flex flex-col gap-3">
      <h2 id="sos-history-title" className="text-xl font-semibold">
        {t('history.title')}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="sos-history">
          {events.map((event) => (
            <li key={event.id} className="rounded-md border border-border">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3">
                  {event.source === 'test' && <TestAlarmBadge />}
                  <LocalMoment iso={event.started_at} style="medium" />
                  <AlarmStatusBadge status={event.status}>{t(`status.${event.status}`)}</AlarmStatusBadge>
                </summary>
                <div className="px-3 pb-3">
                  <SosTimeline steps={timelines.filter((s) => s.event_id === event.id)} names={names} selfId={memberId} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
