import type { APIRequestContext, APIResponse } from '@playwright/test';

/*
 * Guards and locale redirects are HTTP redirects the proxy sends before any page renders
 * (proxy.ts), so checking them needs no browser: no context, no script download, no hydration.
 * A request keeps the cookies of its context (a persona's session through `storageState`) and
 * follows redirects; its response's URL is where the last one led.
 */

/** The path and query of the page a response ended on, after the redirects it followed. */
export function landedPath(response: APIResponse): string {
  const url = new URL(response.url());
  return `${url.pathname}${url.search}`;
}

/** Where a plain GET of `path` ends once every redirect is followed, as a path and query. */
export async function landingOf(request: APIRequestContext, path: string, headers?: Record<string, string>): Promise<string> {
  return landedPath(await request.get(path, { headers }));
}
