/**
 * The Content-Security-Policy every response carries (lib/security-headers.ts explains what each
 * kind of response gets). Plain JavaScript: Next's cache handler (lib/cache/static-page-cache-handler.mjs)
 * stamps the policy of pages it caches at run time, where no TypeScript loader runs; next.config.ts,
 * the proxy and the scripts use the same code through lib/security-headers.ts.
 */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIDEO_THUMBNAIL_ORIGIN = 'https://img.youtube.com';

/** The Supabase origin in both schemes the browser uses for it. */
export function supabaseOrigins(supabaseUrl) {
  const url = new URL(supabaseUrl);
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [url.origin, socket];
}

/**
 * The policy options for pages, from the same variables next.config.ts reads, so the proxy's
 * per-request policy and a cached page's stamped policy differ only in their scripts.
 */
export function pagePolicyOptions(env = process.env) {
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL;
  if (!supabaseUrl) throw new Error('NEXT_PUBLIC_SUPABASE_URL is missing (see .env.example)');
  return { supabaseUrl, siteUrl: env.NEXT_PUBLIC_SITE_URL, development: env.NODE_ENV === 'development' };
}

export function contentSecurityPolicy({ supabaseUrl, development, siteUrl }, { nonce, hashes = [] } = {}) {
  const [supabaseHttp, supabaseSocket] = supabaseOrigins(supabaseUrl);
  const directives = {
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
