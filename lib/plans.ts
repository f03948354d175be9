/**
 * Plan and product rules from docs/product.md#data, docs/product.md#rules and docs/product.md#limits-and-constants, kept apart from rendering so they are tested once.
 */
import type { Locale } from '@/lib/i18n/routing';

export type PlanLike = {
  /** The plan's English name: names shown may be translated (issue 22), the rules read this one. */
  canonicalName: string;
  is_popular: boolean | null;
  region: string | null;
};

/** docs/product.md#data: a plan's region is global when it says so or is empty. */
export function isGlobalPlan(plan: Pick<PlanLike, 'region'>): boolean {
  return plan.region === null || plan.region.trim() === '' || plan.region === 'global';
}

/**
 * docs/product.md#rules: the core plan is the one named Premium Protection, or flagged popular, or whose name
 * contains "premium"; otherwise the first global plan. Plans arrive in sort order, so "the one"
 * is the first match. Returns undefined when no plan qualifies (the core card is then left out).
 * "Named" means the canonical English name: a Dutch "Premium Bescherming" neither makes nor
 * unmakes the core plan.
 */
export function pickCorePlan<P extends PlanLike>(plans: readonly P[]): P | undefined {
  const core = plans.find(
    (plan) => plan.canonicalName === 'Premium Protection' || plan.is_popular === true || plan.canonicalName.toLowerCase().includes('premium'),
  );
  return core ?? plans.find(isGlobalPlan);
}

/** docs/product.md#data: feature lists are JSON arrays of strings; anything else in them is dropped. */
export function stringFeatures(features: unknown): string[] {
  if (!Array.isArray(features)) return [];
  return features.filter((feature): feature is string => typeof feature === 'string' && feature.trim() !== '');
}

/** docs/product.md#data and docs/product.md#limits-and-constants: products show at most their first six features. */
export const maxProductFeatures = 6;

export function productFeatures(features: unknown): string[] {
  return stringFeatures(features).slice(0, maxProductFeatures);
}

/**
 * docs/product.md#what-it-does-and-for-whom and docs/product.md#limits-and-constants keep two readings of the starting price: English says from 4.99 euro per month,
 * Dutch and Spanish say from 1.99. Both are kept on purpose, per language; the amount is in EUR and
 * converted to the visitor's currency like every other price.
 */
export const startingPriceEur: Readonly<Record<Locale, number>> = { en: 4.99, nl: 1.99, es: 1.99 };
