import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InviteRow } from '@/components/family/invite-row';
import { cancelFamilyInvite, resendFamilyInvite } from '@/lib/actions/family';
import type { SentInvite } from '@/lib/data/family-links';
import en from '@/messages/en.json';
import { withIntl } from '../test-intl';
import { FamilyPageFrame } from './family-page-harness';

jest.mock('@/lib/actions/family', () => ({ cancelFamilyInvite: jest.fn(), resendFamilyInvite: { bind: jest.fn() } }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const resend = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(resendFamilyInvite.bind).mockReturnValue(resend);
});

const invite: SentInvite = {
  id: '5a0c7e1d-2b3f-4a5e-8c6d-7e8f9a0b1c2d',
  email: 'pedro@example.com',
  relationship: null,
  role: 'family',
  receive_sos_alerts: true,
  location_access: 'during_sos',
  view_medical: false,
  view_device_status: false,
  view_activity: false,
  access_expires_at: null,
  access_duration_hours: null,
  expires_at: '2026-12-01T10:00:00.000Z',
  last_sent_at: '2026-11-24T10:00:00.000Z',
  declined_at: null,
  state: 'pending',
};

const renderRow = (row: SentInvite = invite, locale: 'en' | 'es' = 'en') =>
  render(
    withIntl(
      <FamilyPageFrame>
        <ul>
          <InviteRow invite={row} />
        </ul>
      </FamilyPageFrame>,
      locale,
    ),
  );

describe('InviteRow', () => {
  it('tells each row’s buttons apart by the address they are about', () => {
    renderRow();
    expect(screen.getByRole('button', { name: 'Send again' })).toHaveAccessibleDescription('pedro@example.com');
    expect(screen.getByRole('button', { name: 'Cancel invitation' })).toHaveAccessibleDescription('pedro@example.com');
  });

  it('asks before cancelling, with "keep" first and focused, and cancels nothing on "keep"', async () => {
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the invitation to pedro@example.com?' });
    expect(dialog).toHaveTextContent('The link in the e-mail stops working at once.');
    const keep = within(dialog).getAllByRole('button')[0];
    expect(keep).toHaveTextContent('Keep the invitation');
    expect(keep).toHaveFocus();
    await userEvent.click(keep);
    expect(cancelFamilyInvite).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel invitation' })).toHaveFocus());
  });

  it('once cancelled, says so for the page and moves focus to the heading, as the row goes', async () => {
    jest.mocked(cancelFamilyInvite).mockResolvedValueOnce({ data: { status: 'cancelled' } });
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel invitation' }));
    expect(cancelFamilyInvite).toHaveBeenCalledWith({ inviteId: invite.id });
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('The invitation to pedro@example.com is cancelled; its link no longer works.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Invitations' })).toHaveFocus());
  });

  it('asks before removing a declined invitation too, in Spanish', async () => {
    jest.mocked(cancelFamilyInvite).mockResolvedValueOnce({ data: { status: 'cancelled' } });
    renderRow({ ...invite, state: 'declined', declined_at: '2026-11-25T10:00:00.000Z' }, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar la invitación a pedro@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se ha eliminado la invitación a pedro@example.com.')).toBeInTheDocument();
  });

  it('reads the list again after a resend, whether it was sent or failed, and says the answer', async () => {
    resend.mockResolvedValueOnce({ data: { status: 'sent', email: invite.email } });
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('A new invitation was sent to pedro@example.com. The earlier link no longer works.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);

    // The link may have been replaced before the e-mail failed: the row must show what is true now.
    resend.mockResolvedValueOnce({ data: { status: 'mailFailed', email: invite.email } });
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(en.FamilyCarers.problems.mailFailed)).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(2);

    // The distinct answer for "the old link is gone but the e-mail failed" is said in its own words.
    resend.mockResolvedValueOnce({ data: { status: 'resendMailFailed', email: invite.email } });
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(en.FamilyCarers.problems.resendMailFailed)).toBeInTheDocument();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(3));

    // An answer this page does not know yet still reads as words, and the list is read again.
    resend.mockResolvedValueOnce({ data: { status: 'somethingNew', email: invite.email } });
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(4));
    expect(await screen.findByText('That did not work. Please try again.')).toBeInTheDocument();

    resend.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(5));
  });
});
