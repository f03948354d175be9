import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Greeting } from '@/components/dashboard/greeting';
import { LookingAfterList } from '@/components/dashboard/looking-after-list';
import { ProfileChecklist } from '@/components/dashboard/profile-checklist';
import { ProtectionStatus } from '@/components/dashboard/protection-status';
import { QuickActions } from '@/components/dashboard/quick-actions';
import { RecentActivity } from '@/components/dashboard/recent-activity';
import { textLinkClass } from '@/components/dashboard/text-link-class';
import { ProtectionCheckList } from '@/components/protection-check/protection-check-list';
import { PushAlertsCard } from '@/components/push/push-alerts-card';
import { requireUser } from '@/lib/auth/session';
import { getMyLiveAlertLinks } from '@/lib/data/family';
import { getMemberDashboard } from '@/lib/data/member-dashboard';
import { getProtectionCheck } from '@/lib/data/protection-check';
import { greetingName } from '@/lib/data/member-dashboard-rules';
import { Link } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { vapidPublicKey } from '@/lib/notify/push-config';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'MemberDashboard');

/**
 * /member-dashboard (docs/product.md#routes-and-screens): greeting, status, quick actions, checklist,
 * recent activity, and the way into the full dashboard; for people who receive someone's SOS
 * alerts, the switch for alerts on this device with the site closed. Someone who looks after
 * others without a plan of their own sees those people first, and their own protection as an
 * offer. Two-step sign-in and sessions live on the Account page (routes.account). The badge and
 * the protection check under it come from the same answer (docs/product.md#protection-check);
 * should it not be read, the badge falls back to the plan alone and the check is left out.
 */
export default async function MemberDashboardPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const supabase = await createClient();
  const t = await getTranslations({ locale, namespace: 'MemberDashboard' });
  const [data, alertLinks, check] = await Promise.all([
    getMemberDashboard(supabase, user.id),
    getMyLiveAlertLinks(supabase, user.id),
    getProtectionCheck(supabase, user.id),
  ]);
  const offer = data.offerOwnProtection;
  const planActive = check?.checks.find((item) => item.key === 'plan')?.ok;
  const lookingAfter = data.lookingAfter.length > 0 && <LookingAfterList links={data.lookingAfter} locale={locale} />;

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 focus:outline-none">
      <header className="flex flex-col gap-3">
        <Greeting name={greetingName(data.fullName, user.email)} />
        {!offer && <ProtectionStatus isProtected={check?.protected ?? data.protected} callCentre={data.callCentre} planActive={planActive} />}
        <Link href={routes.fullDashboard} className={textLinkClass}>
          {t('fullDashboard')}
        </Link>
      </header>
      {!offer && check && <ProtectionCheckList check={check} locale={locale} viewer="member" />}
      {offer && lookingAfter}
      {/* The key is read per request (VAPID_PUBLIC_KEY), never built into the bundle. */}
      {offer && alertLinks.length > 0 && <PushAlertsCard vapidPublicKey={vapidPublicKey(process.env)} />}
      {offer && <ProtectionStatus isProtected={false} offer />}
      <QuickActions />
      {!offer && lookingAfter}
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <ProfileChecklist items={data.checklist} offer={offer} />
        <RecentActivity sos={data.sos} notifications={data.notifications} access={data.access} />
      </div>
      {!offer && alertLinks.length > 0 && <PushAlertsCard vapidPublicKey={vapidPublicKey(process.env)} />}
    </main>
  );
}
