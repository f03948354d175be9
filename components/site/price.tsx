'use client';

import { useLocale } from 'next-intl';
import { defaultCurrency, formatPrice } from '@/lib/currency';
import { useCurrency } from './preferences-store';

type Props = {
  amount: number;
  currency: string;
  /**
   * The price in the default currency and this page's language, formatted by the server
   * (defaultPriceText). Shown while the page hydrates and whenever the visitor keeps the default
   * currency: the browser then builds no number formatter, whose first use was one of the
   * longest pieces of the homepage's hydration on a slow phone (issue 48).
   */
  defaultText: string;
};

/** A catalogue price shown in the visitor's chosen currency and language (docs/product.md#limits-and-constants). */
export function Price({ amount, currency, defaultText }: Props) {
  const locale = useLocale();
  const target = useCurrency();
  return <span data-price="">{target === defaultCurrency ? defaultText : formatPrice(amount, currency, target, locale)}</span>;
}
