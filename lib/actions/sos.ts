'use server';

import { revalidatePath } from 'next/cache';
import { markInAppDelivered } from '@/lib/data/sos-in-app-receipt';
import { createAdminClient } from '@/lib/supabase/admin';
import { acknowledgeSosSchema, endSosSchema, graceSettingSchema, sosEventIdSchema } from '@/lib/validation/sos';
import { authedAction, fail } from './safe-action';
import { sosErrorKey } from './sos-errors';
import { routes } from '@/lib/routes';

/**
 * SOS actions. The alarm itself is NOT raised here: the browser calls raise_sos directly, so the
 * alarm is written even when this Next server is down or slow, and the database writes who must
 * be told (contacts in the same transaction, family just after). Delivery belongs to the dispatcher alone
 * (docs/architecture.md#sos-delivery): no action or page sends or sweeps.
 */

/** A family member's app showed the alert: their in-app line on the receipt becomes delivered. */
export const confirmSosAlertSeen = authedAction.inputSchema(sosEventIdSchema).action(async ({ parsedInput: { eventId }, ctx: { user, supabase } }) => {
  // Read as the caller: RLS shows the event only to family with the alert permission (or admins).
  const { data: event } = await supabase.from('sos_events').select('id, member_id').eq('id', eventId).maybeSingle();
  if (!event || event.member_id === user.id) return fail('forbidden');
  const { data: allowed } = await supabase.rpc('has_family_permission', { member: event.member_id, permission: 'receive_sos_alerts' });
  if (!allowed) return fail('forbidden');
  try {
    await markInAppDelivered(createAdminClient(), event, user.id);
  } catch (error) {
    console.error('SOS: confirming an in-app alert failed', error);
    return fail('failed');
  }
  return { confirmed: true };
});

/** "I'm on it": family with the alert permission, or the call centre. */
export const acknowledgeSos = authedAction.inputSchema(acknowledgeSosSchema).action(async ({ parsedInput: { eventId, note }, ctx: { supabase } }) => {
  const { error } = await supabase.rpc('acknowledge_sos', { event_id: eventId, note: note || undefined });
  if (error) return fail(sosErrorKey(error));
  return { acknowledged: true };
});

/**
 * "I'm safe" (resolved), "It was a mistake" (cancelled) or a false alarm, by the member or an
 * admin. end_sos cancels the contacts' alerts not yet sent and queues the notice to those alerted.
 */
export const endSos = authedAction.inputSchema(endSosSchema).action(async ({ parsedInput: { eventId, outcome }, ctx: { supabase } }) => {
  const { data: event, error } = await supabase.rpc('end_sos', { event_id: eventId, outcome });
  if (error || !event) return fail(sosErrorKey(error));
  revalidatePath(routes.sos);
  return { ended: true };
});

/** The member's grace period before contacts are e-mailed and texted (0–10 s). */
export const saveSosGraceSeconds = authedAction.inputSchema(graceSettingSchema).action(async ({ parsedInput: { graceSeconds }, ctx: { user, supabase } }) => {
  const { error } = await supabase.from('sos_preferences').upsert({ member_id: user.id, grace_seconds: graceSeconds }, { onConflict: 'member_id' });
  if (error) return fail('failed');
  revalidatePath(routes.sos);
  return { saved: true };
});
