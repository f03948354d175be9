import 'server-only';
import type { PushTarget } from '@/lib/notify/push-send';
import type { AdminClient } from './sos-outbox';

/**
 * The SOS dispatcher's calls about family members' browsers (service role; functions in the push
 * subscriptions migration; docs/architecture.md#sos-delivery, "Web Push"). Each throws on a failed
 * call: the attempt is then retried like any passing failure.
 */
export type StoredPushTarget = PushTarget & { id: string };

/** Every subscribed browser of one recipient. */
export async function listPushTargets(admin: AdminClient, recipient: string, signal: AbortSignal): Promise<StoredPushTarget[]> {
  const { data, error } = await admin.rpc('list_push_subscriptions', { recipient }).abortSignal(signal);
  if (error) throw new Error(`reading push subscriptions: ${error.message}`);
  return (data ?? []).map(({ id, endpoint, p256dh, auth }) => ({ id, endpoint, p256dh, auth }));
}

/** Records what the push service said about one browser: accepted, gone (the row is deleted) or refused. */
export async function recordPushResult(admin: AdminClient, subscriptionId: string, result: 'accepted' | 'gone' | 'refused', signal: AbortSignal): Promise<void> {
  const { error } = await admin.rpc('record_push_result', { subscription_id: subscriptionId, result }).abortSignal(signal);
  if (error) throw new Error(`recording a push result: ${error.message}`);
}
