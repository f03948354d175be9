export declare const VIDEO_EMBED_ORIGIN: string;
export declare const VIDEO_THUMBNAIL_ORIGIN: string;

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

export declare function supabaseOrigins(supabaseUrl: string): [string, string];
export declare function pagePolicyOptions(env?: NodeJS.ProcessEnv): SecurityHeaderOptions;
export declare function contentSecurityPolicy(options: SecurityHeaderOptions, scripts?: InlineScripts): string;
