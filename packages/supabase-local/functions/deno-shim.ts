/**
 * The slice of the Deno runtime our edge functions touch: `Deno.serve(handler)` and `Deno.env`.
 * Hosted Supabase runs the same files on Deno; here they run on Node with this shim installed.
 */
export type FetchHandler = (request: Request, info?: unknown) => Response | Promise<Response>;

interface ServeOptions {
  handler?: FetchHandler;
  [key: string]: unknown;
}

/**
 * `Deno.env` as the functions use it. Declared here, not taken from the served project's own
 * declaration (the app's is supabase/functions/_shared/deno-globals.d.ts): the package knows
 * nothing of the project it serves.
 */
interface DenoEnv {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  has(name: string): boolean;
  delete(name: string): void;
  toObject(): Record<string, string>;
}

interface DenoShim {
  serve(handlerOrOptions: FetchHandler | ServeOptions, maybeHandler?: FetchHandler): { finished: Promise<void>; shutdown(): Promise<void> };
  env: DenoEnv;
}

/** Set while one function module is being imported, so its `Deno.serve` call can be captured. */
let capture: ((handler: FetchHandler) => void) | null = null;
const injectedEnv = new Map<string, string>();

export function setFunctionEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) if (value !== undefined) injectedEnv.set(name, value);
}

export function installDenoShim(): void {
  const globals = globalThis as { Deno?: unknown };
  if (globals.Deno) return;
  const shim: DenoShim = {
    serve(handlerOrOptions, maybeHandler) {
      const handler =
        typeof handlerOrOptions === 'function' ? handlerOrOptions : (maybeHandler ?? handlerOrOptions.handler);
      if (!handler) throw new TypeError('Deno.serve: no handler given');
      if (!capture) throw new Error('Deno.serve called outside a function load (call it at module top level)');
      capture(handler);
      return { finished: Promise.resolve(), shutdown: async () => undefined };
    },
    env: {
      get: (name) => injectedEnv.get(name) ?? process.env[name],
      set: (name, value) => void injectedEnv.set(name, value),
      has: (name) => injectedEnv.has(name) || name in process.env,
      delete: (name) => void injectedEnv.delete(name),
      toObject: () => ({ ...(process.env as Record<string, string>), ...Object.fromEntries(injectedEnv) }),
    },
  };
  globals.Deno = shim;
}

/** Imports a module and returns the handler it registered with `Deno.serve`. */
export async function captureServeHandler(load: () => Promise<unknown>): Promise<FetchHandler | null> {
  let captured: FetchHandler | null = null;
  capture = (handler) => {
    captured = handler;
  };
  try {
    await load();
  } finally {
    capture = null;
  }
  return captured;
}
