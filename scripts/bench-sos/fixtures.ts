import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/database.types';

/** What the fixtures need of the server under test. */
export interface ServerAccess {
  url: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  /** SQL as the database owner. */
  exec(sql: string): Promise<void>;
}

const ROWS_PER_INSERT = 1_000;

export function supabaseClient(server: ServerAccess, key = server.publishableKey): SupabaseClient<Database> {
  return createClient<Database>(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

/** An access token for a user, as GoTrue would issue it (the bench skips 5,000 sign-ins). */
export async function mintToken(server: ServerAccess, sub: string): Promise<string> {
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(server.jwtSecret));
}

/** A protected member, signed up through GoTrue, with their own signed-in client. */
export async function signUpMember(server: ServerAccess, name: string): Promise<{ id: string; client: SupabaseClient<Database> }> {
  const client = supabaseClient(server);
  const { data, error } = await client.auth.signUp({ email: `bench-${name}-${Date.now()}@example.test`, password: 'bench-password-1' });
  if (error || !data.user) throw new Error(`signing up ${name}: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, client };
}

/**
 * `count` family users straight into auth.users (the sign-up trigger makes their profiles), each
 * with a live link to the member and the alert permission: the people a raise must reach.
 */
export async function createFamily(server: ServerAccess, memberId: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const admin = supabaseClient(server, server.secretKey);
  for (let from = 0; from < ids.length; from += ROWS_PER_INSERT) {
    const chunk = ids.slice(from, from + ROWS_PER_INSERT);
    const values = chunk.map(
      (id, i) =>
        `('${id}', 'authenticated', 'authenticated', 'bench-family-${from + i}-${id.slice(0, 8)}@example.test', '', now(), '{}'::jsonb, '{"full_name":"Family ${from + i}"}'::jsonb, now(), now())`,
    );
    await server.exec(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at) values ${values.join(',\n')};`,
    );
    const { error } = await admin
      .from('family_links')
      .insert(chunk.map((id) => ({ member_id: memberId, family_member_id: id, receive_sos_alerts: true, location_access: 'during_sos' as const })));
    if (error) throw new Error(`linking family: ${error.message}`);
  }
  return ids;
}
