import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageError from '@/app/[locale]/error';
import { withIntl } from '../test-intl';

describe('the page error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('says what happened in the visitor’s language, offers a retry, the way home and 112', async () => {
    const reset = jest.fn();
    render(withIntl(<PageError error={Object.assign(new Error('boom'), { digest: 'abc' })} reset={reset} />, 'nl'));
    expect(screen.getByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/nl');
    expect(screen.getByText('Hebt u nu hulp nodig? Bel 112.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('logs the digest that ties the failure to the server log', () => {
    render(withIntl(<PageError error={Object.assign(new Error('secret detail'), { digest: 'd1' })} reset={jest.fn()} />));
    expect(console.error).toHaveBeenCalledWith('A page failed to render', 'd1');
  });
});
