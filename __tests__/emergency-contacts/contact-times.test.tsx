import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConsentStatus } from '@/components/emergency-contacts/consent-status';
import { DeliveryLines } from '@/components/emergency-contacts/delivery-lines';
import { useContactsText } from '@/components/emergency-contacts/use-contacts-text';
import { withIntl } from '../test-intl';

// The member reads in New York: neither the server's UTC nor the provider's zone may show.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'America/New_York' }));

const AT = '2026-11-24T13:00:00Z';

describe("the contacts page's times, in the member's own zone and named", () => {
  it('say when a contact agreed', () => {
    render(withIntl(<ConsentStatus consent={{ status: 'agreed', answered_at: AT, requested_at: null, link_used_at: null }} />));
    expect(screen.getByTestId('contact-consent')).toHaveTextContent('Agreed on Nov 24, 2026, 08:00 AM EST');
  });

  it('say when a message was sent', () => {
    render(withIntl(<DeliveryLines title="Last test message" deliveries={[{ channel: 'email', status: 'sent', at: AT }]} testId="lines" />, 'nl'));
    expect(screen.getByTestId('lines')).toHaveTextContent('24 nov 2026, 08:00 EST');
  });

  it('write the time notices use the same way', () => {
    const wrapper = ({ children }: { children: ReactNode }) => withIntl(children, 'es');
    const { result } = renderHook(() => useContactsText(), { wrapper });
    expect(result.current.time(AT)).toBe('24 nov 2026, 08:00 GMT-5');
  });
});
