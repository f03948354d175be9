import { contentSecurityPolicy, nonPageContentSecurityPolicy, permissionsPolicy, securityHeaders, supabaseOrigins } from '@/lib/security-headers';

const local = { supabaseUrl: 'http://127.0.0.1:54321', development: false };

describe('security headers', () => {
  it('allows the Supabase project over HTTP and its realtime websocket, in the matching scheme', () => {
    expect(supabaseOrigins('http://127.0.0.1:54321')).toEqual(['http://127.0.0.1:54321', 'ws://127.0.0.1:54321']);
    expect(supabaseOrigins('https://abc.supabase.co/')).toEqual(['https://abc.supabase.co', 'wss://abc.supabase.co']);
  });

  it('allows only what the site uses: itself, Supabase, the video embed and its thumbnails', () => {
    const csp = contentSecurityPolicy({ supabaseUrl: 'https://abc.supabase.co', development: false });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co;");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(csp).toContain("img-src 'self' data: blob: https://img.youtube.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/\*|https:(?!\/\/)/);
  });

  it('never allows inline scripts wholesale: only by nonce or by hash, besides our own files', () => {
    expect(contentSecurityPolicy(local)).toContain("script-src 'self';");
    expect(contentSecurityPolicy(local, { nonce: 'abc123==' })).toContain("script-src 'self' 'nonce-abc123==';");
    expect(contentSecurityPolicy(local, { hashes: ['sha256-AAA=', 'sha256-BBB='] })).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    for (const scripts of [{}, { nonce: 'n' }, { hashes: ['sha256-A='] }]) {
      expect(contentSecurityPolicy({ ...local, development: true }, scripts)).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it('adds eval and the hot-reload socket only in development, and the upgrade only on an HTTPS site', () => {
    const dev = contentSecurityPolicy({ ...local, development: true });
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).toMatch(/connect-src [^;]* ws:/);
    expect(contentSecurityPolicy({ ...local, siteUrl: 'http://localhost:3000' })).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...local, siteUrl: 'https://ice-sos.example' })).toContain('upgrade-insecure-requests');
  });

  it('lets our own pages use geolocation and Bluetooth, the embed play videos, and nothing else', () => {
    const policy = permissionsPolicy();
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('bluetooth=(self)');
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });

  it('sends HSTS, nosniff, the referrer policy and no-framing with every response', () => {
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
    // Pages get their policy from the proxy or their prerendered headers; a second would block them.
    expect(headers).not.toHaveProperty('Content-Security-Policy');
    expect(nonPageContentSecurityPolicy(local)).toEqual([{ key: 'Content-Security-Policy', value: contentSecurityPolicy(local) }]);
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });
});
