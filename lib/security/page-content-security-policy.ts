import { contentSecurityPolicy, type SecurityHeaderOptions } from '@/lib/security-headers';

/**
 * The policy options for pages, from the same variables next.config.ts reads, so the proxy's
 * per-request policy and the prerendered pages' stamped policy differ only in their scripts.
 */
export function pagePolicyOptions(env: NodeJS.ProcessEnv = process.env): SecurityHeaderOptions {
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL;
  if (!supabaseUrl) throw new Error('NEXT_PUBLIC_SUPABASE_URL is missing (see .env.example)');
  return { supabaseUrl, siteUrl: env.NEXT_PUBLIC_SITE_URL, development: env.NODE_ENV === 'development' };
}

/** 128 random bits, base64: a nonce nobody can guess, fresh for every page rendered. */
export function createScriptNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** The Content-Security-Policy of a page rendered for this request only. */
export function perRequestPagePolicy(nonce: string, options: SecurityHeaderOptions = pagePolicyOptions()): string {
  return contentSecurityPolicy(options, { nonce });
}

/** The Content-Security-Policy of a prerendered page whose inline scripts have these hashes. */
export function prerenderedPagePolicy(hashes: readonly string[], options: SecurityHeaderOptions = pagePolicyOptions()): string {
  return contentSecurityPolicy(options, { hashes });
}
