'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import type { AlertRecipient, LinkedPerson, SosEvent, SosNotification } from '@/lib/data/sos';
import { useSosNotifications } from './use-sos-notifications';

type Props = {
  event: Pick<SosEvent, 'id' | 'member_id' | 'started_at'>;
  family?: LinkedPerson[];
  contacts?: AlertRecipient[];
  /** The heading, when the page calls the receipt something else (the drills page's "Live receipt"). */
  title?: string;
  /**
   * Another page's table for the same live rows: the drills page shows the fuller receipt its past
   * drills have (docs/product.md#drills). Without it, /sos's own table.
   */
  renderRows?(rows: SosNotification[]): ReactNode;
};

/**
 * The receipt of a test alert: each recipient, channel, status and how long delivery took (from
 * the alarm to the provider accepting it, or to the family app showing it). Live through the
 * member's private topic, refetched on every change and (re)subscription. /sos shows it for a test
 * alert, the drills page for a running drill.
 */
export function TestAlertReceipt({ event, family = [], contacts = [], title, renderRows }: Props) {
  const t = useTranslations('Sos.receipt');
  const format = useFormatter();
  const rows = useSosNotifications(event.member_id, event.id);
  // A page may show more than one receipt (two drills running): each heading needs its own id.
  const titleId = useId();

  const names = new Map<string, string>([...family.map((p) => [p.userId, p.name] as const), ...contacts.map((c) => [c.id, c.name] as const)]);
  const started = Date.parse(event.started_at);
  const alerts = rows.filter((r) => r.kind === 'test_alert');

  return (
    <section aria-labelledby={titleId} className="w-full max-w-xl min-w-0 rounded-lg border border-border p-4" data-testid="test-receipt">
      <h3 id={titleId} className="mb-3 font-semibold">
        {title ?? t('title')}
      </h3>
      {alerts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('waiting')}</p>
      ) : renderRows ? (
        renderRows(alerts)
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{t('recipient')}</th>
              <th scope="col">{t('channel')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('took')}</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((row) => {
              const id = row.recipient_user_id ?? row.recipient_contact_id ?? '';
              const at = row.delivered_at ?? row.sent_at;
              return (
                <tr key={row.id} className="border-t border-border">
                  <td className="py-1">{names.get(id) || t('unknownRecipient')}</td>
                  <td>{t(`channels.${row.channel}`)}</td>
                  <td>{t(`statuses.${row.status}`)}</td>
                  <td>{at ? t('seconds', { seconds: format.number(Math.max(0, Date.parse(at) - started) / 1000, { maximumFractionDigits: 1 }) }) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
