'use server';

import { pushSubscriptionSchema, removePushSubscriptionSchema } from '@/lib/validation/push';
import { authedAction, fail } from './safe-action';

/**
 * "Alerts on this device when the site is closed" (docs/architecture.md#sos-delivery). The browser
 * subscribes with the push service itself; these actions only keep our list of the person's
 * browsers, under RLS, with their own cookie session.
 */

/**
 * Saves this browser for the signed-in person. save_push_subscription replaces the keys of a
 * browser that subscribes again. An endpoint that another account saved never moves (ICE84): the
 * answer is `{ saved: false, taken: true }`, and the browser subscribes afresh, which gives it an
 * endpoint of its own (use-push-subscription.ts).
 */
export const savePushSubscription = authedAction
  .inputSchema(pushSubscriptionSchema)
  .action(async ({ parsedInput: { endpoint, keys, userAgent, language }, ctx: { supabase } }) => {
    const { error } = await supabase.rpc('save_push_subscription', {
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      user_agent: userAgent,
      language,
    });
    if (error?.code === 'ICE84') return { saved: false as const, taken: true as const };
    if (error) {
      // A value the table's checks refuse (the schema above should have caught it). PostgreSQL
      // says 23514; the local server on PGlite passes the message on under a generic code.
      if (error.code === '23514' || error.message.includes('push_subscriptions_')) return fail('invalid');
      console.error('Saving a push subscription failed', error);
      return fail('failed');
    }
    return { saved: true as const };
  });

/** Forgets this browser for the signed-in person (RLS: only their own rows can go). */
export const removePushSubscription = authedAction
  .inputSchema(removePushSubscriptionSchema)
  .action(async ({ parsedInput: { endpoint }, ctx: { supabase } }) => {
    const { error } = await supabase.from('push_subscriptions').delete().eq('endpoint', endpoint);
    if (error) {
      console.error('Removing a push subscription failed', error);
      return fail('failed');
    }
    return { removed: true };
  });
