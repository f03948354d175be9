import { spawnLocalServer, type LocalServerProcess } from './local-server-process';
import { exposeTestServer } from './test-server';

/** Jest globalSetup of the backend project: one local server (PGlite in memory, or $DATABASE_URL). */
export default async function globalSetup(): Promise<void> {
  const server = await spawnLocalServer();
  exposeTestServer(server);
  (globalThis as { __LOCAL_SUPABASE__?: LocalServerProcess }).__LOCAL_SUPABASE__ = server;
}
