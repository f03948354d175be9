import { useTranslations } from 'next-intl';
import { LocalMoment } from '@/components/ui/local-moment';
import type { MemberDevice } from '@/lib/data/admin-members';
import { MemberSection } from './member-section';

/** The member's paired devices: name, kind, last battery level and when the app last reached it. */
export function MemberDevices({ devices }: { devices: MemberDevice[] }) {
  const t = useTranslations('AdminMembers.member');
  return (
    <MemberSection id="member-devices" title={t('devicesTitle')}>
      {devices.length === 0 ? (
        <p>{t('noDevices')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {devices.map((device) => {
            const seen = device.last_connected_at;
            return (
            <li key={device.id} className="flex flex-col gap-0.5" data-testid="member-device">
              <span className="font-medium [overflow-wrap:anywhere]">
                {device.name} · {t(`deviceKind.${device.kind}`)}
              </span>
              <span className="text-sm text-muted-foreground">
                {device.battery === null ? t('batteryUnknown') : t('battery', { percent: device.battery })}
                {' · '}
                {seen ? t.rich('lastSeen', { date: () => <LocalMoment iso={seen} style="medium" /> }) : t('neverSeen')}
              </span>
            </li>
            );
          })}
        </ul>
      )}
    </MemberSection>
  );
}
