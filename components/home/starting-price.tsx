'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCurrency } from '@/components/site/preferences-store';
import { defaultCurrency, formatPrice } from '@/lib/currency';
import { isLocale } from '@/lib/i18n/routing';
import { startingPriceEur } from '@/lib/plans';

/** The sentences it fills in: the browser needs both namespaces' messages for another currency. */
export type StartingPriceMessage = 'Home.startingPrice' | 'Pricing.intro';

type Props = {
  message: StartingPriceMessage;
  /** The sentence in the default currency, from the server (startingPriceText); see Price's defaultText. */
  defaultText: string;
  className?: string;
};

/** The starting-price sentence, with the per-language amount of docs/product.md#what-it-does-and-for-whom in the visitor's currency. */
export function StartingPrice({ message, defaultText, className }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const currency = useCurrency();
  const amount = startingPriceEur[isLocale(locale) ? locale : 'en'];
  return (
    <p data-price="" className={className}>
      {currency === defaultCurrency ? defaultText : t(message, { price: formatPrice(amount, 'EUR', currency, locale) })}
    </p>
  );
}
