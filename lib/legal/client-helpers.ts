import type { Locale } from '@/lib/i18n/routing';
import type { LegalDocumentKind } from './types';

// Kept apart from documents.ts so browser code can use these without bundling the texts.

/** Where the policy dialog loads a text from (app/api/legal/[kind]/[locale]). */
export function legalDocumentUrl(kind: LegalDocumentKind, locale: Locale): string {
  return `/api/legal/${kind}/${locale}`;
}

/** The "last updated" date in the page's language (UTC, so server and browser agree). */
export function formatLegalDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
