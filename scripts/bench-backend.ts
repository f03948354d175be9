/**
 * `npm run bench:backend`: figures for the local Supabase-compatible server, not a test.
 * Starts its own server (PGlite in memory, app + fixture migrations) on 127.0.0.1 and prints:
 * - REST single-row select under RLS: p50/p99 latency (sequential) and requests/s (8 in flight),
 *   each beside the same query sent straight through the database driver (the same SQL lite
 *   sends, as the same role with the same JWT claims set, in a transaction of its own), and the
 *   REST figure as a ratio of the direct one (issue 23's goal: ≥ 0.5);
 * - realtime INSERT→delivery p50/p99 with 200 subscribed clients: 200 sockets of one user, and
 *   200 sockets of 200 different users (200 RLS checks per change, one socket may see the row).
 * Every loop is bounded.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { SignJWT, decodeJwt } from 'jose';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalServer, type LocalServer } from '@ice-sos/supabase-local/server';

const root = path.resolve(__dirname, '..');
const SUBSCRIBERS = 200;
const INSERTS = 30;
const REST_SEQUENTIAL = 2000;
const REST_CONCURRENT_TOTAL = 2000;
const REST_CONCURRENCY = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (n=${sorted.length})`;
}

function client(server: LocalServer): SupabaseClient {
  return createClient(server.url, server.publishableKey, {
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

/** One way of reading the row, timed sequentially and with REST_CONCURRENCY in flight. */
type Reader = () => Promise<void>;
type ReaderFigures = { p50: number; p99: number; perSecond: number };

async function measure(label: string, once: Reader): Promise<ReaderFigures> {
  for (let i = 0; i < 100; i++) await once(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < REST_SEQUENTIAL; i++) {
    const t = performance.now();
    await once();
    samples.push(performance.now() - t);
  }
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: REST_CONCURRENCY }, async () => {
      while (next++ < REST_CONCURRENT_TOTAL) await once();
    }),
  );
  const perSecond = REST_CONCURRENT_TOTAL / ((performance.now() - started) / 1000);
  console.log(`${label} (sequential): ${summary(samples)}`);
  console.log(`${label} (${REST_CONCURRENCY} in flight): ${perSecond.toFixed(0)} requests/s`);
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), perSecond };
}

/**
 * The REST select through the local server, then the same read sent straight to the database:
 * lite's statements for it (BEGIN; the request settings in one statement; the select; COMMIT),
 * with the caller's role, id and claims from the same access token.
 */
async function benchRest(server: LocalServer, accessToken: string, id: number): Promise<void> {
  const url = `${server.url}/rest/v1/test_notes?select=*&id=eq.${id}`;
  const headers = { apikey: server.publishableKey, Authorization: `Bearer ${accessToken}`, Accept: 'application/vnd.pgrst.object+json' };
  const rest = await measure('REST single-row select under RLS', async () => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`REST answered ${response.status}`);
    await response.arrayBuffer();
  });

  const claims = decodeJwt(accessToken);
  const settings = ['authenticated', String(claims.sub), 'authenticated', '', JSON.stringify(claims)];
  const direct = await measure('The same select through the driver', async () => {
    const rows = await server.db.transaction(async (tx) => {
      await tx.query(
        `SELECT set_config('role', $1, true), set_config('request.jwt.claim.sub', $2, true),
           set_config('request.jwt.claim.role', $3, true), set_config('storage.operation', $4, true),
           set_config('request.jwt.claims', $5, true)`,
        settings,
      );
      return tx.query('select * from "test_notes" where "id" = $1 limit $2', [id, 1000]);
    });
    if (rows.length !== 1) throw new Error(`the driver read ${rows.length} rows`);
    JSON.stringify(rows[0]);
  });
  // The server's own rate, the way HTTP servers (PostgREST's published figures too) are measured:
  // the load comes from a client in another thread, so the server's thread only serves.
  const cannon = await autocannon({ url, headers, connections: REST_CONCURRENCY, amount: REST_CONCURRENT_TOTAL * 2, workers: 1 });
  const served = cannon.requests.total / (cannon.duration || 1);
  console.log(
    `REST single-row select under RLS (${REST_CONCURRENCY} connections, autocannon in its own thread): ${served.toFixed(0)} requests/s, ` +
      `p50 ${cannon.latency.p50} ms, p99 ${cannon.latency.p99} ms, ${cannon.non2xx} not 2xx, ${cannon.errors} errors`,
  );
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(`REST as a share of the direct driver (goal >= 0.5), ${REST_CONCURRENCY} in flight:`);
  console.log(`  load from another thread: ${ratio(served, direct.perSecond)} of its requests/s`);
  console.log(`  load from this thread (fetch): ${ratio(rest.perSecond, direct.perSecond)} of its requests/s`);
  console.log(`  sequential p50: ${ratio(direct.p50, rest.p50)} of its speed`);
}

async function benchRealtime(server: LocalServer, label: string, tokens: string[], writer: SupabaseClient, expectedPerInsert: number): Promise<void> {
  const clients = tokens.map(() => client(server));
  // The join carries the socket's token: set it before subscribing, as a signed-in app would.
  await Promise.all(clients.map((c, i) => c.realtime.setAuth(tokens[i])));
  const arrivals: number[] = [];
  let insertedAt = 0;
  await Promise.all(
    clients.map(
      (c, i) =>
        new Promise<void>((resolve, reject) => {
          c.channel(`bench-${i}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'test_notes' }, () => arrivals.push(performance.now() - insertedAt))
            .subscribe((status) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' ? reject(new Error(status)) : undefined));
        }),
    ),
  );
  const samples: number[] = [];
  for (let i = 0; i < INSERTS; i++) {
    arrivals.length = 0;
    insertedAt = performance.now();
    const { error } = await writer.from('test_notes').insert({ title: `${label} ${i}` });
    if (error) throw new Error(error.message);
    const deadline = Date.now() + 10_000;
    while (arrivals.length < expectedPerInsert && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
    samples.push(...arrivals);
  }
  console.log(`Realtime INSERT→delivery, ${SUBSCRIBERS} clients, ${label}: ${summary(samples)}`);
  await Promise.all(clients.map((c) => c.removeAllChannels()));
}

async function main(): Promise<void> {
  const server = await startLocalServer({
    port: 0,
    database: 'memory://',
    quiet: true,
    migrationsDirs: [path.join(root, 'supabase/migrations'), path.join(root, 'supabase/tests/fixtures/migrations')],
    seedFiles: [],
    // The bench's owner signs up and needs a session at once.
    autoconfirm: true,
  });
  try {
    const owner = client(server);
    const { data, error } = await owner.auth.signUp({ email: `bench-${Date.now()}@example.test`, password: 'bench-password-1' });
    if (error || !data.session || !data.user) throw new Error(error?.message ?? 'sign-up failed');
    const { data: note } = await owner.from('test_notes').insert({ title: 'bench row' }).select('id').single();
    await benchRest(server, data.session.access_token, note!.id as number);

    const ownerTokens = Array.from({ length: SUBSCRIBERS }, () => data.session!.access_token);
    await benchRealtime(server, 'one user', ownerTokens, owner, SUBSCRIBERS);
    const others = await Promise.all(Array.from({ length: SUBSCRIBERS - 1 }, () => mintToken(server, crypto.randomUUID())));
    await benchRealtime(server, `${SUBSCRIBERS} users (delivery to the owner)`, [data.session.access_token, ...others], owner, 1);
  } finally {
    await server.stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
