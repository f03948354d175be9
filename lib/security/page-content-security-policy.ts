import { contentSecurityPolicy, pagePolicyOptions, type SecurityHeaderOptions } from './content-security-policy.mjs';

export { pagePolicyOptions };

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
