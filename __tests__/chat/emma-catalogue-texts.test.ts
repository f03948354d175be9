/**
 * Emma's price answers in the language asked (docs/product.md#data): plan names and features come
 * from the catalogue's `translations`, by the same rule as the public pages, so on /es she names
 * "Central de Atención España" as the Spanish pages do, never "Call Centre Spain".
 */
import { localizedTexts } from '@/lib/catalogue/translations';
import { describePrices, type Catalogue } from '@/supabase/functions/ai-chat/catalogue';
import { catalogueTextsIn } from '@/supabase/functions/ai-chat/catalogue-texts';
import { composeLocalAnswer } from '@/supabase/functions/ai-chat/compose';

const spain = {
  name: 'Call Centre Spain',
  description: 'A professional call centre in Spain answers your SOS, day and night.',
  price: 24.99,
  currency: 'EUR',
  billing_interval: 'month',
  features: ['24/7 call centre, 365 days a year', 'Calls are recorded'],
  is_popular: false,
  region: 'es',
  translations: {
    nl: { name: 'Meldkamer Spanje', features: ['Meldkamer 24/7, 365 dagen per jaar', 'Gesprekken worden opgenomen'] },
    es: { name: 'Central de Atención España', features: ['Central de atención 24/7, los 365 días del año', 'Las llamadas se graban'] },
  },
};
const premium = {
  name: 'Premium Protection',
  description: 'Our core plan.',
  price: 4.99,
  currency: 'EUR',
  billing_interval: 'month',
  features: ['Up to 5 emergency contacts'],
  is_popular: true,
  region: 'global',
  translations: { es: { features: ['Hasta 5 contactos de emergencia'] } },
};
const catalogue: Catalogue = { plans: [premium, spain], products: [], regional: [] };
// Intl puts a no-break space between amount and currency sign.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('catalogueTextsIn', () => {
  it.each([
    ['en', spain.translations],
    ['nl', spain.translations],
    ['es', spain.translations],
    ['nl', { nl: { name: ' ', description: '', features: [] } }],
    ['es', { es: { description: 'Solo la descripción.' } }],
    ['nl', { nl: 'x' }],
    ['es', null],
    ['nl', { nl: { features: ['Eén', 2, ''] } }],
  ] as const)('gives %s the texts the public pages give (translations %j)', (language, translations) => {
    const english = { name: spain.name, description: spain.description, features: spain.features };
    expect(catalogueTextsIn({ ...english, translations }, language)).toEqual(localizedTexts(english, translations, language));
  });
});

describe("Emma's price answers", () => {
  it('names the Spain call centre and its features in Spanish, with the price as Spanish writes it', () => {
    expect(plain(describePrices('¿Cuánto cuesta la central de atención?', catalogue, 'EUR', 'es'))).toBe(
      'Central de Atención España: 24,99 € al mes. Incluye: Central de atención 24/7, los 365 días del año; Las llamadas se graban.',
    );
  });

  it('finds a plan by the name shown in the language asked, and answers in Dutch', () => {
    expect(plain(describePrices('Wat kost Meldkamer Spanje?', catalogue, 'EUR', 'nl'))).toBe(
      'Meldkamer Spanje: € 24,99 per maand. Inclusief: Meldkamer 24/7, 365 dagen per jaar; Gesprekken worden opgenomen.',
    );
  });

  it('keeps English on the English site and a brand name where no translated one is given', async () => {
    expect(describePrices('How much is the call centre?', catalogue, 'EUR', 'en')).toBe('Call Centre Spain: €24.99 per month. Includes: 24/7 call centre, 365 days a year; Calls are recorded.');
    const answer = await composeLocalAnswer({ message: '¿Cuánto cuesta Premium Protection?', language: 'es', currency: 'EUR', history: [], loadCatalogue: async () => catalogue });
    expect(answer.source).toBe('prices');
    expect(plain(answer.text)).toBe('Premium Protection: 4,99 € al mes (el más elegido). Incluye: Hasta 5 contactos de emergencia.');
  });

  it('lists every plan under its name in the language asked', () => {
    const list = plain(describePrices('¿Qué planes tienen?', catalogue, 'EUR', 'es'));
    expect(list).toContain('• Premium Protection: 4,99 € al mes (el más elegido)');
    expect(list).toContain('• Central de Atención España: 24,99 € al mes');
    expect(list).not.toContain('Call Centre Spain');
  });
});
