import { routes } from '@/lib/routes';

/**
 * Redirect targets taken from a query string must be local paths (docs/architecture.md#conventions): "/x", never
 * "//evil.com", "/\evil.com", "http://…" or anything a browser could resolve to another origin.
 * Anything else falls back, so a crafted sign-in link can never send a member elsewhere.
 */
export function safeNextPath(candidate: string | null | undefined, fallback: string = routes.memberDashboard): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/')) return fallback;
  // Browsers treat "\" like "/" and ignore tabs/newlines inside URLs, so "/\evil" and "/\t/evil"
  // are protocol-relative too.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  try {
    const base = 'http://local.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    // Check what is returned, after normalising: "/.//evil.com" and "/a/..//evil.com" become
    // "//evil.com", which every redirect and navigation would read as another host.
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    if (normalised.startsWith('//')) return fallback;
    return normalised;
  } catch {
    return fallback;
  }
}
