import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/*
 * Import boundaries (docs/architecture.md#conventions), all through `no-restricted-imports`.
 * In flat config a later block that sets a rule REPLACES that rule's options for the files it
 * matches, so the areas below never overlap: each file gets exactly one block holding every
 * restriction that applies to it. __tests__/lint/boundaries.test.ts checks each rule.
 */

// Browser-reachable code must use the jitless zod instance (the CSP forbids eval).
const JITLESS_ZOD = { name: 'zod', message: "Import { z } from '@/lib/zod' instead." };

// Relative paths are matched too (any number of ../); none of these folder names exists lower down.
const NO_APP_OR_COMPONENTS = {
  regex: '^(@/|(\\.\\./)+)(components|app)(/|$)',
  message: 'lib/ is below components/ and app/: move what both need into lib/ instead.',
};
const NO_APP = {
  regex: '^(@/|(\\.\\./)+)app(/|$)',
  message: 'components/ is below app/: move what both need into components/ or lib/ instead.',
};
const NO_DATA_OR_SERVER = {
  regex: '^(@/|(\\.\\./)+)lib/(data|supabase|actions|auth|notify)(/|$)',
  message: 'components/ui/ holds primitives only: no data, auth or server code. Pass what they show as props.',
};
const NO_LOCAL_SERVER = {
  regex: '(^|/)(supabase|payments)/local(/|$)',
  message: 'supabase/local/ and payments/local/ are the local stand-ins for Supabase and Stripe: the app talks to them only over HTTP, like to the hosted services.',
};
// The Stripe stand-in is sealed the other way too: it knows nothing of the app it serves.
const NO_APP_CODE = {
  regex: '^(@/|(\\.\\./)+)(app|components|lib|scripts|supabase)(/|$)',
  message: 'payments/local/ is a sealed stand-in for Stripe: it may not import the app, only node built-ins and packages.',
};
// From inside supabase/ (functions, seeds), the local server is reachable as ../local/… too.
const NO_LOCAL_SERVER_NEARBY = { ...NO_LOCAL_SERVER, regex: '^(\\.\\./)+local(/|$)' };

/** Tests (and the tools they drive) may start and inspect the local server. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '__tests__/**', 'e2e/**', 'supabase/tests/**'];
const MAY_IMPORT_LOCAL_SERVER = ['supabase/local/**', 'payments/local/**', 'scripts/**', ...TESTS];

const SOURCE = '**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}';

/**
 * The areas, disjoint: files, files excluded, what they may not import by exact name (`paths`)
 * and by pattern. The local-server restriction is added below for everything but its allowed users.
 */
const AREAS = [
  { files: ['lib/**'], ignores: ['lib/zod.ts', 'lib/env.ts'], paths: [JITLESS_ZOD], patterns: [NO_APP_OR_COMPONENTS] },
  // The two files that wrap zod itself.
  { files: ['lib/zod.ts', 'lib/env.ts'], ignores: [], paths: [], patterns: [NO_APP_OR_COMPONENTS] },
  { files: ['components/ui/**'], ignores: [], paths: [JITLESS_ZOD], patterns: [NO_APP, NO_DATA_OR_SERVER] },
  { files: ['components/**'], ignores: ['components/ui/**'], paths: [JITLESS_ZOD], patterns: [NO_APP] },
  { files: ['app/**'], ignores: [], paths: [JITLESS_ZOD], patterns: [] },
  { files: ['supabase/**'], ignores: ['supabase/local/**'], paths: [], patterns: [], localServer: [NO_LOCAL_SERVER_NEARBY] },
  { files: ['payments/**'], ignores: [], paths: [], patterns: [NO_APP_CODE] },
  // Everything else: proxy.ts, next.config.ts, …
  { files: [SOURCE], ignores: ['lib/**', 'components/**', 'app/**', 'supabase/**', 'payments/**'], paths: [], patterns: [] },
];

function restrict(paths, patterns) {
  return { 'no-restricted-imports': ['error', { paths, patterns }] };
}

const boundaries = AREAS.flatMap(({ files, ignores, paths, patterns, localServer = [] }) => [
  // The area's own code: its rules, and no local server.
  { files, ignores: [...ignores, ...MAY_IMPORT_LOCAL_SERVER], rules: restrict(paths, [...patterns, NO_LOCAL_SERVER, ...localServer]) },
  // Tests within the area (a file must match both globs of a pair): the same rules, but the local
  // server is allowed.
  ...(paths.length + patterns.length > 0
    ? [{ files: files.flatMap((area) => MAY_IMPORT_LOCAL_SERVER.map((allowed) => [area, allowed])), ignores, rules: restrict(paths, patterns) }]
    : []),
]);

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...boundaries,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'tmp/**'],
  },
];

export default config;
