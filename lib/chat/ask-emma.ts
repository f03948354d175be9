import type { AiChatPayload } from './chat-payload';

/** What the widget does with an ai-chat call. */
export type EmmaOutcome =
  /** text is null when the function answered without a usable `response` (docs/product.md#errors empty reply). */
  | { kind: 'reply'; text: string | null; emergency: boolean }
  /** The function refused the message itself (too long, too many); the widget says why. */
  | { kind: 'refused'; reason: 'message_too_long' | 'rate_limited' }
  /** Network, server or unknown failure: docs/product.md#errors chat failure. */
  | { kind: 'failed' };

/** The one thing the widget needs from supabase-js, so tests can hand in their own. */
export type FunctionsInvoker = {
  functions: { invoke: (name: string, options: { body: AiChatPayload }) => Promise<{ data: unknown; error: unknown }> };
};

const refusals = new Set(['message_too_long', 'rate_limited']);

/** docs/product.md#backend-calls (call 2): invoke 'ai-chat' and read the reply from `response`. */
export async function askEmma(client: FunctionsInvoker, payload: AiChatPayload): Promise<EmmaOutcome> {
  try {
    const { data, error } = await client.functions.invoke('ai-chat', { body: payload });
    if (error) return (await refusalOf(error)) ?? { kind: 'failed' };
    const body = data as { response?: unknown; source?: unknown } | null;
    const reply = body?.response;
    // The function marks its fixed danger answer (source 'emergency'): the widget adds a call button.
    return { kind: 'reply', text: typeof reply === 'string' && reply.trim() ? reply : null, emergency: body?.source === 'emergency' };
  } catch {
    return { kind: 'failed' };
  }
}

/** supabase-js's FunctionsHttpError keeps the Response in `context`; read by shape, not class. */
async function refusalOf(error: unknown): Promise<EmmaOutcome | null> {
  const context = (error as { context?: { json?: unknown } } | null)?.context;
  if (!context || typeof context.json !== 'function') return null;
  try {
    const body = (await (context as Pick<Response, 'json'>).json()) as { error?: unknown };
    if (typeof body.error === 'string' && refusals.has(body.error)) {
      return { kind: 'refused', reason: body.error as 'message_too_long' | 'rate_limited' };
    }
  } catch {
    // Not our JSON: an ordinary failure.
  }
  return null;
}
