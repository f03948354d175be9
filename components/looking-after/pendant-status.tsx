import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { LocalMoment } from '@/components/ui/local-moment';
import type { PendantStatus as Device } from '@/lib/data/looking-after';
import { isBatteryLow } from '@/lib/device-readings/battery';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Battery and last contact of each of the member's devices (read under RLS with view_device_status).
 * "Last seen" is to the minute in the caller's own zone, named, as on the member's devices page.
 */
export async function PendantStatus({ devices, name, locale }: { devices: Device[]; name: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LookingAfter.pendant' });
  if (devices.length === 0) return <p className="text-sm">{t('none', { name })}</p>;
  return (
    <ul className="grid gap-2">
      {devices.map((device) => {
        const seen = device.last_connected_at;
        return (
          <li key={device.id} className="grid gap-1" data-testid="pendant">
            <p className="font-medium break-words">{device.name}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="pendant-battery">
              {device.battery === null ? t('batteryUnknown') : t('battery', { percent: device.battery })}
              {isBatteryLow(device.battery) && <Badge variant="warning">{t('low')}</Badge>}
            </p>
            <p className="text-sm text-muted-foreground" data-testid="pendant-last-seen">
              {seen ? t.rich('lastSeen', { date: () => <LocalMoment iso={seen} style="medium" /> }) : t('neverSeen')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
