import { routing } from './routing';

/**
 * The [locale] params of a page prerendered at build in every language. Each prerendered page
 * exports it itself (lib/routes.ts marks them); the locale layout does not, so the pages cached on
 * their first visit (the homepage, pendant and Spain pages, whose data the build cannot read) are
 * not prerendered with it.
 */
export function localeStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}
