import type Stripe from 'stripe';
import { type CataloguePriceRow, readCataloguePriceRows, recordStripePriceId } from '@/lib/data/catalogue-stripe-prices';
import type { BillingDeps } from './billing-deps';

/**
 * Makes Stripe sell what the catalogue says (docs/architecture.md#payments): every active plan a
 * recurring price and every active product a one-time price, in the catalogue's amount and
 * currency, and writes each price id into the catalogue's stripe_price_id. Prices are found again
 * by a lookup key per catalogue row, so running it twice changes nothing; a changed amount gets a
 * new price that takes the lookup key over (Stripe prices are immutable). Local runs do this at
 * start against the stand-in; with a real account it is `npm run stripe:catalogue`.
 */

export type CataloguePriceChange = { kind: CataloguePriceRow['kind']; id: string; name: string; price: string; created: boolean };

const lookupKey = (row: CataloguePriceRow) => `ice_sos_${row.kind}_${row.id}`;
const cents = (amount: number) => Math.round(amount * 100);

function matches(price: Stripe.Price, row: CataloguePriceRow): boolean {
  return (
    price.active &&
    price.unit_amount === cents(row.price) &&
    price.currency === row.currency.toLowerCase() &&
    (price.recurring?.interval ?? null) === row.interval
  );
}

async function existingPrice(stripe: Stripe, row: CataloguePriceRow): Promise<Stripe.Price | null> {
  if (row.stripePriceId) {
    try {
      const price = await stripe.prices.retrieve(row.stripePriceId);
      if (matches(price, row)) return price;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
  }
  const found = await stripe.prices.list({ lookup_keys: [lookupKey(row)], active: true, limit: 1 });
  const price = found.data[0];
  return price && matches(price, row) ? price : null;
}

async function createPrice(stripe: Stripe, row: CataloguePriceRow): Promise<Stripe.Price> {
  return stripe.prices.create({
    currency: row.currency.toLowerCase(),
    unit_amount: cents(row.price),
    lookup_key: lookupKey(row),
    transfer_lookup_key: true,
    nickname: row.name,
    product_data: { name: row.name, metadata: { catalogue_id: row.id, catalogue_kind: row.kind } },
    ...(row.interval ? { recurring: { interval: row.interval } } : {}),
    metadata: { catalogue_id: row.id, catalogue_kind: row.kind },
  });
}

export async function syncCataloguePrices(deps: BillingDeps): Promise<CataloguePriceChange[]> {
  const changes: CataloguePriceChange[] = [];
  for (const row of await readCataloguePriceRows(deps.admin)) {
    const existing = await existingPrice(deps.stripe, row);
    const price = existing ?? (await createPrice(deps.stripe, row));
    if (price.id === row.stripePriceId) continue;
    await recordStripePriceId(deps.admin, row, price.id);
    changes.push({ kind: row.kind, id: row.id, name: row.name, price: price.id, created: !existing });
  }
  return changes;
}
