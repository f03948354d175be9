'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCurrency } from '@/components/site/preferences-store';
import { formatPrice } from '@/lib/currency';

/** EUR is what Stripe charges (docs/architecture.md#payments). */
const CHARGED_IN = 'EUR';

/**
 * The monthly total of a choice: the amount charged, in euros, and, for a visitor who picked
 * another currency, that amount converted and labelled as an estimate, so no one mistakes the
 * converted figure for the charge. A one-time purchase on the same checkout (the pendant) is shown
 * apart, as charged today only.
 */
export function MonthlyTotal({ lines, once = 0 }: { lines: readonly { amount: number; quantity: number }[]; once?: number }) {
  const t = useTranslations('Billing.checkout');
  const locale = useLocale();
  const currency = useCurrency();
  // Cents, so 3 × 0.99 is 2.97 and not 2.9699999.
  const total = lines.reduce((sum, line) => sum + Math.round(line.amount * 100) * line.quantity, 0) / 100;
  return (
    <div className="grid gap-1 rounded-lg border border-border p-4" aria-live="polite">
      <p className="text-lg font-semibold" data-testid="checkout-total">
        {t('total', { amount: formatPrice(total, CHARGED_IN, CHARGED_IN, locale) })}
      </p>
      {once > 0 && <p data-testid="checkout-once">{t('once', { amount: formatPrice(once, CHARGED_IN, CHARGED_IN, locale) })}</p>}
      {currency !== CHARGED_IN && <p className="text-sm text-muted-foreground">{t('estimate', { amount: formatPrice(total, CHARGED_IN, currency, locale) })}</p>}
      <p className="text-sm text-muted-foreground">{t('chargedInEuro')}</p>
    </div>
  );
}
