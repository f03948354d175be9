'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { TestAlertReceipt } from '@/components/sos/test-alert-receipt';
import { useViewerTimeZone } from '@/components/ui/use-viewer-time-zone';
import { toDrillDelivery } from '@/lib/drills/delivery';
import type { Drill, DrillDelivery } from '@/lib/data/drills';
import type { SosNotification } from '@/lib/data/sos';
import { DrillReceiptTable } from './drill-receipt-table';

type Props = { memberId: string; drill: Drill };

/** After the end, how long to wait before reading the page again: the database's watch runs every few seconds locally, every minute in production. */
const AFTER_END_MS = 10_000;
const THEN_EVERY_MS = 30_000;

/** A live outbox row as a receipt row, named as the page read it (a row the page has not seen yet reads as unnamed until the next read). */
const toDelivery = (row: SosNotification, names: ReadonlyMap<string, string>): DrillDelivery => toDrillDelivery(row, names.get(row.id) ?? '');

/**
 * The drill that is running (docs/product.md#drills): when it started, when it ends by itself, and
 * its receipt filling in live (the /sos test receipt's subscription, with the drills page's fuller
 * table). Once it should be over the page is read again, so it moves to the past drills.
 */
export function RunningDrill({ memberId, drill }: Props) {
  const t = useTranslations('Drills.running');
  const format = useFormatter();
  const timeZone = useViewerTimeZone();
  const router = useRouter();
  // The database's length (public.drill_minutes), read with the page: docs/product.md#drills.
  const endsAt = new Date(drill.endsAt);
  const endsAtMs = endsAt.getTime();
  const names = new Map(drill.deliveries.map((delivery) => [delivery.id, delivery.recipientName] as const));
  const headingId = `running-drill-${drill.id}-title`;
  // The reader's clock, its zone named: UTC in the server's render and the first browser one (so
  // they hydrate alike), then the browser's own (components/ui/use-viewer-time-zone.ts).
  const clock = (date: Date) => format.dateTime(date, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone });

  useEffect(() => {
    let again: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        router.refresh();
        again = setInterval(() => router.refresh(), THEN_EVERY_MS);
      },
      Math.max(0, endsAtMs - Date.now()) + AFTER_END_MS,
    );
    return () => {
      clearTimeout(first);
      clearInterval(again);
    };
  }, [endsAtMs, router]);

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg border border-guardian p-4" data-testid="running-drill">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p data-testid="drill-started-at">{t('startedAt', { time: clock(new Date(drill.startedAt)) })}</p>
      <p className="font-medium" data-testid="drill-ends-at">
        {t('endsAt', { time: clock(endsAt) })}
      </p>
      <TestAlertReceipt
        event={{ id: drill.id, member_id: memberId, started_at: drill.startedAt }}
        title={t('receipt')}
        renderRows={(rows) => <DrillReceiptTable deliveries={rows.map((row) => toDelivery(row, names))} startedAt={drill.startedAt} />}
      />
    </section>
  );
}
