import { revalidateTag } from 'next/cache';
import { publicDataTagOf } from '@/lib/cache/public-data-tags';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { authorizeBearerRequest } from '@/lib/security/bearer-request';
import { publicDataWebhookSchema } from '@/lib/validation/public-data-webhook';

export const dynamic = 'force-dynamic';

/**
 * Our trigger sends `{ "schema", "table" }`, under 100 bytes; a Supabase Database Webhook pointed
 * here adds the changed row and its old version (today's site-content values are about a kB).
 * 64 kB holds both with room to spare, and reading stops there, so a larger body is refused
 * before it is held.
 */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The database tells the app that public data changed (supabase/deploy/public-data-webhook.sql: a
 * trigger on the catalogue and site-content tables calls it through pg_net after each change). The
 * cached public pages that show that table's rows render again on their next visit. Changes made
 * through the app's own admin actions expire their tag themselves; this covers every other way
 * in (the dashboard, SQL, scripts). The caller holds the project's secret key.
 */
export async function POST(request: Request): Promise<Response> {
  const access = authorizeBearerRequest(request.headers.get('authorization'), process.env.SUPABASE_SECRET_KEY);
  if (access === 'switched-off') return new Response(null, { status: 404 });
  if (access === 'unauthorized') return Response.json({ error: 'unauthorized' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });

  const read = await readLimitedBody(request, MAX_BODY_BYTES);
  if ('tooLarge' in read) return Response.json({ error: 'too-large' }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return Response.json({ error: 'invalid-json' }, { status: 400 });
  }
  const parsed = publicDataWebhookSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: 'invalid-payload' }, { status: 400 });
  const tag = publicDataTagOf(parsed.data.table);
  // A table no cached page reads: nothing to do, and nothing wrong with telling us.
  if (!tag) return Response.json({ expired: [] }, { headers: { 'Cache-Control': 'no-store' } });
  revalidateTag(tag, { expire: 0 });
  return Response.json({ expired: [tag] }, { headers: { 'Cache-Control': 'no-store' } });
}
