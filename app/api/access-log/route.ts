import { getTranslations } from 'next-intl/server';
import { toCsv, withBom } from '@/lib/access-log/csv';
import { parsePeriod } from '@/lib/access-log/period';
import { readerLabel } from '@/lib/access-log/reader-label';
import { getAccessLogForExport } from '@/lib/data/access-log';
import { attachmentHeaders, exportLocale, exportUser, refusal } from '@/lib/http/download';
import { createClient } from '@/lib/supabase/server';

/**
 * GET /api/access-log?period=7d|30d|12m|custom&from=&to=&locale= : the signed-in member's access log
 * for that period as a CSV attachment (UTF-8 with BOM, formula cells guarded; lib/access-log/csv.ts).
 * The same period rules as the page, so the file holds what the page listed. Only the caller's own
 * rows exist for get_my_access_log, whatever the query says.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const auth = await exportUser();
  if ('status' in auth) return refusal(auth.status);
  const url = new URL(request.url);
  const locale = exportLocale(url.searchParams.get('locale'));
  const period = parsePeriod(Object.fromEntries(url.searchParams));
  if (period.error) return refusal(400);
  const t = await getTranslations({ locale, namespace: 'AccessLog' });
  let log;
  try {
    log = await getAccessLogForExport(await createClient(), period.from, period.to);
  } catch (error) {
    console.warn('Access log export failed', error);
    return refusal(500);
  }
  const words = { callCentre: t('callCentre'), deletedAccount: t('deletedAccount'), unnamed: t('unnamed') };
  const csv = toCsv([
    [t('csv.when'), t('csv.who'), t('csv.role'), t('csv.what'), t('csv.alarm'), t('csv.alarmStarted')],
    ...log.entries.map((entry) => [
      entry.at,
      readerLabel(entry, words),
      t(`capacity.${entry.capacity}`),
      t(`resource.${entry.resource}`),
      entry.sosEventId,
      entry.sosStartedAt,
    ]),
  ]);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const filename = `access-log_${day(period.from)}_${day(new Date(period.to.getTime() - 1))}.csv`;
  return new Response(withBom(csv), { headers: attachmentHeaders(filename, 'text/csv; charset=utf-8') });
}
