import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckInScreen } from '@/components/check-in/check-in-screen';
import { MemberPage } from '@/components/layout/member-page';
import { requireUser } from '@/lib/auth/session';
import { loadCheckInPage } from '@/lib/data/check-in';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'CheckIn');

/**
 * /check-in (issue 46, docs/product.md#check-in): "tell my people if I have not checked in
 * by …". The deadline lives in the database; the server raises the alarm at due + grace whether or
 * not this page (or any browser) is open.
 */
export default async function CheckInPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'CheckIn' });
  const initial = await loadCheckInPage(await createClient(), user.id);
  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      <CheckInScreen memberId={user.id} initial={initial} />
    </MemberPage>
  );
}
