/** @jest-environment node */
/**
 * Production installs the root `dependencies` only (docs/architecture.md#layout): the local
 * stand-ins in packages/ and every other dev dependency are absent there. So every package the
 * code production runs imports must be one of them:
 * - the app (app/, components/, lib/, proxy.ts, next.config.ts) and supabase/functions/, dynamic
 *   imports included: Next bundles those, and hosted Supabase deploys the functions;
 * - `npm start`'s own scripts, from run-with-backend.ts and what it spawns whatever the backend
 *   (the SOS dispatcher, the Next server), with everything they statically import. A dynamic
 *   import there runs only on the branch that reaches it, which is how the local-only path loads
 *   a dev dependency; run-with-backend.ts spawns the stand-ins by `require.resolve` on that path.
 * Node built-ins, `@/` and relative paths, and type-only imports (erased by the compiler) are
 * not packages to install.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, importsOf, packageOf, sourcesUnder, staticClosure } from './production-imports';

const APP = [...['app', 'components', 'lib', 'supabase/functions'].flatMap(sourcesUnder), 'proxy.ts', 'next.config.ts'];
const START_SCRIPTS = staticClosure(['scripts/run-with-backend.ts', 'scripts/sos-dispatcher.ts', 'scripts/next-server.mjs']);

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const PRODUCTION = new Set(Object.keys(manifest.dependencies));

/** `file:line imports name` for every package `file` loads that production does not install. */
function missingFrom(file: string, text: string, withDynamic: boolean): string[] {
  return importsOf(file, text)
    .filter((found) => withDynamic || !found.dynamic)
    .flatMap(({ specifier, line }) => {
      const name = packageOf(specifier);
      return name && !PRODUCTION.has(name) ? [`${file}:${line} imports ${name}`] : [];
    });
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('what production runs imports only production dependencies', () => {
  it('finds the code it checks', () => {
    expect(APP).toEqual(expect.arrayContaining(['proxy.ts', 'lib/env.ts', 'supabase/functions/ai-chat/index.ts']));
    expect(APP.some((file) => /\.test\.|__tests__/.test(file))).toBe(false);
    // run-with-backend.ts's own static imports are followed.
    expect(START_SCRIPTS).toEqual(expect.arrayContaining(['scripts/local-stripe.ts', 'scripts/stripe-catalogue.ts', 'scripts/next-server.mjs']));
  });

  it('the app, its edge functions and its config', () => {
    expect(APP.flatMap((file) => missingFrom(file, read(file), true))).toEqual([]);
  });

  it("npm start's scripts and what they statically import", () => {
    expect(START_SCRIPTS.flatMap((file) => missingFrom(file, read(file), false))).toEqual([]);
  });

  // The checker itself, on made-up sources: a dev-only package must be caught in each form.
  it.each([
    ["import { startLocalServer } from '@ice-sos/supabase-local/server';", '@ice-sos/supabase-local'],
    ["import postgres from 'postgres';", 'postgres'],
    ["import 'kysely';", 'kysely'],
    ["export { SignJWT } from 'jose';", 'jose'],
    ["import Stripe, { type Stripe as S } from 'stripe-local-probe';", 'stripe-local-probe'],
    ["const toml = require('smol-toml');", 'smol-toml'],
    ["import lite = require('@supabase/lite');", '@supabase/lite'],
  ])('catches %s', (line, name) => {
    expect(missingFrom('lib/probe.ts', line, false)).toEqual([`lib/probe.ts:1 imports ${name}`]);
  });

  it.each([
    "import type { LocalServer } from '@ice-sos/supabase-local/server';",
    "import { type Sql } from 'postgres';",
    "export type { JWTPayload } from 'jose';",
    "import { readFile } from 'node:fs/promises';",
    "import path from 'path';",
    "import { env } from '@/lib/env';",
    "import { x } from '../lib/x';",
    "import { z } from 'zod/mini';",
    "import { createClient } from '@supabase/supabase-js';",
  ])('lets %s pass', (line) => {
    expect(missingFrom('lib/probe.ts', line, true)).toEqual([]);
  });

  it('checks dynamic imports in the app, not on a start script branch', () => {
    const text = "export async function local() { return import('@ice-sos/stripe-local/server'); }";
    expect(missingFrom('lib/probe.ts', text, true)).toEqual(['lib/probe.ts:1 imports @ice-sos/stripe-local']);
    expect(missingFrom('scripts/probe.ts', text, false)).toEqual([]);
  });
});
