import 'server-only';
import { sendMail } from '@/lib/mail/send-mail';
import { createAdminClient } from '@/lib/supabase/admin';
import type { ContactMessage } from '@/lib/validation/contact';

/**
 * E-mails every admin a copy of a new contact message. The message is already stored (status
 * 'new') with an in-app notice per admin, so a failed e-mail is logged and does not fail the send.
 */
export async function notifyAdminsByEmail(messageId: string, message: ContactMessage): Promise<void> {
  const { data: admins, error } = await createAdminClient().rpc('admin_email_recipients');
  if (error) {
    console.error('Listing admins to e-mail about a contact message failed', error);
    return;
  }
  const subject = `New contact message: ${message.subject}`;
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    '',
    message.message,
    '',
    `Message id: ${messageId}. Reply to the sender's address above.`,
  ].join('\n');
  await Promise.all((admins ?? []).map((admin) => sendMail({ to: admin.email, subject, text })));
}
