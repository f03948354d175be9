'use server';

import { getFormatter, getTranslations } from 'next-intl/server';
import { replyMail } from '@/lib/admin-inbox/reply-mail';
import { sendMail } from '@/lib/mail/send-mail';
import type { ServerSupabaseClient } from '@/lib/supabase/server';
import { contactMessageIdSchema, contactReplySchema } from '@/lib/validation/admin-inbox';
import { adminAction, fail } from './safe-action';

/**
 * The inbox's changes, by an admin. RLS lets only admins change a message, and only its status
 * (20261124001200_admin_inbox.sql); an update that matches no row (no such message, or a caller
 * RLS refuses) is answered "not found".
 */
type Status = 'new' | 'read' | 'archived';

/** Opening a message marks it read, only if it was unread: a replied or handled one keeps its state. */
export const markContactMessageRead = adminAction.inputSchema(contactMessageIdSchema).action(async ({ parsedInput: { id }, ctx: { supabase } }) => {
  const { error } = await supabase.from('contact_messages').update({ status: 'read' }).eq('id', id).eq('status', 'new');
  if (error) throw new Error(`Marking a contact message read failed: ${error.message}`);
  return { done: true };
});

async function setStatus(supabase: ServerSupabaseClient, id: string, status: Status) {
  const { data, error } = await supabase.from('contact_messages').update({ status }).eq('id', id).select('id');
  if (error) throw new Error(`Changing a contact message's status failed: ${error.message}`);
  if (data.length === 0) return fail('notFound');
  return { done: true };
}

export const markContactMessageUnread = adminAction
  .inputSchema(contactMessageIdSchema)
  .action(async ({ parsedInput: { id }, ctx: { supabase } }) => setStatus(supabase, id, 'new'));

/** "Handled": archived, out of the unread count; it stays in the list below the unread ones. */
export const archiveContactMessage = adminAction
  .inputSchema(contactMessageIdSchema)
  .action(async ({ parsedInput: { id }, ctx: { supabase } }) => setStatus(supabase, id, 'archived'));

/**
 * Replies by e-mail. The e-mail goes first: only when the mail adapter accepted it is the reply
 * recorded and the message marked replied (record_contact_reply, one transaction). The answer
 * says which of the two happened, so the form can tell the admin "not sent, nothing changed" apart
 * from the rare "sent, but not saved" (logged), which must not invite a second send.
 */
export const replyToContactMessage = adminAction.inputSchema(contactReplySchema).action(async ({ parsedInput: { id, body }, ctx: { supabase } }) => {
  const { data: message, error } = await supabase.from('contact_messages').select('email, subject, message, name, language, created_at').eq('id', id).maybeSingle();
  if (error) throw new Error(`Reading a contact message to reply failed: ${error.message}`);
  if (!message) return fail('notFound');

  const t = await getTranslations({ locale: message.language, namespace: 'AdminInbox.mail' });
  const format = await getFormatter({ locale: message.language });
  const mail = replyMail({
    to: message.email,
    subject: message.subject,
    original: message.message,
    body,
    quoteIntro: t('quoteIntro', { name: message.name, date: format.dateTime(new Date(message.created_at), { dateStyle: 'long', timeZone: 'UTC' }) }),
    fallbackSubject: t('fallbackSubject'),
  });
  if (!(await sendMail(mail))) return { sent: false as const };

  const recorded = await supabase.rpc('record_contact_reply', { message_id: id, body });
  if (recorded.error) {
    console.error('A contact reply was e-mailed but could not be recorded', { messageId: id, error: recorded.error });
    return { sent: true as const, recorded: false as const };
  }
  return { sent: true as const, recorded: true as const };
});
