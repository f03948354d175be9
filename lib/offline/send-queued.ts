import type { PendingAlarm } from '@/lib/sos/pending-alarm';
import type { SendOutcome } from '@/lib/sos/send-until-confirmed';

/** Why POST /api/sos/queued refused: a status another try would only repeat. */
export type QueuedFailure = { status: number };

/** A refusal for good (signed out, a bad alarm); a network failure or a 5xx is worth another try. */
export const isFinalQueuedFailure = (error: unknown): boolean => {
  const status = (error as Partial<QueuedFailure> | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The offline screen's own try at sending the pending alarm, through the same route the service
 * worker uses (the Supabase client is not loaded on that screen). Never throws.
 */
export async function postQueuedAlarm(alarm: PendingAlarm, fetcher: typeof fetch = fetch): Promise<SendOutcome<unknown>> {
  try {
    const response = await fetcher('/api/sos/queued', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(alarm),
    });
    if (!response.ok) return { ok: false, error: { status: response.status } satisfies QueuedFailure };
    const body = (await response.json().catch(() => null)) as { event?: unknown } | null;
    return { ok: true, value: body?.event ?? null };
  } catch (error) {
    return { ok: false, error };
  }
}
