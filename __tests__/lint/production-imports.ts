/**
 * Which packages the code production runs loads, read from the sources with TypeScript's parser:
 * for __tests__/lint/production-dependencies.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '..', '..');

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const NOT_SHIPPED = /\.(test|spec)\.[a-z]+$|\.d\.ts$/;
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '/index.ts', '/index.tsx'];

export interface ModuleImport {
  specifier: string;
  /** 1-based. */
  line: number;
  /** `import('…')`: loaded only when the code reaching it runs. */
  dynamic: boolean;
}

/**
 * The modules a file loads when it runs: static imports and re-exports (type-only ones excepted,
 * the compiler drops them), `require('…')` and `import('…')` with a literal name.
 */
export function importsOf(fileName: string, text: string): ModuleImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKindOf(fileName));
  const found: ModuleImport[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined, dynamic: boolean) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ specifier: literal.text, line, dynamic });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) add(node, node.moduleSpecifier, false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !isTypeOnlyExport(node)) add(node, node.moduleSpecifier, false);
    else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node, node.arguments[0], true);
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') add(node, node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scriptKindOf(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  return /\.(js|mjs|cjs)$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** `import type …`, or named imports that are all `type` with nothing else imported. */
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/** The npm package a specifier names, or null for node built-ins, `@/` and relative paths. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/')) return null;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every shipped source file under `dir` (relative to the root): tests and declarations left out. */
export function sourcesUnder(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  return readdirSync(absolute).flatMap((name) => {
    const relative = path.join(dir, name);
    if (name === 'node_modules' || name === '__tests__') return [];
    if (statSync(path.join(absolute, name)).isDirectory()) return sourcesUnder(relative);
    return SOURCE.test(name) && !NOT_SHIPPED.test(name) ? [relative] : [];
  });
}

/**
 * `entries` and every file they load through static relative or `@/` imports, transitively: what
 * starting them loads before any branch is taken.
 */
export function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, dynamic } of importsOf(file, readFileSync(path.join(ROOT, file), 'utf8'))) {
      if (dynamic || packageOf(specifier) !== null) continue;
      const target = resolveLocal(file, specifier);
      if (target) pending.push(target);
    }
  }
  return [...seen];
}

/** A relative or `@/` specifier as a root-relative file, or null when it names no source file. */
function resolveLocal(from: string, specifier: string): string | null {
  if (specifier.startsWith('/')) return null;
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : path.resolve(ROOT, path.dirname(from), specifier);
  for (const candidate of [base, ...RESOLVED_EXTENSIONS.map((extension) => base + extension)]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return path.relative(ROOT, candidate);
  }
  return null;
}
