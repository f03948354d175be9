import '@/components/sos-history/print.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/forms/form-alert';
import { AlarmTimelineTable } from '@/components/sos-history/alarm-timeline-table';
import { PositionsTable } from '@/components/sos-history/positions-table';
import { PrintButton } from '@/components/sos-history/print-button';
import { VerifyCopy } from '@/components/sos-history/verify-copy';
import { Badge } from '@/components/ui/badge';
import { LocalMoment } from '@/components/ui/local-moment';
import { requireUser } from '@/lib/auth/session';
import { getMyAlarm } from '@/lib/data/sos-history';
import { isLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { AlarmRecord } from '@/lib/sos-history/alarm-record';
import { actorLabels } from '@/lib/sos-history/actor-labels';
import { DIGEST_ALGORITHM } from '@/lib/sos-history/digest';
import { createClient } from '@/lib/supabase/server';
import { setRequestLocale } from 'next-intl/server';

type Params = Promise<{ locale: string; id: string }>;

async function localeOf(params: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return { locale, id };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'SosHistory' });
  return { title: t('alarm.metaTitle'), robots: { index: false } };
}

/**
 * /full-dashboard/sos-history/[id] (issue 21): one of the member's own alarms: state, timeline,
 * positions, the digest over its entries, downloads (JSON, CSV), a print button with clean print
 * styles, and "check a copy". Someone else's alarm (or a made-up id) is a 404. Every time on it,
 * printed too, is in the reader's own zone and names that zone (LocalMoment).
 */
export default async function SosAlarmPage({ params }: { params: Params }) {
  const { locale, id } = await localeOf(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'SosHistory' });
  const status = await getTranslations({ locale, namespace: 'Sos.status' });
  let record: AlarmRecord | null;
  try {
    record = await getMyAlarm(await createClient(), user.id, id, actorLabels(t));
  } catch (error) {
    console.warn('Reading an alarm failed', error);
    return (
      <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 focus:outline-none">
        <h1 className="text-3xl font-bold tracking-tight">{t('alarm.metaTitle')}</h1>
        <FormAlert tone="error">{t('failed')}</FormAlert>
      </main>
    );
  }
  if (!record) notFound();
  const { event } = record;
  const download = (kind: 'json' | 'csv') => `/api/sos-history/${event.id}?${new URLSearchParams({ format: kind, locale })}`;
  const linkClass = 'inline-flex min-h-11 items-center rounded-md border border-border px-4 font-medium hover:bg-muted';

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 focus:outline-none">
      <p className="print:hidden">
        <Link href={routes.sosHistory} className="inline-flex min-h-11 items-center text-guardian underline underline-offset-4">
          {t('back')}
        </Link>
      </p>
      <article id="sos-alarm-record" className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t.rich('alarm.title', { date: () => <LocalMoment iso={event.started_at} /> })}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t('alarm.state')}</dt>
            <dd data-testid="sos-alarm-state">
              {status(event.status as 'active')} {event.source === 'test' && <Badge>{t('test')}</Badge>}
            </dd>
            <dt className="font-medium">{t('alarm.source')}</dt>
            <dd>{t(`source.${event.source as 'app'}`)}</dd>
            {event.resolved_at && (
              <>
                <dt className="font-medium">{t('alarm.ended')}</dt>
                <dd>
                  <LocalMoment iso={event.resolved_at} />
                </dd>
              </>
            )}
            <dt className="font-medium">{t('alarm.reference')}</dt>
            <dd className="font-mono text-sm break-all">{event.id}</dd>
          </dl>
        </header>

        <div className="flex flex-wrap gap-3 print:hidden">
          <PrintButton />
          <a href={download('json')} download className={linkClass} data-testid="sos-export-json">
            {t('exportJson')}
          </a>
          <a href={download('csv')} download className={linkClass} data-testid="sos-export-csv">
            {t('exportCsv')}
          </a>
        </div>

        <section aria-labelledby="sos-alarm-timeline" className="flex flex-col gap-2">
          <h2 id="sos-alarm-timeline" className="text-xl font-semibold">
            {t('timeline.title')}
          </h2>
          <AlarmTimelineTable entries={record.entries} />
        </section>

        <section aria-labelledby="sos-alarm-positions" className="flex flex-col gap-2">
          <h2 id="sos-alarm-positions" className="text-xl font-semibold">
            {t('positions.title')}
          </h2>
          <PositionsTable positions={record.positions} unavailable={event.location_unavailable} />
        </section>

        <section aria-labelledby="sos-alarm-digest" className="flex flex-col gap-2" data-print-keep>
          <h2 id="sos-alarm-digest" className="text-xl font-semibold">
            {t('digest.title')}
          </h2>
          <p className="text-sm">{t('digest.explain')}</p>
          <p className="rounded-md border border-border p-3 font-mono text-sm break-all" data-testid="sos-alarm-digest">
            {DIGEST_ALGORITHM}: <span data-digest>{record.digest}</span>
          </p>
        </section>
      </article>
      <VerifyCopy eventId={event.id} digest={record.digest} />
    </main>
  );
}
