/** @jest-environment node */
/**
 * A migration that defines a function an earlier migration already defined says why in its
 * leading comment, on a line `Replaces <schema>.<name>: <why>` (docs/architecture.md#conventions).
 * supabase/schema.sql shows the definition that runs; this line is where a reader of the history
 * learns why the earlier one stopped being enough. Migrations up to LAST_UNCHECKED landed before
 * the rule and are left as they are.
 *
 * `create or replace function` and a plain `create function` (after a `drop function`) both
 * count; names compare case-insensitively, quotes removed, `public` when no schema is given.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS = path.resolve(__dirname, '..', '..', 'supabase', 'migrations');
const LAST_UNCHECKED = '20261129000600_timeline_names_the_contact.sql';

interface Migration {
  file: string;
  sql: string;
}

const IDENT = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const QUALIFIED = String.raw`${IDENT}(?:\s*\.\s*${IDENT})?`;
const DEFINITION = new RegExp(String.raw`\bcreate\s+(?:or\s+replace\s+)?function\s+(${QUALIFIED})\s*\(`, 'gi');
const REPLACES_LINE = new RegExp(String.raw`^Replaces\s+(${QUALIFIED})\s*:\s*\S`, 'i');

/** `"Private".Enqueue_SOS_alerts` → `private.enqueue_sos_alerts`; `is_admin` → `public.is_admin`. */
function normaliseName(raw: string): string {
  const parts = [...raw.matchAll(new RegExp(IDENT, 'g'))].map(([part]) =>
    (part.startsWith('"') ? part.slice(1, -1).replace(/""/g, '"') : part).toLowerCase(),
  );
  return (parts.length === 1 ? ['public', ...parts] : parts).join('.');
}

/** Where the block comment opening at `start` ends (PostgreSQL's block comments nest). */
function blockCommentEnd(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else {
      i++;
    }
  }
  return sql.length;
}

/**
 * The SQL with comments, string literals and dollar-quoted bodies blanked out, so that only
 * statements are searched: a function body that mentions `create function` defines nothing.
 */
function statementsOnly(sql: string): string {
  let out = '';
  let i = 0;
  const sticky = (pattern: RegExp) => {
    pattern.lastIndex = i;
    return pattern.exec(sql);
  };
  while (i < sql.length) {
    let skipped: number | null = null;
    if (sql.startsWith('--', i)) {
      const end = sql.indexOf('\n', i);
      skipped = end < 0 ? sql.length : end;
    } else if (sql.startsWith('/*', i)) {
      skipped = blockCommentEnd(sql, i);
    } else if (sql[i] === "'") {
      skipped = i + (sticky(/'(?:[^']|'')*'/y)?.[0].length ?? sql.length - i);
    } else if (sql[i] === '$') {
      const tag = sticky(/\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y)?.[0];
      if (tag) {
        const close = sql.indexOf(tag, i + tag.length);
        skipped = close < 0 ? sql.length : close + tag.length;
      }
    } else if (sql[i] === '"') {
      const quoted = sticky(/"(?:[^"]|"")*"/y)?.[0] ?? sql.slice(i);
      out += quoted;
      i += quoted.length;
      continue;
    }
    if (skipped === null) {
      out += sql[i];
      i++;
    } else {
      out += ' ';
      i = skipped;
    }
  }
  return out;
}

/** The functions a migration defines, normalised, in order. */
function definedFunctions(sql: string): string[] {
  return [...statementsOnly(sql).matchAll(DEFINITION)].map((match) => normaliseName(match[1]));
}

/** The comments before the first statement (`--` lines and `/* … *\/` blocks), as text. */
function leadingComment(sql: string): string {
  const parts: string[] = [];
  let i = 0;
  for (;;) {
    while (i < sql.length && /\s/.test(sql[i])) i++;
    let end: number;
    if (sql.startsWith('--', i)) {
      const newline = sql.indexOf('\n', i);
      end = newline < 0 ? sql.length : newline;
    } else if (sql.startsWith('/*', i)) {
      end = blockCommentEnd(sql, i);
    } else {
      return parts.join('\n');
    }
    parts.push(sql.slice(i, end));
    i = end;
  }
}

/** The functions a migration's leading comment says it replaces (with a reason), normalised. */
function statedReplacements(sql: string): Set<string> {
  const stated = new Set<string>();
  for (const line of leadingComment(sql).split('\n')) {
    const text = line.replace(/^\s*(?:\/\*+|--+|\*+(?!\/))?\s*/, '');
    const match = REPLACES_LINE.exec(text);
    if (match) stated.add(normaliseName(match[1]));
  }
  return stated;
}

/** One message per function redefined without its `Replaces` line, in migrations after `lastUnchecked`. */
function missingReplacesLines(migrations: readonly Migration[], lastUnchecked: string): string[] {
  const sorted = [...migrations].sort((a, b) => a.file.localeCompare(b.file));
  const definedBy = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, sql } of sorted) {
    const defined = definedFunctions(sql);
    if (file.localeCompare(lastUnchecked) > 0) {
      const stated = statedReplacements(sql);
      for (const name of new Set(defined)) {
        const earlier = definedBy.get(name);
        if (earlier && !stated.has(name)) {
          problems.push(
            `${file} redefines ${name} (last defined by ${earlier}) without a line "-- Replaces ${name}: <why>" in its leading comment`,
          );
        }
      }
    }
    for (const name of defined) definedBy.set(name, file);
  }
  return problems;
}

describe('the "Replaces" rule, on examples', () => {
  const EARLIER: Migration = {
    file: '20261129000500_earlier.sql',
    sql: `-- Alerts.\ncreate function private.enqueue_sos_alerts(event public.sos_events) returns void language sql as $$ select 1 $$;\n`,
  };
  const LAST = '20261129000600_last_landed.sql';
  const later = (sql: string): Migration => ({ file: '20261201000100_later.sql', sql });
  const redefinition = `create or replace function private.enqueue_sos_alerts(event public.sos_events) returns void language sql as $$ select 2 $$;\n`;

  it('fails a redefinition whose leading comment does not name it', () => {
    expect(missingReplacesLines([EARLIER, later(`-- Alerts, again.\n${redefinition}`)], LAST)).toEqual([
      '20261201000100_later.sql redefines private.enqueue_sos_alerts (last defined by 20261129000500_earlier.sql) without a line "-- Replaces private.enqueue_sos_alerts: <why>" in its leading comment',
    ]);
  });

  it('passes a redefinition named on a "-- Replaces" line with a reason', () => {
    const header = `-- Alerts skip declined contacts.\n--\n-- Replaces private.enqueue_sos_alerts: it also skips contacts who declined.\n`;
    expect(missingReplacesLines([EARLIER, later(header + redefinition)], LAST)).toEqual([]);
  });

  it('reads the line inside a /** … */ header too', () => {
    const header = `/**\n * ALERTS\n * Replaces private.enqueue_sos_alerts: it also skips contacts who declined.\n */\n`;
    expect(missingReplacesLines([EARLIER, later(header + redefinition)], LAST)).toEqual([]);
  });

  it('does not count a line without a reason, or one after the first statement', () => {
    const noReason = `-- Replaces private.enqueue_sos_alerts:\n${redefinition}`;
    const tooLate = `${redefinition}-- Replaces private.enqueue_sos_alerts: it also skips contacts who declined.\n`;
    expect(missingReplacesLines([EARLIER, later(noReason)], LAST)).toHaveLength(1);
    expect(missingReplacesLines([EARLIER, later(tooLate)], LAST)).toHaveLength(1);
  });

  it('compares names without case or quotes, public when no schema is given', () => {
    const first: Migration = { file: '20261129000100_admin.sql', sql: `create function "Public"."Is_Admin"() returns boolean language sql as $$ select true $$;` };
    const again = `CREATE OR REPLACE FUNCTION is_admin() RETURNS boolean LANGUAGE sql AS $$ select false $$;`;
    expect(missingReplacesLines([first, later(again)], LAST)).toEqual([
      expect.stringContaining('redefines public.is_admin (last defined by 20261129000100_admin.sql)'),
    ]);
    expect(missingReplacesLines([first, later(`-- Replaces "PUBLIC".IS_ADMIN: needs the second factor.\n${again}`)], LAST)).toEqual([]);
    expect(missingReplacesLines([first, later(`-- Replaces is_admin: needs the second factor.\n${again}`)], LAST)).toEqual([]);
  });

  it('counts a drop and create as a replacement', () => {
    const dropAndCreate = `drop function private.enqueue_sos_alerts(public.sos_events);\ncreate function private.enqueue_sos_alerts(event public.sos_events, quiet boolean) returns void language sql as $$ select 3 $$;\n`;
    expect(missingReplacesLines([EARLIER, later(dropAndCreate)], LAST)).toHaveLength(1);
  });

  it('asks nothing of a new function, of migrations that landed before the rule, or of text that only mentions a definition', () => {
    const newFunction = `create function private.something_new() returns void language sql as $$ select 1 $$;`;
    expect(missingReplacesLines([EARLIER, later(newFunction)], LAST)).toEqual([]);
    expect(missingReplacesLines([EARLIER, { file: '20261129000550_landed.sql', sql: redefinition }], LAST)).toEqual([]);
    const mentions = `-- Not: create or replace function private.enqueue_sos_alerts()\ncomment on table public.t is 'create or replace function private.enqueue_sos_alerts(';\ndo $body$ begin execute 'create or replace function private.enqueue_sos_alerts()'; end $body$;\n`;
    expect(missingReplacesLines([EARLIER, later(mentions)], LAST)).toEqual([]);
  });
});

describe('supabase/migrations', () => {
  const migrations: Migration[] = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => ({ file, sql: readFileSync(path.join(MIGRATIONS, file), 'utf8') }));

  it('still holds the last migration that landed before the rule', () => {
    expect(migrations.map((m) => m.file)).toContain(LAST_UNCHECKED);
  });

  it('are read as they are written: the landed ones redefine functions several times', () => {
    const definitions = migrations.flatMap((m) => definedFunctions(m.sql));
    expect(definitions.filter((name) => name === 'private.enqueue_sos_alerts').length).toBeGreaterThanOrEqual(4);
    expect(definitions.filter((name) => name === 'public.claim_sos_outbox').length).toBeGreaterThanOrEqual(3);
  });

  it('would refuse a next migration that redefines one of their functions without saying why', () => {
    const next: Migration = {
      file: '29991231235959_next.sql',
      sql: `-- Alerts, again.\ncreate or replace function private.enqueue_sos_alerts(event public.sos_events) returns void language sql as $$ select 1 $$;\n`,
    };
    expect(missingReplacesLines([...migrations, next], LAST_UNCHECKED)).toEqual([
      expect.stringMatching(/^29991231235959_next\.sql redefines private\.enqueue_sos_alerts \(last defined by \d+_\w+\.sql\)/),
    ]);
  });

  it('state why on a "Replaces" line whenever a migration after the rule redefines a function', () => {
    expect(missingReplacesLines(migrations, LAST_UNCHECKED)).toEqual([]);
  });
});
