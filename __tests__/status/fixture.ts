import {
  STATUS_CHANNELS,
  type ProbeChannelWindow,
  type RealChannelWindow,
  type StatusDay,
  type StatusIncident,
  type StatusSummary,
  statusSummarySchema,
} from '@/lib/status/summary';

/**
 * Status summaries for the status page's tests, in the shape public.status_summary() returns
 * (lib/status/summary.ts), checked against its schema so a fixture can never be one the page would
 * not get. The default is a healthy service: every channel measured and within its targets.
 */

export const GENERATED_AT = '2026-11-29T12:00:00.000Z';
/** The last of the 90 days: today, at GENERATED_AT. */
export const TODAY = '2026-11-29';

export const probeWindow = (measured: number, overrides: Partial<ProbeChannelWindow> = {}): ProbeChannelWindow => ({
  measured,
  firstAttempt: measured,
  failed: 0,
  p50Ms: measured === 0 ? null : 420,
  p95Ms: measured === 0 ? null : 1_300,
  p99Ms: measured === 0 ? null : 1_800,
  ...overrides,
});

const probeWindows = (hour = probeWindow(60)) => ({ hour, day: probeWindow(1_440), quarter: probeWindow(129_600) });

export const realWindow = (count: number, overrides: Partial<RealChannelWindow> = {}): RealChannelWindow => ({
  count,
  p50Ms: count < 5 ? null : 510,
  p95Ms: count < 5 ? null : 2_400,
  p99Ms: count < 5 ? null : 3_100,
  ...overrides,
});

const realWindows = () => ({ day: realWindow(12), quarter: realWindow(950) });

/** One UTC day `daysAgo` before TODAY, every figure healthy unless overridden. */
export function statusDay(daysAgo: number, overrides: Partial<StatusDay> = {}): StatusDay {
  const day = new Date(Date.parse(`${TODAY}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const channel = { measured: 1_440, firstAttempt: 1_440, failed: 0, p95Ms: 900 };
  return {
    day,
    probesRaised: 1_440,
    website: { checks: 1_440, ok: 1_440, p95Ms: 80 },
    channels: { in_app: channel, push: channel, email: channel, sms: channel },
    callCentre: { alarms: 3, within60: 3, within180: 3 },
    ...overrides,
  };
}

/** 90 days, oldest first, today last; `change` may replace any day by how many days ago it was. */
export function statusDays(change: (daysAgo: number) => Partial<StatusDay> = () => ({})): StatusDay[] {
  return Array.from({ length: 90 }, (_, index) => 89 - index).map((daysAgo) => statusDay(daysAgo, change(daysAgo)));
}

export function statusIncident(overrides: Partial<StatusIncident> = {}): StatusIncident {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'E-mail alarms arrive late',
    impact: 'major',
    components: ['email'],
    status: 'identified',
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T11:00:00.000Z',
    resolvedAt: null,
    updates: [
      { id: '00000000-0000-4000-8000-0000000000a2', status: 'identified', body: 'The mail provider is slow; we are switching.', createdAt: '2026-11-29T11:00:00.000Z' },
      { id: '00000000-0000-4000-8000-0000000000a1', status: 'investigating', body: 'E-mails take minutes to arrive.', createdAt: '2026-11-29T10:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** A healthy, fully measured service; anything may be overridden. */
export function statusSummary(overrides: Partial<StatusSummary> = {}): StatusSummary {
  return statusSummarySchema.parse({
    generatedAt: GENERATED_AT,
    probe: { configured: true, intervalSeconds: 60, lastRaisedAt: '2026-11-29T11:59:30.000Z', channels: [...STATUS_CHANNELS] },
    probeChannels: { in_app: probeWindows(probeWindow(60, { p95Ms: 900 })), push: probeWindows(), email: probeWindows(), sms: probeWindows() },
    website: {
      hour: { checks: 60, ok: 60, p50Ms: 40, p95Ms: 90, p99Ms: 120 },
      day: { checks: 1_440, ok: 1_440, p50Ms: 40, p95Ms: 95, p99Ms: 130 },
      quarter: { checks: 129_600, ok: 129_600, p50Ms: 41, p95Ms: 97, p99Ms: 150 },
      lastCheckAt: '2026-11-29T11:59:30.000Z',
    },
    realAlarms: { in_app: realWindows(), push: realWindows(), email: realWindows(), sms: realWindows() },
    callCentre: { days: 30, alarms: 200, answered: 200, within60: 196, within180: 199, meanSeconds: 11.25, waitingOver180: 0 },
    daily: statusDays(),
    incidents: [],
    ...overrides,
  });
}

/**
 * What a fresh server with the synthetic alarm switched off measures (the e2e stack): nothing, no
 * alarms, no incidents. Every figure is empty and every component "no data".
 */
export function emptyStatusSummary(): StatusSummary {
  const none = probeWindow(0);
  const windows = { hour: none, day: none, quarter: none };
  const website = { checks: 0, ok: 0, p50Ms: null, p95Ms: null, p99Ms: null };
  const real = { day: realWindow(0), quarter: realWindow(0) };
  const empty = { measured: 0, firstAttempt: 0, failed: 0, p95Ms: null };
  return statusSummary({
    probe: { configured: false, intervalSeconds: null, lastRaisedAt: null, channels: [] },
    probeChannels: { in_app: windows, push: windows, email: windows, sms: windows },
    website: { hour: website, day: website, quarter: website, lastCheckAt: null },
    realAlarms: { in_app: real, push: real, email: real, sms: real },
    callCentre: { days: 30, alarms: 0, answered: 0, within60: 0, within180: 0, meanSeconds: null, waitingOver180: 0 },
    daily: statusDays(() => ({
      probesRaised: 0,
      website: { checks: 0, ok: 0, p95Ms: null },
      channels: { in_app: empty, push: empty, email: empty, sms: empty },
      callCentre: { alarms: 0, within60: 0, within180: 0 },
    })),
  });
}
