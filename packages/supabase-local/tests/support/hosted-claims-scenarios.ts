import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { decodeJwt, SignJWT } from 'jose';
import { withHostedClaims } from '../../auth/hosted-token-claims';
import { AMR_CLAIMS_TABLE_SQL } from '../../db/bootstrap';
import type { Queryable } from '../../db/database';

/**
 * The scenarios of tests/hosted-token-claims.test.ts, run by tsx (tests/support/run-scenarios.ts):
 * `withHostedClaims` on a real PGlite with the tables it reads: lite's, reduced to the columns it
 * reads, and db/bootstrap.ts's own. Prints, as JSON, each scenario's claims or error.
 */
const SCHEMA = `
create schema auth;
create table auth.users (id uuid primary key, email text, phone text, raw_app_meta_data jsonb, raw_user_meta_data jsonb, is_anonymous boolean not null default false);
create table auth.sessions (id uuid primary key, user_id uuid not null references auth.users (id) on delete cascade);
${AMR_CLAIMS_TABLE_SQL}`;

const secret = new TextEncoder().encode('scenario-secret-of-at-least-32-characters');

async function main() {
  const pg = new PGlite();
  await pg.exec(SCHEMA);
  const db: Queryable = {
    query: async (text, params) => (await pg.query(text, params)).rows as never,
    exec: async (script) => void (await pg.exec(script)),
    execRows: async (script) => (await pg.exec(script)).map((result) => result.rows as never),
  };
  const userId = randomUUID();
  await db.query(`insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values ($1, 'ana@example.com', '{}', '{}')`, [userId]);
  /** A token as lite mints it, for `sessionId`. */
  const liteToken = (sessionId: string) => new SignJWT({ sub: userId, session_id: sessionId, role: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
  const claimsFor = async (sessionId: string, method: string | null) => {
    try {
      const token = await withHostedClaims(await liteToken(sessionId), method, { db, jwtSecret: secret, issuer: () => 'http://local/auth/v1' });
      const { amr, aal } = decodeJwt(token) as { amr: { method: string }[]; aal: string };
      return { amr: amr.map((entry) => entry.method), aal };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };

  const open = randomUUID();
  await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [open, userId]);
  const outcomes = {
    'an open session, verified by a link': await claimsFor(open, 'otp'),
    'the same session, refreshed': await claimsFor(open, null),
    // lite opened it, then a sign-out everywhere ended it before the claim was recorded.
    'a session that ended in the meantime': await claimsFor(randomUUID(), 'otp'),
    'claims recorded for ended sessions': (await db.query<{ n: number }>('select count(*)::int as n from auth.mfa_amr_claims where session_id <> $1', [open]))[0].n,
  };
  await pg.close();
  process.stdout.write(JSON.stringify(outcomes));
}

void main();
