/**
 * ADMIN INBOX (issue 22)
 * Admins read the contact form's messages, mark them read or unread again, mark them handled
 * (archived) and reply by e-mail. Three rules live here rather than in the app:
 * - "unread" is defined once, as a column the database computes (status = 'new'): the inbox sorts
 *   by it and the admin overview counts it, so the two figures cannot drift apart;
 * - an admin changes a message's status and nothing else: the sender's words, address and
 *   language stay as they were sent (the update policy of 20261121001200 allows admins any column;
 *   a guard trigger narrows it to status);
 * - a reply is recorded, and the message marked replied, in one transaction by
 *   public.record_contact_reply, which the app calls only after the mail adapter accepted the
 *   e-mail: a reply that was not sent is never recorded, and one that was is never lost.
 * Codes: ICE60 not an admin (403), ICE61 message not found (404), ICE62 reply text empty or too
 * long (400), ICE63 a change to anything but the status (403).
 */

alter table public.contact_messages
  add column unread boolean generated always as (status = 'new') stored;
comment on column public.contact_messages.unread is 'Whether no admin has read it yet (status new): the one definition the inbox and the overview''s count share.';

-- The inbox's order: unread first, then newest; the overview's count reads the same index.
create index contact_messages_inbox_idx on public.contact_messages (unread desc, created_at desc);

/**
 * Which columns an admin may change: RLS (20261121001200) decides who may update a message; this
 * decides what. Status only (updated_at follows it), so the sender's words, address and language
 * stay as they were sent. A trigger rather than a column privilege, the way family_links guards
 * its columns, so the answer is the same app error on every database. Security invoker, so the
 * service role and definer functions (record_contact_reply changes status only) pass.
 */
create function private.guard_contact_message_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_trusted_role() then
    return new;
  end if;
  if (to_jsonb(new) - array['status', 'unread', 'updated_at']) <> (to_jsonb(old) - array['status', 'unread', 'updated_at']) then
    perform private.raise_app_error('ICE63', 'Only the status of a contact message can be changed.', 'contact_message_status_only', 403);
  end if;
  return new;
end;
$$;
comment on function private.guard_contact_message_update() is 'Trigger: callers other than trusted roles may change only a contact message''s status.';
revoke execute on function private.guard_contact_message_update() from public;

create trigger contact_messages_guard_update
  before update on public.contact_messages
  for each row execute function private.guard_contact_message_update();

create table public.contact_message_replies (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  admin_id uuid references public.profiles (user_id) on delete set null,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  sent_at timestamptz not null default now()
);
comment on table public.contact_message_replies is 'Replies admins sent by e-mail to contact messages; written only by public.record_contact_reply, after the e-mail was sent.';
comment on column public.contact_message_replies.id is 'Reply id.';
comment on column public.contact_message_replies.message_id is 'The contact message answered; the reply goes when the message is deleted.';
comment on column public.contact_message_replies.admin_id is 'The admin who sent it; null once that admin''s account is deleted.';
comment on column public.contact_message_replies.body is 'The text that was e-mailed to the sender.';
comment on column public.contact_message_replies.sent_at is 'When the mail adapter accepted the e-mail.';

create index contact_message_replies_message_idx on public.contact_message_replies (message_id, sent_at);
create index contact_message_replies_admin_idx on public.contact_message_replies (admin_id);

alter table public.contact_message_replies enable row level security;

create policy "Admins can read contact message replies"
  on public.contact_message_replies for select to authenticated
  using ((select public.is_admin()));

-- No insert, update or delete policy or privilege: a reply is a record of an e-mail that went out,
-- written by record_contact_reply together with the message's new status.
revoke all on table public.contact_message_replies from anon;
revoke insert, update, delete, truncate on table public.contact_message_replies from authenticated;
grant select on table public.contact_message_replies to authenticated;
grant all on table public.contact_message_replies to service_role;

create function public.record_contact_reply(message_id uuid, body text)
returns public.contact_message_replies
language plpgsql
-- Definer because nobody may insert replies directly; the admin check is the first thing it does.
security definer
set search_path = ''
as $$
declare
  reply public.contact_message_replies;
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE60', 'Only admins can reply to contact messages.', 'contact_reply_forbidden', 403);
  end if;
  if body is null or char_length(btrim(body)) not between 1 and 5000 then
    perform private.raise_app_error('ICE62', 'The reply must be between 1 and 5000 characters.', 'contact_reply_invalid', 400);
  end if;

  update public.contact_messages m set status = 'replied' where m.id = record_contact_reply.message_id;
  if not found then
    perform private.raise_app_error('ICE61', 'That contact message does not exist.', 'contact_message_not_found', 404);
  end if;

  insert into public.contact_message_replies (message_id, admin_id, body)
  values (record_contact_reply.message_id, auth.uid(), btrim(record_contact_reply.body))
  returning * into reply;
  return reply;
end;
$$;
comment on function public.record_contact_reply(uuid, text) is 'Admins: records a reply that was e-mailed to a contact message''s sender and marks the message replied, in one transaction. ICE60 not an admin, ICE61 no such message, ICE62 empty or too long.';
revoke execute on function public.record_contact_reply(uuid, text) from public, anon;
grant execute on function public.record_contact_reply(uuid, text) to authenticated;
