/** @jest-environment node */
import { createScriptNonce, pagePolicyOptions, perRequestPagePolicy, prerenderedPagePolicy } from '@/lib/security/page-content-security-policy';

const env = { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', NEXT_PUBLIC_SITE_URL: 'https://ice-sos.example', NODE_ENV: 'production' } as NodeJS.ProcessEnv;

describe('page Content-Security-Policy', () => {
  it('reads the same variables as next.config.ts', () => {
    expect(pagePolicyOptions(env)).toEqual({ supabaseUrl: 'https://abc.supabase.co', siteUrl: 'https://ice-sos.example', development: false });
    expect(pagePolicyOptions({ ...env, NODE_ENV: 'development' }).development).toBe(true);
    expect(() => pagePolicyOptions({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow('NEXT_PUBLIC_SUPABASE_URL is missing');
  });

  it('makes a 128-bit nonce that differs every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createScriptNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('allows a per-request page its nonce and a prerendered page its hashes, nothing else inline', () => {
    const options = pagePolicyOptions(env);
    expect(perRequestPagePolicy('bm9uY2U=', options)).toContain("script-src 'self' 'nonce-bm9uY2U=';");
    expect(prerenderedPagePolicy(['sha256-AAA='], options)).toContain("script-src 'self' 'sha256-AAA=';");
    expect(prerenderedPagePolicy([], options)).toContain("script-src 'self';");
  });
});
