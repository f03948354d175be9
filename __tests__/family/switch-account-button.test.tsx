import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwitchAccountButton } from '@/components/family/switch-account-button';
import { hardNavigate } from '@/lib/auth/navigate';
import { withIntl } from '../test-intl';

const signOut = jest.fn();
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => ({ signOut }) }));
jest.mock('@/lib/auth/navigate', () => ({ hardNavigate: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

describe('SwitchAccountButton', () => {
  it('signs out and goes to sign-in', async () => {
    signOut.mockResolvedValueOnce(undefined);
    render(withIntl(<SwitchAccountButton signInPath="/auth?next=x" />));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and switch account' }));
    expect(signOut).toHaveBeenCalledWith('local');
    expect(hardNavigate).toHaveBeenCalledWith('/auth?next=x');
  });

  it('works again and says so when signing out fails, instead of spinning for ever', async () => {
    signOut.mockRejectedValueOnce(new Error('offline'));
    render(withIntl(<SwitchAccountButton signInPath="/auth?next=x" />));
    const button = screen.getByRole('button', { name: 'Sign out and switch account' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
