import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IncidentList } from '@/components/status-incidents/incident-list';
import { postStatusIncidentUpdate } from '@/lib/actions/status-incidents';
import type { StatusIncident } from '@/lib/status/summary';
import { routerMock } from '../home/mocks';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/status-incidents', () => ({ openStatusIncident: jest.fn(), postStatusIncidentUpdate: jest.fn() }));
const post = jest.mocked(postStatusIncidentUpdate);

const OPEN_ID = '33333333-3333-4333-8333-333333333333';
const RESOLVED_ID = '44444444-4444-4444-8444-444444444444';

const open: StatusIncident = {
  id: OPEN_ID,
  title: 'E-mail alerts are delayed',
  impact: 'major',
  // Stored in the database's order; shown in the page's.
  components: ['sms', 'email'],
  status: 'identified',
  createdAt: '2026-12-02T09:00:00.000Z',
  updatedAt: '2026-12-02T09:20:00.000Z',
  resolvedAt: null,
  updates: [
    { id: '55555555-5555-4555-8555-555555555552', status: 'identified', body: 'The provider confirmed a queue.', createdAt: '2026-12-02T09:20:00.000Z' },
    { id: '55555555-5555-4555-8555-555555555551', status: 'investigating', body: 'We are looking into it.', createdAt: '2026-12-02T09:00:00.000Z' },
  ],
};
const resolved: StatusIncident = {
  id: RESOLVED_ID,
  title: 'Push notifications failed',
  impact: 'critical',
  components: ['push'],
  status: 'resolved',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  resolvedAt: '2026-11-20T09:00:00.000Z',
  updates: [{ id: '66666666-6666-4666-8666-666666666661', status: 'resolved', body: 'Fixed.', createdAt: '2026-11-20T09:00:00.000Z' }],
};

const renderList = (locale: 'en' | 'nl' | 'es' = 'en') => render(withIntl(<IncidentList incidents={[open, resolved]} />, locale));
const card = (title: string) => screen.getAllByTestId('status-incident').find((item) => within(item).queryByRole('heading', { level: 3, name: title }))!;
const updateText = () => within(card(open.title)).getByLabelText('Update');
const postIt = () => userEvent.click(within(card(open.title)).getByRole('button', { name: 'Post the update' }));

beforeEach(() => {
  post.mockReset();
  routerMock.refresh.mockClear();
});

/** The incidents on /admin-dashboard/status (docs/product.md#status-page). */
describe('IncidentList', () => {
  it('shows each incident in words, its updates newest first, and an update form only while unresolved', () => {
    renderList();
    const first = card(open.title);
    expect(within(first).getByTestId('status-incident-status')).toHaveTextContent('Identified');
    expect(within(first).getByTestId('status-incident-impact')).toHaveTextContent('Major: Some alarms or messages do not get through. Shown as a partial outage.');
    expect(within(first).getByTestId('status-incident-components')).toHaveTextContent('E-mail and SMS');
    expect(within(first).getAllByTestId('status-incident-update').map((update) => update.textContent)).toEqual([
      expect.stringMatching(/^Identified.*The provider confirmed a queue\.$/),
      expect.stringMatching(/^Investigating.*We are looking into it\.$/),
    ]);
    // The current status is preselected: an update often only adds what is known.
    expect(within(first).getByRole('form', { name: 'Post an update on “E-mail alerts are delayed”' })).toBeInTheDocument();
    expect(within(first).getByLabelText('Status')).toHaveValue('identified');

    const last = card(resolved.title);
    expect(within(last).getByTestId('status-incident-status')).toHaveTextContent('Resolved');
    expect(within(last).getByText('Resolved', { selector: 'dt' })).toBeInTheDocument();
    expect(within(last).queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(1);
  });

  it('asks for the text of an update and sends nothing without it', async () => {
    renderList();
    await userEvent.type(updateText(), '   ');
    await postIt();
    expect(await within(card(open.title)).findByText('Write the text of the update.')).toBeInTheDocument();
    expect(updateText()).toHaveFocus();
    expect(updateText()).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for it in Dutch too', async () => {
    renderList('nl');
    const form = within(card(open.title)).getByRole('form');
    await userEvent.click(within(form).getByRole('button', { name: 'Update plaatsen' }));
    expect(await within(form).findByText('Schrijf de tekst van de update.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the chosen status and text, says so, empties the box and reads the page again', async () => {
    post.mockResolvedValue({ data: { status: 'done', data: { id: '77777777-7777-4777-8777-777777777777', status: 'monitoring' } } });
    renderList();
    await userEvent.selectOptions(within(card(open.title)).getByLabelText('Status'), 'monitoring');
    await userEvent.type(updateText(), ' A fix is out; we are watching. ');
    await postIt();
    expect(post).toHaveBeenCalledWith({ incidentId: OPEN_ID, status: 'monitoring', body: 'A fix is out; we are watching.' });
    await waitFor(() => expect(within(card(open.title)).getByRole('status')).toHaveTextContent('Update posted.'));
    expect(updateText()).toHaveValue('');
    expect(within(card(open.title)).getByLabelText('Status')).toHaveValue('monitoring');
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it('moves focus to the incident’s heading when the update resolves it', async () => {
    post.mockResolvedValue({ data: { status: 'done', data: { id: '77777777-7777-4777-8777-777777777777', status: 'resolved' } } });
    renderList();
    await userEvent.selectOptions(within(card(open.title)).getByLabelText('Status'), 'resolved');
    await userEvent.type(updateText(), 'Fixed.');
    await postIt();
    await waitFor(() => expect(within(card(open.title)).getByRole('status')).toHaveTextContent('Update posted. The incident is resolved.'));
    expect(within(card(open.title)).getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('says when another admin resolved it meanwhile, keeps the text and reads the page again', async () => {
    post.mockResolvedValue({ data: { status: 'refused', problem: 'resolved' } });
    renderList();
    await userEvent.type(updateText(), 'Still slow.');
    await postIt();
    await waitFor(() =>
      expect(within(card(open.title)).getByRole('alert')).toHaveTextContent('This incident was already resolved, so it takes no more updates. Open a new incident if the problem is back.'),
    );
    expect(updateText()).toHaveValue('Still slow.');
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it.each([
    ['missing', 'This incident no longer exists. Reload the page.'],
    ['forbidden', 'Only admins can write the status page’s incidents. Sign in again as an admin.'],
  ] as const)('says the refusal %s in the admin’s words and changes nothing', async (problem, text) => {
    post.mockResolvedValue({ data: { status: 'refused', problem } });
    renderList();
    await userEvent.type(updateText(), 'Still slow.');
    await postIt();
    await waitFor(() => expect(within(card(open.title)).getByRole('alert')).toHaveTextContent(text));
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });

  it('says a refused incident id (no field of the form) in words', async () => {
    post.mockResolvedValue({ validationErrors: { fieldErrors: { incidentId: ['invalid'] } } } as never);
    renderList();
    await userEvent.type(updateText(), 'Still slow.');
    await postIt();
    await waitFor(() => expect(within(card(open.title)).getByRole('alert')).toHaveTextContent('Something in the form is not right. Reload the page and try again.'));
  });
});
