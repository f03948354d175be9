/**
 * `npm run bench:backend`: figures for the local Supabase-compatible server, not a test.
 * Starts its own server (PGlite in memory, app + fixture migrations) on 127.0.0.1 and prints:
 * - REST single-row select under RLS: p50/p99 latency (sequential) and requests/s (8 in flight);
 * - realtime INSERT→delivery p50/p99 with 200 subscribed clients: 200 sockets of one user, and
 *   200 sockets of 200 different users (200 RLS checks per change, one socket may see the row).
 * Every loop is bounded.
 */
import path from 'node:path';
import { SignJWT } from 'jose';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalServer, type LocalServer } from '../supabase/local/server';

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

async function benchRest(server: LocalServer, accessToken: string, id: number): Promise<void> {
  const url = `${server.url}/rest/v1/test_notes?select=*&id=eq.${id}`;
  const headers = { apikey: server.publishableKey, Authorization: `Bearer ${accessToken}`, Accept: 'application/vnd.pgrst.object+json' };
  const once = async () => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`REST answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 100; i++) await once(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < REST_SEQUENTIAL; i++) {
    const t = performance.now();
    await once();
    samples.push(performance.now() - t);
  }
  console.log(`REST single-row select under RLS (sequential): ${summary(samples)}`);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: REST_CONCURRENCY }, async () => {
      while (next++ < REST_CONCURRENT_TOTAL) await once();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`REST single-row select under RLS (${REST_CONCURRENCY} in flight): ${(REST_CONCURRENT_TOTAL / seconds).toFixed(0)} requests/s`);
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
