import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

const catalogues = { en, nl, es };

/** Wraps a component under test in next-intl's provider with the real catalogue of a locale. */
export function withIntl(ui: ReactNode, locale: keyof typeof catalogues = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Madrid">
      {ui}
    </NextIntlClientProvider>
  );
}
