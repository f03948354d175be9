import { readFileSync } from 'node:fs';
import { GoTemplate, type TemplateData } from './go-template';
import type { AuthEmailSettings, EmailTemplateKind } from './auth-config';
import { htmlToText } from '../mail/html-to-text';

/** Hosted Supabase Auth's default subjects and bodies, used for a kind config.toml leaves out. */
const DEFAULTS: Record<EmailTemplateKind, { subject: string; body: string }> = {
  invite: {
    subject: 'You have been invited',
    body: '<h2>You have been invited</h2>\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  confirmation: {
    subject: 'Confirm Your Email',
    body: '<h2>Confirm your email</h2>\n<p>Follow this link to confirm your email:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your email address</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    body: '<h2>Reset password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  magic_link: {
    subject: 'Your Magic Link',
    body: '<h2>Magic Link</h2>\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    body: '<h2>Confirm email address change</h2>\n<p>Follow this link to confirm the update of your email address from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change email address</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    body: '<h2>Confirm reauthentication</h2>\n<p>Enter the code: {{ .Token }}</p>',
  },
};

/** The variables Supabase documents for auth e-mail templates. */
export interface EmailTemplateVariables extends TemplateData {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
  Data: Record<string, unknown>;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Every auth e-mail kind, parsed once at start-up from `[auth.email.template.<kind>]` (a missing
 * or broken file stops the server with its path, rather than silently sending a default).
 */
export class EmailTemplates {
  private readonly compiled = new Map<EmailTemplateKind, { subject: GoTemplate; body: GoTemplate }>();

  constructor(settings: AuthEmailSettings['templates']) {
    for (const kind of Object.keys(DEFAULTS) as EmailTemplateKind[]) {
      const setting = settings[kind];
      const body = setting?.content_path ? readFileSync(setting.content_path, 'utf8') : DEFAULTS[kind].body;
      const name = setting?.content_path ?? `default ${kind} template`;
      this.compiled.set(kind, {
        subject: GoTemplate.parse(setting?.subject ?? DEFAULTS[kind].subject, `${name} (subject)`),
        body: GoTemplate.parse(body, name),
      });
    }
  }

  render(kind: EmailTemplateKind, variables: EmailTemplateVariables): RenderedEmail {
    const template = this.compiled.get(kind) as { subject: GoTemplate; body: GoTemplate };
    const html = template.body.render(variables);
    return { subject: htmlToText(template.subject.render(variables)), html, text: htmlToText(html) };
  }
}
