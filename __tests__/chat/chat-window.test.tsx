import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withIntl } from '@/__tests__/test-intl';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { ChatProvider } from '@/components/chat/chat-launcher-context';
import { ChatWindow } from '@/components/chat/chat-window';
import { ToastProvider } from '@/components/ui/toast-provider';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import type { AiChatPayload } from '@/lib/chat/chat-payload';
import { preferenceKeys } from '@/lib/preference-keys';

beforeAll(polyfillRadixForJsdom);
beforeEach(() => window.localStorage.clear());

type InvokeResult = { data: unknown; error: unknown };

/** A stand-in for supabase-js's functions.invoke: records each call and answers when told to. */
function fakeEmma() {
  const calls: { name: string; body: AiChatPayload }[] = [];
  const waiting: ((result: InvokeResult) => void)[] = [];
  const client = {
    functions: {
      invoke: jest.fn((name: string, options: { body: AiChatPayload }) => {
        calls.push({ name, body: options.body });
        return new Promise<InvokeResult>((resolve) => waiting.push(resolve));
      }),
    },
  };
  const answer = async (result: InvokeResult) => {
    const resolve = waiting.shift();
    if (!resolve) throw new Error('no call is waiting for an answer');
    await act(async () => resolve(result));
  };
  return { client, calls, answer, reply: (text: string) => answer({ data: { response: text }, error: null }) };
}

function renderChat(emma = fakeEmma(), locale: 'en' | 'nl' | 'es' = 'en') {
  const user = userEvent.setup();
  render(
    withIntl(
      <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})" closeLabel="Close">
        <ChatProvider>
          <ChatLauncher />
          <ChatWindow client={() => emma.client} />
        </ChatProvider>
      </ToastProvider>,
      locale,
    ),
  );
  return { user, emma };
}

async function openChat(user: ReturnType<typeof userEvent.setup>, name = /Customer Service/) {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog');
}

const box = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const conversation = () => screen.getByRole('log', { name: 'Conversation with Emma' });

describe('Emma chat launcher and window (docs/product.md#routes-and-screens, docs/product.md#states, docs/product.md#rules, docs/product.md#backend-calls (call 2), docs/product.md#errors)', () => {
  it('shows Customer Service and Online & Ready with a tooltip, and opens the modal chat with one greeting naming the visitor', async () => {
    const { user } = renderChat();
    const launcher = screen.getByRole('button', { name: /Customer Service/ });
    expect(launcher).toHaveTextContent('Customer Service');
    expect(launcher).toHaveTextContent('Online & Ready');
    await user.hover(launcher);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Chat with Emma, our assistant, any time');

    const dialog = await openChat(user);
    expect(within(dialog).getByRole('heading', { name: 'Chat with Emma' })).toBeInTheDocument();
    const greeting = within(conversation()).getAllByText(/Hello, visitor! I'm Emma/);
    expect(greeting).toHaveLength(1);
    expect(box()).toHaveFocus();
  });

  it('Enter sends exactly the docs/product.md#backend-calls payload, clears the input and shows Emma is thinking... until the reply', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    await user.type(box(), 'How does SOS work?{Enter}');

    expect(emma.calls).toHaveLength(1);
    const [{ name, body }] = emma.calls;
    expect(name).toBe('ai-chat');
    expect(Object.keys(body).sort()).toEqual(
      ['context', 'conversation_history', 'currency', 'language', 'message', 'sessionId', 'userId'].sort(),
    );
    expect(body).toMatchObject({ message: 'How does SOS work?', userId: null, language: 'en', currency: 'EUR' });
    expect(body.sessionId).toMatch(/^widget-/);
    expect(body.context).toContain('visitor');
    expect(body.conversation_history.map((m) => m.content)).toEqual([expect.stringMatching(/^Hello, visitor!/)]);
    expect(body.conversation_history[0]).toMatchObject({ isUser: false });

    expect(box()).toHaveValue('');
    expect(within(conversation()).getByText('How does SOS work?')).toBeInTheDocument();
    expect(screen.getByText('Emma is thinking...')).toBeInTheDocument();

    await emma.reply('One tap raises an alarm.');
    expect(within(conversation()).getByText('One tap raises an alarm.')).toBeInTheDocument();
    expect(screen.queryByText('Emma is thinking...')).not.toBeInTheDocument();
  });

  it('a new session id is generated per message', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    await user.type(box(), 'one{Enter}');
    await emma.reply('first');
    await user.type(box(), 'two{Enter}');
    expect(emma.calls[1].body.sessionId).toMatch(/^widget-/);
    expect(emma.calls[1].body.sessionId).not.toBe(emma.calls[0].body.sessionId);
  });

  it('Shift+Enter adds a line instead of sending; the send button sends too', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    await user.type(box(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(emma.calls).toHaveLength(0);
    expect(box()).toHaveValue('first line\nsecond line');
    await user.click(sendButton());
    expect(emma.calls[0].body.message).toBe('first line\nsecond line');
  });

  it('never sends an empty or whitespace-only message, and the send button is disabled then', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '   {Enter}');
    expect(sendButton()).toBeDisabled();
    await user.click(sendButton());
    expect(emma.calls).toHaveLength(0);
    expect(screen.queryByText('Emma is thinking...')).not.toBeInTheDocument();
  });

  it('sends nothing while a reply is pending, and the send button is disabled', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    await user.type(box(), 'first{Enter}');
    await user.type(box(), 'second');
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '{Enter}');
    expect(emma.calls).toHaveLength(1);
    expect(box()).toHaveValue('second');
    await emma.reply('ok');
    expect(sendButton()).toBeEnabled();
    await user.type(box(), '{Enter}');
    expect(emma.calls).toHaveLength(2);
  });

  it('sends the last 5 messages as history (docs/product.md#limits-and-constants)', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    for (const [question, reply] of [['q1', 'a1'], ['q2', 'a2'], ['q3', 'a3']]) {
      await user.type(box(), `${question}{Enter}`);
      await emma.reply(reply);
    }
    await user.type(box(), 'q4{Enter}');
    const history = emma.calls[3].body.conversation_history;
    expect(history.map((m) => [m.content, m.isUser])).toEqual([
      ['a1', false],
      ['q2', true],
      ['a2', false],
      ['q3', true],
      ['a3', false],
    ]);
  });

  it('uses the fallback text when the reply has no response field (docs/product.md#errors empty reply)', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    await user.type(box(), 'hello{Enter}');
    await emma.answer({ data: { something: 'else' }, error: null });
    expect(within(conversation()).getByText("I'm sorry, I couldn't process that request. Please try again.")).toBeInTheDocument();
  });

  it('on failure shows the destructive Connection Error toast and the in-chat apology (docs/product.md#errors)', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    await user.type(box(), 'hello{Enter}');
    await emma.answer({ data: null, error: new Error('Failed to send a request to the Edge Function') });

    expect(
      within(conversation()).getByText(
        "I apologize, but I'm having trouble connecting right now. Please try again in a moment.",
      ),
    ).toBeInTheDocument();
    const toast = await screen.findByText('Connection Error');
    expect(screen.getByText('Unable to connect to Emma. Please try again.')).toBeInTheDocument();
    expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByText('Emma is thinking...')).not.toBeInTheDocument();
  });

  it("explains a refusal from the function (rate limit, length) in the visitor's language, without the connection toast", async () => {
    const { user, emma } = renderChat(fakeEmma(), 'es');
    await openChat(user, /Atención al cliente/);
    await user.type(screen.getByRole('textbox', { name: 'Su mensaje' }), 'hola{Enter}');
    const refusal = { context: { json: async () => ({ error: 'rate_limited', message: 'Too many messages' }) } };
    await emma.answer({ data: null, error: refusal });
    expect(screen.getByText('Está enviando mensajes muy rápido. Espere un minuto e inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText('Error de conexión')).not.toBeInTheDocument();
  });

  it('renders replies as text, never as HTML', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    await user.type(box(), 'x{Enter}');
    await emma.reply('<img src="x" alt="injected"><b>bold</b>');
    expect(screen.queryByAltText('injected')).not.toBeInTheDocument();
    expect(within(conversation()).getByText('<img src="x" alt="injected"><b>bold</b>')).toBeInTheDocument();
  });

  it('sends the language of the page and the stored currency', async () => {
    window.localStorage.setItem(preferenceKeys.currency, 'GBP');
    const { user, emma } = renderChat(fakeEmma(), 'nl');
    const dialog = await openChat(user, /Klantenservice/);
    expect(within(dialog).getByText(/Hallo, bezoeker!/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Uw bericht' }), 'Wat kost het?{Enter}');
    expect(screen.getByText('Emma denkt na...')).toBeInTheDocument();
    expect(emma.calls[0].body).toMatchObject({ language: 'nl', currency: 'GBP' });
  });

  it('keeps the conversation when closed and reopened through the global API, and gives focus back to the opener', async () => {
    const { user, emma } = renderChat();
    await openChat(user);
    await user.type(box(), 'remember me{Enter}');
    await emma.reply('I will.');
    await user.click(screen.getByRole('button', { name: 'Close the chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Customer Service/ })).toHaveFocus();
    await openChat(user);
    expect(within(conversation()).getByText('I will.')).toBeInTheDocument();
  });

  it('throws outside its provider (docs/product.md#errors)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const emma = fakeEmma();
    expect(() =>
      render(
        withIntl(
          <ToastProvider label="n" viewportLabel="n" closeLabel="c">
            <ChatWindow client={() => emma.client} />
          </ToastProvider>,
        ),
      ),
    ).toThrow('useChat must be used inside <ChatProvider>');
    jest.restoreAllMocks();
  });
});
