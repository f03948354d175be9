'use server';

import { noteInviteMailed, signUpInvitee } from '@/lib/actions/invitee-sign-up';
import { actionClient, authedAction, fail } from '@/lib/actions/safe-action';
import { siteOrigin } from '@/lib/actions/site-origin';
import { inviteAccessEnd, linkAccessEnd } from '@/lib/family/access-end';
import { deliveredOrFalse, withdrawUnsentInvite } from '@/lib/family/invite-delivery';
import { inviteProblem } from '@/lib/family/invite-errors';
import { sendFamilyInviteMail } from '@/lib/family/invite-mail';
import { getPathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { authErrorOutcome } from '@/lib/registration/sign-up-outcome';
import { routes } from '@/lib/routes';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient, type ServerSupabaseClient } from '@/lib/supabase/server';
import {
  familyInviteIdSchema,
  familyInviteSchema,
  familyLinkChangeSchema,
  familyLinkStatusSchema,
  type FamilyGrant,
  inviteeAccountSchema,
  inviteTokenSchema,
} from '@/lib/validation/family';
import { z } from '@/lib/zod';

const localeArg = z.enum(locales);
const tokenArg = inviteTokenSchema.shape.token;

/** The permission columns of a link or invitation, from the form's grant. */
function grantColumns(grant: Omit<FamilyGrant, 'accessEnd' | 'accessEndsAt'>) {
  return {
    relationship: grant.relationship === '' ? undefined : grant.relationship,
    role: grant.role,
    receive_sos_alerts: grant.receiveSosAlerts,
    location_access: grant.locationAccess,
    view_medical: grant.viewMedical,
    view_device_status: grant.viewDeviceStatus,
    view_activity: grant.viewActivity,
  };
}

/** How the invitation e-mail names the member (their name, else their address), and their country's clock. */
async function sender(supabase: ServerSupabaseClient, userId: string, email: string | undefined): Promise<{ from: string; memberCountry: string | null }> {
  const { data } = await supabase.from('profiles').select('full_name, country').eq('user_id', userId).maybeSingle();
  return { from: data?.full_name?.trim() || email || '', memberCountry: data?.country ?? null };
}

/**
 * "Invite": the invitation (with its checks and the daily limit, all in create_family_invite),
 * then the e-mail in the member's language. If the e-mail cannot be sent (false or a throw) the
 * invitation is withdrawn again, so the member never sees a "pending" invitation nobody received
 * (which would also block inviting that address again, ICE16). Should the withdrawal itself fail
 * twice, the answer is 'mailFailedNotWithdrawn': the invitation stays, and the page, read again,
 * lists it for the member to resend or cancel.
 */
export const inviteFamilyMember = authedAction
  .inputSchema(familyInviteSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput: invite, bindArgsParsedInputs: [locale], ctx: { user, supabase } }) => {
    const { data, error } = await supabase.rpc('create_family_invite', { email: invite.email, ...grantColumns(invite), ...inviteAccessEnd(invite) });
    const problem = inviteProblem(error);
    if (problem) return { status: problem };
    const created = data?.[0];
    if (error || !created) throw new Error(`create_family_invite failed: ${error?.message ?? 'no row'}`);
    const sent = await deliveredOrFalse(async () =>
      sendFamilyInviteMail({
        to: invite.email, locale: locale as Locale, ...(await sender(supabase, user.id, user.email)), role: invite.role, token: created.token, validUntil: created.expires_at,
      }),
    );
    if (!sent) {
      const withdrawn = await withdrawUnsentInvite(() => supabase.from('family_invites').delete().eq('id', created.invite_id).eq('member_id', user.id));
      return { status: withdrawn ? ('mailFailed' as const) : ('mailFailedNotWithdrawn' as const) };
    }
    // This token went to the invited address and nowhere else: it may prove that address at sign-up.
    await noteInviteMailed(createAdminClient(), created.token);
    return { status: 'sent' as const, email: invite.email };
  });

/**
 * "Send again": a new link valid for 7 more days (the old one stops working), e-mailed again.
 * The database replaces the token before the e-mail goes out, so when the e-mail fails the old
 * link is already dead: the answer is then 'resendMailFailed', which says so, not a plain
 * "nothing was sent".
 */
export const resendFamilyInvite = authedAction
  .inputSchema(familyInviteIdSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput: { inviteId }, bindArgsParsedInputs: [locale], ctx: { user, supabase } }) => {
    // The member's own only: an admin may read every invitation under RLS.
    const { data: invite } = await supabase.from('family_invites').select('role').eq('id', inviteId).eq('member_id', user.id).maybeSingle();
    if (!invite) return fail('notFound');
    const { data, error } = await supabase.rpc('resend_family_invite', { invite_id: inviteId });
    const problem = inviteProblem(error);
    if (problem) return { status: problem };
    const resent = data?.[0];
    if (error || !resent) throw new Error(`resend_family_invite failed: ${error?.message ?? 'no row'}`);
    const sent = await deliveredOrFalse(async () =>
      sendFamilyInviteMail({
        to: resent.email, locale: locale as Locale, ...(await sender(supabase, user.id, user.email)), role: invite.role, token: resent.token, validUntil: resent.expires_at,
      }),
    );
    if (sent) await noteInviteMailed(createAdminClient(), resent.token);
    return { status: sent ? ('sent' as const) : ('resendMailFailed' as const), email: resent.email };
  });

/** "Cancel" (or remove a declined or expired one): the invitation is deleted; its link stops working. */
export const cancelFamilyInvite = authedAction.inputSchema(familyInviteIdSchema).action(async ({ parsedInput: { inviteId }, ctx: { user, supabase } }) => {
  const { data, error } = await supabase.from('family_invites').delete().eq('id', inviteId).eq('member_id', user.id).is('accepted_at', null).select('id');
  if (error) throw new Error(`Cancelling an invitation failed: ${error.message}`);
  if (!data?.length) return fail('notFound');
  return { status: 'cancelled' as const };
});

/**
 * Pause, resume or revoke a link. A plain update under RLS, so the guard trigger (a revoked link
 * is never reopened here) and the trigger that tells the realtime channels access changed
 * (20261123000800) both run.
 */
export const setFamilyLinkStatus = authedAction.inputSchema(familyLinkStatusSchema).action(async ({ parsedInput: { linkId, status }, ctx: { user, supabase } }) => {
  const { data, error } = await supabase.from('family_links').update({ status }).eq('id', linkId).eq('member_id', user.id).select('id');
  if (error?.code === '42501') return fail('ended');
  if (error) throw new Error(`Changing a family link failed: ${error.message}`);
  if (!data?.length) return fail('notFound');
  return { status };
});

/** "Change": permissions, role, relationship and end of access of a link, in one update. */
export const changeFamilyLink = authedAction.inputSchema(familyLinkChangeSchema).action(async ({ parsedInput: change, ctx: { user, supabase } }) => {
  const { data: link } = await supabase.from('family_links').select('status, expires_at').eq('id', change.linkId).eq('member_id', user.id).maybeSingle();
  if (!link) return fail('notFound');
  if (link.status === 'revoked') return fail('ended');
  const expiresAt = linkAccessEnd(change, Date.now(), link.expires_at);
  // "Keep" on a link without an end would leave a carer with access for ever.
  if (change.role === 'carer' && expiresAt === null) return { status: 'carerNeedsEnd' as const };
  const { error } = await supabase.from('family_links').update({ ...grantColumns(change), relationship: change.relationship === '' ? null : change.relationship, expires_at: expiresAt }).eq('id', change.linkId).eq('member_id', user.id);
  if (error?.code === '42501') return fail('ended');
  if (error) throw new Error(`Changing a family link failed: ${error.message}`);
  return { status: 'changed' as const };
});

/** "Accept" on the invitation page: the link is created by accept_family_invite. */
export const acceptFamilyInvite = authedAction.inputSchema(inviteTokenSchema).action(async ({ parsedInput: { token }, ctx: { supabase } }) => {
  const { error } = await supabase.rpc('accept_family_invite', { token });
  const problem = inviteProblem(error);
  if (problem) return { status: problem };
  if (error) throw new Error(`Accepting an invitation failed: ${error.message}`);
  return { status: 'accepted' as const };
});

/**
 * "Decline": holding the e-mailed token is enough, signed in or not. A person who does not want
 * the access must not need an account to say so, hence actionClient rather than authedAction; the
 * token itself is the credential (decline_family_invite, 20261124000700).
 */
export const declineFamilyInvite = actionClient.inputSchema(inviteTokenSchema).action(async ({ parsedInput: { token } }) => {
  const { error } = await (await createClient()).rpc('decline_family_invite', { token });
  const problem = inviteProblem(error);
  if (problem) return { status: problem };
  if (error) throw new Error(`Declining an invitation failed: ${error.message}`);
  return { status: 'declined' as const };
});

/**
 * "Create an account" on the invitation page, for the invited address only (read from the token,
 * never from the form). The invitation e-mail proved the address (lib/actions/invitee-sign-up.ts
 * says when and why that is safe), so the account is made confirmed and signed in, the invitation
 * accepted, and the person goes on to "People I look after", where the access shows ('accepted').
 * Should accepting fail after that, they are signed in and the invitation page, reloaded, says
 * what became of it ('signedIn'). When the invitation proves nothing (a resent or expired link…),
 * it is the ordinary sign-up: the confirmation e-mail's link signs them in and brings them back to
 * the invitation; where sign-ups need no confirmation they are signed in at once.
 */
export const createInviteeAccount = actionClient
  .inputSchema(inviteeAccountSchema)
  .bindArgsSchemas([localeArg, tokenArg])
  .action(async ({ parsedInput: account, bindArgsParsedInputs: [locale, token] }) => {
    const supabase = await createClient();
    const { data: preview, error: previewError } = await supabase.rpc('preview_family_invite', { token });
    if (inviteProblem(previewError) || !preview?.[0]) return { status: 'invalid' as const };
    const back = getPathname({ href: { pathname: routes.familyInvite, query: { token } }, locale: locale as Locale });
    const signUp = await signUpInvitee(
      { visitor: supabase, service: createAdminClient() },
      {
        token,
        email: preview[0].email,
        password: account.password,
        emailRedirectTo: `${await siteOrigin()}/api/auth/confirm?next=${encodeURIComponent(back)}`,
        // The invitation page's language: the profile's and every auth e-mail's, this confirmation
        // first (docs/product.md#sign-in).
        data: { full_name: account.fullName, preferred_language: locale },
      },
    );
    if (signUp.provenByInvitation) {
      if (!signUp.signedIn) return { status: 'exists' as const };
      const { error: acceptError } = await supabase.rpc('accept_family_invite', { token });
      if (!acceptError) return { status: 'accepted' as const };
      console.error('Accepting an invitation after signing up from it failed', acceptError.code ?? acceptError.message);
      return { status: 'signedIn' as const };
    }
    const { user, session, error } = signUp;
    if (error) {
      const outcome = authErrorOutcome(error);
      if (outcome.status === 'error') {
        console.error('Sign-up from an invitation failed', error.code ?? error.message);
        return fail('failed');
      }
      return outcome;
    }
    if (!user || (user.identities?.length ?? 0) === 0) return { status: 'exists' as const };
    return session ? { status: 'signedIn' as const } : { status: 'confirm' as const, email: preview[0].email };
  });
