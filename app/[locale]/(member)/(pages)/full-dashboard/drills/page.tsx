import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DrillScheduleForm } from '@/components/drills/drill-schedule-form';
import { splitDrills } from '@/components/drills/drill-timing';
import { PastDrills } from '@/components/drills/past-drills';
import { RunDrillCard } from '@/components/drills/run-drill-card';
import { RunningDrill } from '@/components/drills/running-drill';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { requireUser } from '@/lib/auth/session';
import { type DrillPage, getDrillPage } from '@/lib/data/drills';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'Drills');

/**
 * /full-dashboard/drills (issue 47, docs/product.md#drills): "test my alarm". A drill is the test
 * alert travelling the real path to every channel, marked DRILL, ending by itself; this page starts
 * one, shows the running one live, the receipts of past ones from the outbox, and the monthly
 * schedule. Refusals (a real alarm open, the test-alert limit) come from the database.
 */
export default async function DrillsPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'Drills' });
  let page: DrillPage | null = null;
  try {
    page = await getDrillPage(await createClient(), user.id);
  } catch (error) {
    console.warn('Reading the drills page failed', error);
  }
  if (!page) {
    return (
      <MemberPage title={t('title')} lead={t('lead')}>
        <FormAlert tone="error">{t('failed')}</FormAlert>
      </MemberPage>
    );
  }
  const { running, past } = splitDrills(page.drills);
  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      <RunDrillCard realAlarmOpen={page.realAlarmOpen} callCentre={page.callCentre} />
      {running.map((drill) => (
        <RunningDrill key={drill.id} memberId={user.id} drill={drill} />
      ))}
      <DrillScheduleForm schedule={page.schedule} />
      <PastDrills drills={past} callCentre={page.callCentre} />
    </MemberPage>
  );
}
