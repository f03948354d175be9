'use server';

import { headers } from 'next/headers';
import { getUser } from '@/lib/auth/session';
import { loadServerEnv } from '@/lib/env';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { notifyAdminsByEmail } from '@/lib/actions/contact-notify-admins';
import { clientAddress, hashClientAddress, isRateLimitError } from '@/lib/rate-limit';
import { createAdminClient } from '@/lib/supabase/admin';
import { type ContactErrorKey, type ContactField, contactIssues, contactSchema } from '@/lib/validation/contact';

export type ContactResult =
  | { status: 'success' }
  | { status: 'invalid'; errors: Partial<Record<ContactField, ContactErrorKey>> }
  | { status: 'rateLimited' }
  | { status: 'error' };

export type ContactSubmission = {
  name: string;
  email: string;
  subject: string;
  message: string;
  accepted: boolean;
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: string;
  locale: string;
};

/**
 * The contact form (spec §2, §8): zod parse → honeypot → store through submit_contact_message
 * (service role: rate limit, store, in-app notice per admin, in one transaction) → e-mail the admins. Nothing is revalidated: no page shows contact messages to visitors.
 * Whatever is refused, the form keeps what the visitor typed (it holds the values, not this).
 */
export async function submitContactMessage(input: ContactSubmission): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', errors: contactIssues(parsed.error) };

  // A bot filled the hidden field: pretend it worked so it learns nothing, and store nothing.
  if (typeof input.website === 'string' && input.website.trim() !== '') return { status: 'success' };

  const language: Locale = isLocale(input.locale) ? input.locale : 'en';
  const env = loadServerEnv();
  const address = clientAddress(await headers());
  const user = await getUser();

  try {
    const { data, error } = await createAdminClient().rpc('submit_contact_message', {
      sender_name: parsed.data.name,
      sender_email: parsed.data.email,
      message_subject: parsed.data.subject,
      message_body: parsed.data.message,
      message_language: language,
      ...(user ? { sender_user_id: user.id } : {}),
      ...(address ? { sender_ip_hash: hashClientAddress(address, env.SUPABASE_SECRET_KEY) } : {}),
    });
    if (error) {
      if (isRateLimitError(error)) return { status: 'rateLimited' };
      console.error('Storing a contact message failed', error);
      return { status: 'error' };
    }
    await notifyAdminsByEmail(String(data), parsed.data);
    return { status: 'success' };
  } catch (error) {
    console.error('Storing a contact message failed', error);
    return { status: 'error' };
  }
}
