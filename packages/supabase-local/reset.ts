/**
 * `npm run db:reset`: wipes the local database and rebuilds it (auth schema, migrations, seed).
 * PGlite: deletes the data directory. DATABASE_URL: drops the app's schemas and lite's auth /
 * history schemas, then starts the server once so everything is re-created, and stops it.
 */
import { loadEnvConfig } from '@next/env';
import { projectRoot } from './project-paths';
import { disableLiteTelemetry } from './lite-app';

disableLiteTelemetry();

const DROP_SCHEMAS_SQL = `
do $$
declare s text;
begin
  for s in select nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'
  loop
    execute format('drop schema %I cascade', s);
  end loop;
  create schema public;
  grant all on schema public to public;
end $$;
drop publication if exists supabase_realtime;
`;

async function main(): Promise<void> {
  loadEnvConfig(projectRoot(), true, { info: () => undefined, error: console.error });
  const { defaultDatabaseLocation, startLocalServer, wipePgliteDirectory } = await import('./server');
  const { isPostgresUrl } = await import('./db/database');
  const location = defaultDatabaseLocation();
  await refuseWhileServing();
  if (isPostgresUrl(location)) {
    const postgres = (await import('postgres')).default;
    const sql = postgres(location, { onnotice: () => undefined, max: 1 });
    await sql.unsafe(DROP_SCHEMAS_SQL).simple();
    await sql.end();
    console.log('dropped every schema of the PostgreSQL database');
  } else {
    await wipePgliteDirectory(location);
    console.log(`deleted ${location}`);
  }
  const server = await startLocalServer({ port: 0 });
  await server.stop();
  console.log('database rebuilt: auth schema, migrations and seed applied');
}

/** Wiping the files or schemas under a running server would corrupt what it still writes. */
async function refuseWhileServing(): Promise<void> {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321';
  const answered = await fetch(new URL('/auth/v1/health', url), { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`a server answers at ${url}: stop it (npm run dev / supabase:local) before db:reset`);
}

main().catch((error: unknown) => {
  console.error('db:reset failed:', error);
  process.exit(1);
});
