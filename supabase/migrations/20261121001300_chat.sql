/**
 * CHAT WITH EMMA
 * Conversations with the assistant. Signed-in members keep their history; visitors' conversations
 * are stored by the ai-chat function with the service role (user_id null) and are readable only by
 * admins. Only the function writes assistant replies.
 */
create type public.chat_role as enum ('user', 'assistant');
comment on type public.chat_role is 'Who wrote a chat message: the person (user) or Emma (assistant).';

create table public.chat_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (user_id) on delete cascade,
  client_session_id text check (char_length(client_session_id) <= 100),
  language public.language_code not null default 'en',
  title text check (char_length(title) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.chat_sessions is 'A conversation with Emma.';
comment on column public.chat_sessions.id is 'Session id.';
comment on column public.chat_sessions.user_id is 'The signed-in member; null for a visitor (stored by the server only).';
comment on column public.chat_sessions.client_session_id is 'The id the widget sent (widget-...), to find the session again.';
comment on column public.chat_sessions.language is 'Language of the conversation.';
comment on column public.chat_sessions.title is 'Short title for the history list.';
comment on column public.chat_sessions.created_at is 'When the conversation started.';
comment on column public.chat_sessions.updated_at is 'When the last message was added.';

create index chat_sessions_user_id_idx on public.chat_sessions (user_id, updated_at desc);

create trigger chat_sessions_set_updated_at
  before update on public.chat_sessions
  for each row execute function public.set_updated_at();

alter table public.chat_sessions enable row level security;

create policy "Members can read their own chat sessions"
  on public.chat_sessions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read every chat session"
  on public.chat_sessions for select to authenticated
  using ((select public.is_admin()));

create policy "Members can start their own chat sessions"
  on public.chat_sessions for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members can rename their own chat sessions"
  on public.chat_sessions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members can delete their own chat sessions"
  on public.chat_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

create table public.chat_messages (
  id bigint generated always as identity primary key,
  session_id uuid not null references public.chat_sessions (id) on delete cascade,
  user_id uuid references public.profiles (user_id) on delete cascade,
  role public.chat_role not null,
  content text not null check (char_length(content) between 1 and 8000),
  created_at timestamptz not null default now()
);
comment on table public.chat_messages is 'Messages of a conversation with Emma, in order.';
comment on column public.chat_messages.id is 'Ever-increasing message number; orders the conversation.';
comment on column public.chat_messages.session_id is 'The conversation.';
comment on column public.chat_messages.user_id is 'The session''s member (copied so RLS needs no join); null for visitors.';
comment on column public.chat_messages.role is 'user or assistant.';
comment on column public.chat_messages.content is 'Message text.';
comment on column public.chat_messages.created_at is 'When it was written.';

create index chat_messages_session_id_idx on public.chat_messages (session_id, id);

alter table public.chat_messages enable row level security;

create policy "Members can read their own chat messages"
  on public.chat_messages for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read every chat message"
  on public.chat_messages for select to authenticated
  using ((select public.is_admin()));

-- Members write only their own side; Emma's replies come from the server with the service role.
create policy "Members can write their own messages in their own sessions"
  on public.chat_messages for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and role = 'user'
    and exists (
      select 1 from public.chat_sessions s
      where s.id = session_id and s.user_id = (select auth.uid())
    )
  );
