/** One channel of the latest test message or consent request: where it went and how it went. */
export type ContactDelivery = { channel: 'email' | 'sms'; status: 'sending' | 'sent' | 'failed'; at: string };

/** A message row as the contacts page reads it (contact_id is null once the contact was removed). */
export type MessageRow = { contact_id: string | null; batch_id: string; kind: string; channel: string; status: string; created_at: string; finished_at: string | null };

/**
 * How long a message may show as "sending". The server waits at most 15 seconds per channel
 * (send-contact-message.ts) and then records the outcome; a row still "sending" long after that
 * was left behind when recording failed (or the server stopped), and would otherwise say
 * "sending" forever. It did not demonstrably go out, so it is shown as failed.
 */
export const SENDING_GIVES_UP_AFTER_MS = 2 * 60_000;

function delivery(row: MessageRow, now: number): ContactDelivery {
  const abandoned = row.status === 'sending' && now - Date.parse(row.created_at) > SENDING_GIVES_UP_AFTER_MS;
  if (abandoned) return { channel: row.channel as ContactDelivery['channel'], status: 'failed', at: row.created_at };
  return { channel: row.channel as ContactDelivery['channel'], status: row.status as ContactDelivery['status'], at: row.finished_at ?? row.created_at };
}

/**
 * The rows of the newest batch of one kind per contact (pure, unit-tested; rows come newest
 * first), each channel once in a fixed order, with long-abandoned "sending" rows as failed.
 */
export function latestDeliveries(messages: readonly MessageRow[], kind: string, now: number): Map<string, ContactDelivery[]> {
  const batchOf = new Map<string, string>();
  const out = new Map<string, ContactDelivery[]>();
  for (const row of messages) {
    if (row.kind !== kind || row.contact_id === null) continue;
    if (!batchOf.has(row.contact_id)) batchOf.set(row.contact_id, row.batch_id);
    if (batchOf.get(row.contact_id) !== row.batch_id) continue;
    const list = out.get(row.contact_id) ?? [];
    list.push(delivery(row, now));
    out.set(row.contact_id, list.sort((a, b) => a.channel.localeCompare(b.channel)));
  }
  return out;
}
