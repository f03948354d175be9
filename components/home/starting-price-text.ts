import { getTranslations } from 'next-intl/server';
import { defaultCurrency, formatPrice } from '@/lib/currency';
import type { Locale } from '@/lib/i18n/routing';
import { startingPriceEur } from '@/lib/plans';
import type { StartingPriceMessage } from './starting-price';

/** StartingPrice's sentence in the default currency, formatted on the server. */
export async function startingPriceText(locale: Locale, message: StartingPriceMessage): Promise<string> {
  const t = await getTranslations({ locale });
  return t(message, { price: formatPrice(startingPriceEur[locale], 'EUR', defaultCurrency, locale) });
}
