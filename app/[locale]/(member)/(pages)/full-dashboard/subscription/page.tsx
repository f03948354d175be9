import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CancellationControls } from '@/components/billing/subscription/cancellation-controls';
import { InvoiceList } from '@/components/billing/subscription/invoice-list';
import { PlanChange } from '@/components/billing/subscription/plan-change';
import { PortalButton } from '@/components/billing/subscription/portal-button';
import { WithdrawalControls } from '@/components/billing/subscription/withdrawal-controls';
import { ProtectionStatus } from '@/components/dashboard/protection-status';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth/session';
import { loadMemberBilling } from '@/lib/billing/member-billing';
import { isGlobalPlan } from '@/lib/plans';
import { isProtected } from '@/lib/data/member-dashboard-rules';
import { Link } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Billing.subscription' });
  return { title: t('metaTitle'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /full-dashboard/subscription (issue 20): the subscription's whole life, read live from Stripe:
 * plan and price, next charge, payment method, invoices; change of plan with its cost shown first;
 * cancellation with its exact date; the 14-day withdrawal. The SOS button and family alerts never
 * depend on any of it, and the page says so.
 */
export default async function SubscriptionPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'Billing.subscription' });
  const format = await getFormatter({ locale });
  const query = await searchParams;
  const billing = await loadMemberBilling(user.id);
  const money = (cents: number, currency: string) => format.number(cents / 100, { style: 'currency', currency: currency.toUpperCase() });
  const long = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const refunded = Number(query.refunded);
  const withdrawn = query.notice === 'withdrawn' && Number.isFinite(refunded) && typeof query.currency === 'string' && /^[a-z]{3}$/.test(query.currency);

  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      {withdrawn && <FormAlert tone="info">{t('withdraw.done', { amount: money(refunded, query.currency as string) })}</FormAlert>}
      {!billing.configured || 'unreachable' in billing ? (
        <FormAlert tone="info">{t('unavailable')}</FormAlert>
      ) : !billing.overview ? (
        <section className="grid gap-3">
          <ProtectionStatus isProtected={false} />
          <p>{t('none')}</p>
          <Button asChild className="justify-self-start">
            <Link href={routes.register}>{t('choosePlan')}</Link>
          </Button>
        </section>
      ) : (
        <>
          <section aria-labelledby="plan-title" className="grid gap-3 rounded-lg border border-border p-4" data-testid="subscription-overview">
            <h2 id="plan-title" className="text-lg font-semibold">
              {t('plan')}
            </h2>
            <ProtectionStatus isProtected={isProtected([billing.overview.status])} />
            <ul className="grid gap-1">
              {billing.overview.items.map((item) => (
                <li key={item.itemId} className={item.role === 'base' ? 'font-medium' : undefined}>
                  {item.quantity > 1 ? t('itemQuantity', { name: item.plan?.name ?? item.priceId, quantity: item.quantity }) : (item.plan?.name ?? item.priceId)}
                </li>
              ))}
            </ul>
            <p>{t(`perInterval.${billing.overview.interval}`, { amount: money(billing.overview.total, billing.overview.currency) })}</p>
            {billing.overview.cancelAt ? (
              <p data-testid="subscription-ends">{t('endsOn', { date: long(billing.overview.cancelAt) })}</p>
            ) : (
              billing.overview.currentPeriodEnd && <p>{t('nextCharge', { amount: money(billing.overview.total, billing.overview.currency), date: long(billing.overview.currentPeriodEnd) })}</p>
            )}
            {billing.overview.paymentProblem && (
              <div role="alert" className="grid gap-2 rounded-md border border-warning bg-warning-soft p-3" data-testid="payment-problem">
                <p className="font-medium">{t('payment')}</p>
                <p className="text-sm">{t('paymentProblem')}</p>
              </div>
            )}
            <p className="text-sm text-muted-foreground">{t('keepsWorking')}</p>
          </section>

          <section aria-labelledby="card-title" className="grid gap-3 rounded-lg border border-border p-4">
            <h2 id="card-title" className="text-lg font-semibold">
              {t('card')}
            </h2>
            {billing.overview.card ? (
              <p data-testid="payment-card">
                {t('cardLine', { brand: billing.overview.card.brand, last4: billing.overview.card.last4, month: String(billing.overview.card.expMonth).padStart(2, '0'), year: billing.overview.card.expYear })}
                {billing.overview.card.expired && <span className="block text-sm text-destructive">{t('cardExpired')}</span>}
              </p>
            ) : (
              <p>{t('noCard')}</p>
            )}
            <PortalButton locale={locale} emphasis={billing.overview.paymentProblem} />
          </section>

          {billing.overview.status !== 'canceled' && (
            <section aria-label={t('change.button')} className="flex flex-wrap gap-3">
              <PlanChange
                currentPlanId={billing.overview.items.find((item) => item.role === 'base')?.plan?.id ?? null}
                plans={billing.plans.filter((plan) => plan.stripePriceId && isGlobalPlan(plan)).map((plan) => ({ id: plan.id, name: plan.name, monthly: plan.price, currency: 'EUR' }))}
              />
              <CancellationControls locale={locale} dateIfCancelledNow={billing.overview.cancellationDateIfAskedNow} cancelAt={billing.overview.cancelAt} />
            </section>
          )}
          {billing.overview.withdrawalUntil && <WithdrawalControls locale={locale} until={billing.overview.withdrawalUntil} />}
        </>
      )}
      {billing.configured && 'invoices' in billing && <InvoiceList locale={locale} invoices={billing.invoices} />}
      <p>
        <Link href={routes.orders} className="inline-flex min-h-11 items-center text-guardian underline underline-offset-4">
          {t('orders')}
        </Link>
      </p>
    </MemberPage>
  );
}
