import { useTranslations } from 'next-intl';
import { type AlarmStatus, AlarmStatusBadge, TestAlarmBadge } from '@/components/sos/alarm-badges';
import { LocalMoment } from '@/components/ui/local-moment';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { AlarmEvent } from '@/lib/sos-history/alarm-record';

/** The member's alarms, newest first, each started at a time in their own zone, named; each opens its own page with the whole timeline. */
export function AlarmList({ alarms }: { alarms: AlarmEvent[] }) {
  const t = useTranslations('SosHistory');
  const status = useTranslations('Sos.status');
  return (
    <ul className="flex flex-col gap-2" data-testid="sos-history-list">
      {alarms.map((alarm) => (
        <li key={alarm.id}>
          <Link
            href={`${routes.sosHistory}/${alarm.id}`}
            className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border p-3 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <LocalMoment iso={alarm.started_at} style="medium" className="font-medium" />
            {alarm.source === 'test' && <TestAlarmBadge />}
            <AlarmStatusBadge status={alarm.status as AlarmStatus}>{status(alarm.status as AlarmStatus)}</AlarmStatusBadge>
            <span className="ml-auto text-guardian underline underline-offset-4">{t('open')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
