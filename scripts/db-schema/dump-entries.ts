/**
 * pg_dump's plain-text script as a list of objects, and back. pg_dump titles every object with
 * three comment lines (`--` / `-- Name: …; Type: …; Schema: …; Owner: …` / `--`) followed by its
 * SQL; supabase/schema.sql keeps that layout, so the same parser reads a fresh dump and the
 * committed file (for the summary of what differs).
 */

export interface DumpEntry {
  /** pg_dump's name: `profiles`, `is_admin()`, `enqueue_sos_alerts(public.sos_events)`, `TABLE profiles` for an ACL or COMMENT. */
  name: string;
  /** pg_dump's type: TABLE, FUNCTION, POLICY, ACL, COMMENT, FK CONSTRAINT, … */
  type: string;
  /** The object's schema, or `-` for objects outside any (schemas, extensions, publications). */
  schema: string;
  /** The object's SQL, trimmed, without the statements listed in NOISE. */
  sql: string;
}

const TITLE = /^-- Name: (.+?); Type: ([A-Z][A-Z ]*); Schema: ([^;]+?)(?:; Owner: [^;]*)?(?:; Tablespace: [^;]*)?$/;

/**
 * Lines of a dump that set up pg_dump's session rather than say what the schema is, or that change
 * on every run: `SET default_tablespace = '';` and `SET default_table_access_method = heap;` come
 * before whichever table happens to be dumped first, and `\restrict <key>` / `\unrestrict <key>`
 * (pg_dump 15.14 and later) carry a random key. The session's other SET lines come before the
 * first object and are never read. Only these exact whole lines match, so no line of a function
 * body is taken for one.
 */
const NOISE = /^(?:SET default_tablespace = '';|SET default_table_access_method = \w+;|\\(?:un)?restrict \w+)$/;

/** The objects of a pg_dump script (or of supabase/schema.sql) in the order they appear. */
export function parseDump(text: string): DumpEntry[] {
  const lines = text.split('\n');
  const entries: DumpEntry[] = [];
  let current: { title: RegExpExecArray; body: string[] } | null = null;
  const finish = () => {
    if (!current) return;
    const [, name, type, schema] = current.title;
    entries.push({ name, type, schema, sql: current.body.filter((line) => !NOISE.test(line)).join('\n').trim() });
    current = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const title = lines[i - 1] === '--' && lines[i + 1] === '--' ? TITLE.exec(lines[i]) : null;
    if (title) {
      // The `--` above the title belongs to the title, not to the previous object's body.
      current?.body.pop();
      finish();
      current = { title, body: [] };
      i++;
      continue;
    }
    if (lines[i] === '-- PostgreSQL database dump complete') {
      current?.body.pop();
      finish();
      continue;
    }
    current?.body.push(lines[i]);
  }
  finish();
  return entries;
}

/**
 * How an object is named in messages: `FUNCTION private.enqueue_sos_alerts(public.sos_events)`,
 * `ACL FUNCTION private.enqueue_sos_alerts(event public.sos_events)`, `COMMENT COLUMN public.profiles.role`.
 * An ACL's or a comment's name starts with the kind of object it is about, in capitals; the schema
 * goes after that. pg_dump quotes identifiers with capitals, so a bare capital word is a kind.
 */
export function describeEntry(entry: DumpEntry): string {
  if (entry.schema === '-') return `${entry.type} ${entry.name}`;
  const about = /^((?:[A-Z]+ )+)([^A-Z].*)$/.exec(entry.name);
  if (about) return `${entry.type} ${about[1]}${entry.schema}.${about[2]}`;
  if (/^[A-Z ]+$/.test(entry.name)) return `${entry.type} ${entry.name} IN SCHEMA ${entry.schema}`;
  return `${entry.type} ${entry.schema}.${entry.name}`;
}

/** Identifies an object across two dumps: pg_dump gives each (name, type, schema) once. */
export function entryKey(entry: DumpEntry): string {
  return `${entry.type}\u0000${entry.schema}\u0000${entry.name}`;
}

/**
 * The objects of `migrated` that `baseline` lacks or has with other SQL: what the migrations
 * created or changed. The baseline is the same database before the migrations (the auth,
 * extensions and realtime schemas the local server's bootstrap makes, as hosted Supabase's image
 * does), so a migration's trigger on auth.users or policy on realtime.messages is kept while the
 * rest of that scaffolding is not.
 */
export function entriesAddedBy(migrated: readonly DumpEntry[], baseline: readonly DumpEntry[]): DumpEntry[] {
  const before = new Map(baseline.map((entry) => [entryKey(entry), entry.sql]));
  return migrated.filter((entry) => before.get(entryKey(entry)) !== entry.sql);
}

/** The objects of `baseline` that `migrated` no longer has: scaffolding a migration dropped. */
export function entriesDroppedBy(migrated: readonly DumpEntry[], baseline: readonly DumpEntry[]): DumpEntry[] {
  const after = new Set(migrated.map(entryKey));
  return baseline.filter((entry) => !after.has(entryKey(entry)));
}

/** Entries in pg_dump's layout (title block, SQL, blank lines), without the owner pg_dump prints. */
export function renderEntries(entries: readonly DumpEntry[]): string {
  return entries
    .map((entry) => `--\n-- Name: ${entry.name}; Type: ${entry.type}; Schema: ${entry.schema}\n--\n\n${entry.sql}\n`)
    .join('\n\n');
}
