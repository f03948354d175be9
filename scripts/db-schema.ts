/**
 * `npm run db:schema`: writes supabase/schema.sql, the whole current schema in one file, made from
 * supabase/migrations by PostgreSQL 15's pg_dump on a throwaway cluster (scripts/db-schema/). The
 * migrations are the history; this file is what runs, for a reader who must not have to replay
 * four definitions of one function in their head. See docs/architecture.md#conventions.
 *
 * `-- --check` writes nothing: it exits 1, naming the objects that differ, while the committed file
 * is out of step with the migrations (part of `npm run test:static`), and 0 when it matches.
 * `--migrations <dir>` reads another migrations folder (the check's own test adds a migration to a
 * copy); the file compared or written is always supabase/schema.sql.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { schemaDifferences } from './db-schema/compare';
import { generateSchemaSql } from './db-schema/generate';

const ROOT = path.resolve(__dirname, '..');
const OUTPUT = path.join(ROOT, 'supabase', 'schema.sql');
const MIGRATIONS = path.join(ROOT, 'supabase', 'migrations');
/** A failed check prints at most this many differences: enough to see what a migration did. */
const SHOWN_DIFFERENCES = 40;

function argumentAfter(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  if (index < 0) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${flag} needs a folder.`);
  return path.resolve(value);
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const migrations = argumentAfter('--migrations') ?? MIGRATIONS;
  const output = path.relative(ROOT, OUTPUT);
  const inRepository = !path.relative(ROOT, migrations).startsWith('..');
  const source = inRepository ? path.relative(ROOT, migrations) : migrations;
  const generated = await generateSchemaSql(migrations);
  const committed = await readFile(OUTPUT, 'utf8').catch(() => null);

  if (check) {
    if (committed === generated) {
      console.log(`${output} is in step with ${source}.`);
      return 0;
    }
    if (committed === null) {
      console.error(`${output} does not exist: run \`npm run db:schema\` and commit ${output}.`);
      return 1;
    }
    const differences = schemaDifferences(committed, generated);
    const shown = differences.slice(0, SHOWN_DIFFERENCES);
    if (differences.length > shown.length) shown.push(`… and ${differences.length - shown.length} more`);
    console.error(
      `${output} is out of step with ${source}: run \`npm run db:schema\` and commit ${output}.\n` +
        `What differs (+ made by the migrations but not in the file, - in the file but no longer made, ~ changed):\n` +
        shown.map((line) => `  ${line}`).join('\n'),
    );
    return 1;
  }

  if (committed === generated) {
    console.log(`${output} unchanged.`);
    return 0;
  }
  await writeFile(OUTPUT, generated);
  console.log(`Wrote ${output} from ${source}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
