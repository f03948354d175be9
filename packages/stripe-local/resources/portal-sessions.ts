import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { newId } from '../core/ids';
import { toJson, type JsonObject } from '../core/json';
import type { PortalSessionRecord } from '../core/state';
import { invalidRequest, missingParam } from '../http/errors';
import type { Route } from '../http/route';
import { getCustomer } from './customers';

export const PORTAL_LOCALES = ['auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-AU', 'en-CA', 'en-GB', 'en-IE', 'en-IN', 'en-NZ', 'en-SG', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW'] as const;

export function portalUrl(ctx: Ctx, session: PortalSessionRecord): string {
  return `${ctx.config.publicUrl}/p/session/${session.id}`;
}

export function portalSessionJson(ctx: Ctx, session: PortalSessionRecord): JsonObject {
  return toJson<Stripe.BillingPortal.Session>({
    id: session.id,
    object: 'billing_portal.session',
    configuration: ctx.state.portalConfiguration,
    created: session.created,
    customer: session.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: (session.locale as Stripe.BillingPortal.Session.Locale | null) ?? null,
    on_behalf_of: null,
    return_url: session.return_url,
    url: portalUrl(ctx, session),
  });
}

export const portalSessionRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/billing_portal/sessions',
    allowed: ['after_expiration', 'configuration', 'customer', 'customer_account', 'flow_data', 'locale', 'on_behalf_of', 'return_url'],
    handle: ({ ctx, params }) => {
      const customerId = params.string('customer');
      if (!customerId) throw missingParam('customer');
      const customer = getCustomer(ctx, customerId, 'customer');
      if (params.has('flow_data')) throw invalidRequest('flow_data is not supported by the local Stripe server.', 'flow_data');
      const session: PortalSessionRecord = {
        id: newId('portalSession'),
        created: ctx.clock.now(),
        customer: customer.id,
        return_url: params.string('return_url') ?? null,
        locale: params.oneOf('locale', PORTAL_LOCALES) ?? null,
      };
      ctx.state.portalSessions[session.id] = session;
      ctx.store.markDirty();
      return portalSessionJson(ctx, session);
    },
  },
];
