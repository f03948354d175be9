import { escapeHtml, escapeUrlQuery, filterUrl, normaliseUrl } from './html-escape';

/**
 * The subset of Go's `html/template` that Supabase Auth e-mail templates use, so the same files
 * render here as on hosted Supabase (GoTrue's mailer executes them with `html/template`):
 * `{{ .Field }}`, `{{ .Data.key }}`, `{{ if … }}…{{ else if … }}…{{ else }}…{{ end }}`, the
 * functions `eq ne not and or printf` (printf: `%s` only), parentheses, string literals,
 * `{{- -}}` trimming and `{{/* comments *\/}}`. Values are escaped by where they land, as
 * html/template does: HTML text and quoted attributes are entity-escaped; in a URL attribute
 * (`href`, `src`…) a value at the start is scheme-filtered and normalised, one after `?` or `#`
 * is query-escaped. Anything else (range, with, variables, pipes) is refused when the template
 * is loaded, so a template that would not work on hosted fails at start-up here too.
 */

export type TemplateData = Record<string, unknown>;

type Expr =
  | { kind: 'field'; path: string[] }
  | { kind: 'string'; value: string }
  | { kind: 'call'; name: string; args: Expr[] };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; expr: Expr }
  | { kind: 'if'; branches: Array<{ condition: Expr; body: Node[] }>; otherwise: Node[] };

export class TemplateError extends Error {
  constructor(message: string, readonly templateName: string) {
    super(`${templateName}: ${message}`);
    this.name = 'TemplateError';
  }
}

const FUNCTIONS = new Set(['eq', 'ne', 'not', 'and', 'or', 'printf']);

export class GoTemplate {
  private constructor(private readonly nodes: Node[], readonly name: string) {}

  static parse(source: string, name = 'template'): GoTemplate {
    const segments = splitSegments(source, name);
    const { nodes, stop } = parseBlock(segments, 0, name);
    if (stop) throw new TemplateError(`unexpected {{${stop.keyword}}}`, name);
    return new GoTemplate(nodes, name);
  }

  /** Renders as HTML (contextual escaping). */
  render(data: TemplateData): string {
    const out = { html: '' };
    this.emit(this.nodes, data, out);
    return out.html;
  }

  private emit(nodes: Node[], data: TemplateData, out: { html: string }): void {
    for (const node of nodes) {
      if (node.kind === 'text') out.html += node.text;
      else if (node.kind === 'value') out.html += escapeForContext(stringify(evaluate(node.expr, data, this.name)), out.html, this.name);
      else {
        const branch = node.branches.find((b) => truthy(evaluate(b.condition, data, this.name)));
        this.emit(branch ? branch.body : node.otherwise, data, out);
      }
    }
  }
}

type Segment = { kind: 'text'; text: string } | { kind: 'action'; code: string };
type Stop = { keyword: 'else' | 'end'; code: string; next: number };

function splitSegments(source: string, name: string): Segment[] {
  const segments: Segment[] = [];
  let position = 0;
  let trimNextText = false;
  while (position < source.length) {
    const open = source.indexOf('{{', position);
    let text = open === -1 ? source.slice(position) : source.slice(position, open);
    if (trimNextText) text = text.replace(/^\s+/, '');
    trimNextText = false;
    if (open === -1) {
      if (text) segments.push({ kind: 'text', text });
      break;
    }
    const close = source.indexOf('}}', open + 2);
    if (close === -1) throw new TemplateError('unclosed action', name);
    let code = source.slice(open + 2, close);
    if (code.startsWith('- ') || code === '-') {
      text = text.replace(/\s+$/, '');
      code = code.slice(1);
    }
    if (code.endsWith(' -')) {
      trimNextText = true;
      code = code.slice(0, -1);
    }
    if (text) segments.push({ kind: 'text', text });
    code = code.trim();
    if (!(code.startsWith('/*') && code.endsWith('*/'))) segments.push({ kind: 'action', code });
    position = close + 2;
  }
  return segments;
}

function parseBlock(segments: Segment[], start: number, name: string): { nodes: Node[]; stop: Stop | null; next: number } {
  const nodes: Node[] = [];
  let index = start;
  while (index < segments.length) {
    const segment = segments[index];
    if (segment.kind === 'text') {
      nodes.push({ kind: 'text', text: segment.text });
      index += 1;
      continue;
    }
    const keyword = /^(if|else|end)\b/.exec(segment.code)?.[1];
    if (keyword === 'else' || keyword === 'end') return { nodes, stop: { keyword, code: segment.code, next: index + 1 }, next: index + 1 };
    if (keyword === 'if') {
      const parsed = parseIf(segments, index, name);
      nodes.push(parsed.node);
      index = parsed.next;
      continue;
    }
    if (/^(range|with|define|template|block|break|continue)\b/.test(segment.code) || segment.code.includes('$') || segment.code.includes('|')) {
      throw new TemplateError(`unsupported action {{${segment.code}}}`, name);
    }
    nodes.push({ kind: 'value', expr: parseExpression(segment.code, name) });
    index += 1;
  }
  return { nodes, stop: null, next: index };
}

function parseIf(segments: Segment[], start: number, name: string): { node: Node; next: number } {
  const branches: Array<{ condition: Expr; body: Node[] }> = [];
  let condition = parseExpression((segments[start] as { code: string }).code.replace(/^if\b/, ''), name);
  let index = start + 1;
  for (;;) {
    const block = parseBlock(segments, index, name);
    if (!block.stop) throw new TemplateError('{{if}} without {{end}}', name);
    branches.push({ condition, body: block.nodes });
    index = block.stop.next;
    if (block.stop.keyword === 'end') return { node: { kind: 'if', branches, otherwise: [] }, next: index };
    const rest = block.stop.code.replace(/^else\b/, '').trim();
    if (rest.startsWith('if')) {
      condition = parseExpression(rest.replace(/^if\b/, ''), name);
      continue;
    }
    if (rest) throw new TemplateError(`unsupported {{else ${rest}}}`, name);
    const otherwise = parseBlock(segments, index, name);
    if (otherwise.stop?.keyword !== 'end') throw new TemplateError('{{else}} without {{end}}', name);
    return { node: { kind: 'if', branches, otherwise: otherwise.nodes }, next: otherwise.stop.next };
  }
}

function parseExpression(code: string, name: string): Expr {
  const tokens = tokenize(code, name);
  let position = 0;
  const term = (): Expr => {
    const token = tokens[position++];
    if (token === undefined) throw new TemplateError(`incomplete expression {{${code}}}`, name);
    if (token === '(') {
      const inner = command(')');
      if (tokens[position++] !== ')') throw new TemplateError(`missing ) in {{${code}}}`, name);
      return inner;
    }
    if (token.startsWith('"')) return { kind: 'string', value: JSON.parse(token) as string };
    if (token.startsWith('.')) return { kind: 'field', path: token.split('.').filter(Boolean) };
    throw new TemplateError(`unexpected "${token}" in {{${code}}}`, name);
  };
  const command = (terminator?: string): Expr => {
    const head = tokens[position];
    if (head !== undefined && FUNCTIONS.has(head)) {
      position += 1;
      const args: Expr[] = [];
      while (position < tokens.length && tokens[position] !== terminator) args.push(term());
      return { kind: 'call', name: head, args };
    }
    if (head !== undefined && /^[A-Za-z_]/.test(head)) throw new TemplateError(`unknown function "${head}"`, name);
    return term();
  };
  const expr = command();
  if (position !== tokens.length) throw new TemplateError(`unexpected "${tokens[position]}" in {{${code}}}`, name);
  return expr;
}

function tokenize(code: string, name: string): string[] {
  const pattern = /\s*("(?:[^"\\]|\\.)*"|[()]|\.[A-Za-z0-9_.]*|[A-Za-z_][A-Za-z0-9_]*)/y;
  const tokens: string[] = [];
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < code.length && (match = pattern.exec(code))) tokens.push(match[1]);
  if (code.slice(pattern.lastIndex).trim()) throw new TemplateError(`cannot read {{${code}}}`, name);
  return tokens;
}

function evaluate(expr: Expr, data: TemplateData, name: string): unknown {
  if (expr.kind === 'string') return expr.value;
  if (expr.kind === 'field') {
    let value: unknown = data;
    for (const key of expr.path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  }
  const args = expr.args.map((arg) => evaluate(arg, data, name));
  switch (expr.name) {
    case 'eq':
      return goEq(args[0], args.slice(1), name);
    case 'ne':
      return !goEq(args[0], args.slice(1, 2), name);
    case 'not':
      return !truthy(args[0]);
    case 'and':
      return args.find((value) => !truthy(value)) ?? args.at(-1);
    case 'or':
      return args.find((value) => truthy(value)) ?? args.at(-1);
    case 'printf': {
      const [format, ...rest] = args;
      let next = 0;
      return String(format).replace(/%s/g, () => stringify(rest[next++]));
    }
    default:
      throw new TemplateError(`unknown function "${expr.name}"`, name);
  }
}

/**
 * Go's `eq`, for the values JSON metadata can hold: true at the first argument equal to the first.
 * A missing value (a key not in `.Data`) is nil and equals only nil, so `eq .Data.key "es"` is
 * false for a user without that key. Two non-nil values of different kinds (a number and a
 * string), or two maps or lists, are an error as in Go, where hosted then fails to send the mail.
 */
function goEq(first: unknown, others: unknown[], name: string): boolean {
  if (others.length === 0) throw new TemplateError('missing argument for comparison', name);
  const firstKind = comparisonKind(first);
  for (const other of others) {
    const kind = comparisonKind(other);
    if (firstKind === 'nil' || kind === 'nil') {
      if (firstKind === kind) return true;
      continue;
    }
    if (firstKind !== kind) throw new TemplateError(`incompatible types for comparison: ${firstKind} and ${kind}`, name);
    if (kind === 'composite') throw new TemplateError('non-comparable types: maps and lists', name);
    if (first === other) return true;
  }
  return false;
}

function comparisonKind(value: unknown): 'nil' | 'bool' | 'number' | 'string' | 'composite' {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'string';
  return 'composite';
}

/** Go's truth: false, 0, nil and empty strings, slices and maps are false. */
function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** fmt.Sprint as html/template prints it: a missing value is empty, a map is `map[k:v]`. */
function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map(stringify).join(' ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `map[${entries.map(([k, v]) => `${k}:${stringify(v)}`).join(' ')}]`;
  }
  return String(value);
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'cite', 'poster', 'background', 'longdesc', 'usemap', 'codebase']);

/** Where in the HTML written so far the next value lands: text, an attribute value, or a tag. */
function escapeForContext(value: string, written: string, name: string): string {
  const context = htmlContext(written);
  if (context.kind === 'text') return escapeHtml(value);
  if (context.kind === 'tag') throw new TemplateError('a value inside a tag must be in a quoted attribute value', name);
  if (!URL_ATTRIBUTES.has(context.attribute)) return escapeHtml(value);
  if (context.valueSoFar === '') return escapeHtml(normaliseUrl(filterUrl(value)));
  return escapeHtml(/[?#]/.test(context.valueSoFar) ? escapeUrlQuery(value) : normaliseUrl(value));
}

type HtmlContext = { kind: 'text' } | { kind: 'tag' } | { kind: 'attribute'; attribute: string; valueSoFar: string };

function htmlContext(html: string): HtmlContext {
  const tagStart = html.lastIndexOf('<');
  if (tagStart === -1 || html.startsWith('<!--', tagStart) || (html.indexOf('>', tagStart) !== -1 && !insideQuotedValue(html.slice(tagStart)))) {
    return { kind: 'text' };
  }
  const tag = html.slice(tagStart);
  const attribute = /([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(["'])([^"']*)$/.exec(tag);
  if (attribute) return { kind: 'attribute', attribute: attribute[1].toLowerCase(), valueSoFar: attribute[3] };
  return { kind: 'tag' };
}

/** True when a tag's text ends inside a quoted attribute value (a `>` in there does not close it). */
function insideQuotedValue(tag: string): boolean {
  let quote: string | null = null;
  for (const char of tag) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return false;
  }
  return quote !== null;
}
