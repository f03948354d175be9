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

/** The alarm sources that were not a tap on /sos, named on the badge below (issue 46). */
const sourceKeys = { pendant: 'pendant', fall: 'fall', check_in: 'check_in' } as const;
type NamedSource = keyof typeof sourceKeys;
const isNamedSource = (source: string | null | undefined): source is NamedSource => Boolean(source && source in sourceKeys);

/**
 * What raised the alarm when it was not a tap on the SOS button: "Pendant button", "Fall
 * detected", "Missed check-in" (docs/pendant-protocol.md#what-the-app-does). Nothing for a tap
 * or a test (the test has its own badge), so the usual alarm looks as it always did.
 */
export function AlarmSourceBadge({ source }: { source: string | null | undefined }) {
  const t = useTranslations('AlarmSource');
  if (!isNamedSource(source)) return null;
  return (
    <Badge variant="outline" data-testid="alarm-source-badge" data-source={source}>
      {t(sourceKeys[source])}
    </Badge>
  );
}
