import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from '@/lib/zod';

/**
 * The browser that registered an account still waiting for its e-mail confirmation holds this
 * claim (an httpOnly cookie, signed with a server secret): which account, which address, when the
 * last confirmation went. /registration-success reads it to say where the e-mail went and how long
 * until it can be sent again; resend and "wrong address? change it" act only on the account it
 * names. Nobody else can change the address of an account they did not create, and nothing about
 * the account is ever sent to the browser beyond the address the visitor typed.
 */
export const SIGN_UP_CLAIM_COOKIE = 'ice-sos-sign-up';
/** Long enough to come back the next day to a mail that did not arrive. */
export const SIGN_UP_CLAIM_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const claimSchema = z.object({
  userId: z.uuid(),
  email: z.string().min(3).max(320),
  /** Epoch ms of the last confirmation e-mail sent for this account. */
  sentAt: z.number().int().nonnegative(),
});
export type SignUpClaim = z.infer<typeof claimSchema>;

const signature = (body: string, secret: string) => createHmac('sha256', secret).update(`sign-up-claim:${body}`).digest('base64url');

export function sealSignUpClaim(claim: SignUpClaim, secret: string): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${signature(body, secret)}`;
}

/** The claim, or null when the cookie is missing, altered or malformed. */
export function openSignUpClaim(value: string | undefined, secret: string): SignUpClaim | null {
  if (!value || value.length > 2000) return null;
  const [body, mac, extra] = value.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = claimSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Seconds until another confirmation e-mail may go (the Auth e-mail throttle), never negative. */
export function secondsUntilResend(claim: SignUpClaim, now: number, throttleSeconds: number): number {
  return Math.max(0, Math.ceil((claim.sentAt + throttleSeconds * 1000 - now) / 1000));
}

/** What /registration-success shows from the cookie: the address, and the wait before resending. */
export function pendingConfirmation(value: string | undefined, secret: string, throttleSeconds: number, now = Date.now()) {
  const claim = openSignUpClaim(value, secret);
  return claim ? { email: claim.email, waitSeconds: secondsUntilResend(claim, now, throttleSeconds) } : { email: null, waitSeconds: 0 };
}
