/**
 * Stripe's hosted checkout stand-in (GET and POST on `/c/pay/:id`): the merchant, each line item, the
 * total due today and what recurs, an e-mail field (read-only when the customer is known) and the
 * card fields. A valid card completes the session and 303-redirects to success_url; a declined card
 * re-renders with the message and leaves the session open for another try.
 */
import type { Ctx } from '../core/context';
import { formatMoney } from '../core/format';
import type { CheckoutSessionRecord } from '../core/state';
import { completeCheckout, successUrl } from '../billing/checkout-completion';
import type { Decline } from '../billing/test-cards';
import { cardFields, field, readCardForm, validateCardForm, type CardForm, type FieldErrors } from './card-form';
import { esc, messagePage, page } from './html';
import { INTL_LOCALE, TEXTS, type Lang } from './i18n';

export interface PageAnswer {
  status: number;
  html?: string;
  redirect?: string;
}

function knownEmail(ctx: Ctx, session: CheckoutSessionRecord): string | null {
  if (session.customer) return ctx.state.customers[session.customer]?.email ?? null;
  return session.customer_email;
}

function summary(ctx: Ctx, session: CheckoutSessionRecord, lang: Lang): string {
  const texts = TEXTS[lang];
  const money = (amount: number) => formatMoney(amount, session.currency, INTL_LOCALE[lang]);
  const lines = session.line_items.map((line) => {
    const price = ctx.state.prices[line.price];
    const name = ctx.state.products[price.product]?.name ?? price.product;
    const amount = price.unit_amount * line.quantity;
    const per = price.recurring ? ` ${texts.per(price.recurring.interval, price.recurring.interval_count)}` : '';
    return `<li><span class="name">${esc(name)}</span><span class="amount">${esc(money(amount))}${esc(per)}</span><span class="meta">${esc(texts.quantity(line.quantity))}</span></li>`;
  });
  const recurring = session.line_items.map((line) => ({ price: ctx.state.prices[line.price], quantity: line.quantity })).filter(({ price }) => price.recurring);
  let note = '';
  if (session.mode === 'subscription' && recurring.length > 0) {
    const first = recurring[0].price.recurring as NonNullable<(typeof recurring)[0]['price']['recurring']>;
    const per = texts.per(first.interval, first.interval_count);
    const amount = money(recurring.reduce((sum, { price, quantity }) => sum + price.unit_amount * quantity, 0));
    note = `<p class="note">${esc(session.trial_period_days ? texts.trial(session.trial_period_days, amount, per) : texts.then(amount, per))}</p>`;
  }
  return `<section class="card" aria-label="${esc(texts.checkoutTitle)}">
<ul class="lines">
${lines.join('\n')}
</ul>
<p class="total"><span>${esc(texts.totalDueToday)}</span><span>${esc(money(session.amount_total))}</span></p>
${note}
</section>`;
}

export function renderCheckout(ctx: Ctx, session: CheckoutSessionRecord, lang: Lang, form: Partial<CardForm> = {}, errors: FieldErrors = {}, decline: Decline | null = null): string {
  const texts = TEXTS[lang];
  const email = knownEmail(ctx, session);
  const money = formatMoney(session.amount_total, session.currency, INTL_LOCALE[lang]);
  const button = session.mode === 'payment' ? texts.pay(money) : session.trial_period_days && session.amount_total === 0 ? texts.startTrial : texts.subscribe;
  const hasErrors = Object.keys(errors).length > 0;
  const alert = decline
    ? `<div class="alert" id="form-error" role="alert">${esc(texts.declines[decline.reason])}</div>`
    : hasErrors
      ? `<div class="alert" id="form-error" role="alert">${esc(texts.errorsFound)}</div>`
      : '';
  const body = `${session.cancel_url ? `<a class="back" href="${esc(session.cancel_url)}">${esc(texts.back)}</a>` : ''}
<h1>${esc(ctx.config.merchantName)}</h1>
${summary(ctx, session, lang)}
<form method="post" action="/c/pay/${esc(session.id)}" novalidate>
${alert}
${field({ name: 'email', label: texts.email, value: email ?? form.email ?? '', error: email ? undefined : errors.email, texts, autocomplete: 'email', type: 'email', readonly: email !== null })}
${cardFields(texts, form, errors, decline ? 'form-error' : null)}
<button type="submit">${esc(button)}</button>
</form>
<p class="hint">${esc(texts.testCardHint)}</p>`;
  return page(lang, `${texts.checkoutTitle} – ${ctx.config.merchantName}`, body);
}

function closedPage(ctx: Ctx, session: CheckoutSessionRecord, lang: Lang): string {
  const texts = TEXTS[lang];
  if (session.status === 'expired') {
    return messagePage(lang, texts.sessionExpired, texts.sessionExpired, session.cancel_url ? { href: session.cancel_url, label: texts.back } : null);
  }
  const back = successUrl(session) ?? session.cancel_url;
  return messagePage(lang, texts.sessionComplete, texts.sessionComplete, back ? { href: back, label: texts.returnTo(ctx.config.merchantName) } : null);
}

export function checkoutGet(ctx: Ctx, session: CheckoutSessionRecord, lang: Lang): PageAnswer {
  if (session.status !== 'open') return { status: 200, html: closedPage(ctx, session, lang) };
  return { status: 200, html: renderCheckout(ctx, session, lang) };
}

export function checkoutPost(ctx: Ctx, session: CheckoutSessionRecord, lang: Lang, body: string): PageAnswer {
  if (session.status !== 'open') return { status: 200, html: closedPage(ctx, session, lang) };
  const form = readCardForm(body);
  const email = knownEmail(ctx, session);
  const checked = validateCardForm(email ? { ...form, email } : form, ctx.clock, true);
  if ('errors' in checked) return { status: 200, html: renderCheckout(ctx, session, lang, form, checked.errors) };
  const result = completeCheckout(ctx, session, checked.card);
  if (!result.ok) return { status: 200, html: renderCheckout(ctx, session, lang, form, {}, result.decline) };
  const target = successUrl(session);
  if (target) return { status: 303, redirect: target };
  const texts = TEXTS[lang];
  return { status: 200, html: messagePage(lang, texts.paymentSuccessful, texts.paymentSuccessfulBody(ctx.config.merchantName), null) };
}
