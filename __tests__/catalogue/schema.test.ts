/**
 * The catalogue editor's schemas and the rows they become (issue 22): the same bounds as the
 * database, flat translation fields that end up in the documented `translations` shape with empty
 * texts left out (so pages fall back to English), and the form opened again from a row.
 */
import { planForm, planRowFromForm, productForm, productRowFromForm, serviceForm, serviceRowFromForm } from '@/lib/catalogue/admin-rows';
import { catalogueItemSchema, moveCatalogueItemSchema, planFormSchema, productFormSchema, savePlanSchema, serviceFormSchema } from '@/lib/validation/catalogue';

const plan = { ...planForm(null), name: 'Premium Protection', price: '4,99', active: true };

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('planFormSchema', () => {
  it('accepts a new plan and turns text into values: a comma price, one feature a line, global region', () => {
    const parsed = planFormSchema.parse({ ...plan, features: ' SOS \n\n Family \n', region: '', maxEmergencyContacts: '5', stripePriceId: ' price_1AbC ' });
    expect(parsed).toMatchObject({ price: 4.99, features: ['SOS', 'Family'], region: 'global', maxEmergencyContacts: 5, stripePriceId: 'price_1AbC' });
  });

  it('stores a region in lower case and an empty Stripe price id as none', () => {
    expect(planFormSchema.parse({ ...plan, region: 'ES', stripePriceId: '' })).toMatchObject({ region: 'es', stripePriceId: null });
  });

  it.each([
    ['name', '', 'nameRequired'],
    ['name', 'x'.repeat(201), 'nameTooLong'],
    ['description', 'x'.repeat(1001), 'descriptionTooLong'],
    ['price', '-1', 'priceInvalid'],
    ['price', '4.999', 'priceInvalid'],
    ['price', 'abc', 'priceInvalid'],
    ['price', '123456789', 'priceInvalid'],
    ['currency', 'JPY', 'currencyInvalid'],
    ['features', 'x'.repeat(201), 'featureTooLong'],
    ['features', Array.from({ length: 21 }, (_, i) => `F${i}`).join('\n'), 'tooManyFeatures'],
    ['billingInterval', 'week', 'intervalInvalid'],
    ['region', 'spain', 'regionInvalid'],
    ['stripePriceId', 'prod_123', 'stripePriceInvalid'],
    ['stripePriceId', 'price_a-b', 'stripePriceInvalid'],
    ['maxEmergencyContacts', '51', 'contactsInvalid'],
    ['maxEmergencyContacts', '2.5', 'contactsInvalid'],
    ['nlName', 'x'.repeat(201), 'nameTooLong'],
    ['esDescription', 'x'.repeat(1001), 'descriptionTooLong'],
    ['nlFeatures', 'x'.repeat(201), 'featureTooLong'],
  ])('refuses %s = %j with %s, on that field', (field, value, key) => {
    expect(errorsOf(planFormSchema.safeParse({ ...plan, [field]: value }))).toEqual({ [field]: key });
  });

  it('a crafted request without values gets messages, not an exception', () => {
    const result = savePlanSchema.safeParse({ id: null });
    expect(result.success).toBe(false);
    expect(errorsOf(result)).toMatchObject({ name: 'nameRequired', price: 'priceInvalid' });
  });
});

describe('productFormSchema and serviceFormSchema', () => {
  const product = { ...productForm(null), name: 'Pendant', price: '49.99' };

  it('accepts an http(s) coming-soon link or none', () => {
    expect(productFormSchema.parse({ ...product, comingSoonUrl: 'https://example.com/soon' }).comingSoonUrl).toBe('https://example.com/soon');
    expect(productFormSchema.parse({ ...product, comingSoonUrl: ' ' }).comingSoonUrl).toBeNull();
  });

  it.each(['javascript:alert(1)', 'ftp://example.com', 'example.com', 'https://', `https://example.com/${'x'.repeat(500)}`])('refuses the link %s', (url) => {
    expect(errorsOf(productFormSchema.safeParse({ ...product, comingSoonUrl: url }))).toEqual({ comingSoonUrl: 'urlInvalid' });
  });

  it('refuses a negative or fractional stock', () => {
    expect(errorsOf(productFormSchema.safeParse({ ...product, inventoryCount: '-1' }))).toEqual({ inventoryCount: 'inventoryInvalid' });
    expect(errorsOf(productFormSchema.safeParse({ ...product, inventoryCount: '1.5' }))).toEqual({ inventoryCount: 'inventoryInvalid' });
  });

  it('a regional service needs a two-letter region', () => {
    const service = { ...serviceForm(null), name: 'Call Centre Spain', price: '24.99' };
    expect(errorsOf(serviceFormSchema.safeParse(service))).toEqual({ region: 'serviceRegionInvalid' });
    expect(errorsOf(serviceFormSchema.safeParse({ ...service, region: 'global' }))).toEqual({ region: 'serviceRegionInvalid' });
    expect(serviceFormSchema.parse({ ...service, region: 'ES' }).region).toBe('es');
  });
});

describe('the ids of the list actions and pages', () => {
  it('accepts the three kinds only, a uuid, and up or down', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(catalogueItemSchema.safeParse({ kind: 'plans', id }).success).toBe(true);
    expect(catalogueItemSchema.safeParse({ kind: 'members', id }).success).toBe(false);
    expect(catalogueItemSchema.safeParse({ kind: 'plans', id: 'nope' }).success).toBe(false);
    expect(moveCatalogueItemSchema.safeParse({ kind: 'products', id, direction: 'sideways' }).success).toBe(false);
  });
});

describe('rows from the form and back', () => {
  it('writes translations in the documented shape, leaving empty texts out', () => {
    const values = planFormSchema.parse({ ...plan, nlDescription: ' Ons kernabonnement. ', nlFeatures: 'SOS\nFamilie', esName: '' });
    expect(planRowFromForm(values)).toMatchObject({
      name: 'Premium Protection',
      description: null,
      price: 4.99,
      is_active: true,
      region: 'global',
      translations: { nl: { description: 'Ons kernabonnement.', features: ['SOS', 'Familie'] } },
    });
    expect(planRowFromForm(planFormSchema.parse(plan)).translations).toEqual({});
  });

  it('opens an existing plan with its values and translations as text', () => {
    const row = {
      id: 'p',
      name: 'Premium Protection',
      description: null,
      price: 4.99,
      currency: 'EUR' as const,
      billing_interval: 'year' as const,
      features: ['SOS', 3, 'Family'],
      sort_order: 2,
      is_popular: true,
      is_active: false,
      stripe_price_id: null,
      region: null,
      max_emergency_contacts: 5,
      translations: { es: { name: 'Protección Premium', features: ['SOS', 'Familia'] } },
    };
    expect(planForm(row)).toMatchObject({
      price: '4.99',
      description: '',
      features: 'SOS\nFamily',
      billingInterval: 'year',
      popular: true,
      active: false,
      region: 'global',
      stripePriceId: '',
      maxEmergencyContacts: '5',
      esName: 'Protección Premium',
      esFeatures: 'SOS\nFamilia',
      nlName: '',
    });
    // What the form opens with saves back to the same row.
    expect(planRowFromForm(planFormSchema.parse(planForm(row)))).toMatchObject({ features: ['SOS', 'Family'], translations: row.translations, is_popular: true });
  });

  it('products and services map their own fields', () => {
    const product = productFormSchema.parse({ ...productForm(null), name: 'Pendant', price: '49.99', status: 'active', inventoryCount: '250', comingSoonUrl: '' });
    expect(productRowFromForm(product)).toMatchObject({ status: 'active', inventory_count: 250, coming_soon_url: null, stripe_price_id: null, is_active: false });
    const service = serviceFormSchema.parse({ ...serviceForm(null), name: 'Call Centre Spain', price: '24.99', region: 'es', active: true });
    expect(serviceRowFromForm(service)).toMatchObject({ region: 'es', is_active: true, translations: {} });
  });
});
