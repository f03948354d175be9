/** One e-mail as the app sends it: plain text always, HTML optional. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** Where e-mail goes: an SMTP server in production, the local server's mailbox in development. */
export type MailTransport = {
  /** What the transport is, for logs ("smtp", "local-mailbox"). */
  readonly kind: string;
  /** Resolves once the message was accepted; rejects with the provider's error, or when `signal` aborts. */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
};
