/**
 * Pays a checkout session the way a person does on the checkout page, over plain HTTP: reads the
 * page's form and fills its fields by their autocomplete purpose (card number, expiry, CVC, name,
 * e-mail), so it works on any page that labels its fields like Stripe Checkout does.
 */
export type CheckoutOutcome = { status: number; location: string | null; html: string };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

export async function payCheckout(url: string, card: string, options: { name?: string; email?: string; expiry?: string } = {}): Promise<CheckoutOutcome> {
  const page = await fetch(url);
  const html = await page.text();
  const form = /<form\b[^>]*>/i.exec(html)?.[0];
  if (!form) throw new Error(`no form on ${url} (HTTP ${page.status})`);
  const action = new URL(decode(attribute(form, 'action') ?? url), url);
  const [month, year] = (options.expiry ?? '12 / 34').split('/').map((part) => part.trim());
  const body = new URLSearchParams();
  for (const tag of html.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(tag, 'name');
    if (!name) continue;
    const value = decode(attribute(tag, 'value') ?? '');
    switch (attribute(tag, 'autocomplete')) {
      case 'cc-number':
        body.set(name, card);
        break;
      case 'cc-exp':
        body.set(name, `${month} / ${year}`);
        break;
      case 'cc-exp-month':
        body.set(name, month);
        break;
      case 'cc-exp-year':
        body.set(name, year);
        break;
      case 'cc-csc':
        body.set(name, '123');
        break;
      case 'cc-name':
        body.set(name, options.name ?? 'Test Member');
        break;
      case 'email':
        body.set(name, value || options.email || 'member@example.com');
        break;
      default:
        body.set(name, value);
    }
  }
  const answer = await fetch(action, { method: 'POST', body, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return { status: answer.status, location: answer.headers.get('location'), html: answer.status === 303 ? '' : await answer.text() };
}
