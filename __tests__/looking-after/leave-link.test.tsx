import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaveLink } from '@/components/looking-after/leave-link';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/looking-after', () => ({ leaveLookedAfterLink: jest.fn() }));
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));

describe('LeaveLink', () => {
  it('opens on "Stay", the safe choice, placed first', async () => {
    render(withIntl(<LeaveLink linkId="3c1f8a52-8f0e-4c59-9a3b-6b7e1d2c4f10" name="Mila" />));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    const first = within(screen.getByRole('dialog', { name: 'Stop looking after Mila?' })).getAllByRole('button')[0];
    expect(first).toHaveTextContent('Stay');
    expect(first).toHaveFocus();
  });
});
