/**
 * The security headers sent with every response (next.config.ts). The Content-Security-Policy
 * allows only what the site uses: our own origin, the Supabase project (HTTP and its realtime
 * websocket), the privacy-enhanced YouTube embed and its thumbnails.
 *
 * Scripts: never 'unsafe-inline' (decision 0014). Next.js inlines its bootstrap and the page's
 * React Server Components payload as inline scripts, so each page's policy names exactly those:
 * - pages rendered per request get a fresh nonce from the proxy, which Next puts on its scripts;
 * - prerendered pages get the SHA-256 hashes of their inline scripts, stamped into their cached
 *   headers after the build (scripts/stamp-static-csp.ts), so they stay static;
 * - everything else (API routes, files) allows only scripts from our own origin.
 * Styles: Next and Radix set inline styles, hence 'unsafe-inline' for styles.
 */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIDEO_THUMBNAIL_ORIGIN = 'https://img.youtube.com';

/** The inline scripts a page may run besides files from our origin: by nonce, by hash, or none. */
export type InlineScripts = { nonce?: string; hashes?: readonly string[] };

export type SecurityHeaderOptions = {
  /** NEXT_PUBLIC_SUPABASE_URL: REST, auth and functions over HTTP(S), realtime over WS(S). */
  supabaseUrl: string;
  /** `next dev` needs eval (React's debugging) and the hot-reload websocket. */
  development: boolean;
  /** NEXT_PUBLIC_SITE_URL: when it is HTTPS, the browser is told to upgrade any stray http:// load. */
  siteUrl?: string;
};

/** The Supabase origin in both schemes the browser uses for it. */
export function supabaseOrigins(supabaseUrl: string): [string, string] {
  const url = new URL(supabaseUrl);
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [url.origin, socket];
}

export function contentSecurityPolicy(
  { supabaseUrl, development, siteUrl }: SecurityHeaderOptions,
  { nonce, hashes = [] }: InlineScripts = {},
): string {
  const [supabaseHttp, supabaseSocket] = supabaseOrigins(supabaseUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...hashes.map((hash) => `'${hash}'`),
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', VIDEO_THUMBNAIL_ORIGIN],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", supabaseHttp, supabaseSocket, ...(development ? ['ws:'] : [])],
    'frame-src': [VIDEO_EMBED_ORIGIN],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (siteUrl?.startsWith('https://')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

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
