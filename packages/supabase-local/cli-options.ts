import path from 'node:path';
import type { LocalServerOptions } from './server';

/**
 * Options for a server started as a process (CLI, test runners): list values are
 * `path.delimiter`-separated so a parent can hand over several directories.
 */
export function cliOptionsFromEnv(env: NodeJS.ProcessEnv): LocalServerOptions {
  const list = (value: string | undefined) => (value ? value.split(path.delimiter).filter(Boolean) : undefined);
  const functions = env.SUPABASE_LOCAL_FUNCTIONS_CONFIG ? JSON.parse(env.SUPABASE_LOCAL_FUNCTIONS_CONFIG) : undefined;
  return {
    port: env.SUPABASE_LOCAL_PORT !== undefined ? Number(env.SUPABASE_LOCAL_PORT) : undefined,
    database: env.SUPABASE_LOCAL_DATABASE || undefined,
    migrationsDirs: list(env.SUPABASE_LOCAL_MIGRATIONS_DIRS),
    seedFiles: list(env.SUPABASE_LOCAL_SEED_FILES),
    functionsDirs: list(env.SUPABASE_LOCAL_FUNCTIONS_DIRS),
    functions,
    configFile: env.SUPABASE_LOCAL_CONFIG_FILE || undefined,
    quiet: env.SUPABASE_LOCAL_QUIET === '1',
  };
}
