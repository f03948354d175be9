/**
 * A server on a database it has just set up takes its first requests all at once, as it does when
 * `npm run dev` starts with the app's pages already open. lite grants its API roles what row-level
 * security needs on the first request that runs as one of them; two at once both granted, and on
 * PostgreSQL one answered 500 ("tuple concurrently updated"). The local server now does it once
 * before it takes requests (packages/supabase-local/lite-app.ts, grantLiteRolesOnce).
 *
 * A database of its own: on one whose grants are already in place the race did not show. On the
 * PostgreSQL pass that is a new database in the run's cluster; on the PGlite pass, memory.
 */
import postgres from 'postgres';
import { closeClients, makeClient, spawnLocalServer, SERVER_START_TIMEOUT_MS, type LocalServerProcess } from '../helpers';

jest.setTimeout(2 * SERVER_START_TIMEOUT_MS);

const clusterUrl = process.env.DATABASE_URL;
const databaseName = `first_requests_${process.pid}`;
let server: LocalServerProcess | undefined;

afterAll(async () => {
  await closeClients();
  await server?.stop();
  if (clusterUrl) {
    const admin = postgres(clusterUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

it('answers the first requests of a new server, sent all at once, without a 500', async () => {
  let database = 'memory://';
  if (clusterUrl) {
    const admin = postgres(clusterUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(clusterUrl);
    url.pathname = `/${databaseName}`;
    database = url.toString();
  }
  server = await spawnLocalServer({ database });
  const admin = makeClient(server.secretKey, {}, server);
  const visitor = makeClient(server.publishableKey, {}, server);
  const reads = await Promise.all([
    ...Array.from({ length: 8 }, () => admin.from('profiles').select('user_id').limit(1)),
    ...Array.from({ length: 8 }, () => visitor.from('subscription_plans').select('id').limit(1)),
  ]);
  expect(reads.map(({ error, status }) => ({ error, status }))).toEqual(Array(16).fill({ error: null, status: 200 }));
});
