import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from './support/test';
import fc from 'fast-check';
import { createMember, signIn } from './support/accounts';
import { serviceRest } from './support/service-rest';

/**
 * Issue 17: every route handler and every server action, sent random methods, content types,
 * bodies and sizes (fast-check), as a visitor and as a signed-in member. A client's request never
 * answers 5xx, and a request that was refused wrote nothing: the member's rows are the same after.
 * Runs against `npm start` (the real proxy, Next and the local server); the action ids come from
 * the build's manifest, so a new action is fuzzed without editing this file.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

/**
 * Random requests per server action. The work grows with every action we add (71 now), so the
 * action tests take their budget from it: about a second per request on a machine where another
 * process keeps a core busy, plus the sign-in (a fixed 240 s ran out there at 4.1 minutes). Five
 * each, not eight: every action decodes its body on one shared path (the action wrapper and its
 * zod schema), so breadth over all actions finds more than depth on one, and eight had grown to
 * 73 s of CI's run (issue 47).
 */
const RUNS_PER_ACTION = 5;
const actionsBudget = (actions: number) => 60_000 + actions * RUNS_PER_ACTION * 1_000;

type ManifestEntry = { exportedName?: string; workers?: Record<string, unknown> };

/** Each server action with a page path that serves it (`app/[locale]/(public)/contact/page` → `/contact`). */
function serverActions(): Array<{ id: string; name: string; path: string }> {
  const file = path.join(__dirname, '..', '.next', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node?: Record<string, ManifestEntry> };
  return Object.entries(manifest.node ?? {}).flatMap(([id, entry]) => {
    const worker = Object.keys(entry.workers ?? {}).find((key) => key.startsWith('app/') && key.endsWith('/page') && !key.includes('[...'));
    if (!worker) return [];
    const page = worker
      .replace(/^app\/\[locale\]/, '')
      .replace(/\/page$/, '')
      .replace(/\/\([^/]+\)/g, '')
      .replace(/\[[^\]]+\]/g, 'x');
    return [{ id, name: entry.exportedName ?? id, path: page || '/' }];
  });
}

const anyText = fc.oneof(fc.string({ maxLength: 200 }), fc.json({ maxDepth: 3 }), fc.constant(''), fc.constant('[]'), fc.constant('["$K1"]'));
/** What a client could put in an action's body: JSON arguments of any shape, garbage, or big. */
const actionBody = fc.oneof(
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }).map((args) => JSON.stringify(args)),
  anyText,
  fc.integer({ min: 1_000, max: 1_200_000 }).map((size) => `["${'a'.repeat(size)}"]`),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);
const contentType = fc.constantFrom(
  'text/plain;charset=UTF-8',
  'application/json',
  'multipart/form-data; boundary=fuzz',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
);

/** The rows a member owns, as the service role sees them: what a refused request must not change. */
async function ownRows(userId: string, email: string): Promise<string> {
  const reads = [
    `profiles?user_id=eq.${userId}&select=*`,
    `emergency_contacts?user_id=eq.${userId}&select=*&order=id`,
    `sos_events?member_id=eq.${userId}&select=id,status,source,resolved_at&order=id`,
    `sos_preferences?member_id=eq.${userId}&select=*`,
    `push_subscriptions?user_id=eq.${userId}&select=id,endpoint&order=id`,
    `family_links?member_id=eq.${userId}&select=*&order=id`,
    `contact_messages?email=eq.${encodeURIComponent(email)}&select=id&order=id`,
  ];
  return JSON.stringify(await Promise.all(reads.map((read) => serviceRest(read))));
}

/** A refused action still answers 200 with its error in the payload (next-safe-action's shape). */
const refused = (status: number, body: string) => status >= 400 || /validationErrors|serverError/.test(body);

async function fuzzActions(request: APIRequestContext, origin: string, onAnswer: (status: number, body: string, what: string) => Promise<void>) {
  const actions = serverActions();
  expect(actions.length, 'server actions in the build manifest').toBeGreaterThan(5);
  for (const action of actions) {
    await fc.assert(
      fc.asyncProperty(actionBody, contentType, fc.boolean(), async (body, type, sameOrigin) => {
        const response = await request.post(action.path, {
          headers: { 'next-action': action.id, 'content-type': type, accept: 'text/x-component', ...(sameOrigin ? { origin } : {}) },
          data: Buffer.from(body, 'latin1'),
          failOnStatusCode: false,
          maxRedirects: 0,
        });
        const text = await response.text();
        expect(response.status(), `${action.name} (${type}, ${body.length} bytes)`).toBeLessThan(500);
        await onAnswer(response.status(), text, action.name);
      }),
      { numRuns: RUNS_PER_ACTION },
    );
  }
}

test('route handlers answer random requests without a server error', async ({ request }) => {
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS');
  const routes = fc.oneof(
    fc.constant('/api/health'),
    fc.tuple(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), fc.string({ maxLength: 20 })).map(
      ([next, tokenHash, type]) => `/api/auth/confirm?${new URLSearchParams({ next, token_hash: tokenHash, type })}`,
    ),
    fc.string({ maxLength: 30 }).map((code) => `/api/auth/confirm?code=${encodeURIComponent(code)}`),
    fc.tuple(fc.constantFrom('terms', 'privacy', 'x', '..', '%00'), fc.constantFrom('en', 'nl', 'es', 'fr', '')).map(([kind, locale]) => `/api/legal/${kind}/${locale}`),
    fc.constant('/api/sos/dispatch'),
  );
  await fc.assert(
    fc.asyncProperty(method, routes, anyText, fc.option(fc.string({ maxLength: 80 })), async (verb, url, body, authorization) => {
      const response = await request.fetch(url, {
        method: verb,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization: `Bearer ${authorization}` } : {}) },
        ...(verb === 'GET' || verb === 'HEAD' ? {} : { data: body }),
        failOnStatusCode: false,
        maxRedirects: 0,
      });
      expect(response.status(), `${verb} ${url}`).toBeLessThan(500);
    }),
    { numRuns: 120 },
  );
});

test('server actions answer random bodies without a server error, as a visitor', async ({ request, baseURL }) => {
  test.setTimeout(actionsBudget(serverActions().length));
  await fuzzActions(request, new URL(baseURL!).origin, async () => undefined);
});

test('server actions answer random bodies without a server error, signed in, and a refused one writes nothing', async ({ page, baseURL }) => {
  test.setTimeout(actionsBudget(serverActions().length));
  const member = await createMember('fuzz');
  await signIn(page, member);
  let before = await ownRows(member.id, member.email);
  await fuzzActions(page.request, new URL(baseURL!).origin, async (status, body, what) => {
    const after = await ownRows(member.id, member.email);
    if (refused(status, body)) expect(after, `${what} was refused (${status}) but changed the member's rows`).toBe(before);
    before = after;
  });
});
