import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';

/** docs/product.md#routes-and-screens, docs/product.md#states: Protected or Inactive, from the subscription status. */
export async function ProtectionStatus({ isProtected }: { isProtected: boolean }) {
  const t = await getTranslations('MemberDashboard.status');
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('label')}:</span>
        <Badge variant={isProtected ? 'success' : 'warning'} data-testid="protection-status">
          {isProtected ? t('protected') : t('inactive')}
        </Badge>
      </p>
      <p className="text-sm text-muted-foreground">{isProtected ? t('protectedHint') : t('inactiveHint')}</p>
    </div>
  );
}
