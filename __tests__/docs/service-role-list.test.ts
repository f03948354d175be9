/** @jest-environment node */
/**
 * The list under docs/architecture.md#who-uses-the-service-role names every module that imports
 * `createAdminClient` (lib/supabase/admin.ts, the client that bypasses RLS), each with why it must.
 * This compares the list with the code both ways: a module that imports it without a line, and a
 * line for a module that no longer imports it, both fail, by name. Tests are left out (they may use
 * the service role to set up and check data), and so is lib/supabase/admin.ts itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const HEADING = '### Who uses the service role';
const ADMIN_MODULE = 'lib/supabase/admin';
/** Where app code lives (docs/architecture.md#layout), and the one file at the top that runs on requests. */
const CODE_ROOTS = ['app', 'lib', 'components', 'scripts', 'supabase/functions'];
const TOP_LEVEL_FILES = ['proxy.ts'];
const CODE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const TEST_FILE = /\.test\.[^/]+$/;

type ListEntry = { path: string; reason: string };
type ParsedList = { entries: ListEntry[]; malformed: string[] };

/**
 * The section's list items, `- \`path\`: why`, each possibly wrapped onto indented lines. Anything
 * else that starts like an item is returned as malformed, so a typo cannot drop a line silently.
 */
function parseServiceRoleList(markdown: string): ParsedList {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === HEADING);
  if (start === -1) return { entries: [], malformed: [`no "${HEADING}" heading`] };
  const end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
  const items: string[] = [];
  let item: string | null = null;
  for (const line of lines.slice(start + 1, end === -1 ? undefined : end)) {
    if (item !== null && /^\s{2,}\S/.test(line)) {
      item += ` ${line.trim()}`;
      continue;
    }
    if (item !== null) items.push(item);
    item = line.startsWith('- ') ? line : null;
  }
  if (item !== null) items.push(item);
  const entries: ListEntry[] = [];
  const malformed: string[] = [];
  for (const item of items) {
    const match = /^- `([^`\s]+)`: (\S.*)$/.exec(item);
    if (match) entries.push({ path: match[1], reason: match[2] });
    else malformed.push(item);
  }
  return { entries, malformed };
}

/** The module specifiers a file really imports: static (not type-only), re-exported, dynamic or required. */
function importedSpecifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bimport\s+(type\s+)?(?:[\w$*{},\s]+?\s+from\s*)?(['"])([^'"]+)\2/g,
    /\bexport\s+(type\s+)?(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*(['"])([^'"]+)\2/g,
    /\b(?:import|require)\s*\(\s*()(['"])([^'"]+)\2\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) if (!match[1]) found.push(match[3]);
  }
  return found;
}

/** Whether `file` (repository-relative) imports lib/supabase/admin, by the `@/` alias or a relative path. */
function importsAdminClient(file: string, text: string): boolean {
  return importedSpecifiers(text).some((specifier) => {
    const target = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.posix.join(path.posix.dirname(file), specifier)
        : null;
    return target !== null && target.replace(/\.(?:[cm]?[jt]s|tsx)$/, '') === ADMIN_MODULE;
  });
}

/** Both directions of a mismatch between the list and the importers. */
function compareList(listed: string[], importers: string[]): { unlisted: string[]; stale: string[]; duplicated: string[] } {
  return {
    unlisted: importers.filter((file) => !listed.includes(file)).sort(),
    stale: listed.filter((file) => !importers.includes(file)).sort(),
    duplicated: listed.filter((file, index) => listed.indexOf(file) !== index).sort(),
  };
}

/** Every code file under the roots, repository-relative with forward slashes; tests and admin.ts left out. */
function appCodeFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(rel);
      return entry.isFile() && CODE_FILE.test(entry.name) ? [rel] : [];
    });
  return [...CODE_ROOTS.flatMap(walk), ...TOP_LEVEL_FILES].filter((file) => !TEST_FILE.test(file) && file !== `${ADMIN_MODULE}.ts`);
}

describe('the list and import rules themselves, on text in memory', () => {
  const markdown = [
    '## Conventions',
    '- `lib/not-in-the-section.ts`: an item of another section',
    HEADING,
    '',
    'Every module that imports it is listed here.',
    '',
    '- `lib/actions/contact.ts`: the contact form is open to visitors; the store is',
    '  granted to the service role only.',
    '- `app/api/sos/dispatch/route.ts`: nobody is signed in.',
    '- lib/actions/no-backticks.ts: a typo',
    '- `lib/actions/no-reason.ts`',
    '',
    'A paragraph naming `scripts/sos-dispatcher.ts` is not an item.',
    '',
    '## Company details',
    '- `lib/after.ts`: an item of the next section',
  ].join('\n');

  it('reads the items of its own section only, wrapped lines joined', () => {
    const { entries, malformed } = parseServiceRoleList(markdown);
    expect(entries).toEqual([
      { path: 'lib/actions/contact.ts', reason: 'the contact form is open to visitors; the store is granted to the service role only.' },
      { path: 'app/api/sos/dispatch/route.ts', reason: 'nobody is signed in.' },
    ]);
    expect(malformed).toEqual(['- lib/actions/no-backticks.ts: a typo', '- `lib/actions/no-reason.ts`']);
  });

  it('says so when the section is missing', () => {
    expect(parseServiceRoleList('# Nothing here\n- `lib/x.ts`: why').malformed).toEqual([`no "${HEADING}" heading`]);
  });

  it('recognises an import of the admin client however it is written, and nothing else', () => {
    expect(importsAdminClient('lib/actions/a.ts', "import { createAdminClient } from '@/lib/supabase/admin';")).toBe(true);
    expect(importsAdminClient('lib/billing/a.ts', "import {\n  createAdminClient,\n} from '../supabase/admin';")).toBe(true);
    expect(importsAdminClient('lib/supabase/a.ts', 'import { createAdminClient as admin } from "./admin.ts";')).toBe(true);
    expect(importsAdminClient('app/api/x/route.ts', "const { createAdminClient } = await import('@/lib/supabase/admin');")).toBe(true);
    expect(importsAdminClient('scripts/a.ts', "export { createAdminClient } from '../lib/supabase/admin';")).toBe(true);

    expect(importsAdminClient('lib/actions/a.ts', "// never createAdminClient here\nimport { createClient } from '@/lib/supabase/server';")).toBe(false);
    expect(importsAdminClient('lib/actions/a.ts', "import { x } from '@/lib/supabase/admin-helpers';")).toBe(false);
    expect(importsAdminClient('lib/actions/a.ts', "import type { createAdminClient } from '@/lib/supabase/admin';")).toBe(false);
    expect(importsAdminClient('lib/actions/a.ts', "import { createAdminClient } from './supabase/admin';")).toBe(false);
  });

  it('names what is missing from the list, what is left over, and what is listed twice', () => {
    expect(compareList(['lib/a.ts', 'lib/gone.ts', 'lib/a.ts'], ['lib/a.ts', 'app/new.ts'])).toEqual({
      unlisted: ['app/new.ts'],
      stale: ['lib/gone.ts'],
      duplicated: ['lib/a.ts'],
    });
    expect(compareList(['lib/a.ts'], ['lib/a.ts'])).toEqual({ unlisted: [], stale: [], duplicated: [] });
  });
});

describe('docs/architecture.md#who-uses-the-service-role', () => {
  const { entries, malformed } = parseServiceRoleList(readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
  const importers = appCodeFiles().filter((file) => importsAdminClient(file, readFileSync(path.join(ROOT, file), 'utf8')));

  it('is a list of `path`: reason lines', () => {
    expect(malformed).toEqual([]);
    expect(entries.length).toBeGreaterThan(0);
  });

  it('finds importers in the code, so the comparison below can fail', () => {
    expect(importers.length).toBeGreaterThan(0);
  });

  it('names every module that imports createAdminClient, and no other', () => {
    expect(compareList(entries.map((entry) => entry.path), importers)).toEqual({ unlisted: [], stale: [], duplicated: [] });
  });
});
