import { render, screen } from '@testing-library/react';
import { Price } from '@/components/site/price';
import { StartingPrice } from '@/components/home/starting-price';
import { withIntl } from '../test-intl';

beforeEach(() => localStorage.clear());

// The server formats prices in the default currency; the browser formats only another one (issue 48).
describe('prices in the visitor’s currency', () => {
  it('in the default currency, shows the server’s text as it is', () => {
    render(withIntl(<Price amount={4.99} currency="EUR" defaultText="server: €4.99" />));
    expect(screen.getByText('server: €4.99')).toBeInTheDocument();
  });

  it('in another currency, formats the converted amount in the page’s language', () => {
    localStorage.setItem('ice-sos:currency', 'GBP');
    render(withIntl(<Price amount={4.99} currency="EUR" defaultText="server: €4.99" />));
    expect(screen.getByText('£4.24')).toBeInTheDocument();
  });

  it('the starting-price sentence follows the same rule', () => {
    const { unmount } = render(withIntl(<StartingPrice message="Home.startingPrice" defaultText="server sentence" />));
    expect(screen.getByText('server sentence')).toBeInTheDocument();
    unmount();
    localStorage.setItem('ice-sos:currency', 'USD');
    render(withIntl(<StartingPrice message="Home.startingPrice" defaultText="server sentence" />));
    expect(screen.getByText('From $5.44 per month')).toBeInTheDocument();
  });
});
