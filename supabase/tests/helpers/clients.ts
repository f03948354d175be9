import './quiet-node20-warning';
import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient, type SupabaseClientOptions, type User } from '@supabase/supabase-js';
import ws from 'ws';
import { testServer } from './test-server';
import type { TestServerInfo } from './local-server-process';

/** Every client made here, so `closeClients()` can stop their realtime sockets after a file. */
const created = new Set<SupabaseClient>();

export const TEST_PASSWORD = 'test-password-123';

/**
 * A supabase-js client on the local test server. Node 20 has no global WebSocket, hence the ws
 * transport; sessions live in memory only and never refresh on their own (tests stay in control).
 */
export function makeClient(
  key: string,
  options: SupabaseClientOptions<'public'> = {},
  server: Pick<TestServerInfo, 'url'> = testServer(),
): SupabaseClient {
  const client = createClient(server.url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
    realtime: { transport: ws as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'], ...options.realtime },
  });
  created.add(client);
  return client;
}

/** Signed out, publishable key: runs as `anon`. */
export function anonClient(options?: SupabaseClientOptions<'public'>): SupabaseClient {
  return makeClient(testServer().publishableKey, options);
}

/** Secret key: runs as `service_role` (bypasses RLS). For test setup only. */
export function serviceClient(options?: SupabaseClientOptions<'public'>): SupabaseClient {
  return makeClient(testServer().secretKey, options);
}

/** A fresh address per call (test servers confirm sign-ups at once: SUPABASE_LOCAL_AUTOCONFIRM=1). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface SignedInUser {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

/** Signs up a new user (optionally with user_metadata) and returns a client signed in as them. */
export async function newUserClient(
  email: string = uniqueEmail(),
  options: { password?: string; data?: Record<string, unknown> } = {},
): Promise<SignedInUser> {
  const password = options.password ?? TEST_PASSWORD;
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: options.data } });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  if (!data.session || !data.user) throw new Error(`sign-up of ${email} returned no session (a server started with autoconfirm: false?)`);
  return { client, user: data.user, session: data.session, email, password };
}

/** A new client signed in with e-mail and password. */
export async function signInAs(email: string, password: string = TEST_PASSWORD): Promise<SignedInUser> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return { client, user: data.user, session: data.session, email, password };
}

/** Closes realtime sockets of every client made by these helpers (call in afterAll). */
export async function closeClients(): Promise<void> {
  const clients = [...created];
  created.clear();
  await withUnrefTimers(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
    await Promise.all(clients.map((client) => client.realtime.disconnect()));
  });
}

/**
 * realtime-js's `disconnect()` arms a 10 s "timeout" timer that it never clears, once per client,
 * which kept Jest alive after the run ("did not exit one second after…"). Timers armed while
 * closing are unref'd: they still fire if the process lives on, but no longer keep it alive.
 */
async function withUnrefTimers<T>(run: () => Promise<T>): Promise<T> {
  const original = globalThis.setTimeout;
  const unrefTimeout = (...args: Parameters<typeof setTimeout>) => {
    const timer = original(...args);
    (timer as { unref?: () => void }).unref?.();
    return timer;
  };
  globalThis.setTimeout = unrefTimeout as unknown as typeof setTimeout;
  try {
    return await run();
  } finally {
    globalThis.setTimeout = original;
  }
}
