/** @jest-environment node */
/**
 * Comments and test titles cite this repository's docs by path and anchor
 * (`docs/product.md#registration`), never the owner's document by its section numbers: that
 * document is not in the repository (docs/product.md#how-to-read-this), so a reader cannot follow
 * such a citation (docs/architecture.md#conventions: "Comments cite this repository's docs by path
 * and anchor, never documents outside it").
 *
 * This reads every file git knows (committed, or new and not ignored) outside docs/, which retells
 * the owner's text and may say where it came from, and names each line that cites the spec by
 * section. The section sign is written as \u00a7 here, so this file does not cite anything itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The word "spec" (or "specification", "spec's") followed by a section sign or the word "section",
 * in any case: "spec \u00a73", "Spec\u00a7 7", "spec's \u00a75", "spec \u0073ection 4".
 */
const SPEC_CITATION = /\bspec(?:ification)?(?:['\u2019]s)?\s*(?:\u00a7|section\b)/i;

/**
 * Files that may keep such a citation, each with its reason. Only landed migrations: a migration
 * that has run is the record of what a database executed; rewriting its comments would make the
 * file differ from what hosted databases applied, and changes nothing in them.
 */
const ALLOWED: Record<string, string> = {
  'supabase/migrations/20261124001400_site_content_versions.sql':
    'landed migration (site content versions, issue 22): its header cites the save call and the homepage rule by section',
};

type SourceFile = { path: string; text: string };
type Citation = { path: string; line: number; text: string };

/** Every line of `file` that cites the spec by section, numbered from 1. */
function specCitations(file: SourceFile): Citation[] {
  return file.text.split(/\r?\n/).flatMap((text, index) => (SPEC_CITATION.test(text) ? [{ path: file.path, line: index + 1, text: text.trim() }] : []));
}

/** The citations that are not allowed: files under docs/ and the allowed files are left out. */
function forbiddenCitations(files: SourceFile[], allowed: Record<string, string>): Citation[] {
  return files.filter((file) => !file.path.startsWith('docs/') && !(file.path in allowed)).flatMap(specCitations);
}

/** Every file git knows in the working tree: committed ones and new ones that are not ignored. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(out.split('\0').filter((name) => name !== ''))];
}

/** The file's text, or null for one deleted in the working tree (a move not yet committed) or a binary file. */
function readText(name: string): string | null {
  let buffer: Buffer;
  try {
    buffer = readFileSync(path.join(ROOT, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return buffer.includes(0) ? null : buffer.toString('utf8');
}

const describeLine = (c: Citation) => `${c.path}:${c.line}: ${c.text}`;

describe('the citation rule itself, on text in memory', () => {
  it('finds a section citation in any case and spelling, with its line', () => {
    const file = {
      path: 'lib/example.ts',
      text: [
        '/**',
        ' * Cancelling (spec \u00a79: 30 days).',
        ' * Fields of Spec\u00a7 3 and SPEC \u0053ECTION 4,',
        " * spec's \u00a75 message, the specification \u00a72 routes, spec\u2019s section 7.",
        ' */',
      ].join('\n'),
    };
    expect(specCitations(file).map((c) => c.line)).toEqual([2, 3, 4]);
    expect(specCitations(file)[0]).toEqual({ path: 'lib/example.ts', line: 2, text: '* Cancelling (spec \u00a79: 30 days).' });
  });

  it('leaves alone what merely looks like one', () => {
    const file = {
      path: 'lib/example.ts',
      text: [
        "import { test } from './registration.spec';",
        '// RFC 6455 \u00a75.2: one text frame.',
        '// the spec defaults, in the section below',
        '// see docs/product.md#registration',
        '// inspect \u00a73 of the RFC',
      ].join('\n'),
    };
    expect(specCitations(file)).toEqual([]);
  });

  it('skips docs/ and the allowed files, and flags everything else', () => {
    const citing = 'a comment (spec \u00a77 call 4)';
    const files = [
      { path: 'docs/product.md', text: citing },
      { path: 'supabase/migrations/20260101000000_allowed.sql', text: citing },
      { path: 'supabase/migrations/20260101000100_new.sql', text: citing },
      { path: 'lib/actions/x.ts', text: `ok\n${citing}` },
      { path: 'lib/actions/docs/y.ts', text: citing },
    ];
    const allowed = { 'supabase/migrations/20260101000000_allowed.sql': 'landed' };
    expect(forbiddenCitations(files, allowed).map(describeLine)).toEqual([
      `supabase/migrations/20260101000100_new.sql:1: ${citing}`,
      `lib/actions/x.ts:2: ${citing}`,
      `lib/actions/docs/y.ts:1: ${citing}`,
    ]);
  });
});

describe('citations in the repository', () => {
  const names = repositoryFiles();
  const files = names.flatMap((name) => {
    const text = readText(name);
    return text === null ? [] : [{ path: name, text }];
  });

  it('reads the whole repository, this file included', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['package.json', '__tests__/lint/spec-citations.test.ts']));
  });

  it('cites docs/ by path and anchor, never the spec by section', () => {
    expect(forbiddenCitations(files, ALLOWED).map(describeLine)).toEqual([]);
  });

  it('allows only landed migrations that still hold such a citation', () => {
    const stale = Object.keys(ALLOWED).filter((name) => {
      const file = files.find((f) => f.path === name);
      return !name.startsWith('supabase/migrations/') || file === undefined || specCitations(file).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
