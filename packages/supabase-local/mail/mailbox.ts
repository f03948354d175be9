import type { EmailDriver, EmailMessage, SmsDriver, SmsMessage } from '@supabase/lite';

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  /** `auth` for GoTrue mails (confirmation, magic link, recovery…), `app` for the app's own. */
  source: 'auth' | 'app';
  sentAt: string;
}

export interface OutboxSms {
  id: number;
  to: string;
  body: string;
  source: 'auth' | 'app';
  sentAt: string;
}

/**
 * In-memory stand-in for the Supabase CLI's Inbucket/Mailpit: every e-mail and SMS the local
 * server would send lands here, readable by tests over `GET /_mailbox` and `GET /_outbox`.
 * Bounded so a long dev session cannot grow it without limit.
 */
export class Mailbox {
  private mails: MailboxMessage[] = [];
  private sms: OutboxSms[] = [];
  private nextId = 1;

  constructor(private readonly maxKept = 1000) {}

  sendMail(message: EmailMessage, source: MailboxMessage['source'] = 'app'): MailboxMessage {
    const stored: MailboxMessage = { id: this.nextId++, ...message, to: message.to.toLowerCase(), source, sentAt: new Date().toISOString() };
    this.mails.push(stored);
    if (this.mails.length > this.maxKept) this.mails.shift();
    return stored;
  }

  sendSms(message: SmsMessage, source: OutboxSms['source'] = 'app'): OutboxSms {
    const stored: OutboxSms = { id: this.nextId++, ...message, source, sentAt: new Date().toISOString() };
    this.sms.push(stored);
    if (this.sms.length > this.maxKept) this.sms.shift();
    return stored;
  }

  listMail(to?: string): MailboxMessage[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((m) => !wanted || m.to === wanted);
  }

  listSms(to?: string): OutboxSms[] {
    return this.sms.filter((m) => !to || m.to === to);
  }

  clearMail(to?: string): void {
    const wanted = to?.toLowerCase();
    this.mails = wanted ? this.mails.filter((m) => m.to !== wanted) : [];
  }

  clearSms(to?: string): void {
    this.sms = to ? this.sms.filter((m) => m.to !== to) : [];
  }

  /** Lite's auth mailer sends through these drivers. */
  authEmailDriver(): EmailDriver {
    return { send: async (message) => void this.sendMail(message, 'auth') };
  }

  authSmsDriver(): SmsDriver {
    return { send: async (message) => void this.sendSms(message, 'auth') };
  }
}
