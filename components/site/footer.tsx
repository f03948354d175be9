import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { DEFERRED_RENDER_CLASS, deferredRenderReserve } from '@/components/layout/deferred-render';
import { cn } from '@/lib/cn';
import { PolicyLink } from '@/components/legal/policy-link';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { FooterAccountLinks } from './footer-account-links';
import { footerLinkClass } from './footer-link-class';
import { routes } from '@/lib/routes';

type FooterLink = { href: string; key: 'pendant' | 'spain' | 'family' | 'contact' | 'privacy' | 'terms' | 'support' | 'status' };

const quickLinks: FooterLink[] = [
  { href: routes.pendant, key: 'pendant' },
  { href: routes.regionalCenterSpain, key: 'spain' },
  { href: routes.familyCarerAccess, key: 'family' },
];

const helpLinks: FooterLink[] = [
  { href: routes.contact, key: 'contact' },
  { href: routes.privacy, key: 'privacy' },
  { href: routes.terms, key: 'terms' },
  { href: routes.support, key: 'support' },
  // The public status page: measured delivery and incidents (docs/product.md#status-page).
  { href: routes.status, key: 'status' },
];

/** docs/product.md#routes-and-screens footer: quick links, account links, help links and the 2024 copyright line. */
export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const common = await getTranslations({ locale, namespace: 'Common' });

  const column = (titleId: string, title: string, content: ReactNode) => (
    <nav aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-base font-semibold text-white">
        {title}
      </h2>
      {content}
    </nav>
  );
  const list = (links: FooterLink[]) => (
    <ul className="flex flex-col gap-1">
      {links.map(({ href, key }) => (
        <li key={key}>
          {key === 'privacy' || key === 'terms' ? (
            <PolicyLink kind={key} className={footerLinkClass}>
              {t(key)}
            </PolicyLink>
          ) : (
            <Link href={href} className={footerLinkClass}>
              {t(key)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    // Below the content on every public page: rendered as it nears the screen.
    <footer className={cn(DEFERRED_RENDER_CLASS, 'bg-slate-900 text-slate-200')} style={deferredRenderReserve({ phone: 65, wide: 33 }) as CSSProperties}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <p className="text-xl font-bold text-white">{common('productName')}</p>
          <p>{t('tagline')}</p>
          <p className="font-medium text-white">{common('emergencyNotice')}</p>
        </div>
        {column('footer-quick-links', t('quickLinks'), list(quickLinks))}
        {column('footer-account', t('account'), <FooterAccountLinks />)}
        {column('footer-help', t('help'), list(helpLinks))}
      </div>
      <p className="border-t border-slate-700 px-4 py-6 text-center text-sm">{t('copyright', { product: common('productName') })}</p>
    </footer>
  );
}
