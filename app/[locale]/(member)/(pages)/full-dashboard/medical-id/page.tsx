import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberPage } from '@/components/layout/member-page';
import { MedicalIdAudience } from '@/components/medical-id/medical-id-audience';
import { MedicalIdForm } from '@/components/medical-id/medical-id-form';
import { requireUser } from '@/lib/auth/session';
import { loadMedicalId, loadMedicalIdAudience } from '@/lib/data/medical-id';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'MedicalId');

/**
 * /full-dashboard/medical-id (issue 21): what responders need to know, and who may see it, stated
 * from the member's actual links and plan, not from a general promise.
 */
export default async function MedicalIdPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'MedicalId' });
  const supabase = await createClient();
  const [medical, audience] = await Promise.all([loadMedicalId(supabase, user.id), loadMedicalIdAudience(supabase, user.id)]);
  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      <MedicalIdAudience audience={audience} />
      <MedicalIdForm initial={medical} />
    </MemberPage>
  );
}
