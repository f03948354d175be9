import type { Locale } from '@/lib/i18n/routing';
import { supportEmail } from './support-email';
import { contactPhrase } from './texts/contact-phrase';
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

const fill = (text: string, contact: string) => text.replaceAll('{contact}', contact);
const fillBlock = (block: LegalBlock, contact: string): LegalBlock =>
  typeof block === 'string' ? fill(block, contact) : block.map((item) => fill(item, contact));

/** The text with `{contact}` filled in: the support address, or the contact form when none is set. */
export function getLegalDocument(kind: LegalDocumentKind, locale: Locale, email: string | null = supportEmail()): LegalDocument {
  const document = documents[kind][locale];
  const contact = contactPhrase(locale, email);
  return {
    ...document,
    intro: fill(document.intro, contact),
    sections: document.sections.map((section) => ({ ...section, blocks: section.blocks.map((block) => fillBlock(block, contact)) })),
  };
}

