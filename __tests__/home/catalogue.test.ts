import { getCatalogue } from '@/lib/data/catalogue';
import { readSiteContent } from '@/lib/data/site-content';

type Result = { data: unknown; error: unknown };

/** A fake client: each table answers with its result; calls are recorded as method chains. */
function fakeClient(results: Record<string, Result | Error>) {
  const calls: string[] = [];
  const from = (table: string) => {
    const chain: Record<string, unknown> = {};
    const record = (name: string) => (...args: unknown[]) => {
      calls.push(`${table}.${name}(${JSON.stringify(args)})`);
      return chain;
    };
    for (const name of ['select', 'in', 'eq', 'order']) chain[name] = record(name);
    const settle = () => {
      const result = results[table];
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    };
    chain.maybeSingle = () => settle();
    chain.then = (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) => settle().then(resolve, reject);
    return chain;
  };
  return { client: { from } as never, calls };
}

const product = { id: 'p', name: 'Pendant', description: null, price: '49.99', currency: 'EUR', status: 'coming_soon', coming_soon_url: '/x', features: ['a', 1, 'b', 'c', 'd', 'e', 'f', 'g'] };
const plan = { id: 'q', name: 'Premium Protection', description: 'd', price: 4.99, currency: 'EUR', billing_interval: 'month', features: ['x', null], is_popular: true, region: 'global' };
const service = { id: 's', name: 'Call Centre Spain', description: 'd', price: 24.99, currency: 'EUR', region: 'es', features: 'junk' };

describe('getCatalogue (docs/product.md#backend-calls (calls 6–8))', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads the three tables with the spec filters and maps rows', async () => {
    const { client, calls } = fakeClient({
      products: { data: [product], error: null },
      subscription_plans: { data: [plan], error: null },
      regional_services: { data: [service], error: null },
    });
    const catalogue = await getCatalogue(client, 'en');
    expect(calls).toEqual(
      expect.arrayContaining([
        'products.in(["status",["active","coming_soon"]])',
        'products.order(["sort_order",{"ascending":true}])',
        'subscription_plans.eq(["is_active",true])',
        'subscription_plans.order(["sort_order",{"ascending":true}])',
        'regional_services.eq(["is_active",true])',
        'regional_services.order(["sort_order",{"ascending":true}])',
      ]),
    );
    expect(catalogue.products?.[0]).toMatchObject({ price: 49.99, status: 'coming_soon', comingSoonUrl: '/x', features: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(catalogue.plans?.[0]).toMatchObject({ name: 'Premium Protection', features: ['x'], is_popular: true });
    expect(catalogue.regionalServices?.[0].features).toEqual([]);
  });

  it('logs a failed read and marks only that list as missing (docs/product.md#errors)', async () => {
    const { client } = fakeClient({
      products: { data: null, error: { message: 'boom' } },
      subscription_plans: new Error('network down'),
      regional_services: { data: [service], error: null },
    });
    const catalogue = await getCatalogue(client, 'en');
    expect(catalogue.products).toBeNull();
    expect(catalogue.plans).toBeNull();
    expect(catalogue.regionalServices).toHaveLength(1);
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});

describe('readSiteContent (docs/product.md#backend-calls (call 3))', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const parse = (value: unknown) => String((value as { a: string }).a);

  it('parses the stored value', async () => {
    const { client } = fakeClient({ site_content: { data: { key: 'k', value: { a: 'stored' } }, error: null } });
    await expect(readSiteContent(client, 'k', parse, 'default')).resolves.toBe('stored');
  });

  it('uses the default on a missing row, and on an error (logged)', async () => {
    await expect(readSiteContent(fakeClient({ site_content: { data: null, error: null } }).client, 'k', parse, 'default')).resolves.toBe('default');
    expect(console.error).not.toHaveBeenCalled();
    await expect(readSiteContent(fakeClient({ site_content: { data: null, error: { message: 'x' } } }).client, 'k', parse, 'default')).resolves.toBe('default');
    await expect(readSiteContent(fakeClient({ site_content: new Error('down') }).client, 'k', parse, 'default')).resolves.toBe('default');
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});
