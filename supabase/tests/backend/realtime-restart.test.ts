import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeClients, makeClient, spawnLocalServer, SERVER_START_TIMEOUT_MS, uniqueEmail, waitFor, TEST_PASSWORD, type ChangePayload, type LocalServerProcess } from '../helpers';

jest.setTimeout(90_000);

let dir: string;
let server: LocalServerProcess | undefined;

afterAll(async () => {
  await closeClients();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('a subscribed client reconnects after the server restarts on the same database and gets later changes', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'local-supabase-restart-'));
  // PGlite in a directory (the `npm run dev` set-up), or the run's real PostgreSQL.
  const database = process.env.DATABASE_URL ?? path.join(dir, 'pglite');
  server = await spawnLocalServer({ database });
  const port = Number(new URL(server.url).port);

  const client = makeClient(server.publishableKey, {}, server);
  const email = uniqueEmail('restart');
  const { error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  expect(error).toBeNull();

  const received: ChangePayload[] = [];
  let subscribedCount = 0;
  client
    .channel('restart-notes')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'test_notes' }, (p) => received.push(p as ChangePayload))
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') subscribedCount += 1;
    });
  await waitFor(() => subscribedCount === 1, 10_000, 'first join');

  await server.stop();
  await waitFor(() => !client.realtime.isConnected(), 10_000, 'socket to drop');
  server = await spawnLocalServer({ database, port });
  // realtime-js reconnects on its own back-off (1 s, 2 s, 5 s…) and rejoins its channels.
  await waitFor(() => subscribedCount >= 2, 30_000, 'rejoin after restart');

  const { error: insertError } = await client.from('test_notes').insert({ title: 'after restart' });
  expect(insertError).toBeNull();
  await waitFor(() => received.length > 0, 10_000, 'change after restart');
  expect((received[0].new as Record<string, unknown>).title).toBe('after restart');
}, 2 * SERVER_START_TIMEOUT_MS);

it("keeps a migration's revoke after the restart: members still cannot call a service-role-only function", async () => {
  // `server` is the restarted one: start-up bootstrap must not re-grant what migrations revoked.
  const live = server as LocalServerProcess;
  const client = makeClient(live.publishableKey, {}, live);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('revoke'), password: TEST_PASSWORD });
  expect(error).toBeNull();
  const claim = await client.rpc('claim_first_admin', { target_user: data.user?.id });
  expect(claim.error?.code).toBe('42501');
});
