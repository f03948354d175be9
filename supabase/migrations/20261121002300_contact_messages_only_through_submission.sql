/**
 * CONTACT MESSAGES: ONE WAY IN
 * Contact messages arrive only through public.submit_contact_message (called by the app's server
 * action with the service role), which validates, rate-limits per address and notifies admins.
 * A direct insert through the Data API would skip the rate limit and the admin notice, so the
 * original "Anyone can send a contact message" policy goes: with RLS on and no insert policy,
 * anon and members are refused; the service role is not bound by RLS.
 */
drop policy "Anyone can send a contact message" on public.contact_messages;
