/**
 * Between the catalogue editor's form and the database rows (issue 22): what a save writes, and
 * what the form opens with. Pure, so both directions are tested once.
 */
import type { Database } from '@/lib/database.types';
import { stringFeatures } from '@/lib/plans';
import type {
  PlanFormInput,
  PlanFormValues,
  ProductFormInput,
  ProductFormValues,
  ServiceFormInput,
  ServiceFormValues,
} from '@/lib/validation/catalogue';
import { type CatalogueTranslation, type CatalogueTranslations, parseTranslations } from './translations';

type Tables = Database['public']['Tables'];
export type PlanRow = Tables['subscription_plans']['Row'];
export type ProductRow = Tables['products']['Row'];
export type ServiceRow = Tables['regional_services']['Row'];

type Texts = Pick<PlanFormValues, 'nlName' | 'nlDescription' | 'nlFeatures' | 'esName' | 'esDescription' | 'esFeatures'>;

/** Only the texts given: an empty one is left out, so the page falls back to English for it. */
function translation(name: string, description: string, features: string[]): CatalogueTranslation | undefined {
  const out: CatalogueTranslation = {};
  if (name !== '') out.name = name;
  if (description !== '') out.description = description;
  if (features.length > 0) out.features = features;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The `translations` column's value (shape documented in lib/catalogue/translations.ts). */
export function translationsFromForm(values: Texts): CatalogueTranslations {
  const out: CatalogueTranslations = {};
  const nl = translation(values.nlName, values.nlDescription, values.nlFeatures);
  const es = translation(values.esName, values.esDescription, values.esFeatures);
  if (nl) out.nl = nl;
  if (es) out.es = es;
  return out;
}

type SharedValues = Pick<PlanFormValues, 'name' | 'description' | 'price' | 'currency' | 'features' | 'active'> & Texts;

function sharedRow(values: SharedValues) {
  return {
    name: values.name,
    description: values.description === '' ? null : values.description,
    price: values.price,
    currency: values.currency,
    features: values.features,
    is_active: values.active,
    translations: translationsFromForm(values),
  };
}

export function planRowFromForm(values: PlanFormValues): Tables['subscription_plans']['Update'] {
  return {
    ...sharedRow(values),
    billing_interval: values.billingInterval,
    is_popular: values.popular,
    region: values.region,
    stripe_price_id: values.stripePriceId,
    max_emergency_contacts: values.maxEmergencyContacts,
  };
}

export function productRowFromForm(values: ProductFormValues): Tables['products']['Update'] {
  return {
    ...sharedRow(values),
    status: values.status,
    coming_soon_url: values.comingSoonUrl,
    inventory_count: values.inventoryCount,
    stripe_price_id: values.stripePriceId,
  };
}

export function serviceRowFromForm(values: ServiceFormValues): Tables['regional_services']['Update'] {
  return { ...sharedRow(values), region: values.region };
}

type SharedRow = Pick<PlanRow, 'name' | 'description' | 'price' | 'currency' | 'features' | 'is_active' | 'translations'>;

const lines = (features: unknown) => stringFeatures(features).join('\n');

/** Prices as the form shows them: two decimals, a point. */
const priceText = (price: number | string) => Number(price).toFixed(2);

function sharedForm(row: SharedRow) {
  const translations = parseTranslations(row.translations);
  return {
    name: row.name,
    description: row.description ?? '',
    price: priceText(row.price),
    currency: row.currency,
    features: lines(row.features),
    active: row.is_active,
    nlName: translations.nl?.name ?? '',
    nlDescription: translations.nl?.description ?? '',
    nlFeatures: lines(translations.nl?.features),
    esName: translations.es?.name ?? '',
    esDescription: translations.es?.description ?? '',
    esFeatures: lines(translations.es?.features),
  };
}

const emptyShared = {
  name: '',
  description: '',
  price: '',
  currency: 'EUR',
  features: '',
  active: true,
  nlName: '',
  nlDescription: '',
  nlFeatures: '',
  esName: '',
  esDescription: '',
  esFeatures: '',
} as const;

export function planForm(row: PlanRow | null): PlanFormInput {
  if (!row) {
    // A new plan starts hidden: nothing half-written reaches the pricing section.
    return { ...emptyShared, active: false, billingInterval: 'month', popular: false, region: 'global', stripePriceId: '', maxEmergencyContacts: '5' };
  }
  return {
    ...sharedForm(row),
    billingInterval: row.billing_interval,
    popular: row.is_popular,
    region: row.region ?? 'global',
    stripePriceId: row.stripe_price_id ?? '',
    maxEmergencyContacts: String(row.max_emergency_contacts),
  };
}

export function productForm(row: ProductRow | null): ProductFormInput {
  if (!row) return { ...emptyShared, active: false, status: 'coming_soon', comingSoonUrl: '', inventoryCount: '0', stripePriceId: '' };
  return {
    ...sharedForm(row),
    status: row.status,
    comingSoonUrl: row.coming_soon_url ?? '',
    inventoryCount: String(row.inventory_count),
    stripePriceId: row.stripe_price_id ?? '',
  };
}

export function serviceForm(row: ServiceRow | null): ServiceFormInput {
  if (!row) return { ...emptyShared, active: false, region: '' };
  return { ...sharedForm(row), region: row.region };
}
