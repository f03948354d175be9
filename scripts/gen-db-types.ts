/**
 * `npm run db:types`: writes lib/database.types.ts from supabase/migrations, in the shape of
 * `supabase gen types typescript` (Database → public → Tables/Views/Functions/Enums/CompositeTypes,
 * plus the Tables<>/TablesInsert<>/TablesUpdate<>/Enums<>/CompositeTypes<> helpers and Constants),
 * so the app compiles against the schema without the Supabase CLI or Docker.
 *
 * It boots an in-memory PGlite with the auth schema of the local server and the hosted bootstrap,
 * applies the migrations and introspects `public`. With DATABASE_URL it uses that PostgreSQL instead
 * (already-recorded migrations are skipped). `--check` writes nothing and exits 1 when the committed
 * file is stale (CI).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureAuthSchema } from '@ice-sos/supabase-local/db/auth-schema';
import { openDatabase, type Queryable } from '@ice-sos/supabase-local/db/database';
import { bootstrapDatabase } from '@ice-sos/supabase-local/db/bootstrap';
import { applyMigrations } from '@ice-sos/supabase-local/db/migrations';

const ROOT = path.resolve(__dirname, '..');
const OUTPUT = path.join(ROOT, 'lib', 'database.types.ts');
const MIGRATIONS = path.join(ROOT, 'supabase', 'migrations');
const SCHEMA = 'public';

// ---------------------------------------------------------------------------------------------
// Introspection
// ---------------------------------------------------------------------------------------------

interface PgType {
  name: string;
  /** pg_type.typtype: b base, e enum, c composite, p pseudo, d domain. */
  kind: string;
  schema: string;
  /** Element type of an array type. */
  element?: PgType;
}

interface Column {
  name: string;
  type: PgType;
  nullable: boolean;
  hasDefault: boolean;
  /** '' none, 'a' generated always as identity, 'd' by default. */
  identity: string;
  generated: boolean;
}

interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  relationships: Relationship[];
}

interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

interface FunctionArg {
  name: string;
  type: PgType;
  optional: boolean;
}

interface DbFunction {
  name: string;
  args: FunctionArg[];
  returns: PgType;
  returnsSet: boolean;
  /** Columns of RETURNS TABLE (...). */
  tableColumns: { name: string; type: PgType }[];
}

interface Introspection {
  relations: Relation[];
  functions: DbFunction[];
  enums: { name: string; values: string[] }[];
}

interface TypeRow {
  type_name: string;
  type_kind: string;
  type_schema: string;
  elem_name: string | null;
  elem_kind: string | null;
  elem_schema: string | null;
}

/** Selects a pg_type (aliased `t`) and its array element (aliased `et`) as TypeRow columns. */
const TYPE_COLUMNS = `
  t.typname as type_name, t.typtype as type_kind, tn.nspname as type_schema,
  et.typname as elem_name, et.typtype as elem_kind, etn.nspname as elem_schema`;
const TYPE_JOINS = (typeOid: string) => `
  join pg_type t on t.oid = ${typeOid}
  join pg_namespace tn on tn.oid = t.typnamespace
  left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
  left join pg_namespace etn on etn.oid = et.typnamespace`;

function toType(row: TypeRow): PgType {
  const type: PgType = { name: row.type_name, kind: row.type_kind, schema: row.type_schema };
  if (row.elem_name) type.element = { name: row.elem_name, kind: row.elem_kind ?? 'b', schema: row.elem_schema ?? '' };
  return type;
}

/** Arrays are selected as JSON: the PGlite and postgres.js drivers parse JSON alike, not arrays. */
async function introspect(db: Queryable): Promise<Introspection> {
  const columnRows = await db.query<
    TypeRow & { relation: string; relkind: string; name: string; not_null: boolean; has_default: boolean; identity: string; generated: string }
  >(
    `select c.relname as relation, c.relkind::text as relkind, a.attname as name, a.attnotnull as not_null,
            a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated::text as generated, ${TYPE_COLUMNS}
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       ${TYPE_JOINS('a.atttypid')}
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [SCHEMA],
  );
  const relations = new Map<string, Relation>();
  for (const row of columnRows) {
    let relation = relations.get(row.relation);
    if (!relation) {
      relation = { name: row.relation, kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table', columns: [], relationships: [] };
      relations.set(row.relation, relation);
    }
    relation.columns.push({
      name: row.name,
      type: toType(row),
      // Views report every column as nullable, as the Supabase CLI does.
      nullable: relation.kind === 'view' || !row.not_null,
      hasDefault: row.has_default,
      identity: row.identity ?? '',
      generated: (row.generated ?? '') !== '',
    });
  }

  const fkRows = await db.query<{
    name: string;
    relation: string;
    columns: string[];
    referenced_relation: string;
    referenced_columns: string[];
    one_to_one: boolean;
  }>(
    `select con.conname as name, cl.relname as relation, rcl.relname as referenced_relation,
            to_json(array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord)) as columns,
            to_json(array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)) as referenced_columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(x order by x) from unnest(u.conkey) x)
                         = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid
       join pg_namespace n on n.oid = cl.relnamespace
       join pg_class rcl on rcl.oid = con.confrelid
       join pg_namespace rn on rn.oid = rcl.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by con.conname`,
    [SCHEMA],
  );
  for (const fk of fkRows) {
    relations.get(fk.relation)?.relationships.push({
      foreignKeyName: fk.name,
      columns: fk.columns,
      isOneToOne: fk.one_to_one,
      referencedRelation: fk.referenced_relation,
      referencedColumns: fk.referenced_columns,
    });
  }

  const functionRows = await db.query<
    TypeRow & { oid: number; name: string; arg_names: string[] | null; arg_modes: string[] | null; arg_types: number[]; n_defaults: number; returns_set: boolean }
  >(
    `select p.oid::int as oid, p.proname as name, to_json(p.proargnames) as arg_names, to_json(p.proargmodes::text[]) as arg_modes,
            to_json(coalesce(p.proallargtypes::int[], p.proargtypes::int[])) as arg_types, p.pronargdefaults::int as n_defaults,
            p.proretset as returns_set, ${TYPE_COLUMNS}
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       ${TYPE_JOINS('p.prorettype')}
      where n.nspname = $1 and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, p.oid`,
    [SCHEMA],
  );
  const argTypeOids = [...new Set(functionRows.flatMap((f) => f.arg_types))];
  const argTypes = new Map<number, PgType>();
  if (argTypeOids.length > 0) {
    const rows = await db.query<TypeRow & { oid: number }>(
      `select t.oid::int as oid, ${TYPE_COLUMNS} from pg_type t
         join pg_namespace tn on tn.oid = t.typnamespace
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
         left join pg_namespace etn on etn.oid = et.typnamespace
        where t.oid = any(string_to_array($1::text, ',')::oid[])`,
      [argTypeOids.join(',')],
    );
    for (const row of rows) argTypes.set(row.oid, toType(row));
  }
  const functions = functionRows.map((row): DbFunction => {
    const modes = row.arg_modes ?? row.arg_types.map(() => 'i');
    const names = row.arg_names ?? [];
    const inputs = row.arg_types
      .map((oid, i) => ({ name: names[i] ?? '', type: argTypes.get(oid)!, mode: modes[i] }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const firstDefault = inputs.length - row.n_defaults;
    return {
      name: row.name,
      args: inputs.map((a, i) => ({ name: a.name, type: a.type, optional: i >= firstDefault })),
      returns: toType(row),
      returnsSet: row.returns_set,
      tableColumns: row.arg_types
        .map((oid, i) => ({ name: names[i] ?? '', type: argTypes.get(oid)!, mode: modes[i] }))
        .filter((a) => a.mode === 't')
        .map(({ name, type }) => ({ name, type })),
    };
  });

  const enums = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, to_json(array_agg(e.enumlabel order by e.enumsortorder)) as values
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1 group by t.typname order by t.typname`,
    [SCHEMA],
  );

  return { relations: [...relations.values()], functions, enums };
}

// ---------------------------------------------------------------------------------------------
// Rendering (the Supabase CLI's layout: sorted keys, double quotes, no semicolons)
// ---------------------------------------------------------------------------------------------

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'citext', 'uuid', 'date', 'time', 'timetz', 'timestamp',
  'timestamptz', 'interval', 'inet', 'cidr', 'macaddr', 'bytea',
]);

function tsType(type: PgType): string {
  if (type.element) return `${tsType(type.element)}[]`;
  if (type.kind === 'e' && type.schema === SCHEMA) return `Database["public"]["Enums"][${quote(type.name)}]`;
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

const quote = (s: string) => JSON.stringify(s);
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const indent = (text: string, spaces: number) => text.replace(/^(?=.)/gm, ' '.repeat(spaces));
const NEVER_MAP = '{\n  [_ in never]: never\n}';

function objectType(entries: string[]): string {
  return entries.length === 0 ? '{}' : `{\n${indent(entries.join('\n'), 2)}\n}`;
}

function rowType(columns: Column[]): string {
  return objectType([...columns].sort(byName).map((c) => `${c.name}: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`));
}

function writeType(columns: Column[], mode: 'Insert' | 'Update'): string {
  return objectType(
    [...columns].sort(byName).map((c) => {
      if (c.identity === 'a' || c.generated) return `${c.name}?: never`;
      const optional = mode === 'Update' || c.nullable || c.hasDefault || c.identity === 'd';
      return `${c.name}${optional ? '?' : ''}: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`;
    }),
  );
}

function relationshipsType(relationships: Relationship[]): string {
  if (relationships.length === 0) return '[]';
  const items = relationships.map((r) =>
    objectType([
      `foreignKeyName: ${quote(r.foreignKeyName)}`,
      `columns: [${r.columns.map(quote).join(', ')}]`,
      `isOneToOne: ${r.isOneToOne}`,
      `referencedRelation: ${quote(r.referencedRelation)}`,
      `referencedColumns: [${r.referencedColumns.map(quote).join(', ')}]`,
    ]),
  );
  return `[\n${indent(items.join(',\n'), 2)},\n]`;
}

function relationsType(relations: Relation[], kind: Relation['kind']): string {
  const selected = relations.filter((r) => r.kind === kind).sort(byName);
  if (selected.length === 0) return NEVER_MAP;
  return objectType(
    selected.map((r) => {
      const parts = [`Row: ${rowType(r.columns)}`];
      if (kind === 'table') parts.push(`Insert: ${writeType(r.columns, 'Insert')}`, `Update: ${writeType(r.columns, 'Update')}`);
      parts.push(`Relationships: ${relationshipsType(r.relationships)}`);
      return `${r.name}: ${objectType(parts)}`;
    }),
  );
}

function functionType(fn: DbFunction, relations: Map<string, Relation>): string {
  const args = fn.args.length === 0
    ? 'never'
    : objectType([...fn.args].sort(byName).map((a) => `${a.name}${a.optional ? '?' : ''}: ${tsType(a.type)}`));
  const rowRelation = fn.returns.kind === 'c' ? relations.get(fn.returns.name) : undefined;
  let returns: string;
  if (fn.tableColumns.length > 0) {
    returns = `${objectType([...fn.tableColumns].sort(byName).map((c) => `${c.name}: ${tsType(c.type)}`))}[]`;
  } else if (rowRelation) {
    returns = `${rowType(rowRelation.columns)}${fn.returnsSet ? '[]' : ''}`;
  } else {
    returns = `${tsType(fn.returns)}${fn.returnsSet ? '[]' : ''}`;
  }
  const parts = [`Args: ${args}`, `Returns: ${returns}`];
  if (rowRelation) {
    parts.push(
      `SetofOptions: ${objectType([
        'from: "*"',
        `to: ${quote(rowRelation.name)}`,
        `isOneToOne: ${!fn.returnsSet}`,
        `isSetofReturn: ${fn.returnsSet}`,
      ])}`,
    );
  }
  return objectType(parts);
}

function functionsType(functions: DbFunction[], relations: Relation[]): string {
  if (functions.length === 0) return NEVER_MAP;
  const relationMap = new Map(relations.map((r) => [r.name, r]));
  const grouped = new Map<string, DbFunction[]>();
  for (const fn of [...functions].sort(byName)) grouped.set(fn.name, [...(grouped.get(fn.name) ?? []), fn]);
  return objectType(
    [...grouped].map(([name, overloads]) => `${name}:${overloads.length > 1 ? '\n  | ' : ' '}${overloads.map((f) => functionType(f, relationMap)).join('\n  | ')}`),
  );
}

function enumsType(enums: Introspection['enums']): string {
  if (enums.length === 0) return NEVER_MAP;
  return objectType([...enums].sort(byName).map((e) => `${e.name}: ${e.values.map(quote).join(' | ')}`));
}

function render(db: Introspection): string {
  const schema = objectType([
    `Tables: ${relationsType(db.relations, 'table')}`,
    `Views: ${relationsType(db.relations, 'view')}`,
    `Functions: ${functionsType(db.functions, db.relations)}`,
    `Enums: ${enumsType(db.enums)}`,
    `CompositeTypes: ${NEVER_MAP}`,
  ]);
  const constants = [...db.enums].sort(byName).map((e) => `${e.name}: [${e.values.map(quote).join(', ')}],`);
  return `${HEADER}
export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: ${indent(schema, 2).trimStart()}
}
${HELPERS}
export const Constants = {
  public: {
    Enums: {
${indent(constants.join('\n'), 6)}
    },
  },
} as const
`;
}

const HEADER = `// Generated by \`npm run db:types\` (scripts/gen-db-types.ts) from supabase/migrations. Do not edit.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]
`;

/** TablesInsert<> and TablesUpdate<> differ only in the key they read. */
function writeHelper(name: string, key: string, letter: string): string {
  return `export type ${name}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${key}: infer ${letter}
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${key}: infer ${letter}
      }
      ? ${letter}
      : never
    : never

`;
}

/** The helper types exactly as \`supabase gen types typescript\` prints them. */
const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${writeHelper('TablesInsert', 'Insert', 'I')}${writeHelper('TablesUpdate', 'Update', 'U')}export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

/** A database with the schema the local server would have: lite's auth schema, bootstrap, migrations. */
async function migratedDatabase() {
  const db = await openDatabase({ url: process.env.DATABASE_URL ?? 'memory://' });
  await ensureAuthSchema(db);
  await bootstrapDatabase(db);
  await applyMigrations(db, [MIGRATIONS]);
  return db;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const db = await migratedDatabase();
  let source: string;
  try {
    source = render(await introspect(db));
  } finally {
    await db.close();
  }
  const current = await readFile(OUTPUT, 'utf8').catch(() => '');
  if (check) {
    if (current !== source) {
      console.error(`${path.relative(ROOT, OUTPUT)} is stale: run \`npm run db:types\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${path.relative(ROOT, OUTPUT)} is up to date.`);
    return;
  }
  if (current === source) {
    console.log(`${path.relative(ROOT, OUTPUT)} unchanged.`);
    return;
  }
  await writeFile(OUTPUT, source);
  console.log(`Wrote ${path.relative(ROOT, OUTPUT)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
