import { z } from 'zod';
import { toCurrency } from '../_shared/currency';

/** docs/product.md#limits-and-constants: a message longer than this is refused with 400 message_too_long. */
export const MAX_MESSAGE_LENGTH = 2000;
/** docs/product.md#limits-and-constants: the widget sends the last 5 messages; we read no more than that. */
export const HISTORY_LENGTH = 5;

const historyItem = z.object({
  content: z.string().max(8000),
  // The widget's ChatMessage (docs/product.md#data) says isUser; an OpenAI-style role is accepted too.
  isUser: z.boolean().optional(),
  role: z.enum(['user', 'assistant']).optional(),
});

/** docs/product.md#backend-calls (call 2)'s payload. */
export const chatRequestSchema = z.object({
  message: z.string(),
  sessionId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/),
  userId: z.string().uuid().nullable().optional(),
  context: z.string().max(1000).optional(),
  language: z.string().optional().transform((value) => (value === 'nl' || value === 'es' ? value : 'en')),
  currency: z.string().optional().transform(toCurrency),
  conversation_history: z.array(historyItem).max(50).optional().default([]),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type HistoryTurn = { role: 'user' | 'assistant'; content: string };

export function historyTurns(request: ChatRequest): HistoryTurn[] {
  return request.conversation_history
    .slice(-HISTORY_LENGTH)
    .filter((item) => item.content.trim())
    .map((item) => ({ role: item.role ?? (item.isUser ? 'user' : 'assistant'), content: item.content }));
}
