import 'server-only';
import { headers } from 'next/headers';

/**
 * The script nonce of the page being rendered: the proxy sets it in the request's
 * Content-Security-Policy (proxy.ts), where Next reads it for its own scripts. For an inline script
 * of our own (lib/sos/early-tap.ts). Undefined for a page without one (a cached page), where an
 * inline script would be refused anyway.
 */
export async function requestScriptNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
