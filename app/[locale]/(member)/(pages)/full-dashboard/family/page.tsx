import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FamilyNotices } from '@/components/family/family-notice';
import { InviteForm } from '@/components/family/invite-form';
import { InviteRow } from '@/components/family/invite-row';
import { LinkCard } from '@/components/family/link-card';
import { INVITES_HEADING_ID, PROTECTORS_HEADING_ID } from '@/components/family/section-headings';
import { requireUser } from '@/lib/auth/session';
import { loadFamilyManagement } from '@/lib/data/family-links';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'FamilyCarers');

/**
 * /full-dashboard/family (issue 21): the people who protect the member, what each may see and
 * until when, with pause, resume, change and revoke; the invitations sent, with resend and cancel;
 * and the invitation form. Revoked and ended links are history, folded away under the list. What
 * an action did is said once for the page (FamilyNotices).
 */
export default async function FamilyPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'FamilyCarers' });
  const family = await loadFamilyManagement(await createClient(), user.id);

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 focus:outline-none">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>

      <FamilyNotices>
        <section aria-labelledby={PROTECTORS_HEADING_ID} className="grid gap-4" data-testid="family-links">
          {/* Focus lands here after a revoke: the revoked card moves into the folded history. */}
          <h2 id={PROTECTORS_HEADING_ID} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {t('protectors')}
          </h2>
          {family.current.length === 0 ? <p>{t('noProtectors')}</p> : family.current.map((link) => <LinkCard key={link.id} link={link} />)}
          {family.ended.length > 0 && (
            <details className="rounded-lg border border-border p-4" data-testid="family-links-ended">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium">{t('history', { count: family.ended.length })}</summary>
              <div className="mt-3 grid gap-4">
                {family.ended.map((link) => (
                  <LinkCard key={link.id} link={link} />
                ))}
              </div>
            </details>
          )}
        </section>

        <section aria-labelledby={INVITES_HEADING_ID} className="grid gap-4" data-testid="family-invites">
          {/* Focus lands here after an invitation is cancelled: its row is gone. */}
          <h2 id={INVITES_HEADING_ID} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {t('invites.title')}
          </h2>
          {family.invites.length === 0 ? (
            <p>{t('invites.none')}</p>
          ) : (
            <ul className="grid gap-3">
              {family.invites.map((invite) => (
                <InviteRow key={invite.id} invite={invite} />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="invite-title" className="grid gap-4 rounded-lg border border-border p-4">
          <div className="grid gap-1">
            <h2 id="invite-title" className="text-xl font-semibold">
              {t('invite.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('invite.lead')}</p>
          </div>
          <InviteForm locale={locale} />
        </section>
      </FamilyNotices>
    </main>
  );
}
