import 'server-only';
import { isLocalUrl } from '@/lib/mail/config';
import { listPushTargets, recordPushResult } from '@/lib/data/push-targets';
import type { AdminClient } from '@/lib/data/sos-outbox';
import { PermanentDeliveryError } from './permanent-failure';
import { pushConfig } from './push-config';
import { createPushDeliverer, type PushDeliverer } from './push-delivery';

/**
 * The dispatcher's push channel, from the environment (VAPID_*, lib/notify/push-config.ts). Without
 * keys, or with broken ones, push rows fail with that reason on the receipt while e-mail, SMS and
 * in-app alerts carry on: a push misconfiguration must never stop the dispatcher itself.
 * Each browser gets at most 70% of the attempt's timeout, so one slow push service cannot keep
 * the others' answers from counting.
 */
export function pushDelivererFromEnv(admin: AdminClient, env: Record<string, string | undefined>, timeoutMs: number): PushDeliverer {
  let switchedOff: string | null = null;
  let config: ReturnType<typeof pushConfig> | null = null;
  try {
    config = pushConfig(env);
    if (config.kind === 'none') switchedOff = config.reason;
  } catch (error) {
    switchedOff = error instanceof Error ? error.message : String(error);
  }
  if (switchedOff !== null || config?.kind !== 'vapid') {
    const reason = `push is switched off: ${switchedOff}`;
    return async () => {
      throw new PermanentDeliveryError(reason);
    };
  }
  return createPushDeliverer({
    vapid: { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject },
    targets: (recipient, signal) => listPushTargets(admin, recipient, signal),
    record: (id, result, signal) => recordPushResult(admin, id, result, signal),
    sendTimeoutMs: Math.max(250, Math.floor(timeoutMs * 0.7)),
    localStandInAllowed: isLocalUrl(env.NEXT_PUBLIC_SUPABASE_URL),
  });
}
