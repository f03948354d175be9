import { armSosAlert } from '@/lib/actions/sos';
import { actionErrorKey } from '@/lib/actions/action-result';

/**
 * Asks the server to alert family and schedule the contacts, with a few quick tries: if Next is
 * unreachable, the sweeps on other pages and the server pick the alarm up anyway.
 */
export async function armSosAlertWithRetries(eventId: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    try {
      // Only a failure worth repeating is retried; 'forbidden' or 'signedOut' would answer the same.
      if (actionErrorKey(await armSosAlert({ eventId })) !== 'failed') return;
    } catch {
      // Network error: retry below.
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
  }
}
