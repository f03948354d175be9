import type { Database } from './database';
import { convertPrice, formatMoney, type Currency } from '../_shared/currency';
import { catalogueTextsIn } from './catalogue-texts';
import { phrases } from './knowledge/phrases';
import type { ChatLanguage } from './knowledge/types';
import { normalise } from './normalise';

export type CataloguePlan = {
  name: string;
  description: string | null;
  price: number;
  currency: string;
  billing_interval: string;
  features: unknown;
  is_popular: boolean;
  region: string | null;
  /** Dutch and Spanish texts (docs/product.md#data); Emma answers in the language asked. */
  translations?: unknown;
};
export type CatalogueItem = { name: string; price: number; currency: string; description: string | null; translations?: unknown };
export type Catalogue = { plans: CataloguePlan[]; products: CatalogueItem[]; regional: CatalogueItem[] };

/** Live plans and prices (docs/product.md#backend-calls (calls 6 to 8), the same filters the homepage uses). */
export async function readCatalogue(client: Database): Promise<Catalogue | null> {
  const [plans, products, regional] = await Promise.all([
    client
      .from('subscription_plans')
      .select('name, description, price, currency, billing_interval, features, is_popular, region, translations')
      .eq('is_active', true)
      .order('sort_order'),
    client.from('products').select('name, price, currency, description, translations').in('status', ['active', 'coming_soon']).order('sort_order'),
    client.from('regional_services').select('name, price, currency, description, translations').eq('is_active', true).order('sort_order'),
  ]);
  if (plans.error || products.error || regional.error) {
    console.error('ai-chat: catalogue read failed', plans.error ?? products.error ?? regional.error);
    return null;
  }
  return {
    plans: (plans.data ?? []).map((plan) => ({ ...plan, price: Number(plan.price) })) as CataloguePlan[],
    products: (products.data ?? []).map((item) => ({ ...item, price: Number(item.price) })) as CatalogueItem[],
    regional: (regional.data ?? []).map((item) => ({ ...item, price: Number(item.price) })) as CatalogueItem[],
  };
}

function money(amount: number, from: string, to: Currency, language: ChatLanguage): string {
  return formatMoney(convertPrice(amount, from, to), to, language);
}

function intervalText(interval: string, language: ChatLanguage): string {
  const { perInterval } = phrases[language];
  return interval === 'year' ? perInterval.year : perInterval.month;
}

/**
 * Plans the question names ("premium", "family connection"), matched on their distinctive words,
 * by the English name or the one shown in the language asked ("Meldkamer Spanje").
 */
function plansNamedIn(question: string, plans: CataloguePlan[], language: ChatLanguage): CataloguePlan[] {
  const text = normalise(question);
  const named = (shown: string) => {
    const name = normalise(shown);
    if (text.includes(name)) return true;
    const distinctive = name.split(' ').filter((word) => word.length > 2 && !['account', 'plan', 'spain', 'spanje', 'espana'].includes(word));
    return distinctive.length > 0 && distinctive.every((word) => text.includes(word));
  };
  return plans.filter((plan) => named(plan.name) || named(catalogueTextsIn(plan, language).name));
}

const pendantWords = /(pendant|hanger|colgante|necklace|ketting|collar)/;
const callCentreWords = /(call ?cent(re|er)|meldkamer|callcenter|centro de llamadas|central)/;

/** The price answer in the visitor's language and currency. */
export function describePrices(question: string, catalogue: Catalogue, currency: Currency, language: ChatLanguage): string {
  const say = phrases[language];
  const text = normalise(question);
  const named = plansNamedIn(question, catalogue.plans, language);
  const pendant = catalogue.products.find((item) => pendantWords.test(normalise(item.name)) || /pendant/i.test(item.name));

  if (pendantWords.test(text) && pendant && named.length === 0) {
    return say.pendantPrice(money(pendant.price, pendant.currency, currency, language));
  }
  if (named.length > 0 && !callCentreWords.test(text)) return named.map((plan) => planLine(plan, currency, language, true)).join('\n');
  if (callCentreWords.test(text)) {
    const plan = catalogue.plans.find((item) => callCentreWords.test(normalise(item.name)));
    if (plan) return planLine(plan, currency, language, true);
  }

  const lines = [say.plansIntro(currency), ...catalogue.plans.map((plan) => `• ${planLine(plan, currency, language, false)}`)];
  if (pendant) lines.push(say.pendantPrice(money(pendant.price, pendant.currency, currency, language)));
  return lines.join('\n');
}

/** One plan with its price, named and described in the language asked (its features on request). */
function planLine(plan: CataloguePlan, currency: Currency, language: ChatLanguage, withFeatures: boolean): string {
  const say = phrases[language];
  const { name, features } = catalogueTextsIn(plan, language);
  const price = `${money(plan.price, plan.currency, currency, language)} ${intervalText(plan.billing_interval, language)}`;
  const head = `${name}: ${price}${plan.is_popular ? ` (${say.popular})` : ''}`;
  if (!withFeatures) return head;
  return features.length > 0 ? `${head}. ${say.includes}: ${features.join('; ')}.` : `${head}.`;
}
