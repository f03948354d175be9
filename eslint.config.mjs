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
const JITLESS_ZOD_MINI = { name: 'zod/mini', message: "Import { z } from '@/lib/zod-mini' instead." };

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
// The workspace packages, by name or by a path into packages/ (from the root, ./packages/…).
const NO_LOCAL_SERVER = {
  regex: '^@ice-sos/|^(@/|\\./|(\\.\\./)+)packages(/|$)',
  message: 'packages/ (@ice-sos/supabase-local, @ice-sos/stripe-local) holds the local stand-ins for Supabase and Stripe, dev dependencies only: the app talks to them only over HTTP, like to the hosted services.',
};
// The stand-ins are sealed the other way too: they know nothing of the app they serve (`@/` is the
// app's root), nor reach into each other by path (what one needs of another is a named dependency).
const NO_APP_CODE = {
  regex: '^(@/|(\\.\\./)+(app|components|lib|scripts|supabase|packages|supabase-local|stripe-local)(/|$))',
  message: 'packages/ holds sealed stand-ins for Supabase and Stripe: they may not import the app, only node built-ins and packages.',
};

/** Tests (and the tools they drive) may start and inspect the local server. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '__tests__/**', 'e2e/**', 'supabase/tests/**'];
const MAY_IMPORT_LOCAL_SERVER = ['packages/**', 'scripts/**', ...TESTS];

const SOURCE = '**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}';

/**
 * The areas, disjoint: files, files excluded, what they may not import by exact name (`paths`)
 * and by pattern. The local-server restriction is added below for everything but its allowed users.
 */
const AREAS = [
  { files: ['lib/**'], ignores: ['lib/zod.ts', 'lib/zod-api.ts', 'lib/zod-mini.ts', 'lib/zod-mini-api.ts', 'lib/env.ts'], paths: [JITLESS_ZOD, JITLESS_ZOD_MINI], patterns: [NO_APP_OR_COMPONENTS] },
  // The files that wrap zod itself.
  { files: ['lib/zod.ts', 'lib/zod-api.ts', 'lib/zod-mini.ts', 'lib/zod-mini-api.ts', 'lib/env.ts'], ignores: [], paths: [], patterns: [NO_APP_OR_COMPONENTS] },
  { files: ['components/ui/**'], ignores: [], paths: [JITLESS_ZOD, JITLESS_ZOD_MINI], patterns: [NO_APP, NO_DATA_OR_SERVER] },
  { files: ['components/**'], ignores: ['components/ui/**'], paths: [JITLESS_ZOD, JITLESS_ZOD_MINI], patterns: [NO_APP] },
  { files: ['app/**'], ignores: [], paths: [JITLESS_ZOD, JITLESS_ZOD_MINI], patterns: [] },
  { files: ['supabase/**'], ignores: [], paths: [], patterns: [] },
  { files: ['packages/**'], ignores: [], paths: [], patterns: [NO_APP_CODE] },
  // Everything else: proxy.ts, next.config.ts, …
  { files: [SOURCE], ignores: ['lib/**', 'components/**', 'app/**', 'supabase/**', 'packages/**'], paths: [], patterns: [] },
];

function restrict(paths, patterns) {
  return { 'no-restricted-imports': ['error', { paths, patterns }] };
}

const boundaries = AREAS.flatMap(({ files, ignores, paths, patterns }) => [
  // The area's own code: its rules, and no local server.
  { files, ignores: [...ignores, ...MAY_IMPORT_LOCAL_SERVER], rules: restrict(paths, [...patterns, NO_LOCAL_SERVER]) },
  // Tests within the area (a file must match both globs of a pair): the same rules, but the local
  // server is allowed.
  ...(paths.length + patterns.length > 0
    ? [{ files: files.flatMap((area) => MAY_IMPORT_LOCAL_SERVER.map((allowed) => [area, allowed])), ignores, rules: restrict(paths, patterns) }]
    : []),
]);

/*
 * Database calls (docs/architecture.md#live-data): pages, components and the rest of lib/ reach the
 * database only through lib/data/ (reads, and the server jobs' plain writes, each a named function
 * taking the client) and lib/actions/ (writes). A member call `.from(`, `.rpc(` or `.schema(` anywhere
 * else is an error, except `.from(` on the built-ins that have one (Array.from, Buffer.from, the typed
 * arrays, …). No other block sets no-restricted-syntax for these files; one that did would replace
 * this rule's selectors for the files both match (flat config replaces a rule's options).
 * __tests__/lint/boundaries.test.ts checks it.
 */
const BUILT_INS_WITH_FROM = [
  'Array', 'Buffer', 'Iterator', 'ReadableStream',
  'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
  'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
];
const DATABASE_CALL_MESSAGE =
  'Query the database in a named function in lib/data/<feature>.ts that takes the Supabase client (or in a lib/actions/ module for a write), and call that instead.';
const databaseCalls = {
  files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
  ignores: ['lib/data/**', 'lib/actions/**', ...TESTS],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(rpc|schema)$/]", message: DATABASE_CALL_MESSAGE },
      {
        selector: `CallExpression[callee.type='MemberExpression'][callee.property.name='from']:not([callee.object.name=/^(${BUILT_INS_WITH_FROM.join('|')})$/])`,
        message: DATABASE_CALL_MESSAGE,
      },
    ],
  },
};

/*
 * End-to-end specs take `test` from e2e/support/test.ts, which closes every browser context a test
 * opened itself; Playwright's own `test` would leave such a context running through the worker's
 * later tests. No area above restricts imports in e2e/, so this block is the only one there.
 */
const playwrightTest = {
  files: ['e2e/**/*.ts'],
  ignores: ['e2e/support/test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@playwright/test',
            importNames: ['test'],
            message: "Import { test, expect } from './support/test' (or '../support/test'): it closes the browser contexts a test opens.",
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...boundaries,
  playwrightTest,
  databaseCalls,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'tmp/**'],
  },
];

export default config;
