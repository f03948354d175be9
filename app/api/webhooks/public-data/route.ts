import { revalidateTag } from 'next/cache';
import { publicDataTagOf } from '@/lib/cache/public-data-tags';
import { authorizeBearerRequest } from '@/lib/security/bearer-request';
import { publicDataWebhookSchema } from '@/lib/validation/public-data-webhook';

export const dynamic = 'force-dynamic';

/** A payload is a table name and a little JSON around it; anything larger is not ours. */
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

  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return Response.json({ error: 'too-large' }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
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
