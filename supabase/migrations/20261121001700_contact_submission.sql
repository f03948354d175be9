/**
 * CONTACT SUBMISSION
 * The contact form (docs/product.md#routes-and-screens, docs/product.md#errors) goes through one function, called by the app's server action with
 * the service role: it applies the per-address rate limit, stores the message and tells every admin
 * in the app, in one transaction. Counting and inserting in one place, under an advisory lock per
 * address, means two simultaneous sends cannot both slip under the limit, however many app
 * instances run. The limit is counted from contact_messages itself, so there is no extra table.
 *
 * Limits: 3 messages per e-mail address and 10 per client address (the ip_hash the app computes)
 * in any 10 minutes. Over the limit: error ICE30 (HTTP 429), hint contact_rate_limited.
 */
create function public.submit_contact_message(
  sender_name text,
  sender_email text,
  message_subject text,
  message_body text,
  message_language public.language_code,
  sender_user_id uuid default null,
  sender_ip_hash text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  email_key text := lower(btrim(sender_email));
  window_start timestamptz := now() - interval '10 minutes';
  new_id uuid;
begin
  -- Same address → same lock: the second of two simultaneous sends counts the first.
  perform pg_advisory_xact_lock(hashtext('public.contact_messages'), hashtext(email_key));
  if sender_ip_hash is not null then
    perform pg_advisory_xact_lock(hashtext('public.contact_messages.ip'), hashtext(sender_ip_hash));
  end if;

  if (select count(*) from public.contact_messages m
      where lower(m.email) = email_key and m.created_at > window_start) >= 3
     or (sender_ip_hash is not null
         and (select count(*) from public.contact_messages m
              where m.ip_hash = sender_ip_hash and m.created_at > window_start) >= 10) then
    perform private.raise_app_error(
      'ICE30', 'Too many messages from this address; try again in a few minutes', 'contact_rate_limited', 429
    );
  end if;

  insert into public.contact_messages (name, email, subject, message, accepted_terms, language, user_id, ip_hash)
  values (btrim(sender_name), btrim(sender_email), nullif(btrim(message_subject), ''), message_body, true,
          message_language, sender_user_id, sender_ip_hash)
  returning id into new_id;

  -- Every admin sees it in the app; the e-mail copy is sent by the app (it has the mail adapter).
  insert into public.notifications (recipient_user_id, channel, kind, title, body, status, sent_at)
  select p.user_id, 'in_app', 'contact_message',
         left('New contact message: ' || coalesce(nullif(btrim(message_subject), ''), btrim(sender_name)), 200),
         left(btrim(sender_name) || ' <' || btrim(sender_email) || '>' || E'\n\n' || message_body, 2000),
         'sent', now()
  from public.profiles p
  where p.role = 'admin';

  return new_id;
end;
$$;
comment on function public.submit_contact_message(text, text, text, text, public.language_code, uuid, text) is
  'Stores a contact form message after the per-address rate limit (3 per e-mail, 10 per ip_hash, per 10 minutes; ICE30 beyond) and notifies every admin in the app. Service role only: the app has validated the input, computed ip_hash, and e-mails the admins.';

revoke execute on function public.submit_contact_message(text, text, text, text, public.language_code, uuid, text)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, public.language_code, uuid, text)
  to service_role;

/**
 * Where to e-mail admins: their sign-in addresses live in auth.users, which the Data API does not
 * expose. Service role only, so no visitor can list who the admins are.
 */
create function public.admin_email_recipients()
returns table (user_id uuid, email text, language public.language_code)
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id, u.email::text, p.preferred_language
  from public.profiles p
  join auth.users u on u.id = p.user_id
  where p.role = 'admin' and u.email is not null;
$$;
comment on function public.admin_email_recipients() is 'Sign-in e-mail address and preferred language of every admin, for notices such as new contact messages. Service role only.';

revoke execute on function public.admin_email_recipients() from public, anon, authenticated;
grant execute on function public.admin_email_recipients() to service_role;
