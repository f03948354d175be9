/**
 * Whether the browser may hold a Supabase session, without loading supabase-js to ask: the auth
 * provider loads supabase-js only then (components/auth/auth-provider.tsx), so a visitor's page
 * does not spend a slow phone's CPU on it (issue 48). @supabase/ssr keeps the session in cookies
 * the browser client reads itself (never httpOnly), named `sb-<project>-auth-token`, split into
 * `.0`, `.1`… when long. Any code that creates the browser client (the sign-in form) says so here
 * too, so the provider follows a session that begins on this page.
 */
const SESSION_COOKIE = /(?:^|;\s*)sb-[^=;]+-auth-token(?:\.\d+)?=/;

export function hasSessionCookie(cookies: string): boolean {
  return SESSION_COOKIE.test(cookies);
}

let created = false;
const listeners = new Set<() => void>();

/** Called by lib/supabase/client.ts each time the browser client is asked for. */
export function noteBrowserClientCreated(): void {
  if (created) return;
  created = true;
  for (const listener of [...listeners]) listener();
}

/** True once any code in this page asked for the browser client. */
export function browserClientCreated(): boolean {
  return created;
}

export function onBrowserClientCreated(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
