import type { Database } from './database';
import type { ChatLanguage } from './knowledge/types';

export type Exchange = { clientSessionId: string; language: ChatLanguage; question: string; answer: string };

/**
 * Keeps each exchange in chat_sessions / chat_messages with the service role (visitors have no
 * row-level right to write; docs/product.md#backend-calls sends userId null). A failed write is logged and never costs
 * the visitor their answer.
 */
export async function storeExchange(client: Database, exchange: Exchange): Promise<void> {
  try {
    const existing = await client
      .from('chat_sessions')
      .select('id')
      .eq('client_session_id', exchange.clientSessionId)
      .is('user_id', null)
      .limit(1)
      .maybeSingle();
    if (existing.error) throw existing.error;
    let sessionId = (existing.data as { id: string } | null)?.id;
    if (!sessionId) {
      const created = await client
        .from('chat_sessions')
        .insert({ client_session_id: exchange.clientSessionId, language: exchange.language, title: exchange.question.slice(0, 200), user_id: null })
        .select('id')
        .single();
      if (created.error) throw created.error;
      sessionId = (created.data as { id: string }).id;
    } else {
      await client.from('chat_sessions').update({ language: exchange.language }).eq('id', sessionId);
    }
    const inserted = await client.from('chat_messages').insert([
      { session_id: sessionId, user_id: null, role: 'user', content: exchange.question },
      { session_id: sessionId, user_id: null, role: 'assistant', content: exchange.answer.slice(0, 8000) },
    ]);
    if (inserted.error) throw inserted.error;
  } catch (error) {
    console.error('ai-chat: storing the exchange failed', error);
  }
}
