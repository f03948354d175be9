import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { LocalMoment } from '@/components/ui/local-moment';
import type { PendantState } from '@/lib/data/device-readings';
import { isBatteryLow } from '@/lib/device-readings/battery';

/** The app saves a connected pendant's reading at least every 30 s, so older than this means "not connected now". */
const RECENT_MS = 5 * 60 * 1000;

/** The pendant's last known state: name, whether it was seen just now, battery and heart rate. */
export function PendantStateCard({ pendant, now }: { pendant: PendantState; now: Date }) {
  const t = useTranslations('DevicesPage.state');
  const format = useFormatter();
  const seenAt = pendant.lastConnectedAt;
  const seen = seenAt ? new Date(seenAt) : null;
  const recent = seen !== null && now.getTime() - seen.getTime() < RECENT_MS;
  // The one rule for "low" (at or below 20 %), so this page and a carer's view of it agree.
  const low = isBatteryLow(pendant.battery);
  return (
    <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2" data-testid="pendant-state">
      <dt className="font-medium">{t('name')}</dt>
      <dd className="break-words">{pendant.name}</dd>
      <dt className="font-medium">{t('connection')}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <Badge variant={recent ? 'success' : 'secondary'}>{recent ? t('recent') : t('notRecent')}</Badge>
        <span className="text-sm text-muted-foreground">
          {seenAt
            ? t.rich('lastSeen', { when: format.relativeTime(new Date(seenAt), now), date: () => <LocalMoment iso={seenAt} style="medium" /> })
            : t('neverSeen')}
        </span>
      </dd>
      <dt className="font-medium">{t('battery')}</dt>
      <dd>
        {pendant.battery === null ? (
          t('noReading')
        ) : (
          <span className={low ? 'font-semibold text-destructive' : undefined}>{low ? t('batteryLow', { value: pendant.battery }) : t('batteryValue', { value: pendant.battery })}</span>
        )}
      </dd>
      <dt className="font-medium">{t('heartRate')}</dt>
      <dd>{pendant.heartRate === null ? t('noReading') : t('heartRateValue', { value: pendant.heartRate })}</dd>
    </dl>
  );
}
