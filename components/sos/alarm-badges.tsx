import { useTranslations } from 'next-intl';
import { Badge, type BadgeProps, type BadgeVariant } from '@/components/ui/badge';
import type { Database } from '@/lib/database.types';

export type AlarmStatus = Database['public']['Enums']['sos_status'];

/**
 * One colour per alarm state on every page (issue 24): red while nobody has answered, amber once
 * someone is on it, green when resolved, grey when cancelled or found to be a false alarm. The words stay the page's own (a
 * member reads "Someone is on it" where the call centre reads "Acknowledged"), so callers pass
 * the label; the state is always said in text as well as colour.
 */
const variantOf: Record<AlarmStatus, BadgeVariant> = {
  active: 'emergency',
  acknowledged: 'warning',
  resolved: 'success',
  cancelled: 'secondary',
  false_alarm: 'secondary',
};

export function alarmStatusVariant(status: AlarmStatus): BadgeVariant {
  return variantOf[status] ?? 'secondary';
}

export function AlarmStatusBadge({ status, ...props }: Omit<BadgeProps, 'variant'> & { status: AlarmStatus }) {
  return <Badge variant={alarmStatusVariant(status)} data-alarm-status={status} {...props} />;
}

/** A test alarm says so in the reader's language ("TEST", "TEST", "PRUEBA"), the same way everywhere. */
export function TestAlarmBadge() {
  const t = useTranslations('SosHistory');
  return (
    <Badge variant="outline" data-testid="test-alarm-badge">
      {t('test')}
    </Badge>
  );
}
