import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, resolveChromiumPath, resolveFullChromiumPath } from './e2e/browser';

// PORT moves the app (and NEXT_PUBLIC_SUPABASE_URL the local server, at build and start) so two
// copies of the project can run their end-to-end tests side by side.
const port = process.env.PORT ?? '3000';
const baseURL = `http://localhost:${port}`;

/**
 * Tests tagged @exclusive change data that every other test reads (a product's status, the
 * regional service, the homepage's site content). They run in their own project, after all the
 * others and one at a time, so no test ever sees their temporary state.
 */
const EXCLUSIVE = /@exclusive/;

/**
 * The specs about our service worker (push, Background Sync) need the full browser: the headless
 * shell the other tests run in has neither API (e2e/browser.ts).
 */
const SERVICE_WORKER_SPECS = /(push|offline-sos|sos-shell)\.spec\.ts/;

// End-to-end tests run against the production build (`next start`) and the local Supabase-
// compatible server, started together by `npm start`. Use localhost, never 127.0.0.1: next-intl's
// rewrite loops on the latter (docs/architecture.md#known-traps).
export default defineConfig({
  testDir: './e2e',
  // Every test is independent (fresh accounts, or a saved persona session it never ends), so
  // tests of one file spread over the workers too.
  fullyParallel: true,
  // CI machines have 2 cores, which the app server and the local Supabase server share with the
  // browsers. 3 workers were no faster than 2 (the accessibility file: 4.3 vs 4.6 min, within the
  // noise of a shared machine) and leave the servers less CPU, so 2. Locally Playwright's default
  // (half the cores).
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Budgets per step, not per journey: every expectation, click and navigation has its own limit
  // (15 s, 15 s, 30 s), so a real hang fails at the step that hangs. The test's own limit is only a
  // backstop, set so that a journey of many steps fits on a machine where another process keeps a
  // core busy: a fixed 30 s failed the long journeys there (Emma's registration, the catalogue
  // translation at 30.6 s) while every step of theirs was fine. Journeys that need more still say
  // so in their file. Speed is measured by the npm run bench:* scripts, never asserted here.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Our service worker installs itself on a visitor's first page and then downloads the offline
    // SOS screen in three languages and its files: once for a real visitor, but once per test here,
    // where every test is a new browser. That made the suite minutes slower, so tests run without
    // it; the specs about it (push.spec.ts, offline-sos.spec.ts) allow it.
    serviceWorkers: 'block',
    // A test that fails is run again (retries: 1 on CI), and that retry records a trace (actions,
    // DOM snapshots, network, console): a failure that repeats keeps it, a flaky one too. First
    // runs record nothing: recording every test to keep the failed ones' traces
    // ('retain-on-failure') cost the whole suite's CPU — the route walk, auth and billing specs took
    // 4.9 min with it and 3.8 min without (issue 45). No screencast either: it makes Chromium draw
    // and encode a JPEG of every frame (53 tests: 192 s with it, 125 s without; issue 24).
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: { executablePath: resolveChromiumPath(), args: chromiumArgs },
  },
  projects: [
    // Signs in each seeded persona once and saves its state to e2e/.auth (support/personas.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      dependencies: ['setup'],
      grepInvert: EXCLUSIVE,
      testIgnore: SERVICE_WORKER_SPECS,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'full-chromium',
      dependencies: ['setup'],
      testMatch: SERVICE_WORKER_SPECS,
      grepInvert: EXCLUSIVE,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: resolveFullChromiumPath(), args: chromiumArgs } },
    },
    {
      name: 'exclusive',
      dependencies: ['chromium', 'full-chromium'],
      grep: EXCLUSIVE,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // A fresh in-memory database for every run, so tests never depend on leftovers.
    // Every test signs in from this one address: auth rate limits ×1000 (a backend test proves the real ones).
    // The status page's synthetic alarm is off: its alarms every minute would land in the tests'
    // outbox and admin lists (the status page's specs read its shape, not its figures).
    env: { SUPABASE_LOCAL_DATA_DIR: 'memory://', NEXT_TELEMETRY_DISABLED: '1', SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE: '1000', STATUS_PROBE_INTERVAL_MS: '0' },
  },
});
