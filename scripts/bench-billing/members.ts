import { randomUUID } from 'node:crypto';

export const BENCH_PASSWORD = 'Bench-pass-123';

/** A confirmed account made through the auth admin API (the server keeps confirmations on). */
export async function createConfirmedMember(supabaseUrl: string, secretKey: string, label: string): Promise<{ id: string; email: string }> {
  const email = `bench-billing-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${supabaseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: secretKey, authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, email_confirm: true }),
  });
  if (!response.ok) throw new Error(`creating ${email} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { id: string };
  return { id: body.id, email };
}
