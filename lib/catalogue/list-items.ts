/**
 * One line of the admin catalogue list (issue 22): what the table shows of a plan, product or
 * regional service, whatever its kind.
 */
import type { AdminCatalogue } from '@/lib/data/catalogue-admin';

export type CatalogueListItem = {
  id: string;
  /** The English name: the one admins edit and the one the rules read. */
  name: string;
  price: number;
  currency: string;
  active: boolean;
  /** Plans: how often it is billed. */
  interval?: 'month' | 'year';
  /** Plans: highlighted as the popular (core) plan. */
  popular?: boolean;
  /** Products: for sale or coming soon. */
  status?: 'active' | 'coming_soon';
  /** Plans and services: a two-letter country code; null or 'global' is everywhere. */
  region?: string | null;
};

export function catalogueListItems(catalogue: AdminCatalogue): Record<keyof AdminCatalogue, CatalogueListItem[]> {
  const base = (row: { id: string; name: string; price: number | string; currency: string; is_active: boolean }) => ({
    id: row.id,
    name: row.name,
    price: Number(row.price),
    currency: row.currency,
    active: row.is_active,
  });
  return {
    plans: catalogue.plans.map((row) => ({ ...base(row), interval: row.billing_interval, popular: row.is_popular, region: row.region })),
    products: catalogue.products.map((row) => ({ ...base(row), status: row.status })),
    services: catalogue.services.map((row) => ({ ...base(row), region: row.region })),
  };
}
