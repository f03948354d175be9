/**
 * Stripe's customer portal stand-in (`/p/session/:id`): the customer's subscriptions with status and
 * next renewal or cancellation date, the default card, a form to replace it (same validation and test
 * cards as checkout) and the invoice history. A new card becomes the default of the customer and of
 * their subscriptions, and pays any open invoice at once (a past_due subscription is active again).
 */
import type { Ctx } from '../core/context';
import { formatDate, formatMoney } from '../core/format';
import type { PortalSessionRecord, SubscriptionRecord } from '../core/state';
import { payOpenInvoices } from '../billing/lifecycle';
import { attachDecline, behaviorOf, type Decline } from '../billing/test-cards';
import { updateCustomer } from '../resources/customers';
import { attachPaymentMethod, createCardPaymentMethod } from '../resources/payment-methods';
import { currentPeriodEnd, updateSubscription } from '../resources/subscriptions';
import { cardFields, readCardForm, validateCardForm, type CardForm, type FieldErrors } from './card-form';
import type { PageAnswer } from './checkout-page';
import { esc, page } from './html';
import { INTL_LOCALE, TEXTS, type Lang } from './i18n';

export type PortalNotice = 'card_updated' | 'invoice_paid';

function subscriptionLine(ctx: Ctx, subscription: SubscriptionRecord, lang: Lang): string {
  const texts = TEXTS[lang];
  const locale = INTL_LOCALE[lang];
  const names = subscription.items.map((item) => {
    const price = ctx.state.prices[item.price];
    return ctx.state.products[price.product]?.name ?? price.product;
  });
  const price = ctx.state.prices[subscription.items[0]?.price];
  const amount = subscription.items.reduce((sum, item) => sum + ctx.state.prices[item.price].unit_amount * item.quantity, 0);
  const per = price?.recurring ? texts.per(price.recurring.interval, price.recurring.interval_count) : '';
  let when = '';
  if (subscription.status === 'canceled' && subscription.ended_at) when = texts.canceledOn(formatDate(subscription.ended_at, locale));
  else if (subscription.cancel_at) when = texts.cancelsOn(formatDate(subscription.cancel_at, locale));
  else if (subscription.status === 'trialing' && subscription.trial_end) when = texts.trialEndsOn(formatDate(subscription.trial_end, locale));
  else if (subscription.items.length > 0) when = texts.renewsOn(formatDate(currentPeriodEnd(subscription), locale));
  const open = Object.values(ctx.state.invoices).filter((invoice) => invoice.subscription === subscription.id && invoice.status === 'open');
  const due = open.reduce((sum, invoice) => sum + invoice.amount_remaining, 0);
  return `<li>
<span class="name"><strong>${esc(names.join(', '))}</strong> <span class="badge ${esc(subscription.status)}">${esc(texts.status[subscription.status] ?? subscription.status)}</span></span>
<span class="amount">${esc(formatMoney(amount, subscription.currency, locale))} ${esc(per)}</span>
<span class="meta">${esc(when)}</span>
${due > 0 && subscription.status !== 'canceled' ? `<span class="meta error">${esc(texts.pastDue(formatMoney(due, subscription.currency, locale)))}</span>` : ''}
</li>`;
}

export function renderPortal(
  ctx: Ctx,
  session: PortalSessionRecord,
  lang: Lang,
  options: { notice?: PortalNotice | null; form?: Partial<CardForm>; errors?: FieldErrors; decline?: Decline | null; paymentFailed?: Decline | null } = {},
): string {
  const texts = TEXTS[lang];
  const locale = INTL_LOCALE[lang];
  const customer = ctx.state.customers[session.customer];
  const subscriptions = Object.values(ctx.state.subscriptions)
    .filter((subscription) => subscription.customer === customer.id && subscription.status !== 'incomplete_expired')
    .reverse();
  const method = customer.default_payment_method ? ctx.state.paymentMethods[customer.default_payment_method] : undefined;
  const invoices = Object.values(ctx.state.invoices)
    .filter((invoice) => invoice.customer === customer.id && invoice.status !== 'draft')
    .reverse()
    .slice(0, 10);
  const errors = options.errors ?? {};
  const messages: string[] = [];
  if (options.notice === 'card_updated') messages.push(`<div class="status" role="status">${esc(texts.cardUpdated)}</div>`);
  if (options.notice === 'invoice_paid') messages.push(`<div class="status" role="status">${esc(texts.cardUpdated)} ${esc(texts.invoicePaid)}</div>`);
  if (options.paymentFailed) messages.push(`<div class="alert" role="alert">${esc(texts.paymentFailedAfterSave(texts.declines[options.paymentFailed.reason]))}</div>`);
  const formAlert = options.decline
    ? `<div class="alert" id="form-error" role="alert">${esc(texts.declines[options.decline.reason])}</div>`
    : Object.keys(errors).length > 0
      ? `<div class="alert" id="form-error" role="alert">${esc(texts.errorsFound)}</div>`
      : '';
  const body = `${session.return_url ? `<a class="back" href="${esc(session.return_url)}">${esc(texts.returnTo(ctx.config.merchantName))}</a>` : ''}
<h1>${esc(ctx.config.merchantName)} · ${esc(texts.portalTitle)}</h1>
${messages.join('\n')}
<section class="card" aria-labelledby="subscriptions-heading">
<h2 id="subscriptions-heading">${esc(texts.subscriptions)}</h2>
${subscriptions.length > 0 ? `<ul class="lines">\n${subscriptions.map((subscription) => subscriptionLine(ctx, subscription, lang)).join('\n')}\n</ul>` : `<p>${esc(texts.noSubscriptions)}</p>`}
</section>
<section class="card" aria-labelledby="payment-heading">
<h2 id="payment-heading">${esc(texts.paymentMethod)}</h2>
${method ? `<p>${esc(method.brand.charAt(0).toUpperCase() + method.brand.slice(1))} •••• ${esc(method.last4)} · ${esc(texts.expires(`${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year).slice(-2)}`))}</p>` : `<p>${esc(texts.noCard)}</p>`}
<h3>${esc(texts.updateCard)}</h3>
<form method="post" action="/p/session/${esc(session.id)}/card" novalidate>
${formAlert}
${cardFields(texts, options.form ?? {}, errors, options.decline ? 'form-error' : null)}
<button type="submit">${esc(texts.saveCard)}</button>
</form>
</section>
${
  invoices.length > 0
    ? `<section class="card" aria-labelledby="invoices-heading">
<h2 id="invoices-heading">${esc(texts.invoiceHistory)}</h2>
<ul class="lines">
${invoices
  .map(
    (invoice) =>
      `<li><span class="name"><a href="/i/${esc(invoice.id)}">${esc(formatDate(invoice.created, locale))}</a></span><span class="amount">${esc(formatMoney(invoice.total, invoice.currency, locale))}</span><span class="meta">${esc(texts.invoiceStatus[invoice.status] ?? invoice.status)}</span></li>`,
  )
  .join('\n')}
</ul>
</section>`
    : ''
}
<p class="hint">${esc(texts.testCardHint)}</p>`;
  return page(lang, `${texts.portalTitle} – ${ctx.config.merchantName}`, body);
}

export function portalCardPost(ctx: Ctx, session: PortalSessionRecord, lang: Lang, body: string): PageAnswer {
  const form = readCardForm(body);
  const checked = validateCardForm(form, ctx.clock, false);
  if ('errors' in checked) return { status: 200, html: renderPortal(ctx, session, lang, { form, errors: checked.errors }) };
  const decline = attachDecline(behaviorOf(checked.card.number));
  if (decline) return { status: 200, html: renderPortal(ctx, session, lang, { form, decline }) };
  const customer = ctx.state.customers[session.customer];
  const method = createCardPaymentMethod(ctx, { ...checked.card, email: customer.email });
  attachPaymentMethod(ctx, method, customer.id);
  updateCustomer(ctx, customer, () => {
    customer.default_payment_method = method.id;
  });
  for (const subscription of Object.values(ctx.state.subscriptions)) {
    if (subscription.customer !== customer.id || subscription.status === 'canceled' || subscription.default_payment_method === null) continue;
    updateSubscription(ctx, subscription, () => {
      subscription.default_payment_method = method.id;
    });
  }
  const hadOpen = Object.values(ctx.state.invoices).some((invoice) => invoice.customer === customer.id && invoice.status === 'open');
  const paymentFailed = payOpenInvoices(ctx, customer, method);
  if (paymentFailed) return { status: 200, html: renderPortal(ctx, session, lang, { paymentFailed }) };
  return { status: 303, redirect: `/p/session/${session.id}?notice=${hadOpen ? 'invoice_paid' : 'card_updated'}` };
}
