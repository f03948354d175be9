/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultPaths, projectRoot } from '../project-paths';

/*
 * The server serves the project it is run in, never one found relative to its own files: it
 * lives in the app's packages/ (or node_modules/), which holds no supabase/ folder.
 */
describe('the project the local server serves', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-project-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('is the working directory by default: the app root, where npm and Jest run', () => {
    expect(projectRoot({})).toBe(process.cwd());
    expect(defaultPaths(projectRoot({})).migrationsDir).toBe(path.join(process.cwd(), 'supabase', 'migrations'));
  });

  it('is $SUPABASE_LOCAL_PROJECT_DIR when set, and every default path is under its supabase/', () => {
    mkdirSync(path.join(scratch, 'supabase'));
    const root = projectRoot({ SUPABASE_LOCAL_PROJECT_DIR: scratch });
    expect(root).toBe(scratch);
    expect(defaultPaths(root)).toEqual({
      migrationsDir: path.join(scratch, 'supabase', 'migrations'),
      seedFile: path.join(scratch, 'supabase', 'seed.sql'),
      functionsDir: path.join(scratch, 'supabase', 'functions'),
      configFile: path.join(scratch, 'supabase', 'config.toml'),
    });
  });

  it('refuses a directory without supabase/, such as this package', () => {
    expect(() => projectRoot({ SUPABASE_LOCAL_PROJECT_DIR: scratch })).toThrow(/no supabase\/ folder/);
    expect(() => projectRoot({ SUPABASE_LOCAL_PROJECT_DIR: path.resolve(__dirname, '..') })).toThrow(/no supabase\/ folder/);
  });
});
