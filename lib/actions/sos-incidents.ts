'use server';

import { after } from 'next/server';
import { driveSosDispatch, queueEndedNotices } from '@/lib/notify/sos-dispatch';
import { createAdminClient } from '@/lib/supabase/admin';
import { callCentreStepSchema, sosEventIdSchema } from '@/lib/validation/sos';
import { adminAction, fail } from './safe-action';
import { sosErrorKey } from './sos-errors';

/**
 * Call centre steps on an incident, by an admin. add_call_centre_step and end_sos check the role
 * again in the database (is_admin), so a non-admin calling these gets "forbidden", never a step.
 */
export const addIncidentStep = adminAction.inputSchema(callCentreStepSchema).action(async ({ parsedInput: { eventId, step, note }, ctx: { supabase } }) => {
  const { error } = await supabase.rpc('add_call_centre_step', { event_id: eventId, step, note: note || undefined });
  if (error) return fail(sosErrorKey(error));
  return { added: true };
});

/** The agent closes the incident as resolved; contacts already alerted are told. */
export const resolveIncident = adminAction.inputSchema(sosEventIdSchema).action(async ({ parsedInput: { eventId }, ctx: { supabase } }) => {
  const { data: event, error } = await supabase.rpc('end_sos', { event_id: eventId, outcome: 'resolved' });
  if (error || !event) return fail(sosErrorKey(error));
  const admin = createAdminClient();
  after(() =>
    queueEndedNotices(admin, event)
      .then(() => driveSosDispatch(admin, event.id, 30_000))
      .catch((failure) => console.error('SOS: ended notices failed', failure)),
  );
  return { resolved: true };
});
