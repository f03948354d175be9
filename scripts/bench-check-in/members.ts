/**
 * The members of `npm run bench:check-in`, each with one emergency contact to choose for their
 * check-ins, and a client signed in as them.
 *
 * Not chaos/population.ts's signUpMembers: a password sign-up costs the local server a bcrypt hash
 * on its own thread, 50 sign-ups took 15.4 s on PGlite (2,000 would take ~10 minutes), where 200
 * users made through the admin API without a password took 4.9 s. So the members are made with
 * the service role (admin createUser, address confirmed: their reminders go to it) and act with an
 * access token minted with the server's JWT secret, as GoTrue would issue it: every check-in call
 * is still the member's own, through the Data API, under RLS.
 */
import { SignJWT } from 'jose';
import { LOCAL_DEFAULTS } from '@ice-sos/supabase-local/constants';
import { makeClient, retrying, type Client } from '../chaos/population';

export type BenchMember = { id: string; email: string; client: Client; contactId: string };

const AT_ONCE = 20;
const CONTACTS_PER_INSERT = 500;

function mintToken(sub: string, email: string): Promise<string> {
  return new SignJWT({ sub, email, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('4h')
    .sign(new TextEncoder().encode(LOCAL_DEFAULTS.jwtSecret));
}

/** The contact of member `index`: addresses of their own. */
export function contactOf(index: number): { email: string; phone: string } {
  return { email: `c${index}@bench-check-in.test`, phone: `+3461${String(index).padStart(7, '0')}` };
}

export async function createMembers(apiUrl: string, count: number, tag: string): Promise<BenchMember[]> {
  const admin = makeClient(apiUrl, LOCAL_DEFAULTS.secretKey);
  const users: { id: string; email: string }[] = [];
  for (let from = 0; from < count; from += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - from) }, async (_, offset) => {
      const i = from + offset;
      const email = `member${i}-${tag}@bench-check-in.test`;
      const user = await retrying('creating a member', () =>
        admin.auth.admin.createUser({ email, email_confirm: true, user_metadata: { full_name: `Bench Member ${i}` } }),
      );
      if (!user?.user) throw new Error(`creating member ${i}: no user`);
      return { id: user.user.id, email };
    });
    users.push(...(await Promise.all(batch)));
  }

  const contactIds = new Map<string, string>();
  for (let from = 0; from < users.length; from += CONTACTS_PER_INSERT) {
    const rows = users.slice(from, from + CONTACTS_PER_INSERT).map((user, offset) => ({
      user_id: user.id,
      name: `Contact of member ${from + offset}`,
      ...contactOf(from + offset),
      language: 'en' as const,
    }));
    const inserted = await retrying('adding the contacts', () => admin.from('emergency_contacts').insert(rows).select('id, user_id'));
    for (const row of inserted ?? []) contactIds.set(row.user_id, row.id);
  }

  return Promise.all(
    users.map(async (user) => {
      const contactId = contactIds.get(user.id);
      if (!contactId) throw new Error(`member ${user.email} has no contact`);
      return { ...user, contactId, client: makeClient(apiUrl, LOCAL_DEFAULTS.publishableKey, await mintToken(user.id, user.email)) };
    }),
  );
}
