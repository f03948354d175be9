/**
 * The catalogue in the visitor's language (issue 22): translated texts where given and non-empty,
 * English otherwise, field by field; the canonical English name kept beside the shown one.
 */
jest.mock('server-only', () => ({}));

import { localizedTexts, parseTranslations } from '@/lib/catalogue/translations';
import { toPlan, toProduct, toRegionalService } from '@/lib/data/catalogue';
import { pickPendant } from '@/lib/data/pendant';
import { pickCorePlan } from '@/lib/plans';

const english = { name: 'Premium Protection', description: 'Our core plan.', features: ['SOS', 'Family'] };

describe('localizedTexts', () => {
  const translations = { nl: { name: 'Premium Bescherming', description: 'Ons kernabonnement.', features: ['SOS', 'Familie'] }, es: { description: 'Nuestro plan principal.' } };

  it('gives English on / whatever the translations say', () => {
    expect(localizedTexts(english, translations, 'en')).toEqual(english);
  });

  it('gives every translated field on /nl', () => {
    expect(localizedTexts(english, translations, 'nl')).toEqual({ name: 'Premium Bescherming', description: 'Ons kernabonnement.', features: ['SOS', 'Familie'] });
  });

  it('falls back to English field by field: only the description is Spanish', () => {
    expect(localizedTexts(english, translations, 'es')).toEqual({ ...english, description: 'Nuestro plan principal.' });
  });

  it('treats empty or blank texts and empty lists as not given', () => {
    expect(localizedTexts(english, { nl: { name: ' ', description: '', features: [] } }, 'nl')).toEqual(english);
  });

  it('never fails over a malformed value: it is read as no translation', () => {
    for (const bad of [null, 'x', [], { nl: 'x' }, { nl: { name: 3, features: 'SOS' } }]) {
      expect(localizedTexts(english, bad, 'nl')).toEqual(english);
    }
  });
});

describe('parseTranslations', () => {
  it('keeps only nl and es, only their known fields, and only text features', () => {
    expect(parseTranslations({ fr: { name: 'Non' }, nl: { name: 'Ja', extra: 1, features: ['Een', 2, ''] } })).toEqual({ nl: { name: 'Ja', features: ['Een'] } });
  });
});

describe('the catalogue mappers with a locale', () => {
  const planRow = {
    id: 'p',
    name: 'Premium Protection',
    description: 'Our core plan.',
    price: '4.99',
    currency: 'EUR',
    billing_interval: 'month',
    features: ['SOS'],
    is_popular: false,
    region: 'global',
    max_emergency_contacts: 5,
    translations: { nl: { name: 'Premium Bescherming', description: 'Ons kernabonnement.' } },
  };

  it('shows the Dutch name and description on /nl and keeps the English name as canonicalName', () => {
    expect(toPlan(planRow, 'nl')).toMatchObject({ name: 'Premium Bescherming', canonicalName: 'Premium Protection', description: 'Ons kernabonnement.', features: ['SOS'], price: 4.99 });
    expect(toPlan(planRow, 'en')).toMatchObject({ name: 'Premium Protection', canonicalName: 'Premium Protection', description: 'Our core plan.' });
  });

  it('a plan translated to "Premium Bescherming" is still the core plan on /nl', () => {
    const plans = [
      toPlan({ ...planRow, id: 'a', name: 'Personal Account', translations: { nl: { name: 'Persoonlijk account' } } }, 'nl'),
      toPlan(planRow, 'nl'),
    ];
    expect(pickCorePlan(plans)?.id).toBe('p');
    expect(pickCorePlan(plans)?.name).toBe('Premium Bescherming');
  });

  it('a plan whose Dutch name contains "premium" but whose English one does not is not picked by name', () => {
    const plans = [
      toPlan({ ...planRow, id: 'a', name: 'Personal Account', translations: {} }, 'nl'),
      toPlan({ ...planRow, id: 'b', name: 'Family Connection', translations: { nl: { name: 'Familie Premium' } } }, 'nl'),
    ];
    // No English "premium" and nothing popular: the first global plan.
    expect(pickCorePlan(plans)?.id).toBe('a');
  });

  it('products keep at most six features after translating, and the pendant is found by its English name', () => {
    const product = toProduct(
      { id: 'x', name: 'ICE SOS Bluetooth Pendant', description: null, price: 49.99, currency: 'EUR', status: 'active', features: [], translations: { es: { name: 'Colgante', features: ['1', '2', '3', '4', '5', '6', '7'] } } },
      'es',
    );
    expect(product).toMatchObject({ name: 'Colgante', canonicalName: 'ICE SOS Bluetooth Pendant', features: ['1', '2', '3', '4', '5', '6'] });
    const other = toProduct({ id: 'y', name: 'Smart Watch', price: 1, currency: 'EUR', status: 'active', features: [], translations: {} }, 'es');
    expect(pickPendant([other, product])?.id).toBe('x');
  });

  it('regional services are translated too', () => {
    const service = toRegionalService(
      { id: 's', name: 'Call Centre Spain', description: 'Operators.', price: 24.99, currency: 'EUR', region: 'es', features: ['24/7'], translations: { es: { name: 'Centro de llamadas España', features: ['24 horas'] } } },
      'es',
    );
    expect(service).toEqual({ id: 's', name: 'Centro de llamadas España', description: 'Operators.', price: 24.99, currency: 'EUR', region: 'es', features: ['24 horas'] });
  });
});
