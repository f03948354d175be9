import { z } from '@/lib/zod';
import { type DigestEntry, timelineDigest } from './digest';

/**
 * Checks a JSON export against our record of the alarm: recomputes the digest over the file's
 * entries (never trusting the digest written in the file) and compares it with ours. Runs in the
 * browser; the file never leaves the member's device.
 */
export type CopyCheck =
  | { result: 'match' }
  | { result: 'mismatch'; fileDigest: string }
  | { result: 'otherAlarm' }
  | { result: 'unreadable' };

const entrySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  at: z.string(),
  kind: z.string(),
  actor_id: z.string().nullable(),
  note: z.string().nullable(),
  details: z.unknown(),
});

const exportSchema = z.object({
  event: z.object({ id: z.string() }),
  entries: z.array(entrySchema).max(100_000),
});

/** Files bigger than this are not an export of ours (an alarm's JSON is a few kilobytes). */
export const MAX_COPY_BYTES = 5 * 1024 * 1024;

export async function checkCopy(text: string, ours: { eventId: string; digest: string }): Promise<CopyCheck> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { result: 'unreadable' };
  }
  const file = exportSchema.safeParse(parsed);
  if (!file.success) return { result: 'unreadable' };
  if (file.data.event.id !== ours.eventId) return { result: 'otherAlarm' };
  const entries: DigestEntry[] = file.data.entries.map((e) => ({ ...e, details: e.details ?? {} }));
  const fileDigest = await timelineDigest(entries);
  return fileDigest === ours.digest ? { result: 'match' } : { result: 'mismatch', fileDigest };
}
