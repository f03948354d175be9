import { formatLegalDate, legalDocumentUrl } from '@/lib/legal/client-helpers';
import { getLegalDocument } from '@/lib/legal/documents';
import { legalDocumentKinds } from '@/lib/legal/types';

const locales = ['en', 'nl', 'es'] as const;
const allText = (kind: 'privacy' | 'terms', locale: 'en' | 'nl' | 'es') =>
  JSON.stringify(getLegalDocument(kind, locale, 'help@ice-sos.example'));

describe('policy texts', () => {
  it.each(legalDocumentKinds)('%s has the same sections, in the same order, in every language', (kind) => {
    const ids = locales.map((locale) => getLegalDocument(kind, locale).sections.map((section) => section.id));
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    const shapes = locales.map((locale) =>
      getLegalDocument(kind, locale).sections.map((section) => section.blocks.map((block) => (typeof block === 'string' ? 1 : block.length))),
    );
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it('fills in the support address everywhere and leaves no placeholder', () => {
    for (const kind of legalDocumentKinds) {
      for (const locale of locales) {
        const text = allText(kind, locale);
        expect(text).not.toMatch(/\{(contact|email)\}/);
        expect(text).toContain('help@ice-sos.example');
      }
    }
    expect(allText('privacy', 'en')).toContain('To use these rights, write to us by e-mail at help@ice-sos.example.');
  });

  it('sends readers to the contact form, never to an invented address, when no support address is set', () => {
    const forms = { en: 'the contact form on our Contact page', nl: 'het contactformulier op onze contactpagina', es: 'el formulario de nuestra página de contacto' };
    for (const kind of legalDocumentKinds) {
      for (const locale of locales) {
        const text = JSON.stringify(getLegalDocument(kind, locale, null));
        expect(text).not.toMatch(/\{(contact|email)\}|@/);
        expect(text).toContain(forms[locale]);
      }
    }
    // The environment of the unit tests sets no address, like the local default.
    expect(JSON.stringify(getLegalDocument('terms', 'nl'))).toContain('door ons via het contactformulier op onze contactpagina te schrijven.');
    expect(JSON.stringify(getLegalDocument('privacy', 'es'))).toContain('Para ejercer estos derechos, escríbanos mediante el formulario de nuestra página de contacto.');
  });

  it('states the GDPR essentials: retention, rights, and location shared only as the member allows', () => {
    const privacy = getLegalDocument('privacy', 'en');
    expect(privacy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['data', 'purposes', 'location', 'retention', 'rights', 'recipients']),
    );
    expect(allText('privacy', 'en')).toContain('Your location is only shared as you allow');
  });

  it('states the business rules of docs/product.md#limits-and-constants in every language', () => {
    const facts = {
      en: ['30 days’ notice', 'end of the billing period', 'Hardware is non-refundable', '1-year warranty', '365 days', 'recorded', '112'],
      nl: ['opzegtermijn van 30 dagen', 'einde van de factuurperiode', 'Hardware wordt niet terugbetaald', '1 jaar garantie', '365 dagen', 'opgenomen', '112'],
      es: ['30 días de preaviso', 'final del periodo de facturación', 'El hardware no es reembolsable', '1 año de garantía', '365 días', 'graban', '112'],
    };
    for (const locale of locales) for (const fact of facts[locale]) expect(allText('terms', locale)).toContain(fact);
  });

  it('loads from a static URL per text and language, and dates the text in the page language', () => {
    expect(legalDocumentUrl('terms', 'nl')).toBe('/api/legal/terms/nl');
    expect(formatLegalDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatLegalDate('2026-01-01', 'nl')).toBe('1 januari 2026');
    expect(formatLegalDate('2026-01-01', 'es')).toBe('1 de enero de 2026');
  });
});
