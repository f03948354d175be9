import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { InboxMessage } from '@/lib/data/admin-inbox';

const VARIANT: Record<InboxMessage['status'], BadgeVariant> = { new: 'guardian', read: 'secondary', replied: 'outline', archived: 'outline' };

/** A message's state in words (never colour alone): Unread, Read, Replied, Handled. */
export function StatusBadge({ status }: { status: InboxMessage['status'] }) {
  const t = useTranslations('AdminInbox');
  return (
    <Badge variant={VARIANT[status]} data-testid="inbox-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
