import { useTranslations } from 'next-intl';
import { AlarmStatusBadge } from '@/components/sos/alarm-badges';
import { LocalMoment } from '@/components/ui/local-moment';
import { type MemberAlarm, MEMBER_ALARMS_SHOWN } from '@/lib/data/admin-members';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { MemberSection } from './member-section';

const OPEN: ReadonlySet<MemberAlarm['status']> = new Set(['active', 'acknowledged']);

/**
 * The member's latest alarms, newest first: when raised, the status in words and, once ended,
 * when. An open alarm links to the alarms view, where admins handle it (there is no page per
 * alarm); ended ones are history.
 */
export function MemberAlarms({ alarms }: { alarms: MemberAlarm[] }) {
  const t = useTranslations('AdminMembers.member');
  return (
    <MemberSection id="member-alarms" title={t('alarmsTitle')}>
      {alarms.length === 0 ? (
        <p>{t('noAlarms')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('alarmsLead', { count: MEMBER_ALARMS_SHOWN })}</p>
          <ul className="flex flex-col divide-y divide-border">
            {alarms.map((alarm) => {
              const open = OPEN.has(alarm.status);
              const ended = alarm.resolved_at;
              return (
                <li key={alarm.id} className="flex flex-col gap-1 py-2" data-testid="member-alarm" data-status={alarm.status}>
                  <div className="flex flex-wrap items-center gap-2">
                    <LocalMoment iso={alarm.started_at} style="medium" className="font-medium" />
                    <AlarmStatusBadge status={alarm.status}>{t(`alarmStatus.${alarm.status}`)}</AlarmStatusBadge>
                  </div>
                  {ended && <span className="text-sm text-muted-foreground">{t.rich('alarmEnded', { date: () => <LocalMoment iso={ended} style="medium" /> })}</span>}
                  {open && (
                    <Link href={routes.adminIncidents} className="inline-flex min-h-11 items-center self-start text-sm underline">
                      {t('openAlarm')}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </MemberSection>
  );
}
