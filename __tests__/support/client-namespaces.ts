import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package: its strings are not our messages
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Static imports and re-exports (not type-only), and dynamic import() calls. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (!match[1]) found.push(match[2]);
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]);
  return found;
}

/** The top-level message namespaces a client module reads: useTranslations('X…') and keys typed as 'X.y'. */
function namespacesOf(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/useTranslations\(\s*['"`]([A-Za-z]+)/g)) names.add(match[1]);
  if (/useTranslations\(\s*\)|useMessages\(\s*\)/.test(source)) {
    // Without a namespace the keys are written in full: 'Home.startingPrice'.
    for (const match of source.matchAll(/['"]([A-Z][A-Za-z]+)\.[a-z][A-Za-z.]*['"]/g)) names.add(match[1]);
  }
  return [...names];
}

/**
 * The message namespaces the browser needs for the pages and layouts given (paths from the project
 * root): those read by every module that runs in the browser, i.e. a module marked 'use client'
 * and everything it imports, statically or on demand, starting from the entries' import graph.
 * A 'use server' module is a reference in the browser, so it is not followed.
 */
export function clientNamespacesOf(entries: readonly string[]): Set<string> {
  const namespaces = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const key = `${file}|${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    const directive = /^\s*['"]use (client|server)['"]/.exec(source)?.[1];
    if (directive === 'server') return;
    const client = inClient || directive === 'client';
    if (client) for (const name of namespacesOf(source)) namespaces.add(name);
    for (const specifier of importsOf(source)) {
      const target = resolveImport(file, specifier);
      if (target) visit(target, client);
    }
  };
  for (const entry of entries) visit(path.join(root, entry), false);
  return namespaces;
}
