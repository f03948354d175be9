'use server';

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

/** The agent closes the incident as resolved; end_sos queues the notice to contacts already alerted. */
export const resolveIncident = adminAction.inputSchema(sosEventIdSchema).action(async ({ parsedInput: { eventId }, ctx: { supabase } }) => {
  const { data: event, error } = await supabase.rpc('end_sos', { event_id: eventId, outcome: 'resolved' });
  if (error || !event) return fail(sosErrorKey(error));
  return { resolved: true };
});
