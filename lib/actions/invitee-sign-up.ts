import 'server-only';
import type { AuthError, Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

type Client = SupabaseClient<Database>;

/**
 * Signing up from a family invitation (issue 44, docs/product.md#family-invitations): the invited
 * person came from the invitation e-mail, so asking them to confirm the same address again is a
 * step that proves nothing new. When the invitation proves the address, the account is created
 * confirmed and signed in at once; otherwise it is the ordinary sign-up with its confirmation.
 *
 * Why this is safe: the account is confirmed only when family_invite_proves_email (migration
 * 20261129000500) says so, on the server with the service role: the token is that of an open
 * invitation (not accepted, declined, expired or replaced by a resend), it is the token this server
 * itself e-mailed to the invited address (noteInviteMailed; a token a member got by calling
 * create_family_invite directly was never e-mailed and proves nothing), and the address signing up
 * is exactly the invited one. Reading that e-mail is what a confirmation link would prove. Any
 * other case, or any failure along the way, falls back to the ordinary sign-up, which e-mails a
 * confirmation as before. The password is the person's own; nothing is confirmed by anyone else.
 */

export type InviteeSignUpRequest = {
  token: string;
  /** The address to sign up with (the action reads it from the invitation, never from the form). */
  email: string;
  password: string;
  /** user_metadata: the profile's name and language, and every auth e-mail's language. */
  data: { full_name: string; preferred_language: string };
  /** Where the ordinary sign-up's confirmation link leads (back to the invitation). */
  emailRedirectTo: string;
};

export type InviteeSignUp =
  /** Created confirmed through the admin API; `signedIn` when the visitor's client now holds the session. */
  | { provenByInvitation: true; signedIn: boolean }
  /** The ordinary sign-up's answer (a confirmation e-mail went out, unless it refused). */
  | { provenByInvitation: false; user: User | null; session: Session | null; error: AuthError | null };

/**
 * `visitor` is the request's client (its session cookies are written on sign-in); `service` is the
 * service-role client, used only for the check and the admin API call above.
 */
export async function signUpInvitee({ visitor, service }: { visitor: Client; service: Client }, request: InviteeSignUpRequest): Promise<InviteeSignUp> {
  const { token, email, password, data, emailRedirectTo } = request;
  if (await invitationProvesEmail(service, token, email)) {
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: data });
    if (!created.error) {
      const signedIn = await visitor.auth.signInWithPassword({ email, password });
      if (signedIn.error) console.error('Signing in a new account made from an invitation failed', signedIn.error.code ?? signedIn.error.message);
      return { provenByInvitation: true, signedIn: !signedIn.error };
    }
    // An address that has an account already (confirmed, or still waiting for its confirmation):
    // the ordinary sign-up below answers for it as it always did.
    if (created.error.code !== 'email_exists') console.error('Creating an account from an invitation failed', created.error.code ?? created.error.message);
  }
  const { data: answer, error } = await visitor.auth.signUp({ email, password, options: { emailRedirectTo, data } });
  return { provenByInvitation: false, user: answer.user, session: answer.session, error };
}

async function invitationProvesEmail(service: Client, token: string, email: string): Promise<boolean> {
  const { data, error } = await service.rpc('family_invite_proves_email', { token, email });
  if (error) console.error('Checking an invitation for a sign-up failed', error.message);
  return !error && data === true;
}

/**
 * After the invitation e-mail with `token` went out: notes that this server e-mailed it, which is
 * what lets the token prove the address later. A failure is logged, never raised: the e-mail is
 * sent, and the invitee then only has to confirm their address the ordinary way.
 */
export async function noteInviteMailed(service: Client, token: string): Promise<void> {
  const { error } = await service.rpc('note_family_invite_mailed', { token });
  if (error) console.error('Noting an e-mailed invitation failed', error.message);
}
