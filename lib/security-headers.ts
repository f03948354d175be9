/**
 * The security headers sent with every response (next.config.ts). The Content-Security-Policy
 * allows only what the site uses: our own origin, the Supabase project (HTTP and its realtime
 * websocket), the privacy-enhanced YouTube embed and its thumbnails.
 *
 * Scripts: never 'unsafe-inline' (decision 0014). Next.js inlines its bootstrap and the page's
 * React Server Components payload as inline scripts, so each page's policy names exactly those:
 * - pages rendered per request get a fresh nonce from the proxy, which Next puts on its scripts;
 * - cached pages get the SHA-256 hashes of their inline scripts, stamped into their cached headers
 *   after the build (scripts/stamp-static-csp.ts) and whenever Next caches a page again (its cache
 *   handler, lib/cache/static-page-cache-handler.mjs), so they stay static;
 * - everything else (API routes, files) allows only scripts from our own origin.
 * Styles: Next and Radix set inline styles, hence 'unsafe-inline' for styles.
 */
import { VIDEO_EMBED_ORIGIN, contentSecurityPolicy, type SecurityHeaderOptions } from './security/content-security-policy.mjs';

export {
  VIDEO_EMBED_ORIGIN,
  VIDEO_THUMBNAIL_ORIGIN,
  contentSecurityPolicy,
  supabaseOrigins,
  type InlineScripts,
  type SecurityHeaderOptions,
} from './security/content-security-policy.mjs';

/**
 * Powerful browser features: geolocation (the SOS location) and Bluetooth (the pendant) for our
 * own pages only; the video embed may autoplay and go full screen; everything else is off.
 */
export function permissionsPolicy(): string {
  const embed = `(self "${VIDEO_EMBED_ORIGIN}")`;
  const features: Record<string, string> = {
    geolocation: '(self)',
    bluetooth: '(self)',
    autoplay: embed,
    'encrypted-media': embed,
    fullscreen: embed,
    'picture-in-picture': embed,
    accelerometer: '()',
    camera: '()',
    'display-capture': '()',
    gyroscope: '()',
    hid: '()',
    magnetometer: '()',
    microphone: '()',
    midi: '()',
    payment: '()',
    serial: '()',
    usb: '()',
  };
  return Object.entries(features)
    .map(([feature, allow]) => `${feature}=${allow}`)
    .join(', ');
}

/**
 * The headers for every response. Pages get their Content-Security-Policy from the proxy (nonce)
 * or from their prerendered headers (hashes); see nonPageContentSecurityPolicy for the rest.
 */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    // Two years, subdomains included; browsers ignore it over plain HTTP (local development).
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' for current browsers; X-Frame-Options for old ones.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** The policy of API routes and files: scripts from our own origin only, nothing inline. */
export function nonPageContentSecurityPolicy(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(options) }];
}
