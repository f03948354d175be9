import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageActions } from '@/components/admin-inbox/message-actions';
import { archiveContactMessage, markContactMessageRead, markContactMessageUnread } from '@/lib/actions/admin-inbox';
import { withIntl } from '../test-intl';

const { routerMock } = jest.requireActual('../home/mocks');
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/admin-inbox', () => ({ markContactMessageRead: jest.fn(), markContactMessageUnread: jest.fn(), archiveContactMessage: jest.fn() }));

const ID = '11111111-1111-4111-8111-111111111111';

beforeEach(() => jest.clearAllMocks());

describe('MessageActions', () => {
  it('marks a new message read once it is on screen, and reloads the page', async () => {
    jest.mocked(markContactMessageRead).mockResolvedValue({ data: { done: true } });
    const { rerender } = render(withIntl(<MessageActions message={{ id: ID, status: 'new' }} />));
    await waitFor(() => expect(routerMock.refresh).toHaveBeenCalled());
    expect(markContactMessageRead).toHaveBeenCalledWith({ id: ID });
    rerender(withIntl(<MessageActions message={{ id: ID, status: 'read' }} />));
    rerender(withIntl(<MessageActions message={{ id: ID, status: 'new' }} />));
    expect(markContactMessageRead).toHaveBeenCalledTimes(1);
  });

  it('marks a message handled, busy until the answer is in, then reloads the page', async () => {
    let answer: (value: { data: { done: true } }) => void = () => undefined;
    jest.mocked(archiveContactMessage).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(withIntl(<MessageActions message={{ id: ID, status: 'read' }} />));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(archiveContactMessage).toHaveBeenCalledWith({ id: ID });
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeDisabled();
    answer({ data: { done: true } });
    await waitFor(() => expect(routerMock.refresh).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeEnabled();
    expect(markContactMessageRead).not.toHaveBeenCalled();
  });

  it('says a refusal or a call that never answered, and clears it when the other button is pressed', async () => {
    jest.mocked(markContactMessageUnread).mockRejectedValue(new Error('network down'));
    jest.mocked(archiveContactMessage).mockReturnValue(new Promise(() => undefined));
    render(withIntl(<MessageActions message={{ id: ID, status: 'read' }} />, 'es'));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como no leído' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No ha funcionado. Inténtelo de nuevo.');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como gestionado' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });
});
