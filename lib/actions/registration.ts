'use server';

import { cookies } from 'next/headers';
import { actionClient, authedAction, fail } from '@/lib/actions/safe-action';
import { siteOrigin } from '@/lib/actions/site-origin';
import { getCatalogue } from '@/lib/data/catalogue';
import { loadServerEnv } from '@/lib/env';
import { locales, type Locale } from '@/lib/i18n/routing';
import { contactLimitIn, offeredPlans } from '@/lib/registration/offered-plans';
import { recordPayload } from '@/lib/registration/record-payload';
import { registrationSchema, type Registration } from '@/lib/registration/schema';
import { authErrorOutcome, confirmationRedirect, DEFAULT_RESEND_WAIT_SECONDS } from '@/lib/registration/sign-up-outcome';
import {
  openSignUpClaim,
  sealSignUpClaim,
  secondsUntilResend,
  SIGN_UP_CLAIM_COOKIE,
  SIGN_UP_CLAIM_MAX_AGE_SECONDS,
  type SignUpClaim,
} from '@/lib/registration/sign-up-claim';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';
import { registrationEmailSchema } from '@/lib/validation/registration-email';
import { z } from '@/lib/zod';

/**
 * Registration's server side (issue 19): one schema for Emma's chat and the form, one writer
 * (record_registration) for both paths, and Auth's own sign-up with e-mail confirmation. Every
 * outcome a person must act on (check your inbox, already registered, wait before resending) is
 * data; only what they cannot act on ends with a generic error.
 */

async function schemaWithCatalogue(account: 'new' | 'existing') {
  // Only plan ids and contact limits matter here, which are the same in every language.
  const { plans } = await getCatalogue(await createClient(), 'en');
  return registrationSchema({ contactLimit: contactLimitIn(offeredPlans(plans ?? [])), account });
}

async function writeClaim(claim: SignUpClaim) {
  (await cookies()).set(SIGN_UP_CLAIM_COOKIE, sealSignUpClaim(claim, loadServerEnv().SUPABASE_SECRET_KEY), {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: SIGN_UP_CLAIM_MAX_AGE_SECONDS,
  });
}

async function readClaim(): Promise<SignUpClaim | null> {
  return openSignUpClaim((await cookies()).get(SIGN_UP_CLAIM_COOKIE)?.value, loadServerEnv().SUPABASE_SECRET_KEY);
}

async function record(userId: string, registration: Registration): Promise<boolean> {
  const { error } = await createAdminClient().rpc('record_registration', { member: userId, p: recordPayload(registration) });
  if (error) console.error('Recording a registration failed', error.code ?? error.message);
  return !error;
}

const localeArg = z.enum(locales);
/** Clock slack between this server and Auth when telling a new account from an existing one. */
const PENDING_ACCOUNT_SLACK_MS = 10_000;

/**
 * A newcomer's registration: Auth's sign-up (which sends the confirmation e-mail), then the
 * registration's rows for the new account. If the rows cannot be written, the new account is
 * removed again, so the person can simply try again: nothing half written.
 */
export const registerAccount = actionClient
  .inputSchema(async () => schemaWithCatalogue('new'))
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput: registration, bindArgsParsedInputs: [locale] }) => {
    const supabase = await createClient();
    const started = Date.now();
    const { data, error } = await supabase.auth.signUp({
      email: registration.email,
      password: registration.password,
      options: {
        emailRedirectTo: confirmationRedirect(await siteOrigin(), locale as Locale),
        // preferred_language sets the profile's language and every auth e-mail's, this confirmation
        // first (docs/product.md#sign-in).
        data: { full_name: registration.protectedName, preferred_language: registration.language },
      },
    });
    if (error) {
      const outcome = authErrorOutcome(error);
      if (outcome.status === 'exists') return outcome;
      if (outcome.status === 'wait') return outcome;
      if (outcome.status === 'weakPassword') return outcome;
      console.error('Sign-up failed', error.code ?? error.message);
      return fail('failed');
    }
    const user = data.user;
    // Hosted Auth answers a sign-up for an address that already has an account with a stand-in
    // user that has no identities (and sends nothing): the most it reveals, and all we say.
    if (!user || (user.identities?.length ?? 0) === 0) return { status: 'exists' as const };
    // An address still waiting for its confirmation: Auth sent that confirmation again and kept
    // the account as it was (whoever signs up again may not own the address). Its registration is
    // not overwritten, and this browser gets no claim on it.
    if (Date.parse(user.created_at) < started - PENDING_ACCOUNT_SLACK_MS) return { status: 'pending' as const };
    if (!(await record(user.id, registration))) {
      await createAdminClient().auth.admin.deleteUser(user.id);
      return fail('failed');
    }
    if (data.session) return { status: 'signedIn' as const };
    await writeClaim({ userId: user.id, email: registration.email, sentAt: Date.now() });
    return { status: 'confirm' as const, email: registration.email };
  });

/** /register-classic: a signed-in member registers through the form; the same writer, the same rows. */
export const recordMyRegistration = authedAction
  .inputSchema(async () => schemaWithCatalogue('existing'))
  .action(async ({ parsedInput: registration, ctx: { user } }) => {
    if (!(await record(user.id, registration))) return fail('failed');
    return { status: 'recorded' as const };
  });

/** "Send it again" on /registration-success, for the account this browser registered. */
export const resendConfirmation = actionClient
  .bindArgsSchemas([localeArg])
  .action(async ({ bindArgsParsedInputs: [locale] }) => {
    const claim = await readClaim();
    if (!claim) return fail('notFound');
    const { error } = await (await createClient()).auth.resend({
      type: 'signup',
      email: claim.email,
      options: { emailRedirectTo: confirmationRedirect(await siteOrigin(), locale as Locale) },
    });
    if (error) {
      const outcome = authErrorOutcome(error);
      if (outcome.status === 'wait') return outcome;
      console.error('Resending the confirmation failed', error.code ?? error.message);
      return fail('failed');
    }
    await writeClaim({ ...claim, sentAt: Date.now() });
    return { status: 'sent' as const, email: claim.email };
  });

/**
 * "Wrong address? Change it": the account this browser registered, still unconfirmed, gets the
 * corrected address and a new confirmation there. The old address never received a working link
 * to anything once changed (its token is replaced), so a typo cannot hand the account to a stranger.
 */
export const changeRegistrationEmail = actionClient
  .inputSchema(registrationEmailSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput, bindArgsParsedInputs: [locale] }) => {
    const { parseEmail } = await import('@/lib/registration/answer-parsers');
    const email = parseEmail(parsedInput.email);
    if (!email) return { status: 'invalid' as const };
    const claim = await readClaim();
    if (!claim) return fail('notFound');
    if (email === claim.email) return { status: 'unchanged' as const, email };
    // Changed only when a new confirmation can go at once: it replaces the old link's token, so
    // the mistyped address never holds a link that still works.
    const wait = secondsUntilResend(claim, Date.now(), DEFAULT_RESEND_WAIT_SECONDS);
    if (wait > 0) return { status: 'wait' as const, seconds: wait };
    const admin = createAdminClient();
    const { data: found, error: readError } = await admin.auth.admin.getUserById(claim.userId);
    if (readError || !found.user) return fail('notFound');
    // A confirmed account changes its address from its settings, with both addresses confirming.
    if (found.user.email_confirmed_at) return fail('forbidden');
    const { error: updateError } = await admin.auth.admin.updateUserById(claim.userId, { email });
    if (updateError) {
      const outcome = authErrorOutcome(updateError);
      if (outcome.status === 'exists') return outcome;
      console.error('Changing a registration address failed', updateError.code ?? updateError.message);
      return fail('failed');
    }
    await writeClaim({ ...claim, email });
    const { error } = await (await createClient()).auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: confirmationRedirect(await siteOrigin(), locale as Locale) },
    });
    if (error) {
      console.error('Sending the confirmation to the new address failed', error.code ?? error.message);
      return fail('failed');
    }
    await writeClaim({ ...claim, email, sentAt: Date.now() });
    return { status: 'sent' as const, email };
  });
