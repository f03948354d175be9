/**
 * QUESTIONNAIRE RESPONSES
 * Answers to the welcome questionnaire (and later ones), one row per member and questionnaire,
 * saved as the member goes so they can continue later.
 */
create table public.questionnaire_responses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  questionnaire text not null default 'welcome' check (questionnaire ~ '^[a-z0-9_]{1,50}$'),
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, questionnaire)
);
comment on table public.questionnaire_responses is 'A member''s answers to a questionnaire (welcome, ...).';
comment on column public.questionnaire_responses.id is 'Response id.';
comment on column public.questionnaire_responses.user_id is 'The member who answers.';
comment on column public.questionnaire_responses.questionnaire is 'Which questionnaire: welcome, ...';
comment on column public.questionnaire_responses.answers is 'Answers by question key, as JSON.';
comment on column public.questionnaire_responses.completed_at is 'When the member finished; null while in progress.';
comment on column public.questionnaire_responses.created_at is 'When the member started.';
comment on column public.questionnaire_responses.updated_at is 'When an answer last changed.';

create trigger questionnaire_responses_set_updated_at
  before update on public.questionnaire_responses
  for each row execute function public.set_updated_at();

alter table public.questionnaire_responses enable row level security;

create policy "Members can read their own questionnaire responses"
  on public.questionnaire_responses for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read every questionnaire response"
  on public.questionnaire_responses for select to authenticated
  using ((select public.is_admin()));

create policy "Members can start their own questionnaire responses"
  on public.questionnaire_responses for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members can update their own questionnaire responses"
  on public.questionnaire_responses for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members can delete their own questionnaire responses"
  on public.questionnaire_responses for delete to authenticated
  using (user_id = (select auth.uid()));
