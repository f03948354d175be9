import { render, screen } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { FamilyAlertsMount } from '@/components/family-alerts/family-alerts-mount';

let mockUser: User | null = null;
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => ({ user: mockUser }) }));

// Counts loads of the region's code: a visitor's page must never fetch it.
const mockLoads = { count: 0 };
jest.mock('@/components/family-alerts/family-alert-region', () => {
  mockLoads.count += 1;
  return { __esModule: true, default: ({ userId }: { userId: string }) => <p>alerts for {userId}</p> };
});

describe('FamilyAlertsMount', () => {
  it('renders and loads nothing for a visitor', async () => {
    mockUser = null;
    const { container } = render(<FamilyAlertsMount />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
    expect(mockLoads.count).toBe(0);
  });

  it('loads the alert region once someone is signed in', async () => {
    mockUser = { id: 'u1' } as User;
    render(<FamilyAlertsMount />);
    expect(await screen.findByText('alerts for u1')).toBeInTheDocument();
    expect(mockLoads.count).toBe(1);
  });
});
