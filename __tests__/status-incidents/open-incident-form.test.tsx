import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenIncidentForm } from '@/components/status-incidents/open-incident-form';
import { openStatusIncident } from '@/lib/actions/status-incidents';
import { routerMock } from '../home/mocks';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/status-incidents', () => ({ openStatusIncident: jest.fn(), postStatusIncidentUpdate: jest.fn() }));
const open = jest.mocked(openStatusIncident);

const ID = '22222222-2222-4222-8222-222222222222';
const renderForm = (locale: 'en' | 'nl' | 'es' = 'en') => render(withIntl(<OpenIncidentForm />, locale));
const submit = (name = 'Open the incident') => userEvent.click(screen.getByRole('button', { name }));

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Title'), '  E-mail alerts are delayed ');
  await userEvent.click(screen.getByRole('radio', { name: 'Major' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
  await userEvent.type(screen.getByLabelText('First update'), 'The provider is slow; we are on it.');
}

beforeEach(() => {
  open.mockReset();
  routerMock.refresh.mockClear();
});

/** "Open an incident" on /admin-dashboard/status (docs/product.md#status-page). */
describe('OpenIncidentForm', () => {
  it('offers each impact with what it means and every component, nothing chosen', () => {
    renderForm();
    const impact = screen.getByRole('group', { name: 'Impact' });
    expect(within(impact).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(within(impact).getByRole('radio', { name: 'Critical' })).toHaveAccessibleDescription('Alarms or messages do not get through. Shown as a major outage.');
    const components = screen.getByRole('group', { name: 'Affected components' });
    expect(within(components).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['website', 'alarms', 'email', 'sms', 'push', 'call_centre']);
    expect(within(components).getByRole('checkbox', { name: 'Call centre' })).not.toBeChecked();
  });

  it('says by each field what is missing, focuses the first, and sends nothing', async () => {
    renderForm();
    await submit();
    expect(await screen.findByText('Write a title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Minor' })).toHaveAccessibleDescription(expect.stringContaining('Choose the impact.'));
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toHaveAccessibleDescription('Choose at least one affected component.');
    expect(screen.getByLabelText('First update')).toHaveAccessibleDescription(expect.stringContaining('Write the text of the update.'));
    expect(open).not.toHaveBeenCalled();
  });

  it('says a blank text in Spanish, and sends nothing', async () => {
    renderForm('es');
    await userEvent.type(screen.getByLabelText('Título'), 'Retrasos');
    await userEvent.click(screen.getByRole('radio', { name: 'Leve' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Central de atención' }));
    await userEvent.type(screen.getByLabelText('Primera actualización'), '   ');
    await submit('Abrir la incidencia');
    expect(await screen.findByText('Escriba el texto de la actualización.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the incident with the trimmed texts, says so, empties the form and reads the page again', async () => {
    open.mockResolvedValue({ data: { status: 'done', data: { id: ID } } });
    renderForm();
    await fillIn();
    await submit();
    expect(open).toHaveBeenCalledWith({ title: 'E-mail alerts are delayed', impact: 'major', components: ['email'], body: 'The provider is slow; we are on it.' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Incident opened. The status page shows it as Investigating.'));
    expect(routerMock.refresh).toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Major' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    expect(screen.getByLabelText('First update')).toHaveValue('');
  });

  it.each([
    ['forbidden', 'Only admins can write the status page’s incidents. Sign in again as an admin.'],
    ['textRequired', 'Write a text of 1 to 2,000 characters and, for a new incident, a title of 1 to 200 characters.'],
    ['invalidChoice', 'Choose the impact, the affected components and the status from the lists.'],
  ] as const)('says the database’s refusal (%s) and keeps what was written', async (problem, text) => {
    open.mockResolvedValue({ data: { status: 'refused', problem } });
    renderForm();
    await fillIn();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(screen.getByLabelText('Title')).toHaveValue('  E-mail alerts are delayed ');
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });

  it('shows the action’s own check by its field', async () => {
    open.mockResolvedValue({ validationErrors: { fieldErrors: { title: ['titleTooLong'] } } } as never);
    renderForm();
    await fillIn();
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(expect.stringContaining('Keep the title to 200 characters or fewer.')));
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('says a failed call in the alert region', async () => {
    open.mockRejectedValue(new Error('network'));
    renderForm();
    await fillIn();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
  });
});
