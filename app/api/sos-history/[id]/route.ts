import { getTranslations } from 'next-intl/server';
import { withBom } from '@/lib/access-log/csv';
import { loadPersonalDetails } from '@/lib/data/personal-details';
import { getMyAlarm } from '@/lib/data/sos-history';
import { attachmentHeaders, exportLocale, exportUser, refusal } from '@/lib/http/download';
import { actorLabels } from '@/lib/sos-history/actor-labels';
import { countryTimeZone } from '@/lib/notify/country-time-zones';
import { UTC_ZONE } from '@/lib/notify/message-time-zone';
import { alarmCsv, alarmJson } from '@/lib/sos-history/export';
import { createClient } from '@/lib/supabase/server';

/**
 * GET /api/sos-history/<alarm id>?format=json|csv&locale= : one of the signed-in member's own
 * alarms as a download, with the digest over its timeline (lib/sos-history/digest.ts). Someone
 * else's alarm, or an id that is not one, is a 404 like a missing one.
 */
export const dynamic = 'force-dynamic';

type SosTranslator = Awaited<ReturnType<typeof getTranslations<'Sos'>>>;

/** The word for a stored code, or null for a code newer than our messages (then the code shows). */
function wordFor(t: SosTranslator, key: string): string | null {
  const known = key as Parameters<SosTranslator>[0];
  return t.has(known) ? t(known) : null;
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const auth = await exportUser();
  if ('status' in auth) return refusal(auth.status);
  const url = new URL(request.url);
  const format = url.searchParams.get('format');
  if (format !== 'json' && format !== 'csv') return refusal(400);
  const locale = exportLocale(url.searchParams.get('locale'));
  const t = await getTranslations({ locale, namespace: 'SosHistory' });
  const { id } = await params;
  let record;
  let country = '';
  try {
    const supabase = await createClient();
    [record, { country }] = await Promise.all([getMyAlarm(supabase, auth.user.id, id, actorLabels(t)), loadPersonalDetails(supabase, auth.user.id)]);
  } catch (error) {
    console.warn('SOS history export failed', error);
    return refusal(500);
  }
  if (!record) return refusal(404);
  const name = `sos-${record.event.started_at.slice(0, 10)}-${record.event.id.slice(0, 8)}`;
  if (format === 'json') {
    const body = JSON.stringify(alarmJson(record, new Date().toISOString()), null, 2);
    return new Response(body, { headers: attachmentHeaders(`${name}.json`, 'application/json; charset=utf-8') });
  }
  // The spreadsheet is read by people: times on the member's clock (their country's zone), named
  // in the headings; UTC only when the profile has no country we know.
  const { zone, place } = countryTimeZone(country) ?? UTC_ZONE;
  const zoneName = (await getTranslations({ locale, namespace: 'SosNotify.timeZone' }))(place);
  const sos = await getTranslations({ locale, namespace: 'Sos' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: zone });
  const csv = alarmCsv(record, {
    alarm: t('csv.alarm'),
    status: t('csv.status'),
    startedAt: t('csv.startedAt', { zone: zoneName }),
    digest: t('csv.digest'),
    canonicalForm: t('csv.canonicalForm'),
    columns: { id: t('csv.id'), at: t('csv.at', { zone: zoneName }), kind: t('csv.kind'), who: t('csv.who'), note: t('csv.note'), details: t('csv.details') },
    positions: { at: t('csv.positionAt', { zone: zoneName }), latitude: t('csv.latitude'), longitude: t('csv.longitude'), accuracy: t('csv.accuracy') },
    text: {
      status: (code) => wordFor(sos, `status.${code}`) ?? code,
      kind: (code) => wordFor(sos, `timeline.kind.${code}`) ?? code,
      time: (iso) => moment.format(new Date(iso)),
    },
  });
  return new Response(withBom(csv), { headers: attachmentHeaders(`${name}.csv`, 'text/csv; charset=utf-8') });
}
