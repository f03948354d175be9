import { render, screen } from '@testing-library/react';
import { WithdrawalControls } from '@/components/billing/subscription/withdrawal-controls';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/subscription', () => ({ withdrawFromContract: jest.fn() }));
// The member reads in Amsterdam: the last moment to withdraw is their time, named.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Amsterdam' }));

describe('the right of withdrawal', () => {
  it("says until when, in the member's own zone, named", () => {
    render(withIntl(<WithdrawalControls locale="es" until="2026-12-08T13:00:00Z" />, 'es'));
    expect(screen.getByText(/^Contrató en línea/)).toHaveTextContent(
      'Contrató en línea, así que puede desistir del contrato en un plazo de 14 días sin dar explicaciones: hasta el 8 dic 2026, 14:00 CET.',
    );
  });
});
