'use server';

import { headers } from 'next/headers';
import { notifyAdminsByEmail } from '@/lib/actions/contact-notify-admins';
import { actionClient, fail } from '@/lib/actions/safe-action';
import { getUser } from '@/lib/auth/session';
import { loadServerEnv } from '@/lib/env';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { clientAddress, hashClientAddress, isRateLimitError } from '@/lib/rate-limit';
import { createAdminClient } from '@/lib/supabase/admin';
import { contactSubmissionSchema } from '@/lib/validation/contact';

/**
 * The contact form (docs/product.md#routes-and-screens, docs/product.md#errors), open to everyone: honeypot → store through submit_contact_message
 * (service role: rate limit, store, in-app notice per admin, in one transaction) → e-mail the
 * admins. Over the limit ends with 'rateLimited', a failed store with 'failed'. Nothing is
 * revalidated: no page shows contact messages to visitors. Whatever is refused, the form keeps what
 * the visitor typed (it holds the values, not this).
 */
export const submitContactMessage = actionClient
  .inputSchema(contactSubmissionSchema)
  .action(async ({ parsedInput: { website, locale, ...message } }) => {
    // A bot filled the hidden field: pretend it worked so it learns nothing, and store nothing.
    if (website && website.trim() !== '') return { sent: true };

    const language: Locale = isLocale(locale) ? locale : 'en';
    const env = loadServerEnv();
    const address = clientAddress(await headers());
    const user = await getUser();

    const { data, error } = await createAdminClient().rpc('submit_contact_message', {
      sender_name: message.name,
      sender_email: message.email,
      message_subject: message.subject,
      message_body: message.message,
      message_language: language,
      ...(user ? { sender_user_id: user.id } : {}),
      ...(address ? { sender_ip_hash: hashClientAddress(address, env.SUPABASE_SECRET_KEY) } : {}),
    });
    if (error) {
      if (isRateLimitError(error)) fail('rateLimited');
      console.error('Storing a contact message failed', error);
      fail('failed');
    }
    await notifyAdminsByEmail(String(data), message);
    return { sent: true };
  });
