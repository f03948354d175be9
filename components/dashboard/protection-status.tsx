import { getTranslations } from 'next-intl/server';
import { ProtectionBadge } from '@/components/protection/protection-badge';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { textLinkClass } from './text-link-class';


/**
 * docs/product.md#routes-and-screens, docs/product.md#states: Protected or Inactive, from the
 * subscription status. For someone who looks after others without a plan of their own (`offer`)
 * it is about their own protection and worded as an offer ("Not set up", "Protect yourself too"),
 * not as a warning. A member whose plan is active but whom no alarm would reach yet (no contact
 * agreed, no family receiving alerts, no call centre) is Inactive too (docs/product.md#protection-check):
 * `planActive` then points them at the people, not at the plans they already have.
 */
export async function ProtectionStatus({
  isProtected,
  offer = false,
  callCentre = false,
  planActive = false,
}: {
  isProtected: boolean;
  offer?: boolean;
  callCentre?: boolean;
  planActive?: boolean;
}) {
  const t = await getTranslations('MemberDashboard.status');
  if (offer) {
    return (
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('offerLabel')}:</span>
          <Badge variant="secondary" data-testid="protection-status">
            {t('offerBadge')}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">{t('offerHint')}</p>
        <Link href={routes.subscription} className={textLinkClass}>
          {t('offerAction')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('label')}:</span>
        <ProtectionBadge isProtected={isProtected} data-testid="protection-status">
          {isProtected ? t('protected') : t('inactive')}
        </ProtectionBadge>
      </p>
      <p className="text-sm text-muted-foreground">
        {isProtected ? t('protectedHint', { callCentre: callCentre ? 'yes' : 'no' }) : planActive ? t('nobodyHint') : t('inactiveHint')}
      </p>
      {!isProtected && (
        <Link href={planActive ? routes.contacts : routes.subscription} className={textLinkClass}>
          {planActive ? t('nobodyAction') : t('subscribeAction')}
        </Link>
      )}
    </div>
  );
}
