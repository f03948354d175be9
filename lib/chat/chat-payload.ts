import type { ChatMessage } from './chat-message';
import { CHAT_HISTORY_LENGTH } from './chat-rules';

/** docs/product.md#backend-calls (call 2): the body of functions.invoke('ai-chat'). */
export type AiChatPayload = {
  message: string;
  sessionId: string;
  userId: null;
  context: string;
  language: string;
  currency: string;
  conversation_history: ChatMessage[];
};

/** A fresh id per message, prefixed 'widget' (docs/product.md#backend-calls (call 2)). */
export function newWidgetSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  return `widget-${now}-${random().toString(36).slice(2, 10)}`;
}

export type PayloadInput = {
  message: string;
  /** The conversation before this message; its last 5 go along as history. */
  history: readonly ChatMessage[];
  /** Where the chat runs, e.g. "Global website chat widget". */
  context: string;
  userName: string;
  language: string;
  currency: string;
};

export function buildAiChatPayload(input: PayloadInput, sessionId: string = newWidgetSessionId()): AiChatPayload {
  return {
    message: input.message,
    sessionId,
    userId: null,
    context: `${input.context}. User: ${input.userName}`,
    language: input.language,
    currency: input.currency,
    conversation_history: input.history.slice(-CHAT_HISTORY_LENGTH),
  };
}
