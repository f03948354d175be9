import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LookingAfterSummary } from '@/components/full-dashboard/looking-after-summary';
import { ProtectionSummary } from '@/components/full-dashboard/protection-summary';
import { ProtectorsSection } from '@/components/full-dashboard/protectors-section';
import { SectionLinks } from '@/components/full-dashboard/section-links';
import { MemberPage } from '@/components/layout/member-page';
import { ProtectionCheckList } from '@/components/protection-check/protection-check-list';
import { requireUser } from '@/lib/auth/session';
import { getFullDashboardOverview } from '@/lib/data/full-dashboard';
import { getProtectionCheck } from '@/lib/data/protection-check';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'FullDashboard');

/**
 * /full-dashboard (issue 21): the member's safety set-up at a glance. Protected or Inactive with
 * the reason, the protection check (docs/product.md#protection-check: what needs attention first,
 * with a link to fix each item), who protects the member and whom they look after. Someone without
 * a plan who looks after others sees those people first, and their own protection is put to them as
 * an offer rather than a warning. Should the check not be read, the badge falls back to the plan.
 */
export default async function FullDashboardPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'FullDashboard' });
  const supabase = await createClient();
  const [overview, check] = await Promise.all([getFullDashboardOverview(supabase, user.id), getProtectionCheck(supabase, user.id)]);
  const carerFirst = !overview.protection.protected && overview.lookingAfter.length > 0;

  const lookingAfter = <LookingAfterSummary links={overview.lookingAfter} locale={locale} />;
  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      {carerFirst && lookingAfter}
      <ProtectionSummary protection={overview.protection} asOffer={carerFirst} callCentre={overview.callCentre} check={check} locale={locale} />
      {check && <ProtectionCheckList check={check} locale={locale} viewer="member" />}
      <ProtectorsSection links={overview.protectors} pendingInvitations={overview.pendingInvitations} locale={locale} />
      {!carerFirst && lookingAfter}
      <SectionLinks locale={locale} />
    </MemberPage>
  );
}
