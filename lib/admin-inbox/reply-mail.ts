import type { MailMessage } from '@/lib/mail/types';

/** What a reply e-mail is built from: the admin's text and the message it answers. */
export type ReplyMailInput = {
  to: string;
  subject: string | null;
  original: string;
  body: string;
  /** The line before the quoted original, in the sender's language ("On 24 November, Ana wrote:"). */
  quoteIntro: string;
  /** Used as the subject when the message had none. */
  fallbackSubject: string;
};

/**
 * The reply to a contact message as one plain-text e-mail: the admin's text, then the sender's
 * message quoted, so the sender sees what is being answered. "Re: " is added once, never stacked.
 */
export function replyMail({ to, subject, original, body, quoteIntro, fallbackSubject }: ReplyMailInput): MailMessage {
  const base = subject?.trim() || fallbackSubject;
  const quoted = original
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return {
    to,
    subject: /^re:/i.test(base) ? base : `Re: ${base}`,
    text: `${body.trim()}\n\n${quoteIntro}\n${quoted}\n`,
  };
}
