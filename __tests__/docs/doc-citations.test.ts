/** @jest-environment node */
/**
 * Comments cite our docs by path and heading (docs/architecture.md#conventions): every such
 * citation in the repository, and every link between the docs themselves, must lead to a file that
 * exists and a heading it has. A renamed heading or a moved file otherwise leaves citations that
 * send the reader nowhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

const ROOT = path.resolve(__dirname, '..', '..');

/** GitHub's anchors for a Markdown file's headings (outside fenced code), duplicates numbered as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) anchors.add(slugger.slug(heading[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')));
  }
  return anchors;
}

type Citation = { from: string; line: number; target: string; anchor: string | null };

/** `docs/<file>.md` or `docs/<file>.md#anchor` anywhere in a text. */
export function docCitations(from: string, text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w/.-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?(?![\w/])/g)) {
      found.push({ from, line: index + 1, target: `docs/${match[1]}`, anchor: match[2] ?? null });
    }
  });
  return found;
}

/** Relative Markdown links inside a doc: `[text](architecture.md#x)`, `[text](#x)`, `(decisions/0008-….md)`. */
export function markdownLinks(from: string, markdown: string): Citation[] {
  const found: Citation[] = [];
  markdown.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/\]\((?!https?:|mailto:)([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
      const [, file, anchor] = match;
      if (file && !file.endsWith('.md')) continue;
      const target = file ? path.posix.normalize(path.posix.join(path.posix.dirname(from), file)) : from;
      found.push({ from, line: index + 1, target, anchor: anchor ?? null });
    }
  });
  return found;
}

const anchorsByFile = new Map<string, Set<string> | null>();
function anchorsOf(file: string): Set<string> | null {
  if (!anchorsByFile.has(file)) {
    const full = path.join(ROOT, file);
    anchorsByFile.set(file, existsSync(full) ? headingAnchors(readFileSync(full, 'utf8')) : null);
  }
  return anchorsByFile.get(file) ?? null;
}

function broken(citations: Citation[]): string[] {
  return citations.flatMap((citation) => {
    const anchors = anchorsOf(citation.target);
    const where = `${citation.from}:${citation.line}`;
    if (anchors === null) return [`${where}: ${citation.target} does not exist`];
    if (citation.anchor && !anchors.has(citation.anchor)) return [`${where}: ${citation.target} has no heading #${citation.anchor}`];
    return [];
  });
}

function repositoryTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|mjs|js|sql|md|toml|json|sh)$/.test(file) && !file.endsWith('package-lock.json'))
    .filter((file) => existsSync(path.join(ROOT, file)))
    // This file's examples cite made-up docs on purpose.
    .filter((file) => file !== path.relative(ROOT, __filename));
}

describe('citations of docs/ lead to a file and a heading', () => {
  it('knows GitHub’s anchors, and finds citations and links', () => {
    expect([...headingAnchors('# Title\n## Who uses the service role\n```\n## not a heading\n```\n## Tests\n## Tests\n### `npm test` & CI')]).toEqual([
      'title',
      'who-uses-the-service-role',
      'tests',
      'tests-1',
      'npm-test--ci',
    ]);
    expect(docCitations('lib/x.ts', '// see docs/architecture.md#tests and docs/product.md.')).toEqual([
      { from: 'lib/x.ts', line: 1, target: 'docs/architecture.md', anchor: 'tests' },
      { from: 'lib/x.ts', line: 1, target: 'docs/product.md', anchor: null },
    ]);
    expect(markdownLinks('docs/decisions/0001-x.md', 'See [the map](../architecture.md#layout) and [below](#why), [site](https://example.com).')).toEqual([
      { from: 'docs/decisions/0001-x.md', line: 1, target: 'docs/architecture.md', anchor: 'layout' },
      { from: 'docs/decisions/0001-x.md', line: 1, target: 'docs/decisions/0001-x.md', anchor: 'why' },
    ]);
  });

  it('reports a missing heading and a missing file', () => {
    expect(broken([{ from: 'lib/x.ts', line: 3, target: 'docs/architecture.md', anchor: 'no-such-heading' }])).toEqual([
      'lib/x.ts:3: docs/architecture.md has no heading #no-such-heading',
    ]);
    expect(broken([{ from: 'lib/x.ts', line: 4, target: 'docs/nowhere.md', anchor: null }])).toEqual(['lib/x.ts:4: docs/nowhere.md does not exist']);
  });

  it('holds for every file of the repository', () => {
    const files = repositoryTextFiles();
    const citations = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return [...docCitations(file, text), ...(file.startsWith('docs/') && file.endsWith('.md') ? markdownLinks(file, text) : [])];
    });
    // The scan really read the code: hundreds of citations exist.
    expect(citations.length).toBeGreaterThan(200);
    expect(broken(citations)).toEqual([]);
  });
});
