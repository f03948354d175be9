import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { AlarmStatusBadge } from '@/components/sos/alarm-badges';
import { LocalMoment } from '@/components/ui/local-moment';
import type { LastAlarm as Alarm } from '@/lib/data/looking-after';
import type { Locale } from '@/lib/i18n/routing';
import { type LinkPermissions, mayOfferLocation } from '@/lib/looking-after/permissions';
import { LocationReveal } from './location-reveal';

type Props = { alarm: Alarm | null; link: LinkPermissions; memberId: string; name: string; locale: Locale };

/**
 * The member's last alarm the caller may see (RLS decides which), its state and, if allowed, where.
 * Its start and end are in the caller's own zone, named, to the second.
 */
export async function LastAlarm({ alarm, link, memberId, name, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'LookingAfter.alarm' });
  if (!alarm) return <p className="text-sm">{t('none')}</p>;
  const ended = alarm.resolved_at;
  return (
    <div className="grid gap-2" data-testid="last-alarm">
      <p className="flex flex-wrap items-center gap-2">
        <AlarmStatusBadge status={alarm.status} data-testid="last-alarm-status">
          {t(`status.${alarm.status}`)}
        </AlarmStatusBadge>
        {alarm.source === 'test' && <Badge variant="outline">{t('test')}</Badge>}
      </p>
      <p className="text-sm">{t.rich('startedAt', { date: () => <LocalMoment iso={alarm.started_at} /> })}</p>
      {ended && <p className="text-sm">{t.rich('endedAt', { date: () => <LocalMoment iso={ended} /> })}</p>}
      {mayOfferLocation(link.location_access, alarm.status) && <LocationReveal memberId={memberId} eventId={alarm.id} name={name} />}
    </div>
  );
}
