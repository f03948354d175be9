import { buildAccountExport } from '@/lib/data/account-export';
import { attachmentHeaders, exportUser, refusal } from '@/lib/http/download';
import { createClient } from '@/lib/supabase/server';

// Per person, never cached.
export const dynamic = 'force-dynamic';

/**
 * "Download all my data" (issue 21): one JSON file of everything we hold about the signed-in
 * member, built with their own session (RLS) and, because an admin's RLS sees every row, with
 * every query naming the member (lib/data/account-export.ts). The file holds the Medical ID, so it
 * asks what every other member download asks (exportUser): a session that has not passed the
 * second step the member turned on gets a 403, not their data.
 */
export async function GET(): Promise<Response> {
  const auth = await exportUser();
  if ('status' in auth) return refusal(auth.status);
  const { user } = auth;
  const now = new Date();
  let data;
  try {
    data = await buildAccountExport(await createClient(), { id: user.id, email: user.email ?? null, phone: user.phone || null }, now);
  } catch (error) {
    console.error('Account export failed', error);
    return refusal(500);
  }
  const filename = `ice-sos-my-data-${now.toISOString().slice(0, 10)}.json`;
  return new Response(JSON.stringify(data, null, 2), { headers: attachmentHeaders(filename, 'application/json; charset=utf-8') });
}
