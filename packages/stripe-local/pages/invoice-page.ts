/** The `hosted_invoice_url` page: a read-only view of one invoice, localised by the customer's preferred locale. */
import type { Ctx } from '../core/context';
import { formatDate, formatMoney } from '../core/format';
import type { InvoiceRecord } from '../core/state';
import { esc, page } from './html';
import { INTL_LOCALE, TEXTS, type Lang } from './i18n';

export function renderInvoice(ctx: Ctx, invoice: InvoiceRecord, lang: Lang): string {
  const texts = TEXTS[lang];
  const locale = INTL_LOCALE[lang];
  const money = (amount: number) => formatMoney(amount, invoice.currency, locale);
  const lines = invoice.lines
    .map((line) => `<li><span class="name">${esc(line.description)}</span><span class="amount">${esc(money(line.amount))}</span></li>`)
    .join('\n');
  const body = `<h1>${esc(ctx.config.merchantName)}</h1>
<section class="card" aria-labelledby="invoice-heading">
<h2 id="invoice-heading">${esc(texts.invoiceTitle(invoice.number ?? invoice.id))}</h2>
<p><span class="badge ${esc(invoice.status)}">${esc(texts.invoiceStatus[invoice.status] ?? invoice.status)}</span> · ${esc(formatDate(invoice.created, locale))}</p>
<ul class="lines">
${lines}
</ul>
<p class="total"><span>${esc(invoice.status === 'paid' ? texts.amountPaid : texts.amountDue)}</span><span>${esc(money(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_remaining))}</span></p>
</section>`;
  return page(lang, texts.invoiceTitle(invoice.number ?? invoice.id), body);
}
