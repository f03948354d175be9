import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Mailbox } from '../mail/mailbox';
import type { EmailTemplateKind } from './auth-config';
import { currentEmailRequest, type EmailRequest } from './email-request-context';
import type { EmailTemplates } from './email-templates';

/** The token prefix hosted Supabase Auth gives e-mail tokens of a PKCE request. */
export const PKCE_TOKEN_PREFIX = 'pkce_';

/**
 * `{{ .ConfirmationURL }}`: GoTrue's `<API URL>/auth/v1/verify?token=…&type=…&redirect_to=…`
 * (`apiUrl` may carry a path: the link is always under `/auth/v1`).
 */
export function verificationUrl(apiUrl: string, token: string, type: string, redirectTo: string): string {
  const url = new URL('/auth/v1/verify', apiUrl);
  url.search = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString();
  return url.toString();
}

/** What lite passes its mailer besides address, token hash and code. */
interface LiteMailMeta {
  userId?: string;
  redirectTo?: string;
  currentEmail?: string;
  newEmail?: string;
  tokenHash?: string;
  /** A secure change: the new address's code and hash (the call itself is for the current one). */
  tokenNew?: string;
  tokenHashNew?: string;
  /**
   * Ours, never lite's: GoTrue's invite e-mail is a confirmation token sent with the invite
   * template and a `type=invite` link (internal/api/mail.go sendInvite).
   */
  invite?: boolean;
}

/** GoTrue's verification `type` for each template kind (the `type` of the e-mailed link). */
const VERIFY_TYPE: Record<EmailTemplateKind, string> = {
  invite: 'invite',
  confirmation: 'signup',
  recovery: 'recovery',
  magic_link: 'magiclink',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
};

export interface AuthMailerOptions {
  mailbox: Mailbox;
  templates: EmailTemplates;
  db: Queryable;
  siteUrl: string;
  /** The API's public URL (GoTrue's API_EXTERNAL_URL); known once the server listens. */
  apiUrl: () => string;
}

/**
 * Takes the place of lite's mailer (`app._mailer`), so auth e-mails are built as hosted Supabase
 * builds them: our config.toml templates, `{{ .ConfirmationURL }}` on the API URL, the request's
 * allowed `redirect_to`, and for a PKCE request a `pkce_` token plus a flow state that
 * `GET /verify` turns into `?code=`. The mail lands in the local mailbox.
 */
export class AuthMailer {
  constructor(private readonly options: AuthMailerOptions) {}

  sendConfirmation(email: string, tokenHash: string, token: string, meta?: LiteMailMeta): Promise<void> {
    return this.deliver(meta?.invite ? 'invite' : 'confirmation', email, tokenHash, token, meta);
  }

  sendRecovery(email: string, tokenHash: string, token: string, meta?: LiteMailMeta): Promise<void> {
    return this.deliver('recovery', email, tokenHash, token, meta);
  }

  sendMagicLink(email: string, tokenHash: string, token: string, meta?: LiteMailMeta): Promise<void> {
    return this.deliver('magic_link', email, tokenHash, token, meta);
  }

  /**
   * Lite calls this once. For a secure change (a current address and the new one's token in
   * `meta`) both addresses get their own link, as GoTrue sends them; each confirms one side.
   */
  async sendEmailChange(email: string, tokenHash: string, token: string, meta?: LiteMailMeta): Promise<void> {
    await this.deliver('email_change', email, tokenHash, token, meta);
    if (meta?.newEmail && meta.tokenNew && meta.tokenHashNew && meta.newEmail !== email) {
      await this.deliver('email_change', meta.newEmail, meta.tokenHashNew, meta.tokenNew, meta);
    }
  }

  sendReauthentication(email: string, token: string, meta?: LiteMailMeta): Promise<void> {
    return this.deliver('reauthentication', email, meta?.tokenHash ?? '', token, meta);
  }

  private async deliver(kind: EmailTemplateKind, to: string, tokenHash: string, token: string, meta: LiteMailMeta = {}): Promise<void> {
    const request = currentEmailRequest();
    const redirectTo = request?.redirectTo ?? this.options.siteUrl;
    const type = VERIFY_TYPE[kind];
    let linkToken = tokenHash;
    if (request?.pkce && meta.userId && kind !== 'reauthentication') {
      await this.startPkceFlow(meta.userId, type, request.pkce);
      linkToken = `${PKCE_TOKEN_PREFIX}${tokenHash}`;
    }
    const confirmationUrl = verificationUrl(this.options.apiUrl(), linkToken, type, redirectTo);
    if (request?.capture) {
      request.capture({ actionLink: confirmationUrl, emailOtp: token, hashedToken: linkToken, redirectTo, verificationType: type });
      return;
    }
    const rendered = this.options.templates.render(kind, {
      ConfirmationURL: kind === 'reauthentication' ? '' : confirmationUrl,
      Token: token,
      TokenHash: linkToken,
      SiteURL: this.options.siteUrl,
      RedirectTo: redirectTo,
      Email: meta.currentEmail ?? to,
      NewEmail: meta.newEmail ?? to,
      Data: meta.userId ? await this.userMetadata(meta.userId) : {},
    });
    this.options.mailbox.sendMail({ to, subject: rendered.subject, html: rendered.html, text: rendered.text }, 'auth');
  }

  /** GoTrue's flow state for an e-mail PKCE flow: the challenge now, the auth code at GET /verify. */
  private async startPkceFlow(userId: string, type: string, pkce: NonNullable<EmailRequest['pkce']>): Promise<void> {
    await this.options.db.query(
      `insert into auth.flow_state (id, user_id, authentication_method, provider_type, code_challenge, code_challenge_method)
       values ($1, $2, $3, $3, $4, $5)`,
      [randomUUID(), userId, type, pkce.codeChallenge, pkce.codeChallengeMethod],
    );
  }

  /** `{{ .Data }}` is the user's user_metadata, as on hosted. */
  private async userMetadata(userId: string): Promise<Record<string, unknown>> {
    const rows = await this.options.db.query<{ meta: unknown }>('select raw_user_meta_data as meta from auth.users where id = $1', [userId]);
    const meta = rows[0]?.meta;
    if (typeof meta === 'string') return JSON.parse(meta) as Record<string, unknown>;
    return meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : {};
  }
}
