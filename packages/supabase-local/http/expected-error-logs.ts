import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * lite `console.error`s every database error it turns into a PostgREST response, stack and all
 * — an RLS refusal or an unknown column included. Those are expected outcomes that the response
 * already reports, so inside a lite request they are dropped; anything else still prints.
 */
const insideLite = new AsyncLocalStorage<true>();
let installed = false;

function isExpectedDbError(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as { code?: unknown; relation?: unknown };
  if (typeof candidate.relation === 'string') return true; // "table not in schema cache"
  return typeof candidate.code === 'string' && /^(PGRST\d+|[0-9A-Z]{5})$/.test(candidate.code) && !candidate.code.startsWith('XX');
}

export function runQuietlyInsideLite<T>(fn: () => Promise<T>): Promise<T> {
  if (!installed) {
    installed = true;
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      if (insideLite.getStore() && args.length === 1 && isExpectedDbError(args[0])) return;
      original(...args);
    };
  }
  return insideLite.run(true, fn);
}
