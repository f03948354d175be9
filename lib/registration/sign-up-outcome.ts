import type { Locale } from '@/lib/i18n/routing';

/**
 * What an Auth error during registration means for the person, by GoTrue's error codes (the
 * message text is not a contract; the code is). Anything else is a failure they cannot act on.
 */
export type SignUpOutcome =
  | { status: 'exists' }
  | { status: 'wait'; seconds: number }
  | { status: 'weakPassword' }
  | { status: 'error' };

/** Hosted Auth's wait between two e-mails to one address (`[auth.email] max_frequency`). */
export const DEFAULT_RESEND_WAIT_SECONDS = 60;

export function authErrorOutcome(error: { code?: string; message?: string; status?: number }): SignUpOutcome {
  switch (error.code) {
    case 'user_already_exists':
    case 'email_exists':
    case 'identity_already_exists':
      return { status: 'exists' };
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return { status: 'wait', seconds: waitSeconds(error.message) };
    case 'weak_password':
      return { status: 'weakPassword' };
    default:
      return error.status === 429 ? { status: 'wait', seconds: waitSeconds(error.message) } : { status: 'error' };
  }
}

/** GoTrue says "For security purposes, you can only request this after 42 seconds."; else the usual minute. */
function waitSeconds(message: string | undefined): number {
  const match = /after (\d{1,5}) seconds?/i.exec(message ?? '');
  return match ? Math.max(1, Number(match[1])) : DEFAULT_RESEND_WAIT_SECONDS;
}

/**
 * The confirmation link's destination (the e-mail template appends the token): our confirm route,
 * which signs the person in and continues their registration where they left it, at the plan.
 */
export function confirmationRedirect(origin: string, locale: Locale): string {
  return `${origin}/api/auth/confirm?next=${encodeURIComponent(`/${locale}/register`)}`;
}
