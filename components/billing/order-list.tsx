import { getFormatter, getTranslations } from 'next-intl/server';
import type { MemberOrder } from '@/lib/data/orders';
import type { Locale } from '@/lib/i18n/routing';

/** The member's orders with their status, newest first. */
export async function OrderList({ locale, orders }: { locale: Locale; orders: readonly MemberOrder[] }) {
  const t = await getTranslations({ locale, namespace: 'Billing.order' });
  const format = await getFormatter({ locale });
  return (
    <section aria-labelledby="orders-title" className="grid gap-3">
      <h2 id="orders-title" className="text-lg font-semibold">
        {t('yourOrders')}
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noOrders')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="order-list">
          {orders.map((order) => (
            <li key={order.id} className="grid gap-1 rounded-lg border border-border p-4">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{t('orderLine', { quantity: order.quantity, name: order.productName })}</span>
                <span className="rounded-full bg-muted px-3 py-1 text-sm" data-testid="order-status">
                  {t(`states.${order.status}`)}
                </span>
              </p>
              <p className="text-sm">{t('orderTotal', { amount: format.number(order.total, { style: 'currency', currency: order.currency }) })}</p>
              <p className="text-sm text-muted-foreground">{t('orderedOn', { date: format.dateTime(new Date(order.createdAt), { dateStyle: 'long' }) })}</p>
              {order.shippingAddress && <p className="text-sm whitespace-pre-line text-muted-foreground">{order.shippingAddress}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
