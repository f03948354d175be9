import 'server-only';
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './types';

/** nodemailer waits minutes by default; an alarm's e-mail may not. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMTP through nodemailer. `url` is a connection URL such as
 * `smtps://user:password@smtp.example.com:465` or `smtp://smtp.example.com:587` (STARTTLS is used
 * when the server offers it). nodemailer takes no AbortSignal: its own connection, greeting and
 * socket timeouts bound a hung server, and the caller's timeout (lib/notify/with-timeout.ts) stops
 * waiting at once.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
