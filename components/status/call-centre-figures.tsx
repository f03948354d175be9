import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatSeconds, formatShare, formatTargetShare } from '@/lib/status/format';
import type { StatusSummary } from '@/lib/status/summary';
import { callCentreTargets, TSA_WITHIN_180, TSA_WITHIN_60, UNE_MEAN_SECONDS } from '@/lib/status/thresholds';
import { FiguresTable } from './figures-table';
import { ResultLabel } from './result-label';

/**
 * The call centre's answer times against the standards buyers compare (docs/product.md#status-page):
 * the TSA's 97.5 % within 60 s and 99 % within 180 s, and UNE 158401's mean within 15 s, each met,
 * not met or without alarms to judge, as callCentreTargets decides.
 */
export async function CallCentreFigures({ locale, summary }: { locale: Locale; summary: StatusSummary }) {
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  const figures = summary.callCentre;
  const { tsa, une } = callCentreTargets(figures);
  const share = (part: number) => formatShare(part, figures.alarms, locale);
  const noVerdict = figures.alarms === 0 ? t('callCentre.results.noAlarms') : t('callCentre.results.noneAnswered');
  const verdict = (met: boolean | null) =>
    met === null ? <ResultLabel met={null} label={noVerdict} /> : <ResultLabel met={met} label={t(met ? 'callCentre.results.met' : 'callCentre.results.notMet')} />;

  return (
    <div className="flex flex-col gap-4">
      <p>{t('callCentre.intro', { days: figures.days })}</p>
      <p className="font-semibold">{t('callCentre.alarms', { count: figures.alarms })}</p>
      {figures.waitingOver180 > 0 && <p className="font-semibold text-emergency">{t('callCentre.waiting', { count: figures.waitingOver180 })}</p>}
      <FiguresTable
        id="status-call-centre-table"
        caption={t('callCentre.caption')}
        columns={(['standard', 'target', 'measured', 'result'] as const).map((column) => t(`callCentre.columns.${column}`))}
        rows={[
          {
            key: 'tsa',
            header: t('callCentre.tsa'),
            cells: [
              t('callCentre.tsaTarget', { within60: formatTargetShare(TSA_WITHIN_60, locale), within180: formatTargetShare(TSA_WITHIN_180, locale) }),
              figures.alarms === 0 ? formatShare(0, 0, locale) : t('callCentre.tsaMeasured', { within60: share(figures.within60), within180: share(figures.within180) }),
              verdict(tsa),
            ],
          },
          {
            key: 'une',
            header: t('callCentre.une'),
            cells: [
              t('callCentre.uneTarget', { seconds: formatSeconds(UNE_MEAN_SECONDS, locale) }),
              figures.meanSeconds === null ? formatSeconds(null, locale) : t('callCentre.uneMeasured', { seconds: formatSeconds(figures.meanSeconds, locale) }),
              verdict(une),
            ],
          },
        ]}
      />
    </div>
  );
}
