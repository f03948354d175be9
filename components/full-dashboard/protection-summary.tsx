import { getTranslations } from 'next-intl/server';
import { ProtectionStatus } from '@/components/dashboard/protection-status';
import { ProtectionBadge } from '@/components/protection/protection-badge';
import type { Protection } from '@/lib/data/protection';
import type { ProtectionCheck } from '@/lib/protection-check/rules';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { OverviewSection } from './overview-section';

type Props = {
  protection: Protection;
  /** A family member or carer without a plan: their own protection is an offer, not a warning. */
  asOffer: boolean;
  /** Whether alarms also reach the Spain call centre: only then does the hint name it. */
  callCentre: boolean;
  /**
   * The protection check, when it could be read: it decides the badge (a plan and someone an alarm
   * reaches, docs/product.md#protection-check). Null or absent: the plan alone decides, as before.
   */
  check?: ProtectionCheck | null;
  locale: Locale;
};

/**
 * Protected or Inactive with the same words and badge as the member dashboard
 * (components/dashboard/protection-status.tsx), plus what the member dashboard does not say: WHY
 * they are not protected and the one step that fixes it.
 */
export async function ProtectionSummary({ protection, asOffer, callCentre, check = null, locale }: Props) {
  const status = await getTranslations({ locale, namespace: 'MemberDashboard.status' });
  const t = await getTranslations({ locale, namespace: 'FullDashboard.protection' });
  // The same offer wording as the member dashboard, so the two pages never disagree.
  if (asOffer && !protection.protected) {
    return (
      <OverviewSection id="protection-title" title={t('title')}>
        <ProtectionStatus isProtected={false} offer />
      </OverviewSection>
    );
  }
  const isProtected = check?.protected ?? protection.protected;
  const planActive = check?.checks.find((item) => item.key === 'plan')?.ok ?? protection.protected;
  // The plan's reason; should the check and the plan read disagree for a moment, ask for a plan.
  const reason = protection.reason ?? 'noPlan';
  return (
    <OverviewSection id="protection-title" title={t('title')}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{status('label')}:</span>
        <ProtectionBadge isProtected={isProtected} data-testid="protection-status">
          {isProtected ? status('protected') : status('inactive')}
        </ProtectionBadge>
      </p>
      {isProtected ? (
        <p className="text-sm text-muted-foreground">{t('protectedHint', { callCentre: callCentre ? 'yes' : 'no' })}</p>
      ) : planActive ? (
        // Worded as on the member dashboard (components/dashboard/protection-status.tsx): the plan is
        // there, the people an alarm reaches are not.
        <>
          <p className="text-sm" data-testid="protection-reason" data-reason="nobodyReached">
            {status('nobodyHint')}
          </p>
          <Link href={routes.contacts} className="inline-flex min-h-11 items-center justify-self-start font-medium text-guardian underline underline-offset-4">
            {status('nobodyAction')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm" data-testid="protection-reason" data-reason={reason}>
            {t(`reason.${reason}`)}
          </p>
          <Link
            href={routes.subscription}
            className="inline-flex min-h-11 items-center justify-self-start font-medium text-guardian underline underline-offset-4"
          >
            {t(`fix.${reason}`)}
          </Link>
        </>
      )}
    </OverviewSection>
  );
}
