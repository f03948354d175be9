import 'server-only';
import { headers } from 'next/headers';
import { loadServerEnv } from '@/lib/env';

/**
 * Where links we hand out lead back to (confirmation e-mails, checkout's return): the origin the
 * visitor is on (Next checks it against the host for server actions), else the configured site.
 */
export async function siteOrigin(): Promise<string> {
  const origin = (await headers()).get('origin');
  try {
    if (origin) return new URL(origin).origin;
  } catch {
    // A malformed Origin header: fall back to the configured site.
  }
  return new URL(loadServerEnv().NEXT_PUBLIC_SITE_URL).origin;
}
