/** @jest-environment node */
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes.mjs';
import { withStaticPagePolicy } from '@/lib/cache/static-page-cache-handler.mjs';

/**
 * What Next's cache handler stamps on every page it stores: the policy with exactly that HTML's
 * inline scripts, so a page cached after the build (first visit, or again after its data changed)
 * runs its own scripts and no injected one.
 */
const env = { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', NODE_ENV: 'production' } as NodeJS.ProcessEnv;
const page = (payload: string) => `<html><body><script src="/_next/static/chunks/a.js"></script><script>self.__next_f.push([1,"${payload}"])</script><script type="application/ld+json">{}</script></body></html>`;

describe('withStaticPagePolicy', () => {
  it('lists the hashes of the stored HTML, keeps the other headers and adds no nonce', () => {
    const html = page('catalogue v1');
    const headers = withStaticPagePolicy({ 'x-next-cache-tags': 'catalogue' }, html, env);
    const policy = String(headers['content-security-policy']);
    expect(headers['x-next-cache-tags']).toBe('catalogue');
    expect(inlineScriptHashes(html)).toHaveLength(1);
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' '${inlineScriptHashes(html)[0]}'`);
  });

  it('a page rendered again with new data gets the new hashes, not the old ones', () => {
    const before = String(withStaticPagePolicy(undefined, page('catalogue v1'), env)['content-security-policy']);
    const after = String(withStaticPagePolicy(undefined, page('catalogue v2'), env)['content-security-policy']);
    expect(after).not.toEqual(before);
    expect(after).toContain(inlineScriptHashes(page('catalogue v2'))[0]);
    expect(after).not.toContain(inlineScriptHashes(page('catalogue v1'))[0]);
  });
});
