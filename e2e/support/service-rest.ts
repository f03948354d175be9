import { appUrl, supabaseUrl } from './env';

/** The secret key of the backend the web server runs on (the same .env). */
export function secretKey(): string {
  const key = process.env.SUPABASE_SECRET_KEY;
  if (!key) throw new Error('SUPABASE_SECRET_KEY is missing for the e2e tests (see .env.example)');
  return key;
}

/**
 * Reads and writes through the Data API with the secret (service-role) key, for checks the page
 * itself cannot show: what the contact form stored, which admins were notified, a product's status.
 */
export async function serviceRest(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: secretKey(),
      authorization: `Bearer ${secretKey()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * After writing public data straight to the database (as the table editor would), tell the app,
 * as the hosted database's trigger does (supabase/deploy/public-data-webhook.sql): the cached
 * pages that show the table render again on their next visit.
 */
export async function announcePublicDataChange(table: 'subscription_plans' | 'products' | 'regional_services' | 'site_content' | 'status_incidents'): Promise<void> {
  const response = await fetch(`${appUrl}/api/webhooks/public-data`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ schema: 'public', table }),
  });
  if (!response.ok) throw new Error(`The public-data webhook answered ${response.status}: ${await response.text()}`);
}
