import 'server-only';
import { headers } from 'next/headers';
import { loadServerEnv } from '@/lib/env';

/**
 * The configured public site (NEXT_PUBLIC_SITE_URL), for links we send to OTHER people: an
 * invitation, an emergency contact's consent link. Never taken from the request: behind a proxy
 * that passes a client's X-Forwarded-Host through, a member could otherwise make us mail or text
 * a link to a domain of their choosing, under our name.
 */
export function publicSiteOrigin(): string {
  return new URL(loadServerEnv().NEXT_PUBLIC_SITE_URL).origin;
}

/**
 * Where links we hand back to the visitor themself lead (their confirmation e-mails, checkout's
 * return): the origin they are on (Next checks it against the host for server actions), else the
 * configured site. Auth e-mails are further held to the auth server's redirect allow-list.
 */
export async function siteOrigin(): Promise<string> {
  const origin = (await headers()).get('origin');
  try {
    if (origin) return new URL(origin).origin;
  } catch {
    // A malformed Origin header: fall back to the configured site.
  }
  return publicSiteOrigin();
}
