/**
 * `npm run bench:sos`: SOS write → family callback latency, not a test.
 * Starts its own local server (PGlite in memory, the app's migrations, 127.0.0.1 only), signs up
 * one member, creates FAMILY family members linked to them with the alert permission, and opens
 * one realtime client per family member subscribed to sos_events exactly as the family alert
 * banner is (every change, RLS deciding who hears what). Then the member raises RAISES alarms
 * through raise_sos, with a position, one after another, and the time from the start of the RPC
 * to each family client's callback for the new event is recorded. Prints p50/p99 (goal: p50 ≤ 50 ms,
 * p99 ≤ 200 ms). Every loop is bounded (10 s per alarm).
 *
 * It runs twice when a PostgreSQL is installed: on PGlite (the embedded default: WASM Postgres in
 * the server's own thread, where the per-subscriber RLS checks of a change run one after another)
 * and on a throwaway PostgreSQL cluster (what a self-hosted or hosted database does). Only the
 * database differs; `BENCH_SOS_DATABASE=pglite|postgres` picks one.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { SignJWT } from 'jose';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../lib/database.types';
import { findPostgresBin, startThrowawayPostgres } from '../supabase/local/db/throwaway-postgres';
import { startLocalServer, type LocalServer } from '../supabase/local/server';

const root = path.resolve(__dirname, '..');
const FAMILY = Number(process.env.BENCH_SOS_FAMILY ?? 500);
const RAISES = Number(process.env.BENCH_SOS_RAISES ?? 20);
const PER_RAISE_DEADLINE_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function client(server: LocalServer, key = server.publishableKey): SupabaseClient<Database> {
  return createClient<Database>(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

async function mintToken(server: LocalServer, sub: string): Promise<string> {
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(server.jwtSecret));
}

/** FAMILY accounts straight into auth.users (the sign-up trigger makes their profiles), linked to the member. */
async function createFamily(server: LocalServer, memberId: string): Promise<string[]> {
  const ids = Array.from({ length: FAMILY }, () => randomUUID());
  const values = ids.map((id, i) => `('${id}', 'authenticated', 'authenticated', 'bench-family-${i}-${id.slice(0, 8)}@example.test', '', now(), '{}'::jsonb, '{"full_name":"Family ${i}"}'::jsonb, now(), now())`);
  await server.db.exec(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at) values ${values.join(',\n')};`,
  );
  const admin = client(server, server.secretKey);
  const { error } = await admin
    .from('family_links')
    .insert(ids.map((id) => ({ member_id: memberId, family_member_id: id, receive_sos_alerts: true, location_access: 'during_sos' as const })));
  if (error) throw new Error(`linking family: ${error.message}`);
  return ids;
}

async function benchOn(label: string, database: string): Promise<void> {
  const server = await startLocalServer({
    port: 0,
    host: '127.0.0.1',
    database,
    quiet: true,
    migrationsDirs: [path.join(root, 'supabase/migrations')],
    seedFiles: [],
  });
  const clients: SupabaseClient<Database>[] = [];
  try {
    const member = client(server);
    const { data, error } = await member.auth.signUp({ email: `bench-member-${Date.now()}@example.test`, password: 'bench-password-1' });
    if (error || !data.user) throw new Error(error?.message ?? 'sign-up failed');
    const memberId = data.user.id;
    const familyIds = await createFamily(server, memberId);

    let raisedAt = 0;
    let currentEvent: string | null = null;
    const arrivals: number[] = [];
    // The event id is known only when raise_sos answers, but callbacks may come first: keep their
    // arrival times and attribute them once the id is known.
    const pendingEarly: number[] = [];
    const tokens = await Promise.all(familyIds.map((id) => mintToken(server, id)));
    for (const token of tokens) {
      const c = client(server);
      await c.realtime.setAuth(token);
      clients.push(c);
    }
    const joinStarted = performance.now();
    await Promise.all(
      clients.map(
        (c, i) =>
          new Promise<void>((resolve, reject) => {
            c.channel(`family-alerts-${i}`)
              .on('postgres_changes', { event: '*', schema: 'public', table: 'sos_events' }, (payload) => {
                const row = payload.new as { id?: string };
                if (payload.eventType === 'INSERT' && row.id && row.id === currentEvent) arrivals.push(performance.now() - raisedAt);
                else if (payload.eventType === 'INSERT' && currentEvent === null) pendingEarly.push(performance.now());
              })
              .subscribe((status) =>
                status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' ? reject(new Error(status)) : undefined,
              );
          }),
      ),
    );
    console.log(`[${label}] ${FAMILY} family clients subscribed in ${((performance.now() - joinStarted) / 1000).toFixed(1)} s`);

    const samples: number[] = [];
    const rpcTimes: number[] = [];
    let missing = 0;
    for (let i = 0; i < RAISES; i += 1) {
      arrivals.length = 0;
      pendingEarly.length = 0;
      currentEvent = null;
      raisedAt = performance.now();
      const { data: event, error: raiseError } = await member.rpc('raise_sos', {
        client_request_id: randomUUID(),
        latitude: 38.3452 + i / 10_000,
        longitude: -0.481,
        accuracy: 8,
      });
      if (raiseError || !event) throw new Error(`raise_sos: ${raiseError?.message}`);
      currentEvent = event.id;
      rpcTimes.push(performance.now() - raisedAt);
      arrivals.push(...pendingEarly.map((t) => t - raisedAt));
      const deadline = Date.now() + PER_RAISE_DEADLINE_MS;
      while (arrivals.length < FAMILY && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      missing += FAMILY - arrivals.length;
      samples.push(...arrivals);
      await member.rpc('end_sos', { event_id: event.id, outcome: 'resolved' });
      // Let the end of this alarm reach everyone first: each alarm is measured on a quiet server.
      await new Promise((r) => setTimeout(r, 1_500));
    }
    const sorted = samples.sort((a, b) => a - b);
    console.log(
      `[${label}] SOS write → family callback, ${FAMILY} family clients, ${RAISES} alarms: p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (n=${sorted.length}, missed ${missing}); goal p50 ≤ 50 ms, p99 ≤ 200 ms`,
    );
    const rpcSorted = rpcTimes.sort((a, b) => a - b);
    console.log(`[${label}] of which the raise_sos round trip itself: p50 ${percentile(rpcSorted, 50).toFixed(1)} ms, p99 ${percentile(rpcSorted, 99).toFixed(1)} ms`);
  } finally {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await server.stop();
  }
}

async function main(): Promise<void> {
  const which = process.env.BENCH_SOS_DATABASE;
  if (which !== 'postgres') await benchOn('PGlite', 'memory://');
  const bin = findPostgresBin();
  if (which !== 'pglite' && bin) {
    const postgres = await startThrowawayPostgres(bin);
    try {
      await benchOn('PostgreSQL', postgres.url);
    } finally {
      await postgres.stop();
    }
  } else if (which === 'postgres') {
    throw new Error('No PostgreSQL found under /usr/lib/postgresql/*/bin');
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
