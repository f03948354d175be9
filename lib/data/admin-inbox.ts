import 'server-only';
import type { Tables } from '@/lib/database.types';
import type { ServerSupabaseClient } from '@/lib/supabase/server';

/** What the inbox shows of a message (never the sender's IP hash). */
export type InboxMessage = Pick<Tables<'contact_messages'>, 'id' | 'name' | 'email' | 'subject' | 'message' | 'language' | 'status' | 'created_at'>;
export type InboxReply = Pick<Tables<'contact_message_replies'>, 'id' | 'admin_id' | 'body' | 'sent_at'>;
export type InboxPage = { messages: InboxMessage[]; total: number; unread: number; page: number; pages: number };

export const INBOX_PAGE_SIZE = 25;
const COLUMNS = 'id, name, email, subject, message, language, status, created_at';

/**
 * The unread messages, counted. `unread` is computed by the database (status = 'new',
 * 20261124001200_admin_inbox.sql), and both the inbox and the admin overview count it through this
 * one query, so the overview's figure is the inbox's.
 */
export function countUnreadContactMessages(supabase: ServerSupabaseClient) {
  return supabase.from('contact_messages').select('id', { count: 'exact', head: true }).eq('unread', true);
}

/**
 * One page of the inbox: unread first, then newest, with the admin's own client (RLS lets only
 * admins read any message). Throws when it cannot be read: the page's error boundary says so.
 */
export async function getInboxPage(supabase: ServerSupabaseClient, requestedPage: number): Promise<InboxPage> {
  const page = Math.max(1, Math.floor(requestedPage) || 1);
  const from = (page - 1) * INBOX_PAGE_SIZE;
  const [list, unread] = await Promise.all([
    supabase
      .from('contact_messages')
      .select(COLUMNS, { count: 'exact' })
      .order('unread', { ascending: false })
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + INBOX_PAGE_SIZE - 1),
    countUnreadContactMessages(supabase),
  ]);
  if (list.error) throw new Error(`Reading the inbox failed: ${list.error.message}`);
  if (unread.error) throw new Error(`Counting unread messages failed: ${unread.error.message}`);
  const total = list.count ?? 0;
  return { messages: list.data, total, unread: unread.count ?? 0, page, pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) };
}

/** One message with the replies sent to it (oldest first), or null when there is no such message. */
export async function getInboxMessage(supabase: ServerSupabaseClient, id: string): Promise<{ message: InboxMessage; replies: InboxReply[] } | null> {
  const [message, replies] = await Promise.all([
    supabase.from('contact_messages').select(COLUMNS).eq('id', id).maybeSingle(),
    supabase.from('contact_message_replies').select('id, admin_id, body, sent_at').eq('message_id', id).order('sent_at'),
  ]);
  if (message.error) throw new Error(`Reading a contact message failed: ${message.error.message}`);
  if (replies.error) throw new Error(`Reading a message's replies failed: ${replies.error.message}`);
  return message.data ? { message: message.data, replies: replies.data } : null;
}
