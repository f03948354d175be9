import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/site/price';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/cn';
import { defaultCurrency, formatPrice } from '@/lib/currency';

type Size = 'sm' | 'md' | 'lg';
type Props = { locale: Locale; amount: number; currency: string; period: 'month' | 'year' | 'once'; size?: Size; className?: string };

// One typographic style for every price on the site: the amount large and bold, the period small
// and muted. Only the scale changes: lg for the core plan and the pendant page, md for cards, sm
// for the add-on rows.
const amountSizes: Record<Size, string> = { sm: 'text-xl', md: 'text-3xl', lg: 'text-4xl' };

/** A price with its period ("per month", "one-time"); the amount follows the visitor's currency. */
export async function PlanPrice({ locale, amount, currency, period, size = 'md', className }: Props) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  const periodLabel = period === 'once' ? t('oneTime') : period === 'year' ? t('perYear') : t('perMonth');
  return (
    // Wraps rather than overflows: a long converted amount plus "pago único" must fit at 320 px.
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={cn('font-bold tracking-tight whitespace-nowrap', amountSizes[size])}>
        <Price amount={amount} currency={currency} defaultText={formatPrice(amount, currency, defaultCurrency, locale)} />
      </span>
      <span className="text-sm text-muted-foreground">{periodLabel}</span>
    </p>
  );
}

export function billingPeriod(interval: string): 'month' | 'year' {
  return interval === 'year' ? 'year' : 'month';
}
