import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import StatusPage from '@/app/[locale]/(public)/status/page';
import { loadCachedStatusSummary } from '@/lib/data/status';
import type { StatusSummary } from '@/lib/status/summary';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';
import { emptyStatusSummary, GENERATED_AT, probeWindow, realWindow, statusDays, statusIncident, statusSummary } from './fixture';

jest.mock('next-intl/server', () => jest.requireActual('../home/mocks').nextIntlServerMock());
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
// The navbar and footer have their own tests; here only the page's own sections matter.
jest.mock('@/components/pages/public-page-shell', () => ({ PublicPageShell: ({ children }: { children: ReactNode }) => <main>{children}</main> }));
jest.mock('@/lib/data/status', () => ({ loadCachedStatusSummary: jest.fn() }));

const load = jest.mocked(loadCachedStatusSummary);

async function renderStatus(summary: StatusSummary, locale: 'en' | 'nl' | 'es' = 'en') {
  load.mockResolvedValue(summary);
  const ui = await resolveServer(await StatusPage({ params: Promise.resolve({ locale }) }));
  return render(withIntl(ui, locale));
}

const section = (name: string) => screen.getByRole('region', { name });
const components = () => screen.getByRole('list', { name: 'Components' });
/** A component's row in the list, by its name. */
const component = (name: string) => within(components()).getByText(name, { selector: 'p' }).closest('li') as HTMLElement;
/** Text as the reader sees it: the no-break spaces that keep units to numbers read as spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const rowOf = (table: HTMLElement, header: string) => within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text);

describe('/status with a healthy, measured service', () => {
  it('says all systems operational, when it was measured, and that it renews every minute', async () => {
    await renderStatus(statusSummary());
    expect(screen.getByRole('heading', { level: 1, name: 'Service status' })).toBeInTheDocument();
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
    const updated = screen.getByText(/^Updated/);
    expect(within(updated).getByText(/UTC$/)).toHaveAttribute('dateTime', GENERATED_AT);
    expect(screen.getByText('The figures are renewed every minute.')).toBeInTheDocument();
  });

  it('lists the six components, each with its status in words and an icon', async () => {
    await renderStatus(statusSummary());
    expect(within(components()).getAllByRole('listitem')).toHaveLength(6);
    for (const name of ['Website and app', 'Alarms', 'E-mail', 'SMS', 'Push notifications', 'Call centre']) {
      const row = component(name);
      expect(row).toHaveTextContent('Operational');
      expect(row.querySelector('[data-status="operational"] svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows each channel’s delivery as a real table: p50/p95/p99, first-attempt success and how many were measured', async () => {
    const summary = statusSummary();
    summary.probeChannels.email.hour = probeWindow(1_000, { firstAttempt: 983, p50Ms: 420, p95Ms: 1_300, p99Ms: 2_000 });
    await renderStatus(summary);
    const delivery = section('Delivery times of the synthetic alarm');
    const table = within(delivery).getByRole('table', { name: 'E-mail' });
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual(['Figure', 'Last hour', 'Last 24 hours', 'Last 90 days']);
    expect(within(table).getAllByRole('rowheader').map(text)).toEqual(['p50 (median)', 'p95', 'p99', 'First-attempt success', 'Messages measured']);
    expect(cells(rowOf(table, 'p50 (median)'))).toEqual(['420 ms', '420 ms', '420 ms']);
    expect(cells(rowOf(table, 'p95'))).toEqual(['1.3 s', '1.3 s', '1.3 s']);
    expect(cells(rowOf(table, 'p99'))[0]).toBe('2.0 s');
    expect(cells(rowOf(table, 'First-attempt success'))).toEqual(['98.3 %', '100.0 %', '100.0 %']);
    expect(cells(rowOf(table, 'Messages measured'))).toEqual(['1,000', '1,440', '129,600']);
    expect(within(delivery).getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'In-app alert to family',
      'Push notification',
      'E-mail',
      'SMS',
    ]);
    // The table scrolls inside its own labelled, focusable region, never the page.
    const scroller = within(delivery).getByRole('region', { name: 'E-mail' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(table);
  });

  it('shows real alarms aggregated, holding back the times of fewer than 5 messages', async () => {
    const summary = statusSummary();
    summary.realAlarms.sms = { day: realWindow(3), quarter: realWindow(40) };
    await renderStatus(summary);
    const real = section('Real alarms');
    expect(real).toHaveTextContent('aggregated over all of them');
    expect(real).toHaveTextContent('Drills and the synthetic alarm are left out.');
    expect(real).toHaveTextContent('With fewer than 5 messages in a period no times are shown');
    const sms = within(real).getByRole('table', { name: 'SMS: real alarms' });
    expect(within(sms).getAllByRole('columnheader').map(text)).toEqual(['Figure', 'Last 24 hours', 'Last 90 days']);
    expect(cells(rowOf(sms, 'p50 (median)'))).toEqual(['—', '510 ms']);
    expect(cells(rowOf(sms, 'p95'))).toEqual(['—', '2.4 s']);
    expect(cells(rowOf(sms, 'p99'))).toEqual(['—', '3.1 s']);
    expect(cells(rowOf(sms, 'Messages'))).toEqual(['3 (too few to show)', '40']);
  });

  it('sets the call centre against the TSA and UNE 158401 targets', async () => {
    await renderStatus(statusSummary());
    const centre = section('Call-centre answer times');
    expect(centre).toHaveTextContent('over the last 30 days');
    expect(centre).toHaveTextContent('200 alarms in this period.');
    const table = within(centre).getByRole('table', { name: 'Answer times against the standards' });
    expect(cells(rowOf(table, 'TSA (UK telecare code)'))).toEqual(['97.5 % within 60 s and 99 % within 180 s', '98.0 % within 60 s, 99.5 % within 180 s', 'Met']);
    expect(cells(rowOf(table, 'UNE 158401 (Spain)'))).toEqual(['Answered within 15 s on average', '11.3 s on average', 'Met']);
  });

  it('says when a call-centre target is missed, and that an alarm is waiting', async () => {
    await renderStatus(statusSummary({ callCentre: { days: 30, alarms: 100, answered: 99, within60: 90, within180: 99, meanSeconds: 22, waitingOver180: 1 } }));
    const table = within(section('Call-centre answer times')).getByRole('table');
    expect(cells(rowOf(table, 'TSA (UK telecare code)'))[2]).toBe('Not met');
    expect(cells(rowOf(table, 'UNE 158401 (Spain)'))[2]).toBe('Not met');
    expect(section('Call-centre answer times')).toHaveTextContent('1 alarm has been waiting more than 180 s for an operator right now.');
    expect(component('Call centre')).toHaveTextContent('Major outage');
  });

  it('draws 90 days per component, each bar named by its day and status, with a legend', async () => {
    const summary = statusSummary({
      daily: statusDays((daysAgo) => (daysAgo === 17 ? { website: { checks: 100, ok: 90, p95Ms: 80 } } : {})),
    });
    await renderStatus(summary);
    const history = section('The last 90 days');
    const website = within(history).getByRole('list', { name: 'Website and app, the last 90 days' });
    const bars = within(website).getAllByRole('listitem');
    expect(bars).toHaveLength(90);
    expect(bars[0]).toHaveTextContent('Sep 1, 2026: Operational');
    expect(bars[72]).toHaveTextContent('Nov 12, 2026: Partial outage');
    expect(bars[89]).toHaveTextContent('Nov 29, 2026: Operational');
    expect(within(history).getAllByRole('list', { name: /the last 90 days$/ })).toHaveLength(6);
    expect(history).toHaveTextContent('1 day with a problem, every day measured.');
    const legend = within(history).getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map(text)).toEqual(['Operational', 'Degraded performance', 'Partial outage', 'Major outage', 'No data']);
  });

  it('says there were no incidents, and explains the method with the thresholds’ own numbers', async () => {
    await renderStatus(statusSummary());
    expect(section('Incidents')).toHaveTextContent('No incidents in the last 14 days.');
    const method = section('How we measure');
    expect(method).toHaveTextContent('Every 60 seconds a synthetic alarm is raised in the database exactly as a member');
    const thresholds = within(method).getByRole('list', { name: 'Thresholds' });
    const lines = within(thresholds).getAllByRole('listitem').map(text);
    expect(lines).toEqual(
      expect.arrayContaining([
        'In-app alert to family: 95 % of messages accepted within 2 s.',
        'Push notification: 95 % of messages accepted within 10 s.',
        'E-mail: 95 % of messages accepted within 15 s.',
        'SMS: 95 % of messages accepted within 15 s.',
        'Website and app: 95 % of checks answered within 2 s.',
        'Less than 99 % accepted at the first try, or a p95 over its target: degraded performance.',
        'Less than 95 % of messages accepted at all: partial outage; less than 50 %: major outage.',
      ]),
    );
    expect(within(method).getByRole('link', { name: '/api/status' })).toHaveAttribute('href', '/api/status');
  });
});

describe('/status when something is wrong', () => {
  it('shows an open incident first, with its updates newest first, then past incidents of the last 14 days', async () => {
    const open = statusIncident();
    const past = statusIncident({
      id: '00000000-0000-4000-8000-000000000002',
      title: 'Push delays',
      impact: 'minor',
      components: ['push', 'alarms'],
      status: 'resolved',
      createdAt: '2026-11-20T08:00:00.000Z',
      resolvedAt: '2026-11-20T09:30:00.000Z',
      updates: [
        { id: '00000000-0000-4000-8000-0000000000c1', status: 'investigating', body: 'Pushes are slow.', createdAt: '2026-11-20T08:00:00.000Z' },
        { id: '00000000-0000-4000-8000-0000000000c2', status: 'resolved', body: 'Back to normal.', createdAt: '2026-11-20T09:30:00.000Z' },
      ],
    });
    const old = statusIncident({ id: '00000000-0000-4000-8000-000000000003', title: 'Old outage', status: 'resolved', createdAt: '2026-11-01T08:00:00.000Z', resolvedAt: '2026-11-01T09:00:00.000Z' });
    await renderStatus(statusSummary({ incidents: [open, past, old] }));

    expect(screen.getByText('Partial outage', { selector: 'p' })).toBeInTheDocument();
    expect(component('E-mail')).toHaveTextContent('Partial outage');
    expect(component('E-mail')).toHaveTextContent('An open incident affects this component.');

    const incidents = section('Incidents');
    const headings = within(incidents).getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Incidents', 'Ongoing incidents', 'E-mail alarms arrive late', 'Past incidents', 'Push delays']);
    const current = within(incidents).getByRole('article', { name: 'E-mail alarms arrive late' });
    expect(current).toHaveAttribute('id', `incident-${open.id}`);
    expect(current).toHaveTextContent('Major impact · Affects: E-mail');
    const updates = within(within(current).getByRole('list', { name: 'Updates' })).getAllByRole('listitem').map(text);
    expect(updates[0]).toMatch(/^Identified · Nov 29, 2026, 11:00 AM UTCThe mail provider is slow; we are switching\.$/);
    expect(updates[1]).toMatch(/^Investigating · .*E-mails take minutes to arrive\.$/);
    const resolved = within(incidents).getByRole('article', { name: 'Push delays' });
    expect(resolved).toHaveTextContent('Minor impact · Affects: Alarms and Push notifications');
    expect(resolved).toHaveTextContent(/Resolved Nov 20, 2026, 09:30 AM UTC/);
    expect(within(within(resolved).getByRole('list', { name: 'Updates' })).getAllByRole('listitem').map(text)[0]).toMatch(/^Resolved · .*Back to normal\.$/);
    expect(incidents).not.toHaveTextContent('Old outage');
  });

  it('shows the synthetic alarm stopping as an outage, saying since when, not as silence', async () => {
    await renderStatus(statusSummary({ probe: { configured: true, intervalSeconds: 60, lastRaisedAt: '2026-11-29T11:00:00.000Z', channels: ['in_app', 'push', 'email', 'sms'] } }));
    expect(screen.getByText('Major outage', { selector: 'p' })).toBeInTheDocument();
    for (const name of ['Alarms', 'E-mail', 'SMS', 'Push notifications']) {
      expect(component(name)).toHaveTextContent('Major outage');
      expect(text(component(name))).toContain('The synthetic alarm has not run since Nov 29, 2026, 11:00 AM UTC. That is a failure of our own checking');
    }
    expect(component('Website and app')).toHaveTextContent('Operational');
  });

  it('says a channel without a test recipient is not measured, and never operational', async () => {
    await renderStatus(statusSummary({ probe: { configured: true, intervalSeconds: 60, lastRaisedAt: GENERATED_AT, channels: ['in_app', 'push', 'email'] } }));
    expect(component('SMS')).toHaveTextContent('No data');
    expect(component('SMS')).toHaveTextContent('Not measured: no test recipient for this channel.');
    expect(component('SMS')).not.toHaveTextContent('Operational');
    expect(screen.getByText('All measured systems operational')).toBeInTheDocument();
    expect(section('Delivery times of the synthetic alarm')).toHaveTextContent('Not measured: no test recipient for this channel.');
  });
});

describe('/status with nothing measured (the synthetic alarm switched off)', () => {
  it('claims nothing, shows "—" for every figure and says the synthetic alarm is not set up', async () => {
    await renderStatus(emptyStatusSummary());
    expect(screen.getByText('Nothing measured in the last hour')).toBeInTheDocument();
    expect(screen.queryByText('All systems operational')).not.toBeInTheDocument();
    for (const name of ['Website and app', 'Alarms', 'E-mail', 'SMS', 'Push notifications']) expect(component(name)).toHaveTextContent('No data');
    expect(component('Website and app')).toHaveTextContent('Not measured in the last hour.');
    expect(component('SMS')).toHaveTextContent('Not measured: the synthetic alarm is not set up on this server.');
    expect(component('Call centre')).toHaveTextContent('No alarms in the last 30 days.');
    const push = within(section('Delivery times of the synthetic alarm')).getByRole('table', { name: 'Push notification' });
    for (const figure of ['p50 (median)', 'p95', 'p99', 'First-attempt success']) expect(cells(rowOf(push, figure))).toEqual(['—', '—', '—']);
    expect(cells(rowOf(push, 'Messages measured'))).toEqual(['0', '0', '0']);
    const centre = within(section('Call-centre answer times')).getByRole('table');
    expect(cells(rowOf(centre, 'TSA (UK telecare code)')).slice(1)).toEqual(['—', 'No alarms']);
    expect(cells(rowOf(centre, 'UNE 158401 (Spain)')).slice(1)).toEqual(['—', 'No alarms']);
    const bars = within(screen.getByRole('list', { name: 'E-mail, the last 90 days' })).getAllByRole('listitem');
    expect(bars[89]).toHaveTextContent('Nov 29, 2026: No data');
    expect(section('The last 90 days')).toHaveTextContent('No day with a problem, 90 days not measured.');
    expect(section('How we measure')).toHaveTextContent('The synthetic alarm is not set up on this server');
  });
});

describe('/status in Dutch and Spanish', () => {
  it('reads naturally in Dutch', async () => {
    await renderStatus(statusSummary({ incidents: [statusIncident()] }), 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Status van de dienst' })).toBeInTheDocument();
    expect(screen.getByText('Gedeeltelijke storing', { selector: 'p' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Onderdelen' });
    expect(list).toHaveTextContent('Meldkamer');
    expect(list).toHaveTextContent('Werkt');
    const delivery = within(section('Bezorgtijden van het synthetische alarm')).getByRole('table', { name: 'In-app-melding aan familie' });
    expect(cells(rowOf(delivery, 'p95'))).toEqual(['900 ms', '1,3 s', '1,3 s']);
    expect(cells(rowOf(delivery, 'Gelukt bij eerste poging'))).toEqual(['100,0 %', '100,0 %', '100,0 %']);
    expect(cells(rowOf(delivery, 'Gemeten berichten'))).toEqual(['60', '1.440', '129.600']);
    expect(within(screen.getByRole('list', { name: 'Meldkamer, de afgelopen 90 dagen' })).getAllByRole('listitem')[89]).toHaveTextContent('29 nov 2026: Werkt');
  });

  it('reads naturally in Spanish, with la central de atención', async () => {
    await renderStatus(emptyStatusSummary(), 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Estado del servicio' })).toBeInTheDocument();
    expect(screen.getByText('Nada medido en la última hora')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Componentes' });
    expect(list).toHaveTextContent('Central de atención');
    expect(list).toHaveTextContent('Sin datos');
    expect(section('Tiempos de respuesta de la central de atención')).toHaveTextContent('Ninguna alarma en este periodo.');
    expect(section('Incidencias')).toHaveTextContent('Ninguna incidencia en los últimos 14 días.');
  });
});
