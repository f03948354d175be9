import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OpenDeviceSettingsButton } from '@/components/device-readings/open-settings-button';
import { PendantStateCard } from '@/components/device-readings/pendant-state';
import { ChartPeriodSwitch } from '@/components/device-readings/period-switch';
import { ReadingsChartLazy } from '@/components/device-readings/readings-chart-lazy';
import { ReadingsTextAlternative } from '@/components/device-readings/readings-text-alternative';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { requireUser } from '@/lib/auth/session';
import { getMyPendant, getReadingSeries, type PendantState } from '@/lib/data/device-readings';
import { chartWindow, parseChartPeriod } from '@/lib/device-readings/period';
import type { ReadingPoint } from '@/lib/device-readings/summary';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'DevicesPage');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /full-dashboard/devices (issue 21): the member's pendant as last reported (name, last seen,
 * battery, heart rate), the button to the Device Connections panel, and heart rate and battery over
 * 24 hours / 7 days / 30 days from the saved readings, with a text alternative to the chart.
 */
export default async function DevicesPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'DevicesPage' });
  const period = parseChartPeriod((await searchParams).period);
  const now = new Date();
  const supabase = await createClient();
  let pendant: PendantState | null = null;
  let points: ReadingPoint[] = [];
  let failed = false;
  try {
    pendant = await getMyPendant(supabase, user.id);
    if (pendant) {
      const window = chartWindow(period, now);
      points = await getReadingSeries(supabase, pendant.id, window.from, window.bucketSeconds);
    }
  } catch (error) {
    console.warn('Reading the pendant and its history failed', error);
    failed = true;
  }
  const periodLabel = t(`chart.periodPhrase.${period}`);
  const chartLabels = { heartRate: t('chart.heartRate'), battery: t('chart.battery'), bpm: t('chart.bpm'), percent: t('chart.percent') };

  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      {failed ? (
        <FormAlert tone="error">{t('failed')}</FormAlert>
      ) : !pendant ? (
        <section className="grid gap-3 rounded-lg border border-border p-4" data-testid="devices-empty">
          <h2 className="text-lg font-semibold">{t('none.title')}</h2>
          <p>{t('none.body')}</p>
          <div>
            <OpenDeviceSettingsButton />
          </div>
        </section>
      ) : (
        <>
          <section aria-labelledby="pendant-title" className="grid gap-4 rounded-lg border border-border p-4">
            <h2 id="pendant-title" className="text-lg font-semibold">
              {t('state.title')}
            </h2>
            <PendantStateCard pendant={pendant} now={now} />
            <div>
              <OpenDeviceSettingsButton variant="outline" />
            </div>
          </section>
          <section aria-labelledby="history-title" className="grid min-w-0 gap-4">
            <h2 id="history-title" className="text-lg font-semibold">
              {t('chart.title')}
            </h2>
            <ChartPeriodSwitch current={period} />
            {points.length === 0 ? (
              <p data-testid="readings-empty">{t('chart.empty', { period: periodLabel })}</p>
            ) : (
              <>
                <ReadingsChartLazy points={points} labels={chartLabels} />
                <ReadingsTextAlternative points={points} periodLabel={periodLabel} />
              </>
            )}
          </section>
        </>
      )}
    </MemberPage>
  );
}
