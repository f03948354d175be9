'use server';

import { publicDataChanged } from '@/lib/cache/expire-public-data';
import { PUBLIC_DATA_TAGS } from '@/lib/cache/public-data-tags';
import { type StatusIncidentAnswer, statusIncidentProblemFromDb } from '@/lib/status-incidents/problems';
import type { IncidentStatus } from '@/lib/status/summary';
import { openStatusIncidentSchema, postStatusIncidentUpdateSchema } from '@/lib/validation/status-incidents';
import { adminAction } from './safe-action';

/**
 * The status page's incidents, written by an admin (docs/product.md#status-page), on the admin's
 * own session: the database checks the role again (is_admin, ICE95), the text and choices
 * (ICE96, ICE97) and records each write in the audit log (status.create, status.update). A refusal
 * comes back as data ({ status: 'refused', problem }) the page words in the admin's language;
 * anything else is thrown (logged by the wrapper, answered 'failed').
 */
type DbError = { code?: string; message: string } | null;

function refused(error: NonNullable<DbError>, what: string): StatusIncidentAnswer<never> {
  const problem = statusIncidentProblemFromDb(error);
  if (!problem) throw new Error(`${what} failed: ${error.message}`);
  return { status: 'refused', problem };
}

/**
 * "Open an incident": the incident, Investigating, with its first update. The cached public status
 * page renders again on its next visit rather than after its minute.
 */
export const openStatusIncident = adminAction.inputSchema(openStatusIncidentSchema).action(async ({ parsedInput, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('open_status_incident', {
    title: parsedInput.title,
    impact: parsedInput.impact,
    components: parsedInput.components,
    body: parsedInput.body,
  });
  if (error) return refused(error, 'Opening a status incident');
  publicDataChanged(PUBLIC_DATA_TAGS.status);
  return { status: 'done', data: { id: data.id } } satisfies StatusIncidentAnswer<{ id: string }>;
});

/** "Post an update": a new status and what is known; 'resolved' closes the incident (resolved_at). */
export const postStatusIncidentUpdate = adminAction.inputSchema(postStatusIncidentUpdateSchema).action(async ({ parsedInput, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('post_status_incident_update', {
    incident_id: parsedInput.incidentId,
    status: parsedInput.status,
    body: parsedInput.body,
  });
  if (error) return refused(error, 'Posting a status incident update');
  publicDataChanged(PUBLIC_DATA_TAGS.status);
  return { status: 'done', data: { id: data.id, status: parsedInput.status } } satisfies StatusIncidentAnswer<{ id: string; status: IncidentStatus }>;
});
