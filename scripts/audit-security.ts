/**
 * `npm run audit:security` (issue 17, "Measure"): the attacks and bad inputs of issue 17 tried
 * against a throwaway local Supabase server with the production auth limits (scale 1, the
 * config.toml values), printing how many were tried, how many answered ≥ 500, how many changed
 * data they should not have, and how many wrong passwords were allowed before the first 429.
 * It prints figures and never fails on them; each case also has a regression test.
 *
 * Each case runs from its own loopback address (Linux routes 127.0.0.0/8 to lo), as distinct
 * visitors would, since the server counts per connection address. The app-level cases (open
 * redirect, server actions, the contact form's address) need `npm start` and are covered by the
 * Playwright suite (e2e/fuzz-requests.spec.ts, auth.spec.ts, contact.spec.ts).
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { spawnLocalServer, type LocalServerProcess } from '../supabase/tests/helpers/local-server-process';

type Answer = { status: number; json: Record<string, unknown> };
type Outcome = { name: string; tried: number; serverErrors: number; wrongWrites: number; note: string };

let server: LocalServerProcess;
let nextHost = 10;
/** A fresh loopback source address: a new visitor. */
const visitor = () => `127.0.9.${nextHost++}`;

function call(method: string, path: string, options: { from: string; headers?: Record<string, string>; body?: unknown; raw?: string }): Promise<Answer> {
  const url = new URL(path, server.url);
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: options.from,
        headers: { apikey: server.publishableKey, 'content-type': 'application/json', ...options.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const service = { apikey: '', authorization: '' };
const asService = () => ({ apikey: service.apikey, authorization: service.authorization });

async function signUp(from: string): Promise<{ id: string; email: string; password: string; access: string; refresh: string }> {
  const email = `audit-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Audit-pass-123';
  const answer = await call('POST', '/auth/v1/signup', { from, body: { email, password } });
  const session = answer.json as { access_token?: string; refresh_token?: string; user?: { id?: string } };
  if (answer.status !== 200 || !session.access_token) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.json)}`);
  return { id: session.user?.id ?? '', email, password, access: session.access_token, refresh: session.refresh_token ?? '' };
}

function signJwt(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ aud: 'authenticated', iat: now - 60, exp: now + 3600, ...claims })}`;
  return `${unsigned}.${createHmac('sha256', server.jwtSecret).update(unsigned).digest('base64url')}`;
}

/** Rows of a member's own data, as the service role sees them. */
async function ownRows(userId: string): Promise<string> {
  const from = visitor();
  const reads = await Promise.all(
    [`sos_events?member_id=eq.${userId}&select=id`, `emergency_contacts?user_id=eq.${userId}&select=id,channels`, `profiles?user_id=eq.${userId}&select=*`].map((path) =>
      call('GET', `/rest/v1/${path}`, { from, headers: asService() }),
    ),
  );
  return JSON.stringify(reads.map((read) => read.json));
}

async function bruteForce(): Promise<Outcome & { allowedBefore429: number }> {
  const victim = await signUp(visitor());
  const attacker = visitor();
  let allowed = 0;
  let serverErrors = 0;
  let limited = false;
  for (let i = 0; i < 100 && !limited; i += 1) {
    const answer = await call('POST', '/auth/v1/token?grant_type=password', { from: attacker, body: { email: victim.email, password: `wrong-${i}` } });
    if (answer.status >= 500) serverErrors += 1;
    if (answer.status === 429) limited = true;
    else allowed += 1;
  }
  const right = await call('POST', '/auth/v1/token?grant_type=password', { from: attacker, body: { email: victim.email, password: victim.password } });
  return {
    name: 'wrong passwords for one account from one address',
    tried: allowed + 2,
    serverErrors,
    wrongWrites: 0,
    allowedBefore429: allowed,
    note: `${allowed} allowed before the first 429; the right password then answers ${right.status}`,
  };
}

async function signUpBurst(): Promise<Outcome> {
  const from = visitor();
  let accepted = 0;
  let serverErrors = 0;
  for (let i = 0; i < 40; i += 1) {
    const answer = await call('POST', '/auth/v1/signup', { from, body: { email: `burst-${randomUUID().slice(0, 8)}@example.com`, password: 'Audit-pass-123' } });
    if (answer.status >= 500) serverErrors += 1;
    if (answer.status === 200) accepted += 1;
  }
  return { name: 'sign-ups in a burst from one address', tried: 40, serverErrors, wrongWrites: 0, note: `${accepted} of 40 accepted` };
}

async function refreshReplay(): Promise<Outcome> {
  const from = visitor();
  const user = await signUp(from);
  const first = await call('POST', '/auth/v1/token?grant_type=refresh_token', { from, body: { refresh_token: user.refresh } });
  const rotated = (first.json as { refresh_token?: string }).refresh_token ?? '';
  await new Promise((resolve) => setTimeout(resolve, 11_000)); // past refresh_token_reuse_interval (10 s)
  const replay = await call('POST', '/auth/v1/token?grant_type=refresh_token', { from, body: { refresh_token: user.refresh } });
  const successor = await call('POST', '/auth/v1/token?grant_type=refresh_token', { from, body: { refresh_token: rotated } });
  const statuses = [first.status, replay.status, successor.status];
  return {
    name: 'a rotated refresh token replayed after the reuse interval',
    tried: 3,
    serverErrors: statuses.filter((s) => s >= 500).length,
    wrongWrites: replay.status === 200 ? 1 : 0,
    note: `replay answered ${replay.status}, its session's newer token then ${successor.status}`,
  };
}

async function tokenRoles(): Promise<Outcome> {
  const from = visitor();
  const statuses: number[] = [];
  for (const role of ['postgres', 'supabase_admin', 'authenticator', 'pg_read_all_data']) {
    const answer = await call('GET', '/rest/v1/profiles?select=user_id&limit=1', { from, headers: { authorization: `Bearer ${signJwt({ role, sub: randomUUID() })}` } });
    statuses.push(answer.status);
  }
  return {
    name: 'tokens naming a database role other than anon/authenticated/service_role',
    tried: statuses.length,
    serverErrors: statuses.filter((s) => s >= 500).length,
    wrongWrites: statuses.filter((s) => s === 200).length,
    note: `answered ${[...new Set(statuses)].join(', ')}`,
  };
}

/** Bad input a client can send: every answer must be < 500, and a refused write changes nothing. */
async function badInputs(): Promise<Outcome> {
  const from = visitor();
  const user = await signUp(from);
  const as = { authorization: `Bearer ${user.access}` };
  const before = await ownRows(user.id);
  const cases: Array<[string, string, { body?: unknown; raw?: string; headers?: Record<string, string> }]> = [
    ['POST', '/rest/v1/rpc/raise_sos', { body: { client_request_id: '' }, headers: as }],
    ['POST', '/rest/v1/rpc/raise_sos', { body: { client_request_id: 'x'.repeat(101) }, headers: as }],
    ['POST', '/rest/v1/rpc/raise_sos', { body: { client_request_id: 42, latitude: 'north' }, headers: as }],
    ['POST', '/rest/v1/rpc/raise_sos', { raw: '{"client_request_id": ', headers: as }],
    ['POST', '/rest/v1/emergency_contacts', { body: { user_id: user.id, name: '', phone: '+34600000001', relationship: 'x' }, headers: as }],
    ['POST', '/rest/v1/emergency_contacts', { body: { user_id: user.id, name: 'Ana', phone: '+34600000001', relationship: 'x', channels: ['pigeon'] }, headers: as }],
    ['POST', '/rest/v1/emergency_contacts', { body: { user_id: user.id, name: 'Ana', relationship: 'x' }, headers: as }],
    ['POST', '/rest/v1/emergency_contacts', { body: { user_id: randomUUID(), name: 'Ana', phone: '+34600000001', relationship: 'x' }, headers: as }],
    ['PATCH', '/rest/v1/profiles?user_id=eq.' + user.id, { body: { role: 'admin' }, headers: as }],
    ['PATCH', '/rest/v1/profiles?user_id=eq.' + user.id, { body: { preferred_language: 'klingon' }, headers: as }],
    ['GET', '/rest/v1/sos_events?id=eq.not-a-uuid', { headers: as }],
    ['GET', '/rest/v1/sos_events?select=no_such_column', { headers: as }],
    ['POST', '/rest/v1/rpc/no_such_function', { body: {}, headers: as }],
    ['POST', '/rest/v1/sos_events', { raw: 'x'.repeat(9 * 1024 * 1024), headers: as }],
    ['POST', '/auth/v1/token?grant_type=password', { body: { email: 42, password: 'x' } }],
    ['POST', '/auth/v1/token?grant_type=password', { body: { email: ['a@b.c'], password: { x: 1 } } }],
    ['POST', '/auth/v1/signup', { body: { email: 'not an email', password: 'x' } }],
    ['POST', '/auth/v1/signup', { raw: '[1,2' }],
    ['POST', '/auth/v1/verify', { body: { type: 'email_change', token_hash: 'deadbeef' } }],
    ['PUT', '/auth/v1/user', { body: { email: 12 }, headers: as }],
    ['POST', '/functions/v1/ai-chat', { raw: 'not json' }],
    ['POST', '/functions/v1/ai-chat', { body: { message: 5, sessionId: [] } }],
    ['POST', '/functions/v1/ai-chat', { body: { message: 'x'.repeat(5000), sessionId: 's' } }],
    ['POST', '/realtime/v1/api/broadcast', { body: { messages: 'nope' } }],
  ];
  let serverErrors = 0;
  const failures: string[] = [];
  for (const [method, path, options] of cases) {
    const answer = await call(method, path, { from, ...options });
    if (answer.status >= 500) {
      serverErrors += 1;
      failures.push(`${method} ${path.slice(0, 40)} → ${answer.status}`);
    }
  }
  const after = await ownRows(user.id);
  return {
    name: 'bad input to REST, RPC, auth, functions and realtime',
    tried: cases.length,
    serverErrors,
    wrongWrites: before === after ? 0 : 1,
    note: failures.length > 0 ? failures.join('; ') : 'every answer < 500; the member’s rows unchanged',
  };
}

async function emailChangeFromOldMailboxOnly(): Promise<Outcome> {
  const from = visitor();
  const user = await signUp(from);
  const target = `taken-${randomUUID().slice(0, 8)}@example.com`;
  const change = await call('PUT', '/auth/v1/user', { from, body: { email: target }, headers: { authorization: `Bearer ${user.access}` } });
  const mails = await call('GET', `/_mailbox?to=${encodeURIComponent(user.email)}`, { from: '127.0.0.1' });
  const messages = (Array.isArray(mails.json) ? mails.json : ((mails.json as { messages?: unknown[] }).messages ?? [])) as Array<{ html?: string }>;
  const hash = /token_hash=([0-9a-f]+)/.exec(messages.at(-1)?.html ?? '')?.[1] ?? '';
  const confirm = await call('POST', '/auth/v1/verify', { from, body: { type: 'email_change', token_hash: hash } });
  const now = await call('GET', '/auth/v1/user', { from, headers: { authorization: `Bearer ${user.access}` } });
  const moved = (now.json as { email?: string }).email === target;
  return {
    name: 'an e-mail change confirmed from the old mailbox only',
    tried: 3,
    serverErrors: [change.status, confirm.status, now.status].filter((s) => s >= 500).length,
    wrongWrites: moved ? 1 : 0,
    note: moved ? 'the address changed' : `the address stayed (confirmation answered ${confirm.status})`,
  };
}

async function emmaSpoofedAddresses(): Promise<Outcome> {
  const from = visitor();
  let accepted = 0;
  let serverErrors = 0;
  for (let i = 0; i < 35; i += 1) {
    const answer = await call('POST', '/functions/v1/ai-chat', {
      from,
      headers: { authorization: `Bearer ${server.publishableKey}`, 'x-real-ip': `198.51.100.${i + 1}`, 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: { message: 'hi', sessionId: `audit-${randomUUID()}`, userId: null, context: 'audit', language: 'en', currency: 'EUR', conversation_history: [] },
    });
    if (answer.status >= 500) serverErrors += 1;
    if (answer.status === 200) accepted += 1;
  }
  return { name: 'Emma from one address rotating X-Real-IP and X-Forwarded-For', tried: 35, serverErrors, wrongWrites: 0, note: `${accepted} of 35 answered (limit 30 a minute)` };
}

async function main(): Promise<void> {
  // Sign-ups answer with a session (autoconfirm): the probes attack accounts, not the confirmation mail.
  server = await spawnLocalServer({ database: 'memory://', authRateLimitScale: 1, emailMaxFrequency: '0s', autoconfirm: true });
  service.apikey = server.secretKey;
  service.authorization = `Bearer ${server.secretKey}`;
  try {
    const brute = await bruteForce();
    const outcomes: Outcome[] = [brute, await signUpBurst(), await refreshReplay(), await tokenRoles(), await badInputs(), await emailChangeFromOldMailboxOnly(), await emmaSpoofedAddresses()];
    const total = (key: 'tried' | 'serverErrors' | 'wrongWrites') => outcomes.reduce((sum, outcome) => sum + outcome[key], 0);
    console.log('npm run audit:security: issue 17 cases against a throwaway local server (PGlite, config.toml auth limits)');
    for (const outcome of outcomes) {
      console.log(`  ${outcome.name}: ${outcome.tried} tried, ${outcome.serverErrors} ≥ 500, ${outcome.wrongWrites} wrong writes: ${outcome.note}`);
    }
    console.log(`cases and bad inputs tried: ${total('tried')}`);
    console.log(`answered ≥ 500: ${total('serverErrors')}`);
    console.log(`changed data they should not have: ${total('wrongWrites')}`);
    console.log(`wrong passwords allowed before the first 429: ${brute.allowedBefore429} (config.toml token_refresh: every token request, a burst of 30 per address, refilled at 150 per 5 minutes)`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
