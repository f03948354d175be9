/** Helpers for backend tests against the local Supabase-compatible server (packages/supabase-local/README.md). */
export { testServer, startTestServer } from './test-server';
export { spawnLocalServer, SERVER_START_TIMEOUT_MS, TEST_SERVER_DEFAULTS, type TestServerInfo, type LocalServerProcess, type SpawnOptions } from './local-server-process';
export { anonClient, serviceClient, newUserClient, signInAs, uniqueEmail, makeClient, closeClients, TEST_PASSWORD, type SignedInUser } from './clients';
export { signTestJwt } from './tokens';
export { subscribeAndWait, waitFor, type ChangePayload } from './realtime';
export { readMailbox, clearMailbox, firstLink, type MailboxMessage } from './mailbox';
export { passSecondFactor } from './second-factor';
