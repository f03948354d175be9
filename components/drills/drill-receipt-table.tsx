import { useTranslations } from 'next-intl';
import { HistoryTableHead } from '@/components/access-log/history-table-head';
import { LocalMoment } from '@/components/ui/local-moment';
import type { DrillDelivery } from '@/lib/data/drills';
import { millisBetween } from './drill-timing';
import { useDurationText } from './use-duration-text';

type Props = { deliveries: readonly DrillDelivery[]; startedAt: string };

/**
 * A drill's receipt (docs/product.md#drills): one row per recipient and channel, its result in
 * words (never a colour alone), the provider's reason when it failed, when it was sent and how long
 * it took from the start of the drill to the provider accepting it (or the family app showing it).
 * Rendered on the server for past drills and in the browser for the running one, from the same
 * outbox rows. The table scrolls inside its own focusable region, so a narrow phone never scrolls
 * the page sideways, and long names or reasons break anywhere.
 */
export function DrillReceiptTable({ deliveries, startedAt }: Props) {
  const t = useTranslations('Drills.receipt');
  const duration = useDurationText();
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">{t('none')}</p>;
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label={t('scroll')}
      className="max-w-full overflow-x-auto rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className="w-full border-collapse text-left text-sm">
        <HistoryTableHead caption={t('caption')} columns={[t('recipient'), t('channel'), t('result'), t('sentAt'), t('took')]} />
        <tbody>
          {deliveries.map((delivery) => {
            const reached = delivery.deliveredAt ?? delivery.sentAt;
            return (
              <tr key={delivery.id} className="border-b border-border align-top" data-testid="drill-receipt-row" data-status={delivery.status}>
                <td className="py-2 pr-2 [overflow-wrap:anywhere]">{delivery.recipientName || (delivery.recipient === 'contact' ? t('removedContact') : t('unnamedFamily'))}</td>
                <td className="py-2 pr-2">{t(`channels.${delivery.channel}`)}</td>
                <td className="py-2 pr-2 [overflow-wrap:anywhere]">{t('results', { status: delivery.status, reason: delivery.error?.trim() || t('noReason') })}</td>
                <td className="py-2 pr-2">{delivery.sentAt ? <LocalMoment iso={delivery.sentAt} style="time" /> : t('notSent')}</td>
                <td className="py-2 whitespace-nowrap">{reached ? duration.seconds(millisBetween(startedAt, reached)) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
