'use server';

import { getTranslations } from 'next-intl/server';
import { isAdminAccount } from '@/lib/account/admin-account';
import { BillingStillRunningError, deleteAccount } from '@/lib/account/delete-account';
import { checkPassword, passwordIdentity } from '@/lib/account/password-check';
import { fail, memberAction } from '@/lib/actions/safe-action';
import { siteOrigin } from '@/lib/actions/site-origin';
import { describeAuthError } from '@/lib/auth/auth-error';
import { getStripe, isPaymentConfigured } from '@/lib/billing/stripe-client';
import { getPathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { createAdminClient } from '@/lib/supabase/admin';
import { changeEmailSchema, changePasswordSchema, confirmationMatches, deleteAccountInputSchema } from '@/lib/validation/account';
import { z } from '@/lib/zod';

const localeArg = z.enum(locales);

const isRateLimit = (error: unknown) => describeAuthError(error).key === 'tooManyAttempts';

/**
 * A new e-mail address (issue 21). With secure e-mail change (`double_confirm_changes`) the auth
 * server mails a link to the current AND the new address; the address changes only once both are
 * followed. The links land on /api/auth/confirm (type email_change) and come back to this page.
 * `taken` tells a member that an address has an account; only a signed-in member who passed their
 * second step gets here, registration already tells anyone as much ("exists"), and the member
 * needs to know why nothing was sent.
 */
export const changeEmail = memberAction
  .inputSchema(changeEmailSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput: { email }, bindArgsParsedInputs: [locale], ctx: { user, supabase } }) => {
    if (email === user.email?.toLowerCase()) return { status: 'same' as const };
    const back = getPathname({ href: routes.account, locale: locale as Locale });
    const emailRedirectTo = `${await siteOrigin()}/api/auth/confirm?next=${encodeURIComponent(back)}`;
    const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo });
    if (error) {
      if (error.code === 'email_exists') return { status: 'taken' as const };
      if (isRateLimit(error)) fail('rateLimited');
      throw new Error(`E-mail change failed: ${error.code ?? error.message}`);
    }
    return { status: 'sent' as const, email };
  });

/** A new password, after the current one was checked (issue 21). Other sessions stay signed in; the page offers to end them. */
export const changePassword = memberAction.inputSchema(changePasswordSchema).action(async ({ parsedInput: { current, password }, ctx: { user, supabase } }) => {
  const identity = passwordIdentity(user);
  if (!identity) return fail('forbidden');
  const check = await checkPassword(identity, current);
  if (check === 'rateLimited') fail('rateLimited');
  if (check === 'wrong') return { status: 'wrongCurrent' as const };
  const { error } = await supabase.auth.updateUser({ password });
  if (error) {
    if (error.code === 'same_password') return { status: 'same' as const };
    if (error.code === 'weak_password') return { status: 'weak' as const };
    if (isRateLimit(error)) fail('rateLimited');
    throw new Error(`Password change failed: ${error.code ?? error.message}`);
  }
  return { status: 'changed' as const };
});

/**
 * Deletes the member's account (issue 21) once they typed the confirmation word of their
 * language and their current password (a session left open on a shared computer must not be
 * enough; every account here has a password: both sign-up paths ask for one, and sign-in by
 * one-time code never creates an account). Stripe subscriptions end first, then the auth user goes
 * (cascading to their data, billing records kept detached), then this browser's session cookies are
 * cleared. Admin accounts are refused: admin powers must be handed over (role removed) first, so
 * the service is never left without an administrator by one click; the role is read so that an
 * error stops the deletion rather than passing the account off as a member's.
 */
export const deleteMyAccount = memberAction
  .inputSchema(deleteAccountInputSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput: { confirmation, password }, bindArgsParsedInputs: [locale], ctx: { user, supabase } }) => {
    const t = await getTranslations({ locale: locale as Locale, namespace: 'Account.delete' });
    if (!confirmationMatches(confirmation, t('word'))) return { status: 'confirmationWrong' as const };
    const identity = passwordIdentity(user);
    if (!identity) return fail('forbidden');
    const check = await checkPassword(identity, password);
    if (check === 'rateLimited') fail('rateLimited');
    if (check === 'wrong') return { status: 'wrongPassword' as const };
    const admin = createAdminClient();
    if (await isAdminAccount(admin, user.id)) return { status: 'admin' as const };
    try {
      await deleteAccount({ member: supabase, admin, stripe: isPaymentConfigured() ? getStripe() : null }, user.id);
    } catch (error) {
      if (error instanceof BillingStillRunningError) return { status: 'billingUnavailable' as const };
      throw error;
    }
    // The user no longer exists, so the auth server may refuse; the cookies are cleared either way.
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    return { status: 'deleted' as const };
  });
