'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { Badge } from '@/components/ui/badge';
import { LocalMoment } from '@/components/ui/local-moment';
import { useRouter } from '@/lib/i18n/navigation';
import { type IncidentStatus, STATUS_COMPONENTS, type StatusIncident } from '@/lib/status/summary';
import { PostUpdateForm } from './post-update-form';

/**
 * The status page's incidents for admins (docs/product.md#status-page), unresolved first, as the
 * caller ordered them: what the public reads (title, impact, components, status, times, every
 * update newest first) and, on each unresolved one, the form to post the next update. One list
 * keyed by incident, so a card that moves down when it is resolved keeps its status region and
 * the focus given to its heading.
 */
export function IncidentList({ incidents }: { incidents: StatusIncident[] }) {
  return (
    <ol className="grid min-w-0 gap-4">
      {incidents.map((incident) => (
        <IncidentCard key={incident.id} incident={incident} />
      ))}
    </ol>
  );
}

function IncidentCard({ incident }: { incident: StatusIncident }) {
  const t = useTranslations('AdminStatus');
  const format = useFormatter();
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, say] = useLiveNotice();
  const headingId = `status-incident-${incident.id}`;
  const resolved = incident.status === 'resolved';
  // In the order the status page lists its components, whatever order they were stored in.
  const components = STATUS_COMPONENTS.filter((component) => incident.components.includes(component)).map((component) => t(`components.${component}`));

  /** null: the database found it resolved already (by another admin). */
  function settled(status: IncidentStatus | null) {
    // A resolved incident takes no more updates: its form goes, so focus goes to its heading.
    if (status === null || status === 'resolved') heading.current?.focus();
    router.refresh();
  }

  return (
    <li className="min-w-0 rounded-lg border border-border p-4" data-testid="status-incident" data-status={incident.status}>
      <article aria-labelledby={headingId} className="grid min-w-0 gap-3">
        <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} ref={heading} tabIndex={-1} className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] focus:outline-none focus-visible:ring-2 focus-visible:ring-guardian">
            {incident.title}
          </h3>
          <Badge variant={resolved ? 'secondary' : 'outline'} data-testid="status-incident-status">
            {t(`statuses.${incident.status}`)}
          </Badge>
        </div>
        <dl className="grid min-w-0 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('list.impact')}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]" data-testid="status-incident-impact">
            {t(`impacts.${incident.impact}`)}: {t(`impactMeanings.${incident.impact}`)}
          </dd>
          <dt className="font-medium">{t('list.components')}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]" data-testid="status-incident-components">
            {format.list(components, { type: 'conjunction' })}
          </dd>
          <dt className="font-medium">{t('list.opened')}</dt>
          <dd className="min-w-0">
            <LocalMoment iso={incident.createdAt} />
          </dd>
          {incident.resolvedAt && (
            <>
              <dt className="font-medium">{t('list.resolvedAt')}</dt>
              <dd className="min-w-0">
                <LocalMoment iso={incident.resolvedAt} />
              </dd>
            </>
          )}
        </dl>
        <h4 className="font-semibold">{t('list.updates')}</h4>
        <ol className="grid min-w-0 gap-3 border-l-2 border-border pl-3" data-testid="status-incident-updates">
          {incident.updates.map((update) => (
            <li key={update.id} className="grid min-w-0 gap-1" data-testid="status-incident-update">
              <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold">{t(`statuses.${update.status}`)}</span>
                <LocalMoment iso={update.createdAt} className="text-muted-foreground" />
              </p>
              <p className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">{update.body}</p>
            </li>
          ))}
        </ol>
        {!resolved && <PostUpdateForm incidentId={incident.id} title={incident.title} current={incident.status} say={say} onSettled={settled} />}
        <LiveNotice notice={notice} />
      </article>
    </li>
  );
}
