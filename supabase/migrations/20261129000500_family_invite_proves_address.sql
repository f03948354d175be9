/**
 * AN INVITATION E-MAIL PROVES THE ADDRESS (issue 44)
 * Someone invited as family or carer who creates their account from the invitation page had to
 * confirm their address again, although they came from the invitation e-mail sent to it. Holding
 * that e-mail's token shows they read mail at the address, exactly as a confirmation link would,
 * so the app's server creates their account confirmed (docs/product.md#family-invitations).
 *
 * But the token alone does not prove it: create_family_invite and resend_family_invite return the
 * token to the member who calls them (the app's server then e-mails it), so a member calling them
 * directly holds a token for an address that need not be theirs, without any e-mail being sent.
 * Only a token the app's server itself e-mailed, and never showed the member, proves the address.
 * The server (service role) notes each one here after the e-mail went out; family_invite_proves_email
 * answers for a token and an address. Both are out of reach of every user role.
 */
create table private.family_invite_mailings (
  invite_id uuid primary key references public.family_invites (id) on delete cascade,
  token_hash text not null check (char_length(token_hash) = 64),
  mailed_at timestamptz not null default now()
);
comment on table private.family_invite_mailings is 'The token (hashed) of the invitation e-mail the app''s server last sent for each invitation: only that token proves the invited address.';
comment on column private.family_invite_mailings.token_hash is 'Hex SHA-256 of the e-mailed token, as family_invites.token_hash; a resend replaces it.';
-- Definer functions only; RLS without policies shuts out every API role even if one is granted the table.
alter table private.family_invite_mailings enable row level security;
revoke all on table private.family_invite_mailings from public, anon, authenticated;

/**
 * Service role, after the invitation e-mail with this token went out: notes that the token was
 * e-mailed to the invited address. A token no invitation holds (any more) notes nothing.
 */
create function public.note_family_invite_mailed(token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.family_invite_mailings as m (invite_id, token_hash)
  select i.id, i.token_hash
  from public.family_invites i
  where i.token_hash = public.hash_invite_token(note_family_invite_mailed.token)
  on conflict (invite_id) do update set token_hash = excluded.token_hash, mailed_at = now();
end;
$$;
comment on function public.note_family_invite_mailed(text) is 'Service role: notes that the app''s server e-mailed this invitation token to the invited address (so it proves that address).';
revoke execute on function public.note_family_invite_mailed(text) from public, anon, authenticated;
grant execute on function public.note_family_invite_mailed(text) to service_role;

/**
 * Service role, before creating an account confirmed: true only when the token belongs to an open
 * invitation (not accepted, declined or expired, its chosen end of access still ahead, as
 * private.find_open_invite), it is the token the server e-mailed for it (not an older one replaced
 * by a resend, nor one a member obtained by calling create_family_invite directly), and the
 * address is the invited one.
 */
create function public.family_invite_proves_email(token text, email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.family_invites i
    join private.family_invite_mailings m on m.invite_id = i.id and m.token_hash = i.token_hash
    where i.token_hash = public.hash_invite_token(family_invite_proves_email.token)
      and i.email = lower(trim(family_invite_proves_email.email))
      and i.accepted_at is null
      and i.declined_at is null
      and i.expires_at > now()
      and not public.family_link_has_expired(i.access_expires_at)
  );
$$;
comment on function public.family_invite_proves_email(text, text) is 'Service role: whether this invitation token, e-mailed by the app''s server and still open, proves this e-mail address (the invited one).';
revoke execute on function public.family_invite_proves_email(text, text) from public, anon, authenticated;
grant execute on function public.family_invite_proves_email(text, text) to service_role;
