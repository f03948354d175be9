import { existsSync } from 'node:fs';
import path from 'node:path';

/** Names another project directory than the working directory (see `projectRoot`). */
export const PROJECT_DIR_ENV = 'SUPABASE_LOCAL_PROJECT_DIR';

/**
 * The project this server serves: the directory holding `supabase/` (migrations, seed.sql,
 * functions, config.toml, templates), as for the Supabase CLI. Never a path relative to this
 * package's own files: it sits in the app's `packages/` (or `node_modules/`), not in the project.
 * npm runs every script from the root of the app that declares it, so the working directory is
 * that project; $SUPABASE_LOCAL_PROJECT_DIR names another. A directory without `supabase/` is
 * refused at once rather than served empty.
 */
export function projectRoot(env: Record<string, string | undefined> = process.env): string {
  const root = path.resolve(env[PROJECT_DIR_ENV] || process.cwd());
  if (!existsSync(path.join(root, 'supabase'))) {
    throw new Error(`no supabase/ folder in ${root}: run from the project's root, or set ${PROJECT_DIR_ENV} to it`);
  }
  return root;
}

/** Where the served project keeps what the server reads when no option names another place. */
export function defaultPaths(root: string = projectRoot()) {
  return {
    migrationsDir: path.join(root, 'supabase', 'migrations'),
    seedFile: path.join(root, 'supabase', 'seed.sql'),
    functionsDir: path.join(root, 'supabase', 'functions'),
    configFile: path.join(root, 'supabase', 'config.toml'),
  };
}
