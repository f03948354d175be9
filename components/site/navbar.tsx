import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { IntroVideoButton } from './intro-video-button';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavbarAccountActions } from './navbar-account-actions';
import { PreferenceSelectors } from './preference-selectors';
import { routes } from '@/lib/routes';

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-2 font-medium text-foreground hover:text-emergency focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * docs/product.md#routes-and-screens navigation bar. The Regional Center link is for Spanish visitors only;
 * signed-in visitors get "My dashboard" instead of "Sign in" and "Subscribe now".
 */
export async function Navbar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const common = await getTranslations({ locale, namespace: 'Common' });

  return (
    // data-floating-dock: on phones Emma's launcher and Devices & Settings sit at the right of the
    // first row (app/globals.css); the menu toggle keeps --floating-dock free for them.
    <header data-floating-dock className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-2">
        <Link href="/" aria-label={t('home')} className="rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring">
          <Logo name={common('productName')} />
        </Link>
        <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          <nav aria-label={t('label')}>
            <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">
              <li>
                <Link href={routes.contact} className={linkClass}>
                  {t('contact')}
                </Link>
              </li>
              <li>
                <IntroVideoButton variant="ghost" className="px-2">
                  {t('introVideo')}
                </IntroVideoButton>
              </li>
              {locale === 'es' && (
                <li>
                  <Link href={routes.regionalCenterSpain} className={linkClass}>
                    {t('regionalCenter')}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <PreferenceSelectors />
          <NavbarAccountActions />
        </MobileMenu>
      </div>
    </header>
  );
}
