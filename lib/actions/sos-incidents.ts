'use server';

import { after } from 'next/server';
import { getUser } from '@/lib/auth/session';
import { queueEndedNotices, driveSosDispatch } from '@/lib/notify/sos-dispatch';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';
import { type SosActionResult, callCentreStepSchema, sosEventIdSchema } from '@/lib/validation/sos';
import { sosErrorKey } from './sos-errors';

/**
 * Call centre steps on an incident, by an admin. add_call_centre_step and end_sos check the role
 * again in the database (is_admin), so a non-admin calling these gets "forbidden", never a step.
 */
export async function addIncidentStep(input: { eventId: string; step: 'claimed' | 'call_made' | 'call_centre_note'; note?: string }): Promise<SosActionResult> {
  const parsed = callCentreStepSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  if (!(await getUser())) return { ok: false, error: 'signedOut' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('add_call_centre_step', {
    event_id: parsed.data.eventId,
    step: parsed.data.step,
    note: parsed.data.note || undefined,
  });
  return error ? { ok: false, error: sosErrorKey(error) } : { ok: true };
}

/** The agent closes the incident as resolved; contacts already alerted are told. */
export async function resolveIncident(input: { eventId: string }): Promise<SosActionResult> {
  const parsed = sosEventIdSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  if (!(await getUser())) return { ok: false, error: 'signedOut' };
  const supabase = await createClient();
  const { data: isAdmin } = await supabase.rpc('is_admin');
  if (!isAdmin) return { ok: false, error: 'forbidden' };
  const { data: event, error } = await supabase.rpc('end_sos', { event_id: parsed.data.eventId, outcome: 'resolved' });
  if (error || !event) return { ok: false, error: sosErrorKey(error) };
  const admin = createAdminClient();
  after(() => queueEndedNotices(admin, event).then(() => driveSosDispatch(admin, event.id, 30_000)).catch((e) => console.error('SOS: ended notices failed', e)));
  return { ok: true };
}
