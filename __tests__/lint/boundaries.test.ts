/** @jest-environment node */
/**
 * The import boundaries of eslint.config.mjs (docs/architecture.md#conventions), checked with
 * ESLint itself: one-line files placed at made-up paths in each area, linted with the project's
 * real config. A forbidden import must be an error; an allowed one must pass.
 */
import { ESLint, type Linter } from 'eslint';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain .mjs without type declarations
const config = (require('../../eslint.config.mjs') as { default: Linter.Config[] }).default;

const ROOT = path.resolve(__dirname, '..', '..');
// The config is handed over rather than found on disk: ESLint loads eslint.config.mjs with a
// dynamic import(), which Jest's module sandbox does not allow.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

/** The no-restricted-imports errors for `specifier` imported from a file at `file`. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2).map((m) => m.message);
}

type Case = [file: string, specifier: string];

const FORBIDDEN: Case[] = [
  // lib/ is below components/ and app/.
  ['lib/boundary-probe.ts', '@/components/ui/button'],
  ['lib/boundary-probe.ts', '@/components/auth/auth-provider'],
  ['lib/data/boundary-probe.ts', '@/app/[locale]/layout'],
  ['lib/boundary-probe.ts', '../components/ui/button'],
  ['lib/sos/boundary-probe.ts', '../../app/robots'],
  ['lib/boundary-probe.test.ts', '@/components/ui/button'],
  ['lib/zod.ts', '@/components/ui/button'],
  // components/ is below app/.
  ['components/home/boundary-probe.tsx', '@/app/[locale]/layout'],
  ['components/home/boundary-probe.tsx', '../../app/robots'],
  ['components/ui/boundary-probe.tsx', '@/app/robots'],
  // components/ui/ holds primitives: no data, auth or server code.
  ['components/ui/boundary-probe.tsx', '@/lib/data/family'],
  ['components/ui/boundary-probe.tsx', '@/lib/supabase/client'],
  ['components/ui/boundary-probe.tsx', '@/lib/actions/safe-action'],
  ['components/ui/boundary-probe.tsx', '@/lib/auth/role'],
  ['components/ui/boundary-probe.tsx', '@/lib/notify/channels'],
  ['components/ui/boundary-probe.tsx', '../../lib/data/family'],
  ['components/ui/boundary-probe.test.tsx', '@/lib/auth/role'],
  // The app (app/, components/, lib/, supabase/functions/, proxy.ts, next.config.ts) never imports
  // the local Supabase server (packages/supabase-local), by package name or by path.
  ['app/[locale]/boundary-probe.tsx', '@ice-sos/supabase-local/server'],
  ['app/[locale]/boundary-probe.tsx', '@/packages/supabase-local/db/database'],
  ['app/api/boundary-probe/route.ts', '../../../packages/supabase-local/db/database'],
  ['components/sos/boundary-probe.tsx', '@ice-sos/supabase-local/constants'],
  ['components/ui/boundary-probe.tsx', '@ice-sos/supabase-local/db/database'],
  ['lib/boundary-probe.ts', '@ice-sos/supabase-local/server'],
  ['lib/boundary-probe.ts', '@/packages/supabase-local/db/database'],
  ['lib/zod.ts', '../packages/supabase-local/db/database'],
  ['boundary-probe.ts', './packages/supabase-local/db/database'],
  ['proxy.ts', '@ice-sos/supabase-local/constants'],
  ['next.config.ts', '@ice-sos/supabase-local/constants'],
  ['supabase/functions/boundary-probe/index.ts', '../../../packages/supabase-local/db/database'],
  ['supabase/functions/boundary-probe/index.ts', '@ice-sos/supabase-local/db/database'],
  // Nor the Stripe stand-in (packages/stripe-local).
  ['app/api/boundary-probe/route.ts', '@ice-sos/stripe-local/server'],
  ['lib/billing/boundary-probe.ts', '../../packages/stripe-local/server'],
  ['lib/billing/boundary-probe.ts', '@ice-sos/stripe-local/server'],
  ['components/billing/boundary-probe.tsx', '@ice-sos/stripe-local/server'],
  // The packages import nothing of the app, and reach into each other by no path.
  ['packages/stripe-local/boundary-probe.ts', '@/lib/billing/sync'],
  ['packages/stripe-local/http/boundary-probe.ts', '../../../lib/routes'],
  ['packages/stripe-local/boundary-probe.ts', '@/packages/supabase-local/server'],
  ['packages/stripe-local/boundary-probe.ts', '../supabase-local/server'],
  ['packages/stripe-local/tests/boundary-probe.test.ts', '@/lib/billing/sync'],
  ['packages/supabase-local/boundary-probe.ts', '@/lib/env'],
  ['packages/supabase-local/db/boundary-probe.ts', '../../../supabase/tests/helpers'],
  ['packages/supabase-local/auth/mfa/boundary-probe.ts', '../../../../scripts/local-stripe'],
  ['packages/supabase-local/realtime/boundary-probe.ts', '../../../components/ui/button'],
  ['packages/supabase-local/tests/boundary-probe.test.ts', '../../../app/robots'],
  // Browser-reachable code uses the jitless zod (kept in every block that sets the rule).
  ['lib/boundary-probe.ts', 'zod'],
  ['components/ui/boundary-probe.tsx', 'zod'],
  ['components/home/boundary-probe.tsx', 'zod'],
  ['app/boundary-probe.tsx', 'zod'],
  ['lib/boundary-probe.test.ts', 'zod'],
  ['lib/boundary-probe.ts', 'zod/mini'],
  ['components/sos/boundary-probe.tsx', 'zod/mini'],
];

const ALLOWED: Case[] = [
  // Downwards is fine: app → components → lib.
  ['app/[locale]/boundary-probe.tsx', '@/components/home/hero'],
  ['app/[locale]/boundary-probe.tsx', '@/lib/data/family'],
  ['components/home/boundary-probe.tsx', '@/components/ui/button'],
  ['components/home/boundary-probe.tsx', '@/lib/data/family'],
  ['components/home/boundary-probe.tsx', '@/lib/auth/role'],
  ['components/ui/boundary-probe.tsx', '@/lib/cn'],
  ['components/ui/boundary-probe.tsx', './button'],
  ['lib/boundary-probe.ts', '@/lib/routes'],
  ['lib/data/boundary-probe.ts', '../routes'],
  ['lib/data/boundary-probe.ts', './family'],
  ['lib/boundary-probe.ts', '@/lib/zod'],
  ['lib/boundary-probe.ts', '@/lib/zod-mini'],
  // Names that merely contain a restricted word.
  ['lib/boundary-probe.ts', '@/lib/site-content/app-preview'],
  ['components/ui/boundary-probe.tsx', '@/lib/authentic'],
  // The files that wrap zod itself.
  ['lib/zod.ts', 'zod'],
  ['lib/env.ts', 'zod'],
  ['lib/zod-mini-api.ts', 'zod/mini'],
  // The Stripe stand-in's own code, scripts and tests may use it.
  ['packages/stripe-local/http/boundary-probe.ts', '../core/ids'],
  ['packages/stripe-local/boundary-probe.ts', 'stripe'],
  ['packages/stripe-local/tests/boundary-probe.test.ts', '../server'],
  ['scripts/boundary-probe.ts', '@ice-sos/stripe-local/server'],
  ['supabase/tests/billing/boundary-probe.test.ts', '@ice-sos/stripe-local/server'],
  // The local server's own code, scripts and tests may use it.
  ['packages/supabase-local/boundary-probe.ts', './db/database'],
  ['packages/supabase-local/auth/boundary-probe.ts', '../db/database'],
  ['packages/supabase-local/tests/boundary-probe.test.ts', '../realtime/row-filter'],
  ['packages/supabase-local/boundary-probe.ts', '@supabase/lite'],
  ['scripts/boundary-probe.ts', '@ice-sos/supabase-local/db/database'],
  ['scripts/bench-sos/boundary-probe.ts', '@ice-sos/supabase-local/server'],
  ['supabase/tests/boundary-probe.test.ts', '@ice-sos/supabase-local/constants'],
  ['supabase/tests/helpers/boundary-probe.ts', '@ice-sos/supabase-local/mail/mailbox'],
  ['__tests__/boundary-probe.test.ts', '@ice-sos/supabase-local/db/database'],
  ['e2e/boundary-probe.ts', '@ice-sos/supabase-local/constants'],
  ['lib/boundary-probe.test.ts', '@ice-sos/supabase-local/db/database'],
  ['components/ui/boundary-probe.test.tsx', '@ice-sos/supabase-local/db/database'],
  ['supabase/functions/boundary-probe/index.ts', '../_shared/cors'],
];

describe('import boundaries (eslint.config.mjs)', () => {
  it.each(FORBIDDEN)('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toHaveLength(1);
  });

  it.each(ALLOWED)('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });

  it('explains why, in the error itself', async () => {
    const [message] = await boundaryErrors('components/ui/boundary-probe.tsx', '@/lib/data/family');
    expect(message).toContain('primitives only');
  });
});

/** The no-restricted-syntax errors for `code` in a file at `file`: the database-call rule (docs/architecture.md#live-data). */
async function databaseCallErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.severity === 2).map((m) => m.message);
}

const PROFILE_READ = "export const probe = (supabase) => supabase.from('profiles').select('role');";

const QUERY_FORBIDDEN: [file: string, code: string][] = [
  ['app/[locale]/boundary-probe/page.tsx', PROFILE_READ],
  ['components/home/boundary-probe.tsx', PROFILE_READ],
  ['lib/billing/boundary-probe.ts', PROFILE_READ],
  ['lib/boundary-probe.ts', PROFILE_READ],
  ['proxy.ts', PROFILE_READ],
  ['components/home/boundary-probe.tsx', "export const probe = (supabase) => supabase.rpc('raise_sos');"],
  ['lib/notify/boundary-probe.ts', "export const probe = (admin) => admin.schema('private').select('id');"],
  // Whatever the client is called, and however it is reached.
  ['app/api/boundary-probe/route.ts', "export const probe = async () => (await createClient()).from('orders').select('id');"],
];

const QUERY_ALLOWED: [file: string, code: string][] = [
  ['lib/data/boundary-probe.ts', PROFILE_READ],
  ['lib/actions/boundary-probe.ts', PROFILE_READ],
  ['lib/data/boundary-probe.ts', "export const probe = (supabase) => supabase.rpc('my_sos_alert_links');"],
  // Tests set up rows directly.
  ['components/home/boundary-probe.test.tsx', PROFILE_READ],
  ['lib/billing/boundary-probe.test.ts', PROFILE_READ],
  // The built-ins with a `from` of their own.
  ['components/home/boundary-probe.tsx', 'export const probe = (items) => Array.from(items);'],
  ['components/home/boundary-probe.tsx', "export const probe = (text) => Buffer.from(text, 'base64');"],
  ['components/home/boundary-probe.tsx', 'export const probe = (bytes) => Uint8Array.from(bytes);'],
  ['components/home/boundary-probe.tsx', 'export const probe = (pairs) => Object.fromEntries(pairs);'],
];

describe('database calls only in lib/data and lib/actions (eslint.config.mjs)', () => {
  it.each(QUERY_FORBIDDEN)('%s may not run %s', async (file, code) => {
    expect(await databaseCallErrors(file, code)).toHaveLength(1);
  });

  it.each(QUERY_ALLOWED)('%s may run %s', async (file, code) => {
    expect(await databaseCallErrors(file, code)).toEqual([]);
  });

  it('says where the query goes instead', async () => {
    const [message] = await databaseCallErrors('components/home/boundary-probe.tsx', PROFILE_READ);
    expect(message).toContain('lib/data/');
  });
});

/** The no-restricted-imports errors for `code` in a file at `file`. */
async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [test, expect];\n`, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2).map((m) => m.message);
}

describe('end-to-end specs take test from e2e/support/test.ts (eslint.config.mjs)', () => {
  it.each([
    ['e2e/boundary-probe.spec.ts', "import { expect, test } from '@playwright/test';"],
    ['e2e/support/boundary-probe.ts', "import { test as setup, expect } from '@playwright/test';"],
  ])('%s may not run %s', async (file, code) => {
    expect(await importErrors(file, code)).toEqual([expect.stringContaining('closes the browser contexts a test opens')]);
  });

  it.each([
    ['e2e/boundary-probe.spec.ts', "import { expect, test } from './support/test';"],
    ['e2e/boundary-probe.spec.ts', "import { expect, type Page } from '@playwright/test';\nconst test = 1;"],
    ['e2e/support/test.ts', "import { test, expect } from '@playwright/test';"],
  ])('%s may run %s', async (file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });
});
