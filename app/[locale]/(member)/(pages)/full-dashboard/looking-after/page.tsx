import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberPage } from '@/components/layout/member-page';
import { LookedAfterCard } from '@/components/looking-after/looked-after-card';
import { requireUser } from '@/lib/auth/session';
import { getLookedAfterCheckIns, getLookedAfterMembers } from '@/lib/data/looking-after';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'LookingAfter');

/**
 * /full-dashboard/looking-after (issue 21): for a family member or carer, each member who shares
 * with them, what they share and until when. Live, paused or ended is the database's answer
 * (get_looked_after_members → family_link_is_live), never the clock's here.
 */
export default async function LookingAfterPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'LookingAfter' });
  const supabase = await createClient();
  const links = await getLookedAfterMembers(supabase);
  // A running check-in, where the link shares it (issue 46).
  const checkIns = await getLookedAfterCheckIns(supabase, links);

  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      {links.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="grid gap-4">
          {links.map((link) => (
            <LookedAfterCard key={link.link_id} link={link} locale={locale} checkIn={checkIns.get(link.member_id) ?? null} />
          ))}
        </ul>
      )}
    </MemberPage>
  );
}
