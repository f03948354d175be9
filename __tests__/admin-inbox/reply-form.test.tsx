import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReplyForm } from '@/components/admin-inbox/reply-form';
import { replyToContactMessage } from '@/lib/actions/admin-inbox';
import { withIntl } from '../test-intl';

const { routerMock } = jest.requireActual('../home/mocks');
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/admin-inbox', () => ({ replyToContactMessage: jest.fn() }));

const reply = replyToContactMessage as unknown as jest.Mock;
const ID = '11111111-1111-4111-8111-111111111111';

beforeEach(() => jest.clearAllMocks());

async function typeAndSend(text: string) {
  render(withIntl(<ReplyForm messageId={ID} to="ana@example.com" />));
  const box = screen.getByLabelText(/Your reply to ana@example.com/);
  if (text) await userEvent.type(box, text);
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  return box;
}

describe('ReplyForm', () => {
  it('asks for a text before sending anything', async () => {
    await typeAndSend('');
    expect(await screen.findByText('Write a reply first.')).toBeInTheDocument();
    expect(reply).not.toHaveBeenCalled();
  });

  it('sends the reply for this message, then clears the box and reloads the page', async () => {
    reply.mockResolvedValue({ data: { sent: true, recorded: true } });
    const box = await typeAndSend('Two years.');
    expect(await screen.findByRole('status')).toHaveTextContent('Your reply was sent.');
    expect(reply).toHaveBeenCalledWith({ id: ID, body: 'Two years.' });
    expect(box).toHaveValue('');
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it('keeps the text and says nothing changed when the e-mail could not be sent', async () => {
    reply.mockResolvedValue({ data: { sent: false } });
    const box = await typeAndSend('Two years.');
    expect(await screen.findByRole('alert')).toHaveTextContent('The reply could not be sent. Nothing was changed');
    expect(box).toHaveValue('Two years.');
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });

  it('warns not to send again when the e-mail went but was not saved', async () => {
    reply.mockResolvedValue({ data: { sent: true, recorded: false } });
    const box = await typeAndSend('Two years.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Do not send it again.');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('says so in Spanish when the action fails', async () => {
    reply.mockResolvedValue({ serverError: 'failed' });
    render(withIntl(<ReplyForm messageId={ID} to="ana@example.com" />, 'es'));
    await userEvent.type(screen.getByLabelText(/Su respuesta a/), 'Dos años.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo ha fallado.');
  });
});
