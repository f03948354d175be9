/**
 * Types for the Deno globals our edge functions use, so `tsc` checks `supabase/functions/**`.
 * Hosted Supabase runs them on Deno; locally the server in packages/supabase-local provides the
 * same two globals.
 */
declare global {
  var Deno: {
    serve(handler: (request: Request) => Response | Promise<Response>): unknown;
    env: {
      get(name: string): string | undefined;
      set(name: string, value: string): void;
      has(name: string): boolean;
      delete(name: string): void;
      toObject(): Record<string, string>;
    };
  };
}

export {};
