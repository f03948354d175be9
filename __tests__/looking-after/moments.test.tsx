import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccessEnd } from '@/components/looking-after/access-end';
import { LastAlarm } from '@/components/looking-after/last-alarm';
import { PendantStatus } from '@/components/looking-after/pendant-status';
import { ReadProblemAlert } from '@/components/looking-after/read-problem';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';

jest.mock('next-intl/server', () => ({ getTranslations: jest.requireActual('../time/server-intl').getTranslations }));
jest.mock('@/lib/actions/looking-after', () => ({ showAlarmLocation: jest.fn() }));
// The carer reads in New York: neither the server's UTC nor the test provider's Madrid may show.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'America/New_York' }));

// An end typed as 08:00:30 in New York (winter, UTC-5), stored in UTC.
const END = '2026-11-24T13:00:30Z';
const link = { receive_sos_alerts: true, location_access: 'none', view_medical: false, view_device_status: true, view_activity: false } as const;

const show = async (node: ReactNode, locale: 'en' | 'nl' | 'es' = 'en') => render(withIntl(await resolveServer(node), locale));

describe("a carer's moments, in their own zone and named", () => {
  it('says when access ends, to the second', async () => {
    await show(<AccessEnd state="live" expiresAt={END} locale="nl" />, 'nl');
    expect(screen.getByTestId('access-ends')).toHaveTextContent('Uw toegang eindigt op 24 november 2026 om 08:00:30 EST.');
    expect(screen.getByTestId('access-ends').querySelector('time')).toHaveAttribute('dateTime', END);
  });

  it('says when access ended', async () => {
    await show(<AccessEnd state="ended" expiresAt={END} locale="en" />);
    expect(screen.getByTestId('access-ended')).toHaveTextContent('Your access ended on November 24, 2026 at 8:00:30 AM EST.');
  });

  it('says when the last alarm started and ended', async () => {
    const alarm = { id: 'a1', status: 'resolved', source: 'app', started_at: END, resolved_at: '2026-11-24T13:20:00Z' } as const;
    await show(<LastAlarm alarm={alarm} link={link} memberId="m1" name="Mila" locale="es" />, 'es');
    expect(screen.getByText(/^Iniciada el/)).toHaveTextContent('Iniciada el 24 de noviembre de 2026 a las 8:00:30 GMT-5');
    expect(screen.getByText(/^Terminada el/)).toHaveTextContent('Terminada el 24 de noviembre de 2026 a las 8:20:00 GMT-5');
  });

  it('says when the pendant was last seen, to the minute', async () => {
    const device = { id: 'd1', name: 'Pendant', battery: 20, last_connected_at: END };
    await show(<PendantStatus devices={[device]} name="Mila" locale="en" />);
    expect(screen.getByTestId('pendant-last-seen')).toHaveTextContent('Last seen on Nov 24, 2026, 08:00 AM EST');
  });

  it('says when access ended when a read is refused, as the access line does', () => {
    render(withIntl(<ReadProblemAlert problem={{ kind: 'ended', endedAt: END }} />));
    expect(screen.getByRole('alert')).toHaveTextContent('Your access ended on November 24, 2026 at 8:00:30 AM EST.');
  });
});
