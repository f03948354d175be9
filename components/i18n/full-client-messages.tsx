import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * Gives the client components below it the whole message catalogue (the locale layout sends only
 * SITE_CLIENT_NAMESPACES, lib/i18n/client-messages.ts). For pages rendered per request, whose
 * forms and screens read many namespaces: the member and admin areas, sign-in, and the public
 * pages that depend on who asks. Without props, next-intl's provider takes the request's locale
 * and all of its messages.
 */
export function FullClientMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
