import { useTranslations } from 'next-intl';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import type { Database } from '@/lib/database.types';

export type Grant = {
  receive_sos_alerts: boolean;
  location_access: Database['public']['Enums']['location_access'];
  view_medical: boolean;
  view_device_status: boolean;
  view_activity: boolean;
};

/**
 * Each permission of a link or invitation in words, granted or not: the same list on the
 * member's page and on the invitation page, so both sides read exactly the same grant. A mark
 * and the words say it; colour only repeats it.
 */
export function GrantSummary({ grant }: { grant: Grant }) {
  const t = useTranslations('FamilyCarers.grant');
  const items = [
    { key: 'alerts', granted: grant.receive_sos_alerts, text: t(grant.receive_sos_alerts ? 'alertsYes' : 'alertsNo') },
    { key: 'location', granted: grant.location_access !== 'none', text: t(`location.${grant.location_access}`) },
    { key: 'medical', granted: grant.view_medical, text: t(grant.view_medical ? 'medicalYes' : 'medicalNo') },
    { key: 'device', granted: grant.view_device_status, text: t(grant.view_device_status ? 'deviceYes' : 'deviceNo') },
    { key: 'activity', granted: grant.view_activity, text: t(grant.view_activity ? 'activityYes' : 'activityNo') },
  ];
  return (
    <ul className="grid gap-1 text-sm" aria-label={t('label')}>
      {items.map((item) => (
        <li key={item.key} className="flex items-start gap-2" data-granted={item.granted}>
          {item.granted ? <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" /> : <CloseIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />}
          <span className="min-w-0 break-words">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
