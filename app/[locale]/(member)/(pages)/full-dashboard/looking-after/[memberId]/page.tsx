import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PermissionSummary } from '@/components/full-dashboard/permission-summary';
import { AccessEnd } from '@/components/looking-after/access-end';
import { LastAlarm } from '@/components/looking-after/last-alarm';
import { LeaveLink } from '@/components/looking-after/leave-link';
import { LinkStateBadge } from '@/components/looking-after/link-state-badge';
import { MedicalReveal } from '@/components/looking-after/medical-reveal';
import { PendantStatus } from '@/components/looking-after/pendant-status';
import { ProtectionCheckList } from '@/components/protection-check/protection-check-list';
import { Badge } from '@/components/ui/badge';
import { requireUser } from '@/lib/auth/session';
import { getLookedAfterDetail } from '@/lib/data/looking-after';
import { getProtectionCheck } from '@/lib/data/protection-check';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale } from '@/lib/i18n/page-locale';
import { linkState, maySeeAlarms } from '@/lib/looking-after/permissions';
import { memberReadSchema } from '@/lib/validation/looking-after';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';

type Params = Promise<{ locale: string; memberId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'LookingAfter' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /full-dashboard/looking-after/[memberId] (issue 21): one member the caller looks after, with
 * what the link allows: last alarm and its state, pendant battery and last contact, location and
 * medical ID on an explicit request only (each such read lands in the member's access log). A
 * paused link shows nothing readable; an ended one says when it ended. Through a live link, the
 * member's protection check too, with whom to ask for each gap (docs/product.md#protection-check).
 */
export default async function LookedAfterMemberPage({ params }: { params: Params }) {
  const locale = await resolvePageLocale(params);
  await requireUser(locale);
  const parsed = memberReadSchema.safeParse({ memberId: (await params).memberId });
  if (!parsed.success) notFound();
  const supabase = await createClient();
  // The check is null unless the link is live: then nothing new shows.
  const [detail, check] = await Promise.all([getLookedAfterDetail(supabase, parsed.data.memberId), getProtectionCheck(supabase, parsed.data.memberId)]);
  if (!detail) notFound();

  const t = await getTranslations({ locale, namespace: 'LookingAfter' });
  const common = await getTranslations({ locale, namespace: 'FullDashboard' });
  const { link } = detail;
  const name = link.full_name?.trim() || common('unnamed');
  const state = linkState(link);
  const section = 'grid gap-3 rounded-lg border border-border p-4';

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 focus:outline-none">
      <Link href={routes.lookingAfter} className="inline-flex min-h-11 items-center self-start text-guardian underline underline-offset-4">
        {t('back')}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words">{name}</h1>
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{common(`role.${link.role}`)}</Badge>
          <LinkStateBadge state={state} locale={locale} />
        </p>
        {link.relationship && <p className="text-muted-foreground break-words">{t('relationship', { relationship: link.relationship })}</p>}
        <AccessEnd state={state} expiresAt={link.expires_at} locale={locale} withCountdown />
      </header>

      {state === 'paused' && (
        <p className="rounded-md border border-border bg-muted px-4 py-3" data-testid="link-paused">
          {t('pausedNotice', { name })}
        </p>
      )}

      {state === 'live' && (
        <>
          <PermissionSummary link={link} locale={locale} />
          {check && <ProtectionCheckList check={check} locale={locale} viewer="family" memberName={name} />}
          <section aria-labelledby="alarm-title" className={section}>
            <h2 id="alarm-title" className="text-lg font-semibold">
              {t('alarm.title')}
            </h2>
            {maySeeAlarms(link) ? (
              <LastAlarm alarm={detail.lastAlarm} link={link} memberId={link.member_id} name={name} locale={locale} />
            ) : (
              <p className="text-sm">{t('notShared', { name })}</p>
            )}
          </section>
          <section aria-labelledby="pendant-title" className={section}>
            <h2 id="pendant-title" className="text-lg font-semibold">
              {t('pendant.title')}
            </h2>
            {detail.devices ? <PendantStatus devices={detail.devices} name={name} locale={locale} /> : <p className="text-sm">{t('notShared', { name })}</p>}
          </section>
          <section aria-labelledby="medical-title" className={section}>
            <h2 id="medical-title" className="text-lg font-semibold">
              {t('medical.title')}
            </h2>
            {link.view_medical ? <MedicalReveal memberId={link.member_id} name={name} /> : <p className="text-sm">{t('notShared', { name })}</p>}
          </section>
        </>
      )}

      <LeaveLink linkId={link.link_id} name={name} />
    </main>
  );
}
