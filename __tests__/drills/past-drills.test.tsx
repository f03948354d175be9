import { render, screen, within } from '@testing-library/react';
import { PastDrill, PastDrills } from '@/components/drills/past-drills';
import { withIntl } from '../test-intl';
import { delivery, finishedDrill } from './fixtures';

// The member reads in Madrid: the drill started at 22:00 there.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));

const rows = () => screen.getAllByTestId('drill-receipt-row') as HTMLTableRowElement[];
const rowFor = (recipient: string, channel: string) => rows().find((row) => row.cells[0].textContent === recipient && row.cells[1].textContent === channel)!;

/** The receipt of a past drill (docs/product.md#drills), rendered on the server from the outbox rows. */
describe('a past drill’s receipt', () => {
  it('heads each drill with when it started and how it ended', () => {
    render(withIntl(<PastDrill drill={finishedDrill()} callCentre={false} />));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Drill of Nov 30, 2026, 10:00\sPM/);
    expect(screen.getByTestId('drill-ended')).toHaveTextContent('Ended by itself');
    expect(screen.getByRole('article', { name: /^Drill of/ })).toBeInTheDocument();
  });

  it.each([
    ['resolved', null, 'Ended early'],
    ['cancelled', null, 'Cancelled'],
    ['false_alarm', null, 'Ended as a false alarm'],
  ] as const)('says a drill that was %s in words', (status, outcomeDetail, text) => {
    render(withIntl(<PastDrill drill={finishedDrill({ status, outcomeDetail })} callCentre={false} />));
    expect(screen.getByTestId('drill-ended')).toHaveTextContent(text);
  });

  it('is a captioned table with column headers, in a focusable region that scrolls by itself on a phone', () => {
    render(withIntl(<PastDrill drill={finishedDrill()} callCentre={false} />));
    const region = screen.getByRole('region', { name: 'Receipt per recipient and channel' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    const table = within(region).getByRole('table', { name: 'Who got it, per recipient and channel' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Recipient', 'Channel', 'Result', 'Sent at', 'Took']);
    for (const th of headers) expect(th).toHaveAttribute('scope', 'col');
  });

  it('says each result in words, with the provider’s reason for a failure and how long it took', () => {
    render(withIntl(<PastDrill drill={finishedDrill()} callCentre={false} />));
    const app = rowFor('Luis', 'In the app');
    expect(app.cells[2]).toHaveTextContent('Delivered');
    expect(app.cells[3]).toHaveTextContent(/^10:00:00\sPM/);
    expect(app.cells[4]).toHaveTextContent('1.4 s');

    const sms = rowFor('Pedro García', 'SMS');
    expect(sms.cells[2]).toHaveTextContent('Failed: Twilio 21211: invalid To number');
    expect(sms.cells[3]).toHaveTextContent('not sent');
    expect(sms.cells[4]).toHaveTextContent('—');

    // A contact removed since: the row stays, unnamed.
    const email = rowFor('Removed contact', 'E-mail');
    expect(email.cells[2]).toHaveTextContent('Sent');
    expect(email.cells[4]).toHaveTextContent('2 s');

    expect(rowFor('Luis', 'Push').cells[2]).toHaveTextContent('Waiting');
  });

  it('says a failure with no reason recorded, and a cancelled row', () => {
    const drill = finishedDrill({
      deliveries: [
        delivery({ id: 'a', channel: 'email', recipient: 'contact', recipientName: 'Ana', status: 'failed', sentAt: null, deliveredAt: null, error: null }),
        delivery({ id: 'b', channel: 'sms', recipient: 'contact', recipientName: 'Ana', status: 'cancelled', sentAt: null, deliveredAt: null }),
      ],
    });
    render(withIntl(<PastDrill drill={drill} callCentre={false} />));
    expect(rowFor('Ana', 'E-mail').cells[2]).toHaveTextContent('Failed: no reason given');
    expect(rowFor('Ana', 'SMS').cells[2]).toHaveTextContent('Cancelled');
  });

  it('says who acknowledged and after how long', () => {
    render(withIntl(<PastDrill drill={finishedDrill()} callCentre={false} />));
    const acks = within(screen.getByTestId('drill-acknowledgements')).getAllByRole('listitem');
    expect(acks.map((item) => item.textContent)).toEqual(['Luis acknowledged after 12 s', 'Someone acknowledged after 2 min 5 s']);
  });

  it('says when nobody acknowledged it', () => {
    render(withIntl(<PastDrill drill={finishedDrill({ acknowledgements: [] })} callCentre={false} />));
    expect(screen.getByText('Nobody acknowledged it.')).toBeInTheDocument();
  });

  it('gives the call centre’s answer time only on a plan with the call centre', () => {
    const { unmount } = render(withIntl(<PastDrill drill={finishedDrill()} callCentre={false} />));
    expect(screen.queryByTestId('drill-call-centre')).not.toBeInTheDocument();
    unmount();
    render(withIntl(<PastDrill drill={finishedDrill()} callCentre />));
    expect(screen.getByTestId('drill-call-centre')).toHaveTextContent('Call centre: answered after 14 s');
  });

  it('says the call centre did not answer', () => {
    render(withIntl(<PastDrill drill={finishedDrill({ callCentreAnsweredAt: null })} callCentre />));
    expect(screen.getByTestId('drill-call-centre')).toHaveTextContent('Call centre: not answered');
  });

  it('says when no delivery was recorded', () => {
    render(withIntl(<PastDrill drill={finishedDrill({ deliveries: [] })} callCentre={false} />));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No delivery was recorded for this drill.')).toBeInTheDocument();
  });

  it.each([
    ['nl', 'Mislukt: Twilio 21211: invalid To number', 'Luis reageerde na 12 s', 'Vanzelf gestopt'],
    ['es', 'Fallido: Twilio 21211: invalid To number', 'Luis respondió a los 12 s', 'Terminó solo'],
  ] as const)('%s: says it all in the member’s language', (locale, failed, ack, ended) => {
    render(withIntl(<PastDrill drill={finishedDrill()} callCentre={false} />, locale));
    expect(screen.getByText(failed)).toBeInTheDocument();
    expect(screen.getByText(ack)).toBeInTheDocument();
    expect(screen.getByTestId('drill-ended')).toHaveTextContent(ended);
  });
});

describe('the past drills', () => {
  it('lists the drills newest first under their own heading', () => {
    render(withIntl(<PastDrills drills={[finishedDrill({ id: 'b' }), finishedDrill({ id: 'a' })]} callCentre={false} />));
    const section = screen.getByRole('region', { name: 'Past drills' });
    expect(within(section).getAllByTestId('past-drill')).toHaveLength(2);
  });

  it('says there are none yet', () => {
    render(withIntl(<PastDrills drills={[]} callCentre={false} />));
    expect(screen.getByText('No drills yet. When you run one, its receipt appears here.')).toBeInTheDocument();
  });
});
