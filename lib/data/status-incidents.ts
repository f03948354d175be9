import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { INCIDENT_IMPACTS, INCIDENT_STATUSES, STATUS_COMPONENTS, type StatusIncident } from '@/lib/status/summary';
import { z } from '@/lib/zod';

type Client = SupabaseClient<Database>;

/**
 * The admin status page's incidents (docs/product.md#status-page): every unresolved one, newest
 * first, then the most recently resolved, each with its updates newest first, in the shape the
 * public page reads from status_summary() (StatusIncident). Everyone may read these tables; the
 * admin reads them on their own session. Throws when a read fails or a row is malformed, so the
 * page can say so rather than show a partial list.
 */
export const ADMIN_STATUS_INCIDENTS_LIMIT = 50;

const COLUMNS = 'id, title, impact, components, status, created_at, updated_at, resolved_at, status_incident_updates(id, status, body, created_at)';

const rowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  impact: z.enum(INCIDENT_IMPACTS),
  components: z.array(z.enum(STATUS_COMPONENTS)),
  status: z.enum(INCIDENT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  resolved_at: z.string().nullable(),
  status_incident_updates: z.array(z.object({ id: z.uuid(), status: z.enum(INCIDENT_STATUSES), body: z.string(), created_at: z.string() })),
});
const rowsSchema = z.array(rowSchema);
type Row = z.infer<typeof rowSchema>;

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

function toIncident(row: Row): StatusIncident {
  return {
    id: row.id,
    title: row.title,
    impact: row.impact,
    components: row.components,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    resolvedAt: row.resolved_at,
    updates: row.status_incident_updates
      .map((update) => ({ id: update.id, status: update.status, body: update.body, createdAt: update.created_at }))
      .sort(newestFirst),
  };
}

function parsed(what: string, result: { data: unknown; error: { message: string } | null }): StatusIncident[] {
  if (result.error) throw new Error(`Reading ${what} status incidents failed: ${result.error.message}`);
  const rows = rowsSchema.safeParse(result.data);
  if (!rows.success) throw new Error(`The ${what} status incidents are malformed: ${rows.error.message}`);
  return rows.data.map(toIncident);
}

/** Unresolved incidents first (newest first), then resolved ones (most recently resolved first). */
export async function getAdminStatusIncidents(supabase: Client): Promise<StatusIncident[]> {
  const incidents = () => supabase.from('status_incidents').select(COLUMNS);
  const [open, resolved] = await Promise.all([
    incidents().neq('status', 'resolved').order('created_at', { ascending: false }).limit(ADMIN_STATUS_INCIDENTS_LIMIT),
    incidents().eq('status', 'resolved').order('resolved_at', { ascending: false }).limit(ADMIN_STATUS_INCIDENTS_LIMIT),
  ]);
  return [...parsed('open', open), ...parsed('resolved', resolved)];
}
