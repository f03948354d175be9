import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomChars(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  // 62 symbols: the modulo bias is irrelevant for identifiers that only need to be unique.
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/**
 * Stripe's prefixes, so code that sniffs an id (`id.startsWith('sub_')`) behaves as in production.
 * Test-mode Checkout Session ids carry `cs_test_` and are long, like Stripe's.
 */
export const PREFIX = {
  product: 'prod_',
  price: 'price_',
  customer: 'cus_',
  checkoutSession: 'cs_test_',
  checkoutLineItem: 'li_',
  subscription: 'sub_',
  subscriptionItem: 'si_',
  invoice: 'in_',
  invoiceLine: 'il_',
  invoiceItem: 'ii_',
  invoicePayment: 'inpay_',
  paymentIntent: 'pi_',
  charge: 'ch_',
  paymentMethod: 'pm_',
  refund: 're_',
  portalSession: 'bps_',
  portalConfiguration: 'bpc_',
  event: 'evt_',
  request: 'req_',
  upcomingInvoice: 'upcoming_in_',
  previewLine: 'il_tmp_',
} as const;

export type IdKind = keyof typeof PREFIX;

export function newId(kind: IdKind): string {
  const length = kind === 'checkoutSession' ? 58 : kind === 'request' ? 14 : 24;
  return PREFIX[kind] + randomChars(length);
}

export function randomToken(length: number): string {
  return randomChars(length);
}
