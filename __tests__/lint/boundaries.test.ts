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
  // Nothing but the local server itself, scripts and tests reaches into supabase/local/.
  ['app/[locale]/boundary-probe.tsx', '@/supabase/local/db/database'],
  ['app/api/boundary-probe/route.ts', '../../../supabase/local/db/database'],
  ['components/sos/boundary-probe.tsx', '@/supabase/local/db/database'],
  ['components/ui/boundary-probe.tsx', '@/supabase/local/db/database'],
  ['lib/boundary-probe.ts', '@/supabase/local/db/database'],
  ['lib/zod.ts', '../supabase/local/db/database'],
  ['boundary-probe.ts', './supabase/local/db/database'],
  ['supabase/functions/boundary-probe/index.ts', '../../local/db/database'],
  ['supabase/functions/boundary-probe/index.ts', '@/supabase/local/db/database'],
  // Nor into payments/local/, the Stripe stand-in; and it imports nothing of the app.
  ['app/api/boundary-probe/route.ts', '@/payments/local/server'],
  ['lib/billing/boundary-probe.ts', '../../payments/local/server'],
  ['components/billing/boundary-probe.tsx', '@/payments/local/server'],
  ['payments/local/boundary-probe.ts', '@/lib/billing/sync'],
  ['payments/local/http/boundary-probe.ts', '../../../lib/routes'],
  ['payments/local/boundary-probe.ts', '@/supabase/local/server'],
  ['payments/local/tests/boundary-probe.test.ts', '@/lib/billing/sync'],
  // Browser-reachable code uses the jitless zod (kept in every block that sets the rule).
  ['lib/boundary-probe.ts', 'zod'],
  ['components/ui/boundary-probe.tsx', 'zod'],
  ['components/home/boundary-probe.tsx', 'zod'],
  ['app/boundary-probe.tsx', 'zod'],
  ['lib/boundary-probe.test.ts', 'zod'],
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
  // Names that merely contain a restricted word.
  ['lib/boundary-probe.ts', '@/lib/site-content/app-preview'],
  ['components/ui/boundary-probe.tsx', '@/lib/authentic'],
  // The files that wrap zod itself.
  ['lib/zod.ts', 'zod'],
  ['lib/env.ts', 'zod'],
  // The Stripe stand-in's own code, scripts and tests may use it.
  ['payments/local/http/boundary-probe.ts', '../core/ids'],
  ['payments/local/boundary-probe.ts', 'stripe'],
  ['scripts/boundary-probe.ts', '../payments/local/server'],
  ['supabase/tests/billing/boundary-probe.test.ts', '../../../payments/local/server'],
  // The local server's own code, scripts and tests may use it.
  ['supabase/local/boundary-probe.ts', './db/database'],
  ['supabase/local/auth/boundary-probe.ts', '../db/database'],
  ['scripts/boundary-probe.ts', '../supabase/local/db/database'],
  ['supabase/tests/boundary-probe.test.ts', '../local/db/database'],
  ['supabase/tests/helpers/boundary-probe.ts', '../../local/db/database'],
  ['__tests__/boundary-probe.test.ts', '@/supabase/local/db/database'],
  ['e2e/boundary-probe.ts', '../supabase/local/db/database'],
  ['lib/boundary-probe.test.ts', '@/supabase/local/db/database'],
  ['components/ui/boundary-probe.test.tsx', '@/supabase/local/db/database'],
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
