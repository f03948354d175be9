import type { Locale } from '@/lib/i18n/routing';
import { supportEmail } from './support-email';
import { privacyEn } from './texts/privacy.en';
import { privacyEs } from './texts/privacy.es';
import { privacyNl } from './texts/privacy.nl';
import { termsEn } from './texts/terms.en';
import { termsEs } from './texts/terms.es';
import { termsNl } from './texts/terms.nl';
import type { LegalBlock, LegalDocument, LegalDocumentKind } from './types';

/**
 * The privacy policy and terms in each language. They live here, not in messages/*.json, because
 * every message is sent to the browser on every page; these long texts travel only to /privacy,
 * /terms and the policy dialog (through /api/legal/<kind>/<locale>).
 */
const documents: Record<LegalDocumentKind, Record<Locale, LegalDocument>> = {
  privacy: { en: privacyEn, nl: privacyNl, es: privacyEs },
  terms: { en: termsEn, nl: termsNl, es: termsEs },
};

const fill = (text: string, email: string) => text.replaceAll('{email}', email);
const fillBlock = (block: LegalBlock, email: string): LegalBlock =>
  typeof block === 'string' ? fill(block, email) : block.map((item) => fill(item, email));

export function getLegalDocument(kind: LegalDocumentKind, locale: Locale, email = supportEmail()): LegalDocument {
  const document = documents[kind][locale];
  return {
    ...document,
    intro: fill(document.intro, email),
    sections: document.sections.map((section) => ({ ...section, blocks: section.blocks.map((block) => fillBlock(block, email)) })),
  };
}

