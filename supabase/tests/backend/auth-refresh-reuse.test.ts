/**
 * Issue 17, item 4: a rotated refresh token is accepted again only within
 * refresh_token_reuse_interval (10 s, supabase/config.toml); later, it is taken for stolen and the
 * whole session's tokens are revoked, as GoTrue does.
 */
import { closeClients, newUserClient, testServer } from '../helpers';

afterAll(closeClients);

async function refresh(token: string): Promise<{ status: number; body: { refresh_token?: string; access_token?: string; code?: string; message?: string } }> {
  const response = await fetch(`${testServer().url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: testServer().publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: response.status, body: await response.json() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('accepts a retry of a rotated token within the interval, then revokes the session when it comes back later', async () => {
  const { session } = await newUserClient();
  const first = session.refresh_token;
  const rotated = await refresh(first);
  expect(rotated.status).toBe(200);
  const second = rotated.body.refresh_token!;
  expect(second).not.toBe(first);

  // A client that lost the answer retries at once: it gets the same replacement.
  const retry = await refresh(first);
  expect(retry.status).toBe(200);
  expect(retry.body.refresh_token).toBe(second);

  await sleep(10_500);
  const replay = await refresh(first);
  expect(replay.status).toBe(400);
  expect(replay.body.code).toBe('refresh_token_already_used');
  expect(replay.body.access_token).toBeUndefined();
  // The whole session is gone: its newest token refreshes nothing either.
  const victim = await refresh(second);
  expect(victim.status).toBe(400);
  expect(victim.body.access_token).toBeUndefined();
}, 30_000);

it('leaves an unrotated token and unknown tokens to the usual answers', async () => {
  const { session } = await newUserClient();
  expect((await refresh(session.refresh_token)).status).toBe(200);
  const unknown = await refresh('not-a-token');
  expect(unknown.status).toBe(400);
});
