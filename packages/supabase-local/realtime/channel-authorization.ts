import { randomUUID } from 'node:crypto';
import type { DatabaseHandle, Queryable } from '../db/database';
import type { SubscriberAuth } from './subscriber';

/** What a private channel's subscriber may do, per extension; null = not evaluated yet. */
export interface ChannelPolicies {
  broadcast: { read: boolean; write: boolean | null };
  presence: { read: boolean; write: boolean | null };
}

export type Extension = 'broadcast' | 'presence';

/** Roles that bypass RLS read and write every private channel, as on hosted. */
const BYPASS_ROLES = new Set(['service_role', 'postgres', 'supabase_admin']);

/** Thrown inside the check's transaction so that it always rolls back. */
class RollBack extends Error {}

/**
 * Hosted Realtime Authorization (realtime `Realtime.Tenants.Authorization`): in a transaction
 * that is always rolled back, one probe row per extension is inserted into realtime.messages as
 * the server's own (RLS-bypassing) role; then, as the subscriber's role with its JWT claims and
 * `realtime.topic` set, the probes it can SELECT are the extensions it may read.
 */
export async function authorizeRead(db: DatabaseHandle, auth: SubscriberAuth, topic: string): Promise<ChannelPolicies> {
  if (BYPASS_ROLES.has(auth.role)) return everything();
  const probes = { broadcast: randomUUID(), presence: randomUUID() };
  let readable = new Set<string>();
  await rolledBack(db, async (tx) => {
    await tx.query(
      `insert into realtime.messages (id, topic, extension) values ($1::uuid, $3, 'broadcast'), ($2::uuid, $3, 'presence')`,
      [probes.broadcast, probes.presence, topic],
    );
    await actAs(tx, auth, topic);
    const rows = await tx
      .query<{ id: string }>(`select id::text as id from realtime.messages where id in ($1::uuid, $2::uuid)`, [probes.broadcast, probes.presence])
      // A policy that fails (bad cast, raise) denies, as hosted's RlsPolicyError does.
      .catch(() => []);
    readable = new Set(rows.map((r) => r.id));
  });
  return {
    broadcast: { read: readable.has(probes.broadcast), write: null },
    presence: { read: readable.has(probes.presence), write: null },
  };
}

/** Write permission for one extension: may the subscriber INSERT a message on the topic (checked on first use, as hosted does). */
export async function authorizeWrite(db: DatabaseHandle, auth: SubscriberAuth, topic: string, extension: Extension): Promise<boolean> {
  if (BYPASS_ROLES.has(auth.role)) return true;
  let allowed = false;
  await rolledBack(db, async (tx) => {
    await actAs(tx, auth, topic);
    allowed = await tx
      .query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [topic, extension])
      .then(() => true)
      .catch(() => false);
  });
  return allowed;
}

export function canRead(policies: ChannelPolicies): boolean {
  return policies.broadcast.read || policies.presence.read;
}

function everything(): ChannelPolicies {
  return { broadcast: { read: true, write: true }, presence: { read: true, write: true } };
}

async function actAs(tx: Queryable, auth: SubscriberAuth, topic: string): Promise<void> {
  const subject = typeof auth.claims.sub === 'string' ? auth.claims.sub : '';
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
       set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $1, true)`,
    [auth.role, topic, JSON.stringify(auth.claims), subject],
  );
}

async function rolledBack(db: DatabaseHandle, fn: (tx: Queryable) => Promise<void>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await fn(tx);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}
