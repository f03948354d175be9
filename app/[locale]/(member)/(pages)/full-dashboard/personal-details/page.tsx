import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberPage } from '@/components/layout/member-page';
import { PersonalDetailsForm } from '@/components/personal-details/personal-details-form';
import { requireUser } from '@/lib/auth/session';
import { loadPersonalDetails } from '@/lib/data/personal-details';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'PersonalDetails');

/** /full-dashboard/personal-details (issue 21): the member's own profile, saved in one update under RLS. */
export default async function PersonalDetailsPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'PersonalDetails' });
  const details = await loadPersonalDetails(await createClient(), user.id);
  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      <PersonalDetailsForm initial={details} />
    </MemberPage>
  );
}
