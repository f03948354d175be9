/**
 * CONTACT MESSAGES
 * What visitors send through the contact form (docs/product.md#routes-and-screens, docs/product.md#rules: acceptance of terms and privacy is
 * required). Anyone may send one; only admins read and triage them. Nobody can read a message
 * back, not even its sender, so the form cannot be used to fish for other people's messages.
 */
create type public.contact_message_status as enum ('new', 'read', 'replied', 'archived');
comment on type public.contact_message_status is 'Admin triage state: new (unread), read, replied, archived.';

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  subject text check (char_length(subject) <= 200),
  message text not null check (char_length(message) between 1 and 5000),
  accepted_terms boolean not null check (accepted_terms),
  language public.language_code not null default 'en',
  user_id uuid references public.profiles (user_id) on delete set null,
  ip_hash text check (ip_hash ~ '^[0-9a-f]{64}$'),
  status public.contact_message_status not null default 'new',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Messages from the contact form; anyone may send, only admins read.';
comment on column public.contact_messages.id is 'Message id.';
comment on column public.contact_messages.name is 'Sender''s name.';
comment on column public.contact_messages.email is 'Where to reply.';
comment on column public.contact_messages.subject is 'Subject line.';
comment on column public.contact_messages.message is 'The message.';
comment on column public.contact_messages.accepted_terms is 'The sender accepted the terms and privacy policy; must be true.';
comment on column public.contact_messages.language is 'Language the form was shown in, to reply in it.';
comment on column public.contact_messages.user_id is 'The signed-in sender, if any.';
comment on column public.contact_messages.ip_hash is 'Hex SHA-256 of the sender''s IP with a server secret, for rate limiting without storing the IP.';
comment on column public.contact_messages.status is 'new, read, replied or archived.';
comment on column public.contact_messages.created_at is 'When it was sent.';
comment on column public.contact_messages.updated_at is 'When an admin last changed its status.';

create index contact_messages_status_idx on public.contact_messages (status, created_at desc);
create index contact_messages_ip_hash_idx on public.contact_messages (ip_hash, created_at desc);

create trigger contact_messages_set_updated_at
  before update on public.contact_messages
  for each row execute function public.set_updated_at();

alter table public.contact_messages enable row level security;

-- No insert policy on purpose: messages arrive only through public.submit_contact_message
-- (20261121001700, called by the app's server action with the service role), which validates,
-- rate-limits per address and notifies admins. A direct Data API insert would skip all three.

create policy "Admins can read contact messages"
  on public.contact_messages for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can triage contact messages"
  on public.contact_messages for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete contact messages"
  on public.contact_messages for delete to authenticated
  using ((select public.is_admin()));
