import type {
  CallCentreFigures,
  DayChannel,
  IncidentImpact,
  ProbeChannelWindow,
  StatusChannel,
  StatusComponentId,
  StatusDay,
  StatusIncident,
  StatusSummary,
  WebsiteWindow,
} from './summary';
import { STATUS_COMPONENTS } from './summary';

/**
 * The thresholds that turn measured figures into a component's status (docs/product.md#status-page).
 * Pure, so the page, the JSON API and the tests agree by construction. The levels are Statuspage's,
 * plus `no_data` for a component nothing measured in the window: shown as such, never as operational.
 */
export const COMPONENT_STATUSES = ['operational', 'degraded_performance', 'partial_outage', 'major_outage'] as const;
export type MeasuredStatus = (typeof COMPONENT_STATUSES)[number];
export type ComponentStatus = MeasuredStatus | 'no_data';

/** 95 % of messages must reach the provider within this long after the alarm was raised. */
export const DELIVERY_TARGET_P95_MS: Record<StatusChannel, number> = {
  in_app: 2_000,
  push: 10_000,
  email: 15_000,
  sms: 15_000,
};
/** The health route must answer within this long for 95 % of checks. */
export const WEBSITE_TARGET_P95_MS = 2_000;
/** Share of messages accepted at the first try below which a channel is degraded. */
export const FIRST_ATTEMPT_TARGET = 0.99;
/** Share of messages accepted at all below which a channel is in partial, then major, outage. */
export const PARTIAL_OUTAGE_BELOW = 0.95;
export const MAJOR_OUTAGE_BELOW = 0.5;
/** TSA (UK telecare code): 97.5 % of alarm calls answered within 60 s and 99 % within 180 s. */
export const TSA_WITHIN_60 = 0.975;
export const TSA_WITHIN_180 = 0.99;
/** UNE 158401 (Spain): calls answered within 15 s on average. */
export const UNE_MEAN_SECONDS = 15;
/** Below this share answered within 180 s the call centre is in partial outage. */
export const CALL_CENTRE_PARTIAL_BELOW = 0.9;
/** The synthetic alarm is late (a failure of the path, shown as such) after this many intervals. */
export const PROBE_LATE_INTERVALS = 3;

const RANK: Record<ComponentStatus, number> = {
  no_data: -1,
  operational: 0,
  degraded_performance: 1,
  partial_outage: 2,
  major_outage: 3,
};

/** The worse of two statuses; `no_data` only when both are. */
export function worst(a: ComponentStatus, b: ComponentStatus): ComponentStatus {
  return RANK[b] > RANK[a] ? b : a;
}

/** A delivery channel over a window: accepted at all, at the first try, and how fast. */
export function channelStatus(figures: ProbeChannelWindow | DayChannel, targetP95Ms: number): ComponentStatus {
  if (figures.measured === 0) return 'no_data';
  const accepted = (figures.measured - figures.failed) / figures.measured;
  if (accepted < MAJOR_OUTAGE_BELOW) return 'major_outage';
  if (accepted < PARTIAL_OUTAGE_BELOW) return 'partial_outage';
  const firstTry = figures.firstAttempt / figures.measured;
  if (firstTry < FIRST_ATTEMPT_TARGET || (figures.p95Ms !== null && figures.p95Ms > targetP95Ms)) return 'degraded_performance';
  return 'operational';
}

export function websiteStatus(figures: Pick<WebsiteWindow, 'checks' | 'ok' | 'p95Ms'>): ComponentStatus {
  if (figures.checks === 0) return 'no_data';
  const ok = figures.ok / figures.checks;
  if (ok < MAJOR_OUTAGE_BELOW) return 'major_outage';
  if (ok < PARTIAL_OUTAGE_BELOW) return 'partial_outage';
  if (ok < FIRST_ATTEMPT_TARGET || (figures.p95Ms !== null && figures.p95Ms > WEBSITE_TARGET_P95_MS)) return 'degraded_performance';
  return 'operational';
}

/** Whether the call centre meets the TSA targets and UNE 158401's mean, for the page's two lines. */
export function callCentreTargets(figures: Pick<CallCentreFigures, 'alarms' | 'within60' | 'within180' | 'meanSeconds'>) {
  if (figures.alarms === 0) return { tsa: null, une: null };
  return {
    tsa: figures.within60 / figures.alarms >= TSA_WITHIN_60 && figures.within180 / figures.alarms >= TSA_WITHIN_180,
    une: figures.meanSeconds === null ? null : figures.meanSeconds <= UNE_MEAN_SECONDS,
  };
}

export function callCentreStatus(
  figures: Pick<CallCentreFigures, 'alarms' | 'within60' | 'within180'> & Partial<Pick<CallCentreFigures, 'meanSeconds' | 'waitingOver180'>>,
): ComponentStatus {
  if ((figures.waitingOver180 ?? 0) > 0) return 'major_outage';
  if (figures.alarms === 0) return 'no_data';
  if (figures.within180 / figures.alarms < CALL_CENTRE_PARTIAL_BELOW) return 'partial_outage';
  const { tsa, une } = callCentreTargets({ ...figures, meanSeconds: figures.meanSeconds ?? null });
  if (tsa === false || une === false) return 'degraded_performance';
  return 'operational';
}

/** The status an open incident's impact stands for. */
export const IMPACT_STATUS: Record<IncidentImpact, MeasuredStatus> = {
  minor: 'degraded_performance',
  major: 'partial_outage',
  critical: 'major_outage',
};

/** Whether the synthetic alarm ran recently enough: a probe that stopped is a failure, not silence. */
export function probeIsLate(probe: StatusSummary['probe'], now: Date): boolean {
  if (!probe.configured || probe.intervalSeconds === null) return false;
  if (probe.lastRaisedAt === null) return true;
  const lateAfterMs = (PROBE_LATE_INTERVALS * probe.intervalSeconds + 60) * 1000;
  return now.getTime() - Date.parse(probe.lastRaisedAt) > lateAfterMs;
}

const CHANNEL_OF: Partial<Record<StatusComponentId, StatusChannel>> = { alarms: 'in_app', email: 'email', sms: 'sms', push: 'push' };

export type ComponentState = {
  id: StatusComponentId;
  /** What the measurements of the last hour (the call centre: its window) say. */
  measured: ComponentStatus;
  /** The measured status, made worse by an unresolved incident on this component. */
  status: ComponentStatus;
  /** Why: 'probe_late' when the synthetic alarm stopped, 'not_configured' when nothing measures it. */
  reason: 'probe_late' | 'not_configured' | null;
};

function incidentStatusFor(component: StatusComponentId, incidents: StatusIncident[], open: (incident: StatusIncident) => boolean): ComponentStatus {
  return incidents
    .filter((incident) => open(incident) && incident.components.includes(component))
    .reduce<ComponentStatus>((status, incident) => worst(status, IMPACT_STATUS[incident.impact]), 'no_data');
}

/** Every component's current status, from the last hour's measurements and unresolved incidents. */
export function componentStates(summary: StatusSummary, now: Date): ComponentState[] {
  const late = probeIsLate(summary.probe, now);
  return STATUS_COMPONENTS.map((id) => {
    let measured: ComponentStatus;
    let reason: ComponentState['reason'] = null;
    const channel = CHANNEL_OF[id];
    if (id === 'website') {
      measured = websiteStatus(summary.website.hour);
    } else if (id === 'call_centre') {
      measured = callCentreStatus(summary.callCentre);
    } else if (channel && (!summary.probe.configured || !summary.probe.channels.includes(channel))) {
      measured = 'no_data';
      reason = 'not_configured';
    } else if (channel && late) {
      measured = 'major_outage';
      reason = 'probe_late';
    } else {
      measured = channelStatus(summary.probeChannels[channel!].hour, DELIVERY_TARGET_P95_MS[channel!]);
    }
    const status = worst(measured, incidentStatusFor(id, summary.incidents, (incident) => incident.status !== 'resolved'));
    return { id, measured, status, reason };
  });
}

/** One component's status on one past day, for the 90-day bars: that day's figures and incidents. */
export function dayStatus(id: StatusComponentId, day: StatusDay, incidents: StatusIncident[]): ComponentStatus {
  const channel = CHANNEL_OF[id];
  const measured =
    id === 'website'
      ? websiteStatus(day.website)
      : id === 'call_centre'
        ? callCentreStatus(day.callCentre)
        : channelStatus(day.channels[channel!], DELIVERY_TARGET_P95_MS[channel!]);
  const start = Date.parse(`${day.day}T00:00:00Z`);
  const end = start + 86_400_000;
  const overlaps = (incident: StatusIncident) =>
    Date.parse(incident.createdAt) < end && (incident.resolvedAt === null || Date.parse(incident.resolvedAt) >= start);
  return worst(measured, incidentStatusFor(id, incidents, overlaps));
}

/** Statuspage's page indicator from the worst component: none, minor, major or critical. */
export function pageIndicator(states: Pick<ComponentState, 'status'>[]): 'none' | 'minor' | 'major' | 'critical' {
  const status = states.reduce<ComponentStatus>((acc, state) => worst(acc, state.status), 'no_data');
  switch (status) {
    case 'major_outage':
      return 'critical';
    case 'partial_outage':
      return 'major';
    case 'degraded_performance':
      return 'minor';
    default:
      return 'none';
  }
}
