import { locales, stripLocalePrefix } from '@/lib/i18n/routing';

/**
 * Where lib/routes.ts and the build disagree about which pages are prerendered, as messages for
 * the build log. Either way a page would get the wrong script policy: a prerendered page the table
 * does not mark gets the proxy's nonce policy on top of its hashes (its scripts blocked); a marked
 * page that the build renders per request gets no policy at all (decision 0014).
 *
 * `prerendered` are the build's prerendered pages with a locale prefix (/en/privacy, /nl);
 * `marked` are the table's bare paths marked prerendered (/privacy, /).
 */
export function prerenderMismatches(prerendered: readonly string[], marked: readonly string[]): string[] {
  const localised = new Set(prerendered.filter((route) => locales.some((l) => route === `/${l}` || route.startsWith(`/${l}/`))));
  const problems: string[] = [];
  for (const route of localised) {
    if (!marked.includes(stripLocalePrefix(route))) {
      problems.push(`${route} was prerendered but lib/routes.ts does not mark it prerendered: the proxy would add a nonce policy that blocks its scripts.`);
    }
  }
  for (const bare of marked) {
    for (const locale of locales) {
      const route = bare === '/' ? `/${locale}` : `/${locale}${bare}`;
      if (!localised.has(route)) problems.push(`${route} is marked prerendered in lib/routes.ts but the build rendered it per request: it would have no script policy.`);
    }
  }
  return problems;
}

/**
 * The same agreement for the pages cached on their first visit ('first-visit' in lib/routes.ts):
 * the build must have made each a static page rendered on demand (a `/[locale]…` entry among the
 * prerender manifest's dynamic routes), and every such entry must be marked in the table, as one
 * cached either way. `onDemand` are those entries (/[locale], /[locale]/privacy…); `firstVisit` and
 * `atBuild` the table's bare paths.
 */
export function firstVisitMismatches(onDemand: readonly string[], firstVisit: readonly string[], atBuild: readonly string[]): string[] {
  const pattern = (bare: string) => (bare === '/' ? '/[locale]' : `/[locale]${bare}`);
  const localised = new Set(onDemand.filter((route) => route === '/[locale]' || route.startsWith('/[locale]/')));
  const problems: string[] = [];
  for (const bare of firstVisit) {
    if (!localised.has(pattern(bare))) problems.push(`${bare} is marked cached on its first visit in lib/routes.ts but the build renders it per request: it would have no script policy.`);
  }
  const marked = new Set([...firstVisit, ...atBuild].map(pattern));
  for (const route of localised) {
    if (!marked.has(route)) problems.push(`${route} is a cached page that lib/routes.ts does not mark: the proxy would add a nonce policy that blocks its scripts.`);
  }
  return problems;
}
