import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LoggedReads } from '@/components/admin-members/logged-reads';
import { MemberAlarms } from '@/components/admin-members/member-alarms';
import { MemberDetails } from '@/components/admin-members/member-details';
import { MemberDevices } from '@/components/admin-members/member-devices';
import { MemberSection } from '@/components/admin-members/member-section';
import { MemberSubscriptions } from '@/components/admin-members/member-subscriptions';
import { RoleChange } from '@/components/admin-members/role-change';
import { MemberPage } from '@/components/layout/member-page';
import { requireAdmin } from '@/lib/auth/session';
import { getMemberDetail } from '@/lib/data/admin-members';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';
import { memberIdSchema } from '@/lib/validation/admin-members';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(params, 'AdminMembers');
}

/**
 * /admin-dashboard/members/[id] (issue 22): one member for an admin: details, subscription,
 * devices, latest alarms and the role, which the admin can change. Medical ID and location are not
 * read with the page: only when the admin asks, through the logged functions, so each read is in
 * the member's access log. A malformed or unknown id is "not found", never an error.
 */
export default async function AdminMemberPage({ params }: { params: Params }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const parsed = memberIdSchema.safeParse({ id: (await params).id });
  if (!parsed.success) notFound();
  const member = await getMemberDetail(await createClient(), parsed.data.id);
  if (!member) notFound();
  const t = await getTranslations({ locale, namespace: 'AdminMembers' });
  const name = member.fullName?.trim() || member.email;

  return (
    <MemberPage title={name} width="3xl">
      <Link href={routes.adminMembers} className="inline-flex min-h-11 items-center self-start text-sm underline">
        {t('member.backToList')}
      </Link>
      <MemberDetails member={member} />
      <MemberSubscriptions subscriptions={member.subscriptions} />
      <MemberDevices devices={member.devices} />
      <MemberAlarms alarms={member.alarms} />
      <LoggedReads memberId={member.userId} name={name} lastLocatedAlarmId={member.lastLocatedAlarmId} />
      <MemberSection id="member-role-title" title={t('role.title')}>
        <RoleChange memberId={member.userId} name={name} role={member.role} />
      </MemberSection>
    </MemberPage>
  );
}
