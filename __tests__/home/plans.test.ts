import { pickCorePlan, productFeatures, startingPriceEur, stringFeatures } from '@/lib/plans';

const plan = (name: string, extra: Partial<{ is_popular: boolean; region: string | null }> = {}) => ({
  name,
  canonicalName: name,
  is_popular: false,
  region: 'global' as string | null,
  ...extra,
});

describe('pickCorePlan (docs/product.md#rules)', () => {
  it('prefers the plan named Premium Protection', () => {
    const plans = [plan('Personal Account'), plan('Premium Protection'), plan('Family Connection')];
    expect(pickCorePlan(plans)?.name).toBe('Premium Protection');
  });

  it('takes a plan flagged popular', () => {
    const plans = [plan('Personal Account'), plan('Family Connection', { is_popular: true })];
    expect(pickCorePlan(plans)?.name).toBe('Family Connection');
  });

  it('takes a plan whose name contains "premium", in any case', () => {
    const plans = [plan('Personal Account'), plan('Super PREMIUM care')];
    expect(pickCorePlan(plans)?.name).toBe('Super PREMIUM care');
  });

  it('otherwise takes the first global plan, where an empty region means global', () => {
    expect(pickCorePlan([plan('Call Centre Spain', { region: 'es' }), plan('Personal Account')])?.name).toBe('Personal Account');
    expect(pickCorePlan([plan('Call Centre Spain', { region: 'es' }), plan('Basic', { region: null })])?.name).toBe('Basic');
    expect(pickCorePlan([plan('Call Centre Spain', { region: 'es' }), plan('Basic', { region: '' })])?.name).toBe('Basic');
  });

  it('reads the canonical English name, not the translated one shown on /nl (issue 22)', () => {
    const translated = (english: string, dutch: string, extra: Partial<{ is_popular: boolean; region: string | null }> = {}) => ({
      ...plan(english, extra),
      name: dutch,
    });
    // Translated to "Premium Bescherming" on /nl, still the core plan.
    const nl = [translated('Personal Account', 'Persoonlijk account'), translated('Premium Protection', 'Premium Bescherming'), translated('Family Connection', 'Familieverbinding')];
    expect(pickCorePlan(nl)?.canonicalName).toBe('Premium Protection');
    expect(pickCorePlan(nl)?.name).toBe('Premium Bescherming');
    // "premium" only in the Dutch name: not picked by name; the first global plan is.
    const dutchOnly = [translated('Personal Account', 'Persoonlijk account'), translated('Family Connection', 'Familie Premium')];
    expect(pickCorePlan(dutchOnly)?.canonicalName).toBe('Personal Account');
  });

  it('gives nothing when there is no plan to pick', () => {
    expect(pickCorePlan([])).toBeUndefined();
    expect(pickCorePlan([plan('Call Centre Spain', { region: 'es' })])).toBeUndefined();
  });

  it('picks Premium Protection from the seeded catalogue order', () => {
    const seeded = ['Personal Account', 'Premium Protection', 'Family Connection', 'Family Sharing', 'Guardian Wellness'];
    const plans = seeded.map((name) => plan(name, { is_popular: name === 'Premium Protection' }));
    expect(pickCorePlan(plans)?.name).toBe('Premium Protection');
  });
});

describe('feature filtering (docs/product.md#data, docs/product.md#limits-and-constants)', () => {
  it('drops non-strings and blank strings', () => {
    expect(stringFeatures(['SOS', 3, null, { a: 1 }, '', '  ', 'GPS', ['x'], true])).toEqual(['SOS', 'GPS']);
  });

  it('gives an empty list for anything that is not a list', () => {
    expect(stringFeatures(null)).toEqual([]);
    expect(stringFeatures('SOS')).toEqual([]);
    expect(stringFeatures({ 0: 'SOS' })).toEqual([]);
  });

  it('shows at most six product features, after dropping non-strings', () => {
    const features = ['1', 2, '3', '4', '5', '6', '7', '8'];
    expect(productFeatures(features)).toEqual(['1', '3', '4', '5', '6', '7']);
  });
});

it('keeps both readings of the starting price (docs/product.md#what-it-does-and-for-whom)', () => {
  expect(startingPriceEur).toEqual({ en: 4.99, nl: 1.99, es: 1.99 });
});
