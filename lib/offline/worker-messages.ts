/**
 * What public/sw.js tells open pages after its Background Sync: the alarm went out (with the
 * server's alarm row when it answered one), or the session is gone and the member must sign in.
 */
export const ALARM_SENT_MESSAGE = 'ice-sos:alarm-sent';
export const ALARM_NEEDS_SIGN_IN_MESSAGE = 'ice-sos:alarm-needs-sign-in';

export type WorkerMessage =
  | { type: typeof ALARM_SENT_MESSAGE; clientRequestId: string; sentAt: number; event: unknown }
  | { type: typeof ALARM_NEEDS_SIGN_IN_MESSAGE; clientRequestId: string };

/** A message from our worker, or null for anything else posted to the page. */
export function readWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (typeof message.clientRequestId !== 'string') return null;
  if (message.type === ALARM_SENT_MESSAGE && typeof message.sentAt === 'number') {
    return { type: ALARM_SENT_MESSAGE, clientRequestId: message.clientRequestId, sentAt: message.sentAt, event: message.event ?? null };
  }
  if (message.type === ALARM_NEEDS_SIGN_IN_MESSAGE) return { type: ALARM_NEEDS_SIGN_IN_MESSAGE, clientRequestId: message.clientRequestId };
  return null;
}

/** Calls `listener` with each message from our worker; returns the unsubscribe. */
export function onWorkerMessage(listener: (message: WorkerMessage) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const handle = (event: MessageEvent) => {
    const message = readWorkerMessage(event.data);
    if (message) listener(message);
  };
  const container = navigator.serviceWorker;
  container.addEventListener('message', handle);
  return () => container.removeEventListener('message', handle);
}
