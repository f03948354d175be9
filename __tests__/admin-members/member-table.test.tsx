import { render, screen, within } from '@testing-library/react';
import { MemberTable } from '@/components/admin-members/member-table';
import type { MemberListRow } from '@/lib/data/admin-members';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

const row = (overrides: Partial<MemberListRow>): MemberListRow => ({
  userId: '11111111-1111-4111-8111-111111111111',
  fullName: 'Maria Lopez',
  email: 'member@example.com',
  role: 'user',
  planName: 'Premium Protection',
  protection: { protected: true, reason: null },
  lastAlarmAt: '2026-11-23T10:00:00Z',
  ...overrides,
});

const members = [
  row({}),
  row({ userId: '22222222-2222-4222-8222-222222222222', fullName: null, email: 'nameless@example.com', role: 'admin', planName: null, protection: { protected: false, reason: 'noPlan' }, lastAlarmAt: null }),
];

describe('MemberTable', () => {
  it('links each name to the member’s page and shows e-mail, plan, protection in words and the last alarm', () => {
    render(withIntl(<MemberTable members={members} />));
    expect(screen.getByRole('table', { name: 'Members, by name' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('member-row');
    expect(within(first).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute('href', '/admin-dashboard/members/11111111-1111-4111-8111-111111111111');
    expect(within(first).getByTestId('member-email')).toHaveTextContent('member@example.com');
    expect(within(first).getByTestId('member-plan')).toHaveTextContent('Premium Protection');
    expect(within(first).getByTestId('member-protection')).toHaveTextContent('Protected');
    expect(within(first).getByRole('time')).toHaveAttribute('datetime', '2026-11-23T10:00:00Z');

    expect(within(second).getByRole('link', { name: '(no name)' })).toBeInTheDocument();
    expect(within(second).getByText('Admin')).toBeInTheDocument();
    expect(within(second).getByTestId('member-plan')).toHaveTextContent('No plan');
    expect(within(second).getByTestId('member-protection')).toHaveTextContent('Not protected: no plan');
    expect(within(second).getByText('None')).toBeInTheDocument();
  });

  it('speaks the admin’s language', () => {
    render(withIntl(<MemberTable members={members} />, 'nl'));
    const [, second] = screen.getAllByTestId('member-row');
    expect(within(second).getByTestId('member-protection')).toHaveTextContent('Niet beschermd: geen abonnement');
    expect(screen.getByRole('columnheader', { name: 'Laatste alarm' })).toBeInTheDocument();
  });
});
