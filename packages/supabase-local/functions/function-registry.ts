import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { captureServeHandler, installDenoShim, type FetchHandler } from './deno-shim';

/** Per process: a module imported once calls `Deno.serve` once, whichever registry loaded it. */
const handlersByFile = new Map<string, FetchHandler>();

interface LoadedFunction {
  handler: FetchHandler;
  mtimeMs: number;
}

/**
 * Finds `<dir>/<name>/index.ts` in the configured function directories (first wins) and loads
 * it once; a changed file is reloaded on the next call so `npm run dev` picks up edits.
 * Loads are serialised because `Deno.serve` capture is a process-wide slot.
 */
export class FunctionRegistry {
  private readonly loaded = new Map<string, LoadedFunction>();
  private loading: Promise<unknown> = Promise.resolve();

  constructor(private readonly dirs: readonly string[]) {
    installDenoShim();
  }

  entryFile(name: string): string | null {
    if (!/^[A-Za-z0-9_-]+$/.test(name) || name.startsWith('_')) return null;
    for (const dir of this.dirs) {
      for (const file of ['index.ts', 'index.js', 'index.mts']) {
        const candidate = path.resolve(dir, name, file);
        if (existsSync(candidate)) return candidate;
      }
    }
    return null;
  }

  async handler(name: string): Promise<FetchHandler | null> {
    const file = this.entryFile(name);
    if (!file) return null;
    const mtimeMs = statSync(file).mtimeMs;
    const cached = this.loaded.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.handler;
    const load = this.loading.then(() => this.load(file, cached !== undefined));
    this.loading = load.catch(() => undefined);
    const handler = await load;
    this.loaded.set(file, { handler, mtimeMs });
    return handler;
  }

  private async load(file: string, reload: boolean): Promise<FetchHandler> {
    if (reload) forgetModule(file);
    else if (handlersByFile.has(file)) return handlersByFile.get(file) as FetchHandler;
    const handler = await captureServeHandler(() => import(file));
    if (!handler) throw new Error(`${file} did not call Deno.serve(handler)`);
    handlersByFile.set(file, handler);
    return handler;
  }
}

/** Drops a CommonJS-loaded module (tsx compiles .ts to CJS here) so the next import re-reads it. */
function forgetModule(file: string): void {
  try {
    const resolved = require.resolve(file);
    delete require.cache[resolved];
  } catch {
    // ESM-loaded modules cannot be evicted; the old handler keeps serving until restart.
  }
}
