import type { ReactNode } from 'react';
import { Footer } from '@/components/site/footer';
import { IntroVideoProvider } from '@/components/site/intro-video-context';
import { Navbar } from '@/components/site/navbar';
import type { Locale } from '@/lib/i18n/routing';

/** The homepage's navigation bar and footer around an information page, with its main landmark. */
export function PublicPageShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntroVideoProvider>
      <Navbar locale={locale} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer locale={locale} />
    </IntroVideoProvider>
  );
}
