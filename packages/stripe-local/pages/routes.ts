/**
 * The browser pages (no API key: the URL is the secret, as on Stripe): checkout `/c/pay/:id`, portal
 * `/p/session/:id`, invoice `/i/:id`. Form posts are plain `application/x-www-form-urlencoded`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../core/context';
import { processDue } from '../billing/scheduler';
import { readBody, redirect, sendHtml } from '../http/io';
import { checkoutGet, checkoutPost, type PageAnswer } from './checkout-page';
import { messagePage } from './html';
import { pickLang, TEXTS } from './i18n';
import { renderInvoice } from './invoice-page';
import { portalCardPost, renderPortal, type PortalNotice } from './portal-page';

function answer(res: ServerResponse, result: PageAnswer): void {
  if (result.redirect) redirect(res, result.redirect);
  else sendHtml(res, result.status, result.html ?? '');
}

/** Handles the request when it is a page; false when the path is not one. */
export async function handlePage(ctx: Ctx, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const method = req.method ?? 'GET';
  const accept = req.headers['accept-language'];
  const segments = url.pathname.split('/').filter(Boolean);
  const post = method === 'POST';
  if (method !== 'GET' && !post) return false;
  const body = post ? await readBody(req, 64_000) : '';
  processDue(ctx);
  try {
    if (segments[0] === 'c' && segments[1] === 'pay' && segments.length === 3) {
      const session = ctx.state.checkoutSessions[segments[2]];
      const lang = pickLang(session?.locale, accept);
      if (!session) answer(res, { status: 404, html: messagePage(lang, TEXTS[lang].sessionNotFound, TEXTS[lang].sessionNotFound, null) });
      else answer(res, post ? checkoutPost(ctx, session, lang, body) : checkoutGet(ctx, session, lang));
      return true;
    }
    if (segments[0] === 'p' && segments[1] === 'session' && (segments.length === 3 || (segments.length === 4 && segments[3] === 'card' && post))) {
      const session = ctx.state.portalSessions[segments[2]];
      const lang = pickLang(session?.locale, accept);
      if (!session || !ctx.state.customers[session.customer]) {
        answer(res, { status: 404, html: messagePage(lang, TEXTS[lang].portalNotFound, TEXTS[lang].portalNotFound, null) });
      } else if (segments.length === 4) {
        answer(res, portalCardPost(ctx, session, lang, body));
      } else {
        const notice = url.searchParams.get('notice');
        const known: PortalNotice | null = notice === 'card_updated' || notice === 'invoice_paid' ? notice : null;
        answer(res, { status: 200, html: renderPortal(ctx, session, lang, { notice: known }) });
      }
      return true;
    }
    if (segments[0] === 'i' && segments.length === 2 && !post) {
      const invoice = ctx.state.invoices[segments[1]];
      const customer = invoice ? ctx.state.customers[invoice.customer] : undefined;
      const lang = pickLang(customer?.preferred_locales[0], accept);
      if (!invoice) answer(res, { status: 404, html: messagePage(lang, TEXTS[lang].invoiceNotFound, TEXTS[lang].invoiceNotFound, null) });
      else answer(res, { status: 200, html: renderInvoice(ctx, invoice, lang) });
      return true;
    }
    return false;
  } finally {
    ctx.store.flush();
  }
}
