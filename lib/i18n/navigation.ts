import { type ComponentProps, createElement } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { cachedRoutes } from '@/lib/routes';
import { routing } from './routing';

// Locale-aware Link, redirect, usePathname and useRouter: always import these, never next/link,
// so Dutch and Spanish visitors stay under /nl and /es.
const navigation = createNavigation(routing);
export const { redirect, usePathname, useRouter, getPathname } = navigation;

type LinkProps = ComponentProps<typeof navigation.Link>;

function pathOf(href: LinkProps['href']): string {
  const path = typeof href === 'string' ? href : (href.pathname ?? '');
  return path.split(/[?#]/)[0] || '/';
}

const firstVisitPages = new Set<string>(cachedRoutes.firstVisit);

/**
 * next-intl's Link, except that links to the pages cached on their first visit (homepage, pendant,
 * Spain) are not prefetched. Next 16's segment prefetch of such a page can stay in flight for ever
 * in Chromium once the page is cached (vercel/next.js#96801: the server ends the response, the
 * browser never finishes it), holding one of the few connections a page has. A click still gets
 * the page from Next's cache.
 */
export function Link(props: LinkProps) {
  const prefetch = props.prefetch ?? (firstVisitPages.has(pathOf(props.href)) ? false : undefined);
  return createElement(navigation.Link, { ...props, prefetch });
}
