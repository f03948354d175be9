import { useTranslations } from 'next-intl';
import { type ReadingPoint, summariseReadings } from '@/lib/device-readings/summary';
import { HistoryTableHead } from '@/components/access-log/history-table-head';
import { LocalMoment } from '@/components/ui/local-moment';

/**
 * What the chart shows, in words: one summary sentence per measure (lowest, highest, latest) and,
 * in a <details>, every point as a table. Rendered on the server, so it is there before (and
 * without) the chart's script; its times switch to the reader's zone once in the browser, the
 * zone the chart uses.
 */
export function ReadingsTextAlternative({ points, periodLabel }: { points: ReadingPoint[]; periodLabel: string }) {
  const t = useTranslations('DevicesPage.chart');
  const { heartRate, battery } = summariseReadings(points);
  return (
    <div className="grid gap-2" data-testid="readings-text-alternative">
      <p>
        {heartRate ? t('summaryHeartRate', { period: periodLabel, ...heartRate }) : t('noHeartRate', { period: periodLabel })}{' '}
        {battery ? t('summaryBattery', { period: periodLabel, ...battery }) : t('noBattery', { period: periodLabel })}
      </p>
      <details className="rounded-md border border-border">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">{t('tableToggle', { count: points.length })}</summary>
        <div className="max-h-96 overflow-y-auto px-3 pb-3">
          <table className="w-full border-collapse text-left text-sm">
            <HistoryTableHead caption={t('tableCaption', { period: periodLabel })} columns={[t('when'), t('heartRate'), t('battery')]} captionHidden />
            <tbody>
              {points.map((p) => (
                <tr key={p.at} className="border-b border-border">
                  <td className="py-1 pr-2">
                    <LocalMoment iso={p.at} style="short" />
                  </td>
                  <td className="py-1 pr-2">{p.heartRate === null ? '—' : t('bpmValue', { value: p.heartRate })}</td>
                  <td className="py-1">{p.battery === null ? '—' : t('percentValue', { value: p.battery })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
