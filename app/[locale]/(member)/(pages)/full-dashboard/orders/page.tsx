import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { OrderList } from '@/components/billing/order-list';
import { PendantOrderForm } from '@/components/billing/pendant-order-form';
import { FormAlert } from '@/components/forms/form-alert';
import { requireUser } from '@/lib/auth/session';
import { cancelPendingOrder, syncReturnFromCheckout } from '@/lib/billing/return-from-checkout';
import { isPaymentConfigured } from '@/lib/billing/stripe-client';
import { getMemberOrders, getOrderAddressee } from '@/lib/data/orders';
import { loadPublicCatalogue, pickPendant } from '@/lib/data/pendant';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { createClient } from '@/lib/supabase/server';
import { SHIPPING_COUNTRIES } from '@/lib/validation/pendant-order';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Billing.order' });
  return { title: t('metaTitle'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
/** The member's country, when we ship there. */
const shippingCountry = (country: string | null | undefined) => SHIPPING_COUNTRIES.find((code) => code === country);
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * /full-dashboard/orders (issue 20): "Get the pendant" leads here. The order form with what must be
 * known before paying, the return from checkout (synced from Stripe before rendering), and every
 * order of the member with its status.
 */
export default async function OrdersPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'Billing.order' });
  const format = await getFormatter({ locale });
  const query = await searchParams;
  const [returned, cancelled] = await Promise.all([syncReturnFromCheckout(user.id, one(query.session_id)), cancelPendingOrder(user.id, one(query.cancelled))]);
  const supabase = await createClient();
  const [orders, catalogue, profile] = await Promise.all([getMemberOrders(supabase, user.id), loadPublicCatalogue(locale), getOrderAddressee(supabase, user.id)]);
  const pendant = pickPendant(catalogue.products);
  const orderable = isPaymentConfigured() && pendant?.status === 'active';

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 focus:outline-none">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      {returned === 'paid' && <FormAlert tone="info">{t('paid')}</FormAlert>}
      {(returned === 'open' || returned === 'expired') && <FormAlert tone="info">{t('notPaid')}</FormAlert>}
      {cancelled && <FormAlert tone="info">{t('cancelled')}</FormAlert>}
      <section aria-labelledby="order-title" className="grid gap-4 rounded-lg border border-border p-4">
        <h2 id="order-title" className="text-lg font-semibold">
          {t('orderTitle')}
          {pendant && <span className="block text-base font-normal text-muted-foreground">{pendant.name}</span>}
        </h2>
        {orderable && pendant ? (
          <PendantOrderForm
            locale={locale}
            price={format.number(pendant.price, { style: 'currency', currency: pendant.currency })}
            initial={{ fullName: profile?.full_name ?? '', country: shippingCountry(profile?.country) }}
          />
        ) : (
          <p>{t('unavailable')}</p>
        )}
      </section>
      <OrderList locale={locale} orders={orders} />
    </main>
  );
}
