import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InviteResponse } from '@/components/family/invite-response';
import { acceptFamilyInvite, declineFamilyInvite } from '@/lib/actions/family';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/family', () => ({ acceptFamilyInvite: jest.fn(), declineFamilyInvite: jest.fn() }));
jest.mock('@/lib/auth/navigate', () => ({ hardNavigate: jest.fn() }));
jest.mock('@/lib/i18n/navigation', () => ({ getPathname: ({ href }: { href: string }) => href }));

const TOKEN = 'a'.repeat(64);
beforeEach(() => jest.clearAllMocks());

describe('InviteResponse', () => {
  it('asks before declining, with "keep" first and focused, and declines nothing on "keep"', async () => {
    render(withIntl(<InviteResponse token={TOKEN} canAccept />));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this invitation?' });
    expect(dialog).toHaveTextContent('this link stops working');
    const keep = within(dialog).getAllByRole('button')[0];
    expect(keep).toHaveTextContent('Keep the invitation');
    expect(keep).toHaveFocus();
    await userEvent.click(keep);
    expect(declineFamilyInvite).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('once declined, the answer replaces the buttons and takes the focus, in Dutch', async () => {
    jest.mocked(declineFamilyInvite).mockResolvedValueOnce({ data: { status: 'declined' } });
    render(withIntl(<InviteResponse token={TOKEN} canAccept={false} />, 'nl'));
    await userEvent.click(screen.getByRole('button', { name: 'Weigeren' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Deze uitnodiging weigeren?' })).getByRole('button', { name: 'Weigeren' }));
    expect(declineFamilyInvite).toHaveBeenCalledWith({ token: TOKEN });
    const done = await screen.findByTestId('invite-declined');
    expect(done).toHaveTextContent('U heeft de uitnodiging geweigerd.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a refused decline in the dialog, in words', async () => {
    jest.mocked(declineFamilyInvite).mockResolvedValueOnce({ data: { status: 'invalid' } });
    render(withIntl(<InviteResponse token={TOKEN} canAccept={false} />));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This invitation can no longer be used.');
  });

  it('says a failed accept under the buttons', async () => {
    jest.mocked(acceptFamilyInvite).mockResolvedValueOnce({ serverError: 'signedOut' } as never);
    render(withIntl(<InviteResponse token={TOKEN} canAccept />));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You were signed out.');
  });
});
