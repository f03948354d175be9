'use server';

import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { driveSosDispatch, markInAppDelivered, queueEndedNotices, queueFamilyInAppAlerts, runSosSweep } from '@/lib/notify/sos-dispatch';
import { createAdminClient } from '@/lib/supabase/admin';
import { acknowledgeSosSchema, endSosSchema, graceSettingSchema, sosEventIdSchema } from '@/lib/validation/sos';
import { authedAction, fail } from './safe-action';
import { sosErrorKey } from './sos-errors';
import { routes } from '@/lib/routes';

/**
 * SOS actions. The alarm itself is NOT raised here: the browser calls raise_sos directly, so the
 * alarm is written even when this Next server is down or slow. What runs here needs the service
 * role (the fan-out to family and contacts) or follows up a step (telling contacts it ended).
 *
 * Where the grace timer lives: the database fixes each alarm's contacts_due_at when it is raised.
 * Dispatching is a sweep that takes due alarms exactly once (claim_due_sos_dispatches), so it can
 * be triggered from many places without ever doubling:
 *   - armSosAlert: the member's page calls it the moment the alarm is written; `after()` keeps
 *     working after the response (waitUntil on serverless hosts), waits out the grace, sweeps and
 *     retries failed deliveries — the member may close the tab;
 *   - nudgeSosDispatch: the member's page again when its countdown ends, and every family page
 *     that sees the alarm; the /sos and incident pages sweep on each render;
 *   - in production, also a scheduler: a Supabase cron job calling the sweep every few seconds
 *     covers the case where the server restarted during a grace and no page is open (see report).
 */

/** Right after raise_sos answered: alert family in the app and schedule the contacts' dispatch. */
export const armSosAlert = authedAction.inputSchema(sosEventIdSchema).action(async ({ parsedInput: { eventId }, ctx: { user, supabase } }) => {
  const { data: event } = await supabase.from('sos_events').select('*').eq('id', eventId).eq('member_id', user.id).maybeSingle();
  if (!event) return fail('forbidden');
  const admin = createAdminClient();
  try {
    await queueFamilyInAppAlerts(admin, event);
  } catch (error) {
    console.error('SOS: queueing in-app alerts failed', error);
  }
  after(() => driveSosDispatch(admin, event.id).catch((error) => console.error('SOS dispatch failed', error)));
  return { armed: true };
});

/** Runs one sweep now: any alarm past its grace is dispatched, due retries are sent. */
export const nudgeSosDispatch = authedAction.action(async () => {
  try {
    await runSosSweep(createAdminClient());
  } catch (error) {
    console.error('SOS sweep failed', error);
    return fail('failed');
  }
  return { swept: true };
});

/** A family member's app showed the alert: their in-app line on the receipt becomes delivered. */
export const confirmSosAlertSeen = authedAction.inputSchema(sosEventIdSchema).action(async ({ parsedInput: { eventId }, ctx: { user, supabase } }) => {
  // Read as the caller: RLS shows the event only to family with the alert permission (or admins).
  const { data: event } = await supabase.from('sos_events').select('*').eq('id', eventId).maybeSingle();
  if (!event || event.member_id === user.id) return fail('forbidden');
  const { data: allowed } = await supabase.rpc('has_family_permission', { member: event.member_id, permission: 'receive_sos_alerts' });
  if (!allowed) return fail('forbidden');
  const admin = createAdminClient();
  try {
    // The member's arm call may not have landed yet (or never will, if their tab closed): the
    // rows are idempotent, so whoever comes first creates them.
    await queueFamilyInAppAlerts(admin, event);
    await markInAppDelivered(admin, event, user.id);
  } catch (error) {
    console.error('SOS: confirming an in-app alert failed', error);
    return fail('failed');
  }
  after(() => runSosSweep(admin).catch((error) => console.error('SOS sweep failed', error)));
  return { confirmed: true };
});

/** "I'm on it": family with the alert permission, or the call centre. */
export const acknowledgeSos = authedAction.inputSchema(acknowledgeSosSchema).action(async ({ parsedInput: { eventId, note }, ctx: { supabase } }) => {
  const { error } = await supabase.rpc('acknowledge_sos', { event_id: eventId, note: note || undefined });
  if (error) return fail(sosErrorKey(error));
  return { acknowledged: true };
});

/** "I'm safe" (resolved), "It was a mistake" (cancelled) or a false alarm, by the member or an admin. */
export const endSos = authedAction.inputSchema(endSosSchema).action(async ({ parsedInput: { eventId, outcome }, ctx: { supabase } }) => {
  const { data: event, error } = await supabase.rpc('end_sos', { event_id: eventId, outcome });
  if (error || !event) return fail(sosErrorKey(error));
  const admin = createAdminClient();
  after(async () => {
    try {
      await queueEndedNotices(admin, event);
      await driveSosDispatch(admin, event.id, 30_000);
    } catch (failure) {
      console.error('SOS: telling contacts the alarm ended failed', failure);
    }
  });
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
