import { prerenderMismatches } from '@/lib/security/prerender-mismatches';

const everyLanguage = (bare: string) => ['en', 'nl', 'es'].map((l) => (bare === '/' ? `/${l}` : `/${l}${bare}`));

describe('prerenderMismatches: the route table and the build agree on prerendered pages', () => {
  it('is quiet when they agree; pages outside the locales (/_not-found) do not count', () => {
    expect(prerenderMismatches([...everyLanguage('/privacy'), ...everyLanguage('/'), '/_not-found'], ['/privacy', '/'])).toEqual([]);
  });

  it('names a page the build prerendered that the table does not mark', () => {
    expect(prerenderMismatches([...everyLanguage('/privacy'), '/nl/terms'], ['/privacy'])).toEqual([
      '/nl/terms was prerendered but lib/routes.ts does not mark it prerendered: the proxy would add a nonce policy that blocks its scripts.',
    ]);
  });

  it('names each language of a marked page that the build rendered per request', () => {
    expect(prerenderMismatches(['/en/privacy'], ['/privacy'])).toEqual([
      '/nl/privacy is marked prerendered in lib/routes.ts but the build rendered it per request: it would have no script policy.',
      '/es/privacy is marked prerendered in lib/routes.ts but the build rendered it per request: it would have no script policy.',
    ]);
  });
});
