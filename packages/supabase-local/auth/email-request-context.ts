import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the request that makes lite send an auth e-mail asked for, but lite ignores: where the
 * link should lead (`redirect_to`, already checked against the allow list) and the PKCE challenge
 * (supabase-js with `flowType: 'pkce'`). Our mailer reads it while lite handles that request.
 */
export interface EmailRequest {
  redirectTo: string;
  pkce: { codeChallenge: string; codeChallengeMethod: 's256' | 'plain' } | null;
  /** The admin API's generate_link: the link is handed here instead of being mailed. */
  capture?: (link: CapturedLink) => void;
}

/** What an auth e-mail would have carried. */
export interface CapturedLink {
  actionLink: string;
  emailOtp: string;
  hashedToken: string;
  redirectTo: string;
  verificationType: string;
}

const storage = new AsyncLocalStorage<EmailRequest>();

export function withEmailRequest<T>(request: EmailRequest, run: () => Promise<T>): Promise<T> {
  return storage.run(request, run);
}

export function currentEmailRequest(): EmailRequest | undefined {
  return storage.getStore();
}

/** `code_challenge`/`code_challenge_method` of a request body, as GoTrue validates them. */
export function pkceFromBody(body: Record<string, unknown>): EmailRequest['pkce'] {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  if (!challenge) return null;
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : '';
  return { codeChallenge: challenge, codeChallengeMethod: method === 'plain' ? 'plain' : 's256' };
}
