import { statuspageSummary, statuspageSummarySchema, statusHeadline } from '@/lib/status/statuspage';
import { componentStates } from '@/lib/status/thresholds';
import type { StatusSummary } from '@/lib/status/summary';
import { emptyStatusSummary, GENERATED_AT, probeWindow, statusIncident, statusSummary } from './fixture';

const SITE = 'https://ice-sos.example';

function build(summary: StatusSummary) {
  return statuspageSummary(summary, componentStates(summary, new Date(summary.generatedAt)), SITE);
}

describe('/api/status in the shape of Statuspage summary.json', () => {
  it('passes the Statuspage schema, with the page, every measured component and the indicator', () => {
    const json = statuspageSummarySchema.parse(build(statusSummary()));
    expect(json.page).toEqual({ id: 'ice-sos', name: 'ICE SOS', url: `${SITE}/status`, time_zone: 'Etc/UTC', updated_at: GENERATED_AT });
    expect(json.components.map((c) => [c.id, c.name, c.status, c.position])).toEqual([
      ['website', 'Website and app', 'operational', 1],
      ['alarms', 'Alarms', 'operational', 2],
      ['email', 'E-mail', 'operational', 3],
      ['sms', 'SMS', 'operational', 4],
      ['push', 'Push notifications', 'operational', 5],
      ['call_centre', 'Call centre', 'operational', 6],
    ]);
    expect(json.components[0]).toMatchObject({ showcase: true, start_date: null, group_id: null, page_id: 'ice-sos', group: false, only_show_if_degraded: false, updated_at: GENERATED_AT });
    expect(json.incidents).toEqual([]);
    expect(json.scheduled_maintenances).toEqual([]);
    expect(json.status).toEqual({ indicator: 'none', description: 'All Systems Operational' });
  });

  it('leaves out a component nothing measured instead of calling it operational', () => {
    const summary = statusSummary({ probe: { configured: true, intervalSeconds: 60, lastRaisedAt: GENERATED_AT, channels: ['in_app', 'push', 'email'] } });
    const json = statuspageSummarySchema.parse(build(summary));
    expect(json.components.map((c) => c.id)).toEqual(['website', 'alarms', 'email', 'push', 'call_centre']);
    expect(json.status).toEqual({ indicator: 'none', description: 'All Measured Systems Operational' });
  });

  it('with nothing measured at all lists no component and claims nothing works', () => {
    const json = statuspageSummarySchema.parse(build(emptyStatusSummary()));
    expect(json.components).toEqual([]);
    expect(json.status).toEqual({ indicator: 'none', description: 'No Systems Measured' });
  });

  it('lists unresolved incidents only, updates newest first, with their components at the impact they carry', () => {
    const open = statusIncident();
    const resolved = statusIncident({
      id: '00000000-0000-4000-8000-000000000002',
      title: 'SMS outage',
      impact: 'critical',
      components: ['sms'],
      status: 'resolved',
      resolvedAt: '2026-11-28T09:00:00.000Z',
      updates: [],
    });
    const json = statuspageSummarySchema.parse(build(statusSummary({ incidents: [open, resolved] })));
    expect(json.incidents).toHaveLength(1);
    const [incident] = json.incidents;
    expect(incident).toMatchObject({
      id: open.id,
      name: 'E-mail alarms arrive late',
      status: 'identified',
      impact: 'major',
      resolved_at: null,
      monitoring_at: null,
      started_at: open.createdAt,
      shortlink: `${SITE}/status#incident-${open.id}`,
      page_id: 'ice-sos',
    });
    expect(incident.incident_updates.map((u) => [u.status, u.body, u.incident_id, u.affected_components])).toEqual([
      ['identified', 'The mail provider is slow; we are switching.', open.id, null],
      ['investigating', 'E-mails take minutes to arrive.', open.id, null],
    ]);
    // A major incident puts its component in partial outage, however well it measured.
    expect(incident.components.map((c) => [c.id, c.status])).toEqual([['email', 'partial_outage']]);
    expect(json.components.find((c) => c.id === 'email')?.status).toBe('partial_outage');
    expect(json.components.find((c) => c.id === 'sms')?.status).toBe('operational');
    expect(json.status).toEqual({ indicator: 'major', description: 'Partial System Outage' });
  });

  it('gives monitoring_at from the first update that put the incident under monitoring', () => {
    const incident = statusIncident({
      status: 'monitoring',
      updates: [
        { id: '00000000-0000-4000-8000-0000000000b3', status: 'monitoring', body: 'Still watching.', createdAt: '2026-11-29T11:40:00+00:00' },
        { id: '00000000-0000-4000-8000-0000000000b2', status: 'monitoring', body: 'Fixed, watching.', createdAt: '2026-11-29T11:20:00+00:00' },
        { id: '00000000-0000-4000-8000-0000000000b1', status: 'investigating', body: 'Looking.', createdAt: '2026-11-29T11:00:00+00:00' },
      ],
    });
    const json = statuspageSummarySchema.parse(build(statusSummary({ incidents: [incident] })));
    // Database timestamps (+00:00, microseconds) come out as Statuspage's ISO form.
    expect(json.incidents[0].monitoring_at).toBe('2026-11-29T11:20:00.000Z');
    expect(json.incidents[0].incident_updates[0].created_at).toBe('2026-11-29T11:40:00.000Z');
  });

  it('says critical when a component is in major outage: the synthetic alarm stopped', () => {
    const late = statusSummary({ probe: { configured: true, intervalSeconds: 60, lastRaisedAt: '2026-11-29T11:00:00.000Z', channels: ['in_app', 'push', 'email', 'sms'] } });
    const json = statuspageSummarySchema.parse(build(late));
    expect(json.components.filter((c) => c.status === 'major_outage').map((c) => c.id)).toEqual(['alarms', 'email', 'sms', 'push']);
    expect(json.status).toEqual({ indicator: 'critical', description: 'Major System Outage' });
  });

  it('says minor for degraded performance', () => {
    const slow = statusSummary();
    slow.probeChannels.push.hour = probeWindow(60, { p95Ms: 12_000 });
    expect(build(slow).status).toEqual({ indicator: 'minor', description: 'Partially Degraded Service' });
  });

  it('the schema refuses what Statuspage readers would not understand', () => {
    const json = build(statusSummary());
    expect(statuspageSummarySchema.safeParse({ ...json, components: [{ ...json.components[0], status: 'no_data' }] }).success).toBe(false);
    expect(statuspageSummarySchema.safeParse({ ...json, status: { indicator: 'unknown', description: 'x' } }).success).toBe(false);
    expect(statuspageSummarySchema.safeParse({ ...json, extra: true }).success).toBe(false);
    const withoutPage: Partial<typeof json> = { ...json };
    delete withoutPage.page;
    expect(statuspageSummarySchema.safeParse(withoutPage).success).toBe(false);
  });
});

describe('the headline', () => {
  it('claims operational only for what was measured', () => {
    expect(statusHeadline([{ status: 'operational' }, { status: 'operational' }])).toBe('operational');
    expect(statusHeadline([{ status: 'operational' }, { status: 'no_data' }])).toBe('operationalMeasured');
    expect(statusHeadline([{ status: 'no_data' }, { status: 'no_data' }])).toBe('noData');
  });

  it('is the worst component otherwise, an unmeasured one notwithstanding', () => {
    expect(statusHeadline([{ status: 'no_data' }, { status: 'degraded_performance' }])).toBe('minor');
    expect(statusHeadline([{ status: 'operational' }, { status: 'partial_outage' }])).toBe('major');
    expect(statusHeadline([{ status: 'partial_outage' }, { status: 'major_outage' }])).toBe('critical');
  });
});
