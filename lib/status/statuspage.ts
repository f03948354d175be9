import { z } from '@/lib/zod';
import type { IncidentImpact, IncidentStatus, StatusComponentId, StatusIncident, StatusSummary } from './summary';
import { INCIDENT_IMPACTS, INCIDENT_STATUSES, STATUS_COMPONENTS } from './summary';
import { COMPONENT_STATUSES, type ComponentState, type MeasuredStatus, pageIndicator } from './thresholds';

/**
 * /api/status in the shape of Atlassian Statuspage's `summary.json` (API v2), so the tools that
 * already read status pages (dashboards, chat bots, uptime aggregators) read ours unchanged
 * (docs/product.md#status-page). Built from the same summary and component states as the page, so
 * the two never disagree.
 */

const PAGE_ID = 'ice-sos';

/** Statuspage's page indicator levels. */
export const STATUSPAGE_INDICATORS = ['none', 'minor', 'major', 'critical'] as const;

/** Statuspage's incident statuses (ours are a subset: no post-mortem stage). */
const STATUSPAGE_INCIDENT_STATUSES = [...INCIDENT_STATUSES, 'postmortem'] as const;

const timestamp = z.iso.datetime();

const componentSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  status: z.enum(COMPONENT_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
  position: z.number().int().min(1),
  description: z.string().nullable(),
  showcase: z.boolean(),
  start_date: z.string().nullable(),
  group_id: z.string().nullable(),
  page_id: z.string().min(1),
  group: z.boolean(),
  only_show_if_degraded: z.boolean(),
});

const affectedComponentSchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  old_status: z.string(),
  new_status: z.string(),
});

const incidentUpdateSchema = z.strictObject({
  id: z.string().min(1),
  status: z.enum(STATUSPAGE_INCIDENT_STATUSES),
  body: z.string(),
  incident_id: z.string().min(1),
  created_at: timestamp,
  updated_at: timestamp,
  display_at: timestamp,
  affected_components: z.array(affectedComponentSchema).nullable(),
});

const incidentSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  status: z.enum(STATUSPAGE_INCIDENT_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
  monitoring_at: timestamp.nullable(),
  resolved_at: timestamp.nullable(),
  impact: z.enum(['none', ...INCIDENT_IMPACTS]),
  shortlink: z.url(),
  started_at: timestamp,
  page_id: z.string().min(1),
  incident_updates: z.array(incidentUpdateSchema),
  components: z.array(componentSchema),
});

/** Statuspage's summary.json (v2), as far as we fill it; strict, so a field we add by mistake shows. */
export const statuspageSummarySchema = z.strictObject({
  page: z.strictObject({
    id: z.string().min(1),
    name: z.string().min(1),
    url: z.url(),
    time_zone: z.string().min(1),
    updated_at: timestamp,
  }),
  components: z.array(componentSchema),
  incidents: z.array(incidentSchema),
  scheduled_maintenances: z.array(z.never()),
  status: z.strictObject({ indicator: z.enum(STATUSPAGE_INDICATORS), description: z.string().min(1) }),
});
export type StatuspageSummary = z.infer<typeof statuspageSummarySchema>;
type StatuspageComponent = z.infer<typeof componentSchema>;
type StatuspageIncident = z.infer<typeof incidentSchema>;

/** English names: the JSON is read by tools, not people in a language of their choosing. */
const COMPONENT_NAMES: Record<StatusComponentId, { name: string; description: string }> = {
  website: { name: 'Website and app', description: 'The website and the app answer (the health route, checked every run of the synthetic alarm).' },
  alarms: { name: 'Alarms', description: "An alarm reaches the family's app (the in-app alert)." },
  email: { name: 'E-mail', description: 'Alarm e-mails reach the mail server.' },
  sms: { name: 'SMS', description: 'Alarm text messages reach the SMS provider.' },
  push: { name: 'Push notifications', description: 'Push notifications reach the push service.' },
  call_centre: { name: 'Call centre', description: 'Operators of the Spain call centre answer alarms.' },
};

/**
 * When the components were introduced: the day the status page was built (issue 47). Statuspage
 * asks for a creation time; nothing else is one.
 */
const COMPONENTS_CREATED_AT = '2026-11-29T00:00:00.000Z';

/**
 * What the page's headline says: Statuspage's indicator, except that "operational" is only claimed
 * for what was measured. With every component unmeasured the indicator is still 'none' (nothing is
 * known to be wrong), but the words say nothing was measured.
 */
export type StatusHeadline = 'operational' | 'operationalMeasured' | 'noData' | 'minor' | 'major' | 'critical';

export function statusHeadline(states: Pick<ComponentState, 'status'>[]): StatusHeadline {
  const indicator = pageIndicator(states);
  if (indicator !== 'none') return indicator;
  const unmeasured = states.filter((state) => state.status === 'no_data').length;
  if (unmeasured === 0) return 'operational';
  return unmeasured === states.length ? 'noData' : 'operationalMeasured';
}

/** The indicator's description, in Statuspage's own wording where it has one. */
const HEADLINE_DESCRIPTIONS: Record<StatusHeadline, string> = {
  operational: 'All Systems Operational',
  operationalMeasured: 'All Measured Systems Operational',
  noData: 'No Systems Measured',
  minor: 'Partially Degraded Service',
  major: 'Partial System Outage',
  critical: 'Major System Outage',
};

const iso = (moment: string) => new Date(moment).toISOString();

/** The first time the incident was put under monitoring, as Statuspage's `monitoring_at`. */
function monitoringAt(incident: StatusIncident): string | null {
  const times = incident.updates.filter((update) => update.status === 'monitoring').map((update) => Date.parse(update.createdAt));
  return times.length === 0 ? null : new Date(Math.min(...times)).toISOString();
}

/**
 * summary.json from the status summary and the component states (componentStates(summary, now)).
 * `siteUrl` is the site's public origin without a trailing slash (lib/seo/urls.ts).
 */
export function statuspageSummary(summary: StatusSummary, states: ComponentState[], siteUrl: string): StatuspageSummary {
  const updatedAt = iso(summary.generatedAt);
  const pageUrl = `${siteUrl}/status`;

  const component = (state: ComponentState & { status: MeasuredStatus }): StatuspageComponent => ({
    id: state.id,
    name: COMPONENT_NAMES[state.id].name,
    status: state.status,
    created_at: COMPONENTS_CREATED_AT,
    updated_at: updatedAt,
    position: STATUS_COMPONENTS.indexOf(state.id) + 1,
    description: COMPONENT_NAMES[state.id].description,
    showcase: true,
    start_date: null,
    group_id: null,
    page_id: PAGE_ID,
    group: false,
    only_show_if_degraded: false,
  });

  // A component nothing measured in the last hour is left out rather than called 'operational':
  // Statuspage has no "no data" status, and claiming one we did not measure would be untrue
  // (docs/product.md#status-page). The page itself shows it as "No data".
  const measured = states.filter((state): state is ComponentState & { status: MeasuredStatus } => state.status !== 'no_data');
  const byId = new Map(measured.map((state) => [state.id, component(state)]));

  const incident = (open: StatusIncident): StatuspageIncident => ({
    id: open.id,
    name: open.title,
    status: open.status,
    created_at: iso(open.createdAt),
    updated_at: iso(open.updatedAt),
    monitoring_at: monitoringAt(open),
    resolved_at: open.resolvedAt === null ? null : iso(open.resolvedAt),
    impact: open.impact satisfies IncidentImpact,
    shortlink: `${pageUrl}#incident-${open.id}`,
    started_at: iso(open.createdAt),
    page_id: PAGE_ID,
    incident_updates: [...open.updates]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((update) => ({
        id: update.id,
        status: update.status satisfies IncidentStatus,
        body: update.body,
        incident_id: open.id,
        created_at: iso(update.createdAt),
        updated_at: iso(update.createdAt),
        display_at: iso(update.createdAt),
        // We do not record which component changed with which update; null says so.
        affected_components: null,
      })),
    // An open incident makes its components at least as bad as its impact, so each has a status.
    components: STATUS_COMPONENTS.filter((id) => open.components.includes(id)).flatMap((id) => byId.get(id) ?? []),
  });

  return {
    page: { id: PAGE_ID, name: 'ICE SOS', url: pageUrl, time_zone: 'Etc/UTC', updated_at: updatedAt },
    components: [...byId.values()],
    // summary.json lists the unresolved incidents only; resolved ones are in incidents.json.
    incidents: summary.incidents.filter((open) => open.status !== 'resolved').map(incident),
    scheduled_maintenances: [],
    status: { indicator: pageIndicator(states), description: HEADLINE_DESCRIPTIONS[statusHeadline(states)] },
  };
}
