import { useTranslations } from 'next-intl';
import { LocalMoment } from '@/components/ui/local-moment';
import type { Drill } from '@/lib/data/drills';
import { DrillReceiptTable } from './drill-receipt-table';
import { millisBetween } from './drill-timing';
import { useDurationText } from './use-duration-text';

type Props = { drills: readonly Drill[]; callCentre: boolean };

/**
 * The receipts of the drills that are over, newest first (docs/product.md#drills), rendered on the
 * server from the outbox rows the dispatcher wrote: what proves the chain works is what was
 * delivered, not what the page hoped for.
 */
export function PastDrills({ drills, callCentre }: Props) {
  const t = useTranslations('Drills.past');
  return (
    <section aria-labelledby="past-drills-title" className="grid gap-4" data-testid="past-drills">
      <h2 id="past-drills-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {drills.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="grid gap-4">
          {drills.map((drill) => (
            <li key={drill.id}>
              <PastDrill drill={drill} callCentre={callCentre} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * One drill: when it started and how it ended, who got it on which channel, who acknowledged it
 * and after how long, and, on a Spain plan, when the call centre answered (a drill waits in its
 * queue like an alarm, marked as a test).
 */
export function PastDrill({ drill, callCentre }: { drill: Drill; callCentre: boolean }) {
  const t = useTranslations('Drills.past');
  const duration = useDurationText();
  const headingId = `drill-${drill.id}-title`;
  // 'drill_over' is the database's mark for a drill that ended by itself (docs/product.md#drills).
  const how = drill.outcomeDetail === 'drill_over' ? 'drillOver' : drill.status;
  return (
    <article aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg border border-border p-4" data-testid="past-drill">
      <header className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t.rich('heading', { date: () => <LocalMoment iso={drill.startedAt} style="medium" /> })}
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="drill-ended">
          {t('ended', { how })}
        </p>
      </header>
      <DrillReceiptTable deliveries={drill.deliveries} startedAt={drill.startedAt} />
      {drill.acknowledgements.length === 0 ? (
        <p className="text-sm">{t('noAcknowledgement')}</p>
      ) : (
        <ul className="grid gap-1 text-sm" data-testid="drill-acknowledgements">
          {drill.acknowledgements.map((ack, index) => (
            <li key={`${index}-${ack.at}`} className="[overflow-wrap:anywhere]">
              {t('acknowledged', { name: ack.name.trim() || t('someone'), after: duration.long(millisBetween(drill.startedAt, ack.at)) })}
            </li>
          ))}
        </ul>
      )}
      {callCentre && (
        <p className="text-sm" data-testid="drill-call-centre">
          {drill.callCentreAnsweredAt ? t('callCentreAnswered', { after: duration.long(millisBetween(drill.startedAt, drill.callCentreAnsweredAt)) }) : t('callCentreNone')}
        </p>
      )}
    </article>
  );
}
