import { z } from '@/lib/zod';

/**
 * The catalogue editor's inputs (issue 22): one schema per kind, shared by the admin form (instant
 * feedback) and its server action (the real check). Fields are flat (nlName rather than nl.name)
 * so a server-side message always lands on its field. Numbers and lists are typed as text, the way
 * the form holds them, and turned into values here. Messages are keys of `AdminCatalogue.errors`.
 * The database checks the same bounds again (20261121000300_catalogue, 20261124001500_catalogue_admin).
 */
export const CATALOGUE_LIMITS = {
  name: 200,
  description: 1000,
  feature: 200,
  features: 20,
  url: 500,
  contacts: 50,
} as const;

export const catalogueKinds = ['plans', 'products', 'services'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];
export const currencies = ['EUR', 'GBP', 'USD', 'AUD'] as const;
export const billingIntervals = ['month', 'year'] as const;
export const productStatuses = ['active', 'coming_soon'] as const;

export type CatalogueErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'descriptionTooLong'
  | 'priceInvalid'
  | 'currencyInvalid'
  | 'featureTooLong'
  | 'tooManyFeatures'
  | 'intervalInvalid'
  | 'regionInvalid'
  | 'serviceRegionInvalid'
  | 'stripePriceInvalid'
  | 'stripePriceTaken'
  | 'contactsInvalid'
  | 'statusInvalid'
  | 'urlInvalid'
  | 'inventoryInvalid';

const msg = (key: CatalogueErrorKey) => ({ message: key });

/** One feature a line; blank lines and surrounding spaces are dropped. */
export function featureLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const features = z
  .string()
  .refine((text) => featureLines(text).every((line) => line.length <= CATALOGUE_LIMITS.feature), msg('featureTooLong'))
  .refine((text) => featureLines(text).length <= CATALOGUE_LIMITS.features, msg('tooManyFeatures'))
  .transform(featureLines);

const name = z.string(msg('nameRequired')).trim().min(1, msg('nameRequired')).max(CATALOGUE_LIMITS.name, msg('nameTooLong'));
const description = z.string().trim().max(CATALOGUE_LIMITS.description, msg('descriptionTooLong'));
/** Empty means "use the English name"; otherwise the same bounds as the English one. */
const translatedName = z.string().trim().max(CATALOGUE_LIMITS.name, msg('nameTooLong'));

/** A decimal of at most two places, with a point or a comma (as Dutch and Spanish write it). */
const price = z
  .string(msg('priceInvalid'))
  .trim()
  .regex(/^\d{1,8}([.,]\d{1,2})?$/, msg('priceInvalid'))
  .transform((text) => Number(text.replace(',', '.')));

/** A Stripe price id (price_…) or empty for none; the database checks the same shape. */
const stripePriceId = z
  .string()
  .trim()
  .regex(/^(price_[A-Za-z0-9]+)?$/, msg('stripePriceInvalid'))
  .transform((text) => (text === '' ? null : text));

const wholeNumber = (key: CatalogueErrorKey, max: number) =>
  z
    .string(msg(key))
    .trim()
    .regex(/^\d{1,9}$/, msg(key))
    .transform(Number)
    .refine((value) => value <= max, msg(key));

/** Fields every kind shares: English texts, price, translations and visibility. */
const shared = {
  name,
  description,
  price,
  currency: z.enum(currencies, msg('currencyInvalid')),
  features,
  active: z.boolean(),
  nlName: translatedName,
  nlDescription: description,
  nlFeatures: features,
  esName: translatedName,
  esDescription: description,
  esFeatures: features,
};

export const planFormSchema = z.object({
  ...shared,
  billingInterval: z.enum(billingIntervals, msg('intervalInvalid')),
  popular: z.boolean(),
  // Empty or "global" is everywhere; otherwise a two-letter country code, stored in lower case.
  region: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(|global|[a-z]{2})$/, msg('regionInvalid'))
    .transform((text) => (text === '' ? 'global' : text)),
  stripePriceId,
  maxEmergencyContacts: wholeNumber('contactsInvalid', CATALOGUE_LIMITS.contacts),
});

export const productFormSchema = z.object({
  ...shared,
  status: z.enum(productStatuses, msg('statusInvalid')),
  // An http(s) address or empty; the database refuses anything else (a javascript: link).
  comingSoonUrl: z
    .string()
    .trim()
    .max(CATALOGUE_LIMITS.url, msg('urlInvalid'))
    .regex(/^(https?:\/\/[^\s/?#]+\S*)?$/, msg('urlInvalid'))
    .transform((text) => (text === '' ? null : text)),
  inventoryCount: wholeNumber('inventoryInvalid', 2_147_483_647),
  stripePriceId,
});

export const serviceFormSchema = z.object({
  ...shared,
  region: z
    .string(msg('serviceRegionInvalid'))
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, msg('serviceRegionInvalid')),
});

export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormValues = z.output<typeof planFormSchema>;
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormValues = z.output<typeof serviceFormSchema>;

/** A save: no id creates, an id edits that row. */
const withId = { id: z.uuid().nullable() };
export const savePlanSchema = planFormSchema.extend(withId);
export const saveProductSchema = productFormSchema.extend(withId);
export const saveServiceSchema = serviceFormSchema.extend(withId);

export const catalogueItemSchema = z.object({ kind: z.enum(catalogueKinds), id: z.uuid() });
export const moveCatalogueItemSchema = catalogueItemSchema.extend({ direction: z.enum(['up', 'down']) });
export const catalogueVisibilitySchema = catalogueItemSchema.extend({ active: z.boolean() });
