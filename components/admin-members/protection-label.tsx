import { useTranslations } from 'next-intl';
import { ProtectionBadge } from '@/components/protection/protection-badge';
import type { Protection } from '@/lib/data/protection';

/**
 * A member's protection in words (never colour alone), the state their own dashboard shows:
 * "Protected", or "Not protected" with the reason (lib/data/protection.ts).
 */
export function ProtectionLabel({ protection }: { protection: Protection }) {
  const t = useTranslations('AdminMembers.protection');
  return (
    <ProtectionBadge isProtected={protection.protected} className="whitespace-normal" data-testid="member-protection">
      {protection.protected ? t('protected') : t(protection.reason)}
    </ProtectionBadge>
  );
}
