import { spawnLocalServer, type LocalServerProcess, type SpawnOptions, type TestServerInfo } from './local-server-process';

/** Env vars through which the Jest globalSetup hands the shared server to every test file. */
const ENV_URL = 'SUPABASE_TEST_URL';
const ENV_PUBLISHABLE = 'SUPABASE_TEST_PUBLISHABLE_KEY';
const ENV_SECRET = 'SUPABASE_TEST_SECRET_KEY';
const ENV_JWT_SECRET = 'SUPABASE_TEST_JWT_SECRET';

export function exposeTestServer(info: TestServerInfo): void {
  process.env[ENV_URL] = info.url;
  process.env[ENV_PUBLISHABLE] = info.publishableKey;
  process.env[ENV_SECRET] = info.secretKey;
  process.env[ENV_JWT_SECRET] = info.jwtSecret;
}

/** The shared local server of this test run (started by the backend project's globalSetup). */
export function testServer(): TestServerInfo {
  const url = process.env[ENV_URL];
  const publishableKey = process.env[ENV_PUBLISHABLE];
  const secretKey = process.env[ENV_SECRET];
  const jwtSecret = process.env[ENV_JWT_SECRET];
  if (!url || !publishableKey || !secretKey || !jwtSecret) {
    throw new Error(
      'No local Supabase test server. Run the backend Jest project (its globalSetup starts one) ' +
        'or call `await startTestServer()` in beforeAll.',
    );
  }
  return { url, publishableKey, secretKey, jwtSecret };
}

/**
 * Starts a dedicated server (e.g. for a restart test or a file run on its own) and makes it the
 * one `testServer()` and the client helpers use in this process. Stop it in afterAll.
 */
export async function startTestServer(options: SpawnOptions = {}): Promise<LocalServerProcess> {
  const server = await spawnLocalServer(options);
  exposeTestServer(server);
  return server;
}
