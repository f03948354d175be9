import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Greeting } from '@/components/dashboard/greeting';
import { ProfileChecklist } from '@/components/dashboard/profile-checklist';
import { ProtectionStatus } from '@/components/dashboard/protection-status';
import { QuickActions } from '@/components/dashboard/quick-actions';
import { RecentActivity } from '@/components/dashboard/recent-activity';
import { SessionsCard } from '@/components/dashboard/sessions-card';
import { TwoStepCard } from '@/components/dashboard/two-step-card';
import { PushAlertsCard } from '@/components/push/push-alerts-card';
import { isAdmin } from '@/lib/auth/role';
import { getRole, requireUser } from '@/lib/auth/session';
import { getPathname } from '@/lib/i18n/navigation';
import { getMyLiveAlertLinks } from '@/lib/data/family';
import { getMemberDashboard } from '@/lib/data/member-dashboard';
import { greetingName } from '@/lib/data/member-dashboard-rules';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { vapidPublicKey } from '@/lib/notify/push-config';
import { createClient } from '@/lib/supabase/server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'MemberDashboard' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /member-dashboard (docs/product.md#routes-and-screens): greeting, status, quick actions, checklist, recent activity;
 * for people who receive someone's SOS alerts, the switch for alerts on this device with the site closed;
 * the account's two-step sign-in and sessions (until the account page of the full dashboard exists).
 */
export default async function MemberDashboardPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const supabase = await createClient();
  const [data, alertLinks, role] = await Promise.all([getMemberDashboard(supabase, user.id), getMyLiveAlertLinks(supabase, user.id), getRole()]);

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 focus:outline-none">
      <header className="flex flex-col gap-3">
        <Greeting name={greetingName(data.fullName, user.email)} />
        <ProtectionStatus isProtected={data.protected} />
      </header>
      <QuickActions />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <ProfileChecklist items={data.checklist} />
        <RecentActivity sos={data.sos} notifications={data.notifications} access={data.access} />
      </div>
      {/* The key is read per request (VAPID_PUBLIC_KEY), never built into the bundle. */}
      {alertLinks.length > 0 && <PushAlertsCard vapidPublicKey={vapidPublicKey(process.env)} />}
      <TwoStepCard user={user} isAdmin={isAdmin(role)} returnTo={getPathname({ href: routes.memberDashboard, locale })} />
      <SessionsCard />
    </main>
  );
}
