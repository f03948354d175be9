/**
 * SECURITY REVIEW: PUSH ENDPOINTS AND INVITATIONS (issue 44)
 * A review of the running stack found three writes that trusted the caller too far:
 *
 * 1. A push endpoint could be any https URL on a dotted host name. The dispatcher posts every alarm
 *    to it, so a member could aim our server at an address of their choosing (a name whose DNS
 *    points inside the network, or a host that redirects there). Browsers only ever hand out
 *    endpoints of a few push services, so the table now takes those hosts and nothing else:
 *      - fcm.googleapis.com              Chrome, Chromium-based browsers on Android and desktop;
 *      - updates.push.services.mozilla.com  Firefox;
 *      - web.push.apple.com and other *.push.apple.com hosts  Safari (Apple asks senders to allow the
 *        whole domain);
 *      - *.notify.windows.com            Edge (Windows Push Notification Services).
 *    The same list is in lib/push/push-service-endpoint.ts for the form and the dispatcher, which
 *    also never follows a redirect (docs/architecture.md#sos-delivery); a backend test checks that
 *    the two agree. Rows on any other host could never have been a browser's: they are deleted.
 *
 * 2. save_push_subscription moved an endpoint that another account had saved to the caller. Anyone
 *    who learnt a family member's endpoint could take it over: that family member stopped getting
 *    alarms without being told. It now refuses with ICE84 (409). A browser really shared by two
 *    accounts unsubscribes and subscribes again, which gives it a new endpoint (the app does this);
 *    the old one stops working at the push service and is deleted at its next 404/410.
 *    The function is replaced (not added beside) because its on-conflict clause is the fault.
 *
 * 3. Members could insert family_invites rows directly under RLS, with a token hash of their own,
 *    skipping create_family_invite's checks and its daily limit of invitation e-mails (ICE15). The
 *    insert policy and privilege go; create_family_invite is security definer and keeps working.
 *    Members still read, adjust (guarded by family_invites_guard_write) and withdraw their own.
 *
 * Codes: ICE84 the endpoint is saved for another account.
 */

-- 1. Only the known push services.
delete from public.push_subscriptions
where endpoint !~* '^https://(fcm\.googleapis\.com|updates\.push\.services\.mozilla\.com|([a-z0-9-]+\.)*push\.apple\.com|[a-z0-9-]+\.notify\.windows\.com)(:443)?/[!-~]*$';

alter table public.push_subscriptions drop constraint push_subscriptions_endpoint_check;
alter table public.push_subscriptions add constraint push_subscriptions_endpoint_check
  check (char_length(endpoint) <= 1024
         and endpoint ~* '^https://(fcm\.googleapis\.com|updates\.push\.services\.mozilla\.com|([a-z0-9-]+\.)*push\.apple\.com|[a-z0-9-]+\.notify\.windows\.com)(:443)?/[!-~]*$');
comment on constraint push_subscriptions_endpoint_check on public.push_subscriptions is 'An https URL on a known push service (FCM, Mozilla, Apple, Windows), at most 1024 characters: the dispatcher posts to it and must never be aimed elsewhere.';
comment on column public.push_subscriptions.endpoint is 'The push service URL of this browser (https on a known push service host, at most 1024 characters). A secret: whoever holds it can send to the browser.';

-- 2. An endpoint stays with the account that saved it.
create or replace function public.save_push_subscription(
  endpoint text,
  p256dh text,
  auth text,
  user_agent text default null,
  language public.language_code default 'en'
)
returns public.push_subscriptions
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  saved public.push_subscriptions;
begin
  if caller is null then
    raise exception 'Sign in to receive alerts on this device' using errcode = '42501';
  end if;
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth, user_agent, language)
  values (caller, btrim(endpoint), rtrim(btrim(p256dh), '='), rtrim(btrim(auth), '='),
          nullif(left(btrim(user_agent), 200), ''), coalesce(language, 'en'))
  on conflict on constraint push_subscriptions_endpoint_key do update
     set p256dh = excluded.p256dh,
         auth = excluded.auth,
         user_agent = excluded.user_agent,
         language = excluded.language,
         failure_count = 0
   where s.user_id = caller
  returning s.* into saved;
  if saved.id is null then
    perform private.raise_app_error(
      'ICE84', 'This browser receives another account''s alerts: subscribe it again for this account', 'push_endpoint_taken', 409);
  end if;
  return saved;
end;
$$;
comment on function public.save_push_subscription(text, text, text, text, public.language_code) is 'Saves the caller''s browser push subscription; the same endpoint again replaces its keys. ICE84 (409) when another account saved that endpoint: it never moves.';

-- 3. Invitations only through create_family_invite.
drop policy "Members can send invitations" on public.family_invites;
revoke insert on table public.family_invites from anon, authenticated;
