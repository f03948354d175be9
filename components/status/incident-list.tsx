import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatList, formatMoment } from '@/lib/status/format';
import { STATUS_COMPONENTS, type StatusIncident, type StatusSummary } from '@/lib/status/summary';

/** How far back the page lists resolved incidents (docs/product.md#status-page). */
export const PAST_INCIDENT_DAYS = 14;

type Translate = Awaited<ReturnType<typeof getTranslations<'StatusPage'>>>;

const newestFirst = (a: string, b: string) => Date.parse(b) - Date.parse(a);

/**
 * One incident as admins wrote it (in one language, shown as written): its title, impact and
 * components, when it started and ended, and every update newest first. Its id is the anchor
 * /api/status gives as the incident's shortlink.
 */
function IncidentArticle({ incident, t, locale }: { incident: StatusIncident; t: Translate; locale: Locale }) {
  const titleId = `incident-${incident.id}-title`;
  const components = STATUS_COMPONENTS.filter((id) => incident.components.includes(id)).map((id) => t(`componentNames.${id}`));
  const moment = (iso: string) => <time dateTime={iso}>{formatMoment(iso, locale)}</time>;
  const { resolvedAt } = incident;
  return (
    <article id={`incident-${incident.id}`} aria-labelledby={titleId} className="flex flex-col gap-3 rounded-card border border-border bg-card p-5">
      <h4 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {incident.title}
      </h4>
      <p className="text-sm">
        <span className="font-semibold">{t(`incidents.impact.${incident.impact}`)}</span>
        {' · '}
        {t('incidents.affects', { components: formatList(components, locale) })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t.rich('incidents.started', { time: () => moment(incident.createdAt) })}
        {resolvedAt && (
          <>
            {' · '}
            {t.rich('incidents.resolved', { time: () => moment(resolvedAt) })}
          </>
        )}
      </p>
      <ol aria-label={t('incidents.updates')} className="flex flex-col gap-3 border-l-2 border-border pl-4">
        {[...incident.updates]
          .sort((a, b) => newestFirst(a.createdAt, b.createdAt))
          .map((update) => (
            <li key={update.id} className="flex flex-col gap-1">
              <p className="text-sm">
                <span className="font-semibold">{t(`incidents.statuses.${update.status}`)}</span>
                {' · '}
                <time dateTime={update.createdAt}>{formatMoment(update.createdAt, locale)}</time>
              </p>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{update.body}</p>
            </li>
          ))}
      </ol>
    </article>
  );
}

/**
 * Incidents (docs/product.md#status-page): the unresolved ones first, then those resolved in the
 * last 14 days; "no incidents" only when there is neither.
 */
export async function IncidentList({ locale, summary }: { locale: Locale; summary: StatusSummary }) {
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  const since = Date.parse(summary.generatedAt) - PAST_INCIDENT_DAYS * 86_400_000;
  const open = summary.incidents.filter((incident) => incident.status !== 'resolved').sort((a, b) => newestFirst(a.createdAt, b.createdAt));
  const past = summary.incidents
    .filter((incident): incident is StatusIncident & { resolvedAt: string } => incident.status === 'resolved' && incident.resolvedAt !== null && Date.parse(incident.resolvedAt) >= since)
    .sort((a, b) => newestFirst(a.resolvedAt, b.resolvedAt));

  if (open.length === 0 && past.length === 0) return <p>{t('incidents.none', { days: PAST_INCIDENT_DAYS })}</p>;

  const list = (incidents: StatusIncident[]) => (
    <ul className="flex flex-col gap-4">
      {incidents.map((incident) => (
        <li key={incident.id}>
          <IncidentArticle incident={incident} t={t} locale={locale} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('incidents.asWritten')}</p>
      {open.length > 0 && (
        <>
          <h3 className="text-xl font-semibold">{t('incidents.ongoing')}</h3>
          {list(open)}
        </>
      )}
      <h3 className="text-xl font-semibold">{t('incidents.past')}</h3>
      {past.length > 0 ? list(past) : <p>{t('incidents.noPast', { days: PAST_INCIDENT_DAYS })}</p>}
    </div>
  );
}
