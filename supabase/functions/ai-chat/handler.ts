import { readCatalogue } from './catalogue';
import { composeLocalAnswer, type AnswerSource } from './compose';
import { serviceDatabase, type Database } from './database';
import { completeChat, llmConfigFromEnv } from './llm';
import { acceptableReply, buildPrompt } from './prompt';
import { createCallerUser } from './caller-user';
import { clientAddress, rateLimitsFromEnv, SlidingWindowLimiter } from './rate-limit';
import { chatRequestSchema, historyTurns, MAX_MESSAGE_LENGTH } from './request';
import { storeExchange } from './store';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export type ChatErrorCode = 'invalid_request' | 'message_empty' | 'message_too_long' | 'rate_limited' | 'method_not_allowed';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

/** Errors carry a stable code the widget translates, and an English message for people reading logs. */
function fail(status: number, error: ChatErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return json({ error, message }, status, headers);
}

const limiter = new SlidingWindowLimiter();
let callerUser: ReturnType<typeof createCallerUser> | null = null;
let cachedDatabase: Database | null = null;

function database(): Database | null {
  cachedDatabase ??= serviceDatabase(Deno.env);
  return cachedDatabase;
}

/** POST /ai-chat: docs/product.md#backend-calls (call 2) in, `{ response }` out. */
export async function handleChat(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST.');

  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return fail(400, 'invalid_request', 'The body must be JSON.');
  }
  const parsed = chatRequestSchema.safeParse(raw);
  if (!parsed.success) return fail(400, 'invalid_request', 'The request does not match the ai-chat payload.');
  const chat = parsed.data;
  if (!chat.message.trim()) return fail(400, 'message_empty', 'The message is empty.');
  if (chat.message.length > MAX_MESSAGE_LENGTH) {
    return fail(400, 'message_too_long', `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`);
  }

  callerUser ??= createCallerUser(Deno.env);
  const caller = { session: chat.sessionId, address: clientAddress(request.headers), user: await callerUser(request) };
  const decision = limiter.check(caller, rateLimitsFromEnv(Deno.env));
  if (!decision.allowed) {
    return fail(
      429,
      'rate_limited',
      `Too many messages from this ${decision.scope}. Try again in ${decision.retryAfterSeconds} seconds.`,
      { 'Retry-After': String(decision.retryAfterSeconds) },
    );
  }

  const db = database();
  const history = historyTurns(chat);
  const message = chat.message.trim();
  const local = await composeLocalAnswer({
    message,
    language: chat.language,
    currency: chat.currency,
    history,
    loadCatalogue: async () => (db ? readCatalogue(db) : null),
  });

  let reply = local.text;
  let source: AnswerSource | 'llm' = local.source;
  // Danger and set-up probes keep their fixed answer; the model only rephrases facts.
  const llm = llmConfigFromEnv(Deno.env);
  if (llm && local.source !== 'emergency' && local.source !== 'guard') {
    const generated = await completeChat(llm, buildPrompt(message, local, history, chat.context));
    if (acceptableReply(generated)) {
      reply = generated;
      source = 'llm';
    }
  }

  if (db) await storeExchange(db, { clientSessionId: chat.sessionId, language: local.language, question: message, answer: reply });
  return json({ response: reply, language: local.language, source, sessionId: chat.sessionId });
}
