import 'server-only';
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './types';

/**
 * SMTP through nodemailer. `url` is a connection URL such as
 * `smtps://user:password@smtp.example.com:465` or `smtp://smtp.example.com:587` (STARTTLS is used
 * when the server offers it). One pooled connection set per transport, reused across messages.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
