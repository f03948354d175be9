import path from 'node:path';

/** The repository root, two levels above `supabase/local/`. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_PATHS = {
  migrationsDir: path.join(PROJECT_ROOT, 'supabase', 'migrations'),
  seedFile: path.join(PROJECT_ROOT, 'supabase', 'seed.sql'),
  functionsDir: path.join(PROJECT_ROOT, 'supabase', 'functions'),
  configFile: path.join(PROJECT_ROOT, 'supabase', 'config.toml'),
} as const;
