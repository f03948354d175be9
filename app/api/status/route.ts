import { STATUS_MAX_AGE_SECONDS } from '@/lib/cache/public-data-tags';
import { loadCachedStatusSummary } from '@/lib/data/status';
import { siteUrl } from '@/lib/seo/urls';
import { statuspageSummary } from '@/lib/status/statuspage';
import { componentStates } from '@/lib/status/thresholds';

/**
 * GET /api/status: the status page's figures as Atlassian Statuspage's summary.json
 * (docs/product.md#status-page), for other sites' tools: any origin may read it. The summary is
 * read through the same minute-long cache as the page, so browsers and proxies may keep the answer
 * a minute too. When the database cannot be read the truthful answer is 503, never cached: the
 * failure is ours, not the caller's.
 */
const CORS = { 'Access-Control-Allow-Origin': '*' };

export async function GET(): Promise<Response> {
  let summary;
  try {
    summary = await loadCachedStatusSummary();
  } catch (error) {
    console.error('[status] the status summary could not be read', error instanceof Error ? error.message : error);
    return Response.json({ error: 'status_unavailable' }, { status: 503, headers: { ...CORS, 'Cache-Control': 'no-store' } });
  }
  const states = componentStates(summary, new Date(summary.generatedAt));
  return Response.json(statuspageSummary(summary, states, siteUrl()), {
    headers: { ...CORS, 'Cache-Control': `public, max-age=${STATUS_MAX_AGE_SECONDS}` },
  });
}
