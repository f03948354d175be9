import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatDuration, formatShare } from '@/lib/status/format';
import { STATUS_CHANNELS, STATUS_WINDOWS, type StatusSummary } from '@/lib/status/summary';
import { FiguresTable } from './figures-table';

/**
 * The synthetic alarm's delivery per channel (docs/product.md#status-page): for the last hour, day
 * and 90 days, the p50/p95/p99 from raise to the provider's acceptance, the share accepted at the
 * first try and how many messages that is of. One row per figure and one column per period, so a
 * channel's table fits a 360 px phone. A channel without a test recipient says so.
 */
export async function DeliveryTables({ locale, summary }: { locale: Locale; summary: StatusSummary }) {
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  const columns = [t('delivery.figures.figure'), ...STATUS_WINDOWS.map((window) => t(`delivery.windows.${window}`))];
  const count = new Intl.NumberFormat(locale);
  return (
    <div className="flex flex-col gap-6">
      <p>{t('delivery.intro')}</p>
      {STATUS_CHANNELS.map((channel) => {
        const measured = summary.probe.configured && summary.probe.channels.includes(channel);
        const windows = STATUS_WINDOWS.map((window) => summary.probeChannels[channel][window]);
        return (
          <div key={channel} className="flex flex-col gap-2">
            <FiguresTable
              id={`status-delivery-${channel}`}
              caption={t(`delivery.channels.${channel}`)}
              columns={columns}
              rows={[
                { key: 'p50', header: t('delivery.figures.p50'), cells: windows.map((figures) => formatDuration(figures.p50Ms, locale)) },
                { key: 'p95', header: t('delivery.figures.p95'), cells: windows.map((figures) => formatDuration(figures.p95Ms, locale)) },
                { key: 'p99', header: t('delivery.figures.p99'), cells: windows.map((figures) => formatDuration(figures.p99Ms, locale)) },
                {
                  key: 'firstAttempt',
                  header: t('delivery.figures.firstAttempt'),
                  cells: windows.map((figures) => formatShare(figures.firstAttempt, figures.measured, locale)),
                },
                { key: 'measured', header: t('delivery.figures.measured'), cells: windows.map((figures) => count.format(figures.measured)) },
              ]}
            />
            {!measured && <p className="text-sm text-muted-foreground">{summary.probe.configured ? t('delivery.notConfigured') : t('components.probeOff')}</p>}
          </div>
        );
      })}
    </div>
  );
}
