import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentAnswer } from '@/components/emergency-contacts/consent-answer';
import { answerContactConsent } from '@/lib/actions/emergency-contacts';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/emergency-contacts', () => ({ answerContactConsent: jest.fn() }));

describe('ConsentAnswer', () => {
  it('puts focus on the answer that replaces the pressed button, so it is read out', async () => {
    jest.mocked(answerContactConsent).mockResolvedValueOnce({ data: { status: 'agreed' } } as never);
    render(withIntl(<ConsentAnswer token={'a'.repeat(64)} member="Lucía" />, 'es'));
    await userEvent.click(screen.getByRole('button', { name: 'Acepto' }));
    const done = await screen.findByTestId('consent-done');
    await waitFor(() => expect(done).toHaveFocus());
    expect(done).toHaveAttribute('data-answer', 'agreed');
  });
});
