import { askEmma } from '@/lib/chat/ask-emma';
import { createChatMessage } from '@/lib/chat/chat-message';
import { buildAiChatPayload, newWidgetSessionId } from '@/lib/chat/chat-payload';
import { canSendChatMessage } from '@/lib/chat/chat-rules';

describe('chat payload and rules (docs/product.md#rules, docs/product.md#backend-calls (call 2), docs/product.md#limits-and-constants)', () => {
  it('builds the payload with the last five messages and a widget session id', () => {
    const history = Array.from({ length: 8 }, (_, i) => createChatMessage(`m${i}`, i % 2 === 1));
    const payload = buildAiChatPayload(
      { message: 'hi', history, context: 'Global website chat widget', userName: 'visitor', language: 'es', currency: 'AUD' },
      'widget-1',
    );
    expect(payload).toEqual({
      message: 'hi',
      sessionId: 'widget-1',
      userId: null,
      context: 'Global website chat widget. User: visitor',
      language: 'es',
      currency: 'AUD',
      conversation_history: history.slice(3),
    });
    expect(newWidgetSessionId(1700000000000, () => 0.5)).toBe('widget-1700000000000-i');
  });

  it('sends nothing blank and nothing while pending', () => {
    expect(canSendChatMessage('', false)).toBe(false);
    expect(canSendChatMessage(' \n\t', false)).toBe(false);
    expect(canSendChatMessage('hi', true)).toBe(false);
    expect(canSendChatMessage('hi', false)).toBe(true);
  });

  it('reads the reply from response, and tells refusals from failures', async () => {
    const payload = buildAiChatPayload({ message: 'x', history: [], context: 'c', userName: 'v', language: 'en', currency: 'EUR' });
    const answering = (result: { data: unknown; error: unknown } | Error) => ({
      functions: { invoke: async () => (result instanceof Error ? Promise.reject(result) : result) },
    });
    await expect(askEmma(answering({ data: { response: 'ok' }, error: null }), payload)).resolves.toEqual({ kind: 'reply', text: 'ok', emergency: false });
    await expect(askEmma(answering({ data: { response: '  ' }, error: null }), payload)).resolves.toEqual({ kind: 'reply', text: null, emergency: false });
    await expect(askEmma(answering({ data: null, error: null }), payload)).resolves.toEqual({ kind: 'reply', text: null, emergency: false });
    await expect(askEmma(answering({ data: { response: 'Call 112 now.', source: 'emergency' }, error: null }), payload)).resolves.toEqual({
      kind: 'reply',
      text: 'Call 112 now.',
      emergency: true,
    });
    await expect(askEmma(answering(new Error('offline')), payload)).resolves.toEqual({ kind: 'failed' });
    const tooLong = { context: { json: async () => ({ error: 'message_too_long' }) } };
    await expect(askEmma(answering({ data: null, error: tooLong }), payload)).resolves.toEqual({ kind: 'refused', reason: 'message_too_long' });
    const other = { context: { json: async () => ({ error: 'invalid_request' }) } };
    await expect(askEmma(answering({ data: null, error: other }), payload)).resolves.toEqual({ kind: 'failed' });
  });
});
