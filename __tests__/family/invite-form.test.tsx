import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InviteForm } from '@/components/family/invite-form';
import { inviteFamilyMember } from '@/lib/actions/family';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/family', () => ({ inviteFamilyMember: { bind: jest.fn() } }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const send = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(inviteFamilyMember.bind).mockReturnValue(send);
});

const submit = (name = 'Send invitation') => userEvent.click(screen.getByRole('button', { name }));

describe('InviteForm', () => {
  it('sends a carer invitation for 24 hours with the chosen permissions, and says it went', async () => {
    send.mockResolvedValueOnce({ data: { status: 'sent', email: 'carer@example.com' } });
    render(withIntl(<InviteForm locale="en" />));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Carer@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Carer' }));
    await userEvent.type(screen.getByLabelText('Relationship (optional)'), 'Home carer');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Read my medical ID' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Always (also after an alarm)' }));
    await userEvent.click(screen.getByRole('radio', { name: '24 hours after acceptance' }));
    await submit();

    expect(inviteFamilyMember.bind).toHaveBeenCalledWith(null, 'en');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({
      email: 'carer@example.com', role: 'carer', relationship: 'Home carer', viewMedical: true, receiveSosAlerts: true,
      locationAccess: 'always', accessEnd: 'hours24',
    }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to carer@example.com.');
    expect(refresh).toHaveBeenCalled();
  });

  it('refuses a carer without an end and a chosen date in the past, by their fields, without calling the server', async () => {
    render(withIntl(<InviteForm locale="en" />));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'carer@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Carer' }));
    await submit();
    const ends = screen.getByRole('group', { name: 'Access ends' });
    expect(within(ends).getByText(/A carer’s access must end/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'On a date and time I choose' }));
    const at = screen.getByLabelText('Date and time access ends');
    await userEvent.type(at, '2001-01-01T10:00:00');
    await submit();
    expect(at).toHaveAccessibleDescription(expect.stringContaining('The end of access must be in the future.'));
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['self', 'You cannot invite yourself.'],
    ['alreadyLinked', 'This person already has access.'],
    ['rateLimited', 'You have sent 20 invitations in the last 24 hours.'],
  ])('says why the database refused (%s)', async (status, message) => {
    send.mockResolvedValueOnce({ data: { status } });
    render(withIntl(<InviteForm locale="en" />));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'someone@example.com');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('speaks Dutch with "u"', async () => {
    render(withIntl(<InviteForm locale="nl" />, 'nl'));
    await submit('Uitnodiging versturen');
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription(expect.stringContaining('Vul een geldig e-mailadres in.'));
  });
});
