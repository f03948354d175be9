import { getFormatter, getTranslations } from 'next-intl/server';
import type { InvoiceRow } from '@/lib/billing/member-billing';
import type { Locale } from '@/lib/i18n/routing';
import { TableHeader } from '@/components/ui/table-header';

const STATES = ['paid', 'open', 'void', 'uncollectible', 'draft'] as const;
type State = (typeof STATES)[number];

/** The member's invoices, newest first, each with Stripe's own page for it. */
export async function InvoiceList({ locale, invoices }: { locale: Locale; invoices: readonly InvoiceRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Billing.subscription' });
  const format = await getFormatter({ locale });
  return (
    <section aria-labelledby="invoices-title" className="grid gap-3">
      <h2 id="invoices-title" className="text-lg font-semibold">
        {t('invoices')}
      </h2>
      {invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noInvoices')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="invoice-list">
            <TableHeader columns={[t('invoiceDate'), t('invoiceAmount'), t('invoiceStatus'), <span key="view" className="sr-only">{t('invoiceView')}</span>]} />
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-border last:border-0">
                  <td className="py-2 pr-3">{format.dateTime(new Date(invoice.created), { dateStyle: 'medium' })}</td>
                  <td className="py-2 pr-3">{format.number(invoice.total / 100, { style: 'currency', currency: invoice.currency.toUpperCase() })}</td>
                  <td className="py-2 pr-3">{STATES.includes(invoice.status as State) ? t(`invoiceStates.${invoice.status as State}`) : invoice.status}</td>
                  <td className="py-2">
                    {invoice.url && (
                      <a href={invoice.url} className="inline-flex min-h-11 items-center text-guardian underline underline-offset-4" aria-label={t('invoiceViewLabel', { number: invoice.number ?? invoice.id })}>
                        {t('invoiceView')}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
