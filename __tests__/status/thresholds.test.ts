import {
  callCentreStatus,
  callCentreTargets,
  channelStatus,
  componentStates,
  dayStatus,
  pageIndicator,
  probeIsLate,
  websiteStatus,
  worst,
} from '@/lib/status/thresholds';
import { STATUS_CHANNELS, type StatusDay, type StatusIncident, type StatusSummary } from '@/lib/status/summary';

const NOW = new Date('2026-11-29T12:00:00Z');
const window = (measured: number, firstAttempt = measured, failed = 0, p95Ms: number | null = 300) => ({
  measured,
  firstAttempt,
  failed,
  p50Ms: p95Ms === null ? null : p95Ms / 2,
  p95Ms,
  p99Ms: p95Ms,
});
const windows = (w = window(60)) => ({ hour: w, day: w, quarter: w });

function summary(overrides: Partial<StatusSummary> = {}): StatusSummary {
  const real = { day: { count: 0, p50Ms: null, p95Ms: null, p99Ms: null }, quarter: { count: 0, p50Ms: null, p95Ms: null, p99Ms: null } };
  return {
    generatedAt: NOW.toISOString(),
    probe: { configured: true, intervalSeconds: 60, lastRaisedAt: '2026-11-29T11:59:30Z', channels: [...STATUS_CHANNELS] },
    probeChannels: { in_app: windows(), push: windows(), email: windows(), sms: windows() },
    website: { hour: { checks: 60, ok: 60, p50Ms: 40, p95Ms: 90, p99Ms: 120 }, day: { checks: 0, ok: 0, p50Ms: null, p95Ms: null, p99Ms: null }, quarter: { checks: 0, ok: 0, p50Ms: null, p95Ms: null, p99Ms: null }, lastCheckAt: null },
    realAlarms: { in_app: real, push: real, email: real, sms: real },
    callCentre: { days: 30, alarms: 40, answered: 40, within60: 40, within180: 40, meanSeconds: 9, waitingOver180: 0 },
    daily: [],
    incidents: [],
    ...overrides,
  };
}

const incident = (overrides: Partial<StatusIncident> = {}): StatusIncident => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'E-mail delays',
  impact: 'major',
  components: ['email'],
  status: 'investigating',
  createdAt: '2026-11-29T11:00:00Z',
  updatedAt: '2026-11-29T11:00:00Z',
  resolvedAt: null,
  updates: [],
  ...overrides,
});

describe('a delivery channel', () => {
  it('is operational when every message went at the first try within its target', () => {
    expect(channelStatus(window(60), 1_000)).toBe('operational');
  });
  it('is degraded by one retry in 60 (under 99 % at the first try) or a slow p95', () => {
    expect(channelStatus(window(60, 59), 1_000)).toBe('degraded_performance');
    expect(channelStatus(window(60, 60, 0, 1_001), 1_000)).toBe('degraded_performance');
  });
  it('is in partial outage under 95 % accepted and major outage under 50 %', () => {
    expect(channelStatus(window(100, 90, 6), 1_000)).toBe('partial_outage');
    expect(channelStatus(window(100, 40, 51), 1_000)).toBe('major_outage');
  });
  it('says no data rather than operational when nothing was measured', () => {
    expect(channelStatus(window(0, 0, 0, null), 1_000)).toBe('no_data');
  });
});

it('the website follows the same levels on its checks', () => {
  expect(websiteStatus({ checks: 60, ok: 60, p95Ms: 100 })).toBe('operational');
  expect(websiteStatus({ checks: 60, ok: 60, p95Ms: 2_500 })).toBe('degraded_performance');
  expect(websiteStatus({ checks: 10, ok: 4, p95Ms: 100 })).toBe('major_outage');
  expect(websiteStatus({ checks: 0, ok: 0, p95Ms: null })).toBe('no_data');
});

describe('the call centre', () => {
  it('meets TSA with 97.5 % within 60 s and 99 % within 180 s, and UNE with a mean within 15 s', () => {
    expect(callCentreTargets({ alarms: 200, within60: 195, within180: 198, meanSeconds: 15 })).toEqual({ tsa: true, une: true });
    expect(callCentreTargets({ alarms: 200, within60: 194, within180: 198, meanSeconds: 15.5 })).toEqual({ tsa: false, une: false });
    expect(callCentreTargets({ alarms: 0, within60: 0, within180: 0, meanSeconds: null })).toEqual({ tsa: null, une: null });
  });
  it('is degraded when a target is missed, partial under 90 % within 180 s, and major while an alarm waits over 180 s', () => {
    expect(callCentreStatus({ alarms: 200, within60: 195, within180: 198, meanSeconds: 10 })).toBe('operational');
    expect(callCentreStatus({ alarms: 200, within60: 195, within180: 198, meanSeconds: 16 })).toBe('degraded_performance');
    expect(callCentreStatus({ alarms: 100, within60: 80, within180: 89, meanSeconds: 10 })).toBe('partial_outage');
    expect(callCentreStatus({ alarms: 100, within60: 100, within180: 100, meanSeconds: 5, waitingOver180: 1 })).toBe('major_outage');
    expect(callCentreStatus({ alarms: 0, within60: 0, within180: 0 })).toBe('no_data');
  });
});

describe('the components now', () => {
  it('are all operational when everything measured holds', () => {
    const states = componentStates(summary(), NOW);
    expect(states.map((s) => [s.id, s.status])).toEqual([
      ['website', 'operational'],
      ['alarms', 'operational'],
      ['email', 'operational'],
      ['sms', 'operational'],
      ['push', 'operational'],
      ['call_centre', 'operational'],
    ]);
    expect(pageIndicator(states)).toBe('none');
  });

  it('show a synthetic alarm that stopped as a major outage of every channel, not as silence', () => {
    const late = summary({ probe: { configured: true, intervalSeconds: 60, lastRaisedAt: '2026-11-29T11:55:59Z', channels: [...STATUS_CHANNELS] } });
    expect(probeIsLate(late.probe, NOW)).toBe(true);
    const states = componentStates(late, NOW);
    expect(states.filter((s) => s.reason === 'probe_late').map((s) => s.id)).toEqual(['alarms', 'email', 'sms', 'push']);
    expect(pageIndicator(states)).toBe('critical');
  });

  it('say a channel without a test recipient is not measured', () => {
    const states = componentStates(summary({ probe: { configured: true, intervalSeconds: 60, lastRaisedAt: NOW.toISOString(), channels: ['in_app', 'email'] } }), NOW);
    expect(states.find((s) => s.id === 'push')).toMatchObject({ status: 'no_data', reason: 'not_configured' });
    expect(states.find((s) => s.id === 'email')).toMatchObject({ status: 'operational', reason: null });
  });

  it('are made worse, never better, by an unresolved incident', () => {
    const states = componentStates(summary({ incidents: [incident({ impact: 'minor', components: ['email', 'call_centre'] })] }), NOW);
    expect(states.find((s) => s.id === 'email')).toMatchObject({ measured: 'operational', status: 'degraded_performance' });
    const resolved = componentStates(summary({ incidents: [incident({ status: 'resolved', resolvedAt: NOW.toISOString() })] }), NOW);
    expect(resolved.find((s) => s.id === 'email')?.status).toBe('operational');
    const measuredWorse = summary({ probeChannels: { ...summary().probeChannels, email: windows(window(60, 10, 40)) }, incidents: [incident({ impact: 'minor' })] });
    expect(componentStates(measuredWorse, NOW).find((s) => s.id === 'email')?.status).toBe('major_outage');
    expect(worst('no_data', 'operational')).toBe('operational');
  });
});

it('a past day takes its own figures and the incidents open that day', () => {
  const day: StatusDay = {
    day: '2026-11-20',
    probesRaised: 1440,
    website: { checks: 1440, ok: 1440, p95Ms: 80 },
    channels: { in_app: window(1440), push: window(1440), email: window(1440, 1400, 30, 4_000), sms: window(0, 0, 0, null) },
    callCentre: { alarms: 0, within60: 0, within180: 0 },
  };
  expect(dayStatus('email', day, [])).toBe('degraded_performance');
  expect(dayStatus('sms', day, [])).toBe('no_data');
  const thatDay = incident({ impact: 'critical', components: ['sms'], createdAt: '2026-11-20T22:00:00Z', resolvedAt: '2026-11-21T01:00:00Z', status: 'resolved' });
  expect(dayStatus('sms', day, [thatDay])).toBe('major_outage');
  expect(dayStatus('sms', { ...day, day: '2026-11-22' }, [thatDay])).toBe('no_data');
});
