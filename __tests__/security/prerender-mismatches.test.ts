import { firstVisitMismatches, prerenderMismatches } from '@/lib/security/prerender-mismatches';

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

describe('firstVisitMismatches: the route table and the build agree on pages cached on their first visit', () => {
  const onDemand = ['/[locale]', '/[locale]/privacy', '/api/legal/[kind]/[locale]'];

  it('is quiet when they agree; routes outside the locales do not count', () => {
    expect(firstVisitMismatches(onDemand, ['/'], ['/privacy'])).toEqual([]);
  });

  it('names a marked page the build renders per request', () => {
    expect(firstVisitMismatches(onDemand, ['/', '/devices/ice-sos-pendant'], ['/privacy'])).toEqual([
      '/devices/ice-sos-pendant is marked cached on its first visit in lib/routes.ts but the build renders it per request: it would have no script policy.',
    ]);
  });

  it('names a cached page the table does not mark', () => {
    expect(firstVisitMismatches(onDemand, [], ['/privacy'])).toEqual([
      '/[locale] is a cached page that lib/routes.ts does not mark: the proxy would add a nonce policy that blocks its scripts.',
    ]);
  });
});
