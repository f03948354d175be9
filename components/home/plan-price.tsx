import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/site/price';
import type { Locale } from '@/lib/i18n/routing';

type Props = { locale: Locale; amount: number; currency: string; period: 'month' | 'year' | 'once'; large?: boolean };

/** A price with its period ("per month", "one-time"); the amount follows the visitor's currency. */
export async function PlanPrice({ locale, amount, currency, period, large = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  const periodLabel = period === 'once' ? t('oneTime') : period === 'year' ? t('perYear') : t('perMonth');
  return (
    <p className="flex items-baseline gap-2">
      <span className={large ? 'text-4xl font-bold' : 'text-2xl font-bold'}>
        <Price amount={amount} currency={currency} />
      </span>
      <span className="text-muted-foreground">{periodLabel}</span>
    </p>
  );
}

export function billingPeriod(interval: string): 'month' | 'year' {
  return interval === 'year' ? 'year' : 'month';
}
