'use client';

import { useLocale } from 'next-intl';
import { formatPrice } from '@/lib/currency';
import { useCurrency } from './preferences-store';

/** A catalogue price shown in the visitor's chosen currency and language (docs/product.md#limits-and-constants). */
export function Price({ amount, currency }: { amount: number; currency: string }) {
  const locale = useLocale();
  const target = useCurrency();
  return <span data-price="">{formatPrice(amount, currency, target, locale)}</span>;
}
