import { render, screen, within } from '@testing-library/react';
import { MemberAlarms } from '@/components/admin-members/member-alarms';
import { MemberDetails } from '@/components/admin-members/member-details';
import { MemberDevices } from '@/components/admin-members/member-devices';
import { MemberSubscriptions } from '@/components/admin-members/member-subscriptions';
import type { MemberDetail } from '@/lib/data/admin-members';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

const member: MemberDetail = {
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'member@example.com',
  fullName: 'Maria Lopez',
  role: 'user',
  createdAt: '2026-01-05T09:00:00Z',
  contactCount: 2,
  lastLocatedAlarmId: null,
  protection: { protected: false, reason: 'paymentProblem' },
  subscriptions: [
    {
      id: 's1',
      status: 'past_due',
      quantity: 1,
      currentPeriodEnd: '2026-12-01T00:00:00Z',
      cancelAt: null,
      provider: 'stripe',
      providerSubscription: null,
      plan: { id: 'p1', name: 'Premium Protection', price: 9.99, currency: 'EUR', region: null },
    },
  ],
  devices: [{ id: 'd1', name: 'ICE Pendant', kind: 'pendant', battery: 80, last_connected_at: null }],
  alarms: [
    { id: 'a1', status: 'active', source: 'app', started_at: '2026-11-23T10:00:00Z', resolved_at: null },
    { id: 'a2', status: 'resolved', source: 'pendant', started_at: '2026-11-20T10:00:00Z', resolved_at: '2026-11-20T10:05:00Z' },
  ],
};

describe('the member page’s sections', () => {
  it('details: e-mail, role, protection in words and the number of emergency contacts', () => {
    render(withIntl(<MemberDetails member={member} />));
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByTestId('member-email')).toHaveTextContent('member@example.com');
    expect(within(details).getByTestId('member-role')).toHaveTextContent('Member');
    expect(within(details).getByTestId('member-protection')).toHaveTextContent('Not protected: payment problem');
    expect(within(details).getByTestId('member-contacts')).toHaveTextContent('2 contacts');
  });

  it('subscription: plan, status in words and the period’s end as a UTC date', () => {
    render(withIntl(<MemberSubscriptions subscriptions={member.subscriptions} />, 'es'));
    const section = screen.getByRole('region', { name: 'Suscripción' });
    expect(within(section).getByTestId('member-plan')).toHaveTextContent('Premium Protection');
    expect(within(section).getByText('Pago atrasado')).toBeInTheDocument();
    expect(within(section).getByText('1 de diciembre de 2026')).toHaveAttribute('datetime', '2026-12-01T00:00:00Z');
  });

  it('devices: name, kind, battery and that it never connected', () => {
    render(withIntl(<MemberDevices devices={member.devices} />));
    const device = screen.getByTestId('member-device');
    expect(device).toHaveTextContent('ICE Pendant · Pendant');
    expect(device).toHaveTextContent('Battery 80% · Never connected');
  });

  it('alarms: status in words, an open one links to the alarms view, an ended one says when', () => {
    render(withIntl(<MemberAlarms alarms={member.alarms} />));
    const [open, ended] = screen.getAllByTestId('member-alarm');
    expect(open).toHaveTextContent('Open');
    expect(within(open).getByRole('link', { name: 'See it in the alarms view' })).toHaveAttribute('href', '/admin-dashboard/incidents');
    expect(ended).toHaveTextContent('Resolved');
    expect(ended).toHaveTextContent('ended');
    expect(within(ended).queryByRole('link')).toBeNull();
  });

  it('says when there is nothing', () => {
    render(withIntl(<><MemberSubscriptions subscriptions={[]} /><MemberDevices devices={[]} /><MemberAlarms alarms={[]} /></>));
    expect(screen.getByText('No subscription.')).toBeInTheDocument();
    expect(screen.getByText('No devices paired.')).toBeInTheDocument();
    expect(screen.getByText('No alarms.')).toBeInTheDocument();
  });
});
