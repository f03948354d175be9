import type { SupabaseClient } from '@supabase/supabase-js';
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, type AuditFilters, periodStart } from '@/lib/admin-audit/filters';
import type { Database, Json } from '@/lib/database.types';

type Client = SupabaseClient<Database>;

export type AuditEntry = {
  id: number;
  at: string;
  actorId: string | null;
  /** The admin's name, null when they have none or their profile is gone. */
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Json | null;
  after: Json | null;
};
export type AuditPage = { entries: AuditEntry[]; total: number };

/**
 * One page of the admin audit log (public.admin_audit), newest first, filtered by kind and
 * period. Admin-only by RLS: anyone else gets an empty page. Names come from profiles, which
 * admins read in full. Throws when the read fails, so the page can say so.
 */
export async function getAuditPage(supabase: Client, filters: AuditFilters, now: Date = new Date()): Promise<AuditPage> {
  let query = supabase.from('admin_audit').select('*', { count: 'exact' });
  if (filters.kind) query = query.in('entity', [...AUDIT_KINDS[filters.kind]]);
  const since = periodStart(filters.period, now);
  if (since) query = query.gte('at', since.toISOString());
  const from = (filters.page - 1) * AUDIT_PAGE_SIZE;
  const { data, count, error } = await query
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + AUDIT_PAGE_SIZE - 1);
  if (error) throw new Error(`reading the audit log failed: ${error.message}`);
  const rows = data ?? [];
  const actorIds = [...new Set(rows.map((r) => r.actor_id).filter((id): id is string => Boolean(id)))];
  const names = new Map<string, string | null>();
  if (actorIds.length > 0) {
    const profiles = await supabase.from('profiles').select('user_id, full_name').in('user_id', actorIds);
    if (profiles.error) console.warn('Audit log: reading admin names failed', profiles.error);
    for (const p of profiles.data ?? []) names.set(p.user_id, p.full_name);
  }
  return {
    total: count ?? rows.length,
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actorId: r.actor_id,
      actorName: (r.actor_id && names.get(r.actor_id)) || null,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
    })),
  };
}
