/**
 * BILLING
 * Subscriptions to plans and orders of one-time products. Written by the payment webhook with the
 * service role (or by admins); members only read their own, so nobody can grant themselves a plan.
 */

/**
 * SUBSCRIPTIONS
 * A member's subscription to a plan. A member is "Protected" while one is active or trialing.
 */
create type public.subscription_status as enum ('trialing', 'active', 'past_due', 'canceled', 'incomplete');
comment on type public.subscription_status is 'Lifecycle of a subscription, as reported by the payment provider.';

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  plan_id uuid not null references public.subscription_plans (id) on delete restrict,
  status public.subscription_status not null default 'incomplete',
  quantity integer not null default 1 check (quantity >= 1),
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at timestamptz,
  canceled_at timestamptz,
  provider text not null default 'stripe' check (provider ~ '^[a-z_]{1,30}$'),
  provider_reference text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_reference)
);
comment on table public.subscriptions is 'A member''s subscription to a plan; written only by the payment webhook or admins.';
comment on column public.subscriptions.id is 'Subscription id.';
comment on column public.subscriptions.user_id is 'The subscribed member.';
comment on column public.subscriptions.plan_id is 'The plan subscribed to.';
comment on column public.subscriptions.status is 'trialing, active, past_due, canceled or incomplete. Active and trialing protect the member.';
comment on column public.subscriptions.quantity is 'Units billed, e.g. extra family members on Family Sharing.';
comment on column public.subscriptions.current_period_start is 'Start of the period paid for.';
comment on column public.subscriptions.current_period_end is 'End of the period paid for; after cancelling, access lasts until then (docs/product.md#limits-and-constants).';
comment on column public.subscriptions.cancel_at is 'When a requested cancellation takes effect (30 days'' notice, docs/product.md#limits-and-constants).';
comment on column public.subscriptions.canceled_at is 'When the member asked to cancel.';
comment on column public.subscriptions.provider is 'Who bills it: stripe, manual (admin), demo (local seed).';
comment on column public.subscriptions.provider_reference is 'The provider''s id for this subscription (e.g. sub_...).';
comment on column public.subscriptions.created_at is 'When the subscription was created.';
comment on column public.subscriptions.updated_at is 'When the subscription last changed.';

create index subscriptions_user_id_idx on public.subscriptions (user_id);

create trigger subscriptions_set_updated_at
  before update on public.subscriptions
  for each row execute function public.set_updated_at();

alter table public.subscriptions enable row level security;

create policy "Members can read their own subscriptions"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read every subscription"
  on public.subscriptions for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can add subscriptions"
  on public.subscriptions for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can change subscriptions"
  on public.subscriptions for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can remove subscriptions"
  on public.subscriptions for delete to authenticated
  using ((select public.is_admin()));

/**
 * ORDERS
 * One-time purchases (the pendant). Prices are copied at purchase time so later catalogue changes
 * never rewrite history. Hardware is non-refundable (docs/product.md#limits-and-constants), so there is no refunded status.
 */
create type public.order_status as enum ('pending', 'paid', 'fulfilled', 'cancelled', 'failed');
comment on type public.order_status is 'pending (awaiting payment), paid, fulfilled (shipped), cancelled (before shipping), failed (payment failed).';

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  product_id uuid not null references public.products (id) on delete restrict,
  quantity integer not null default 1 check (quantity between 1 and 10),
  unit_price numeric(10, 2) not null check (unit_price >= 0),
  currency public.currency_code not null,
  total numeric(10, 2) not null check (total >= 0),
  status public.order_status not null default 'pending',
  shipping_address text check (char_length(shipping_address) <= 500),
  provider text not null default 'stripe' check (provider ~ '^[a-z_]{1,30}$'),
  provider_reference text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_reference)
);
comment on table public.orders is 'One-time purchases of products; written only by the payment webhook or admins.';
comment on column public.orders.id is 'Order id.';
comment on column public.orders.user_id is 'The member who bought.';
comment on column public.orders.product_id is 'The product bought.';
comment on column public.orders.quantity is 'Units bought.';
comment on column public.orders.unit_price is 'Price of one unit at purchase time.';
comment on column public.orders.currency is 'Currency charged.';
comment on column public.orders.total is 'Amount charged (unit_price × quantity, plus nothing hidden).';
comment on column public.orders.status is 'pending, paid, fulfilled, cancelled or failed.';
comment on column public.orders.shipping_address is 'Where the hardware is sent.';
comment on column public.orders.provider is 'Who charged it: stripe, manual, demo.';
comment on column public.orders.provider_reference is 'The provider''s id for the payment (e.g. cs_... or pi_...).';
comment on column public.orders.created_at is 'When the order was placed.';
comment on column public.orders.updated_at is 'When the order last changed.';

create index orders_user_id_idx on public.orders (user_id);

create trigger orders_set_updated_at
  before update on public.orders
  for each row execute function public.set_updated_at();

alter table public.orders enable row level security;

create policy "Members can read their own orders"
  on public.orders for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read every order"
  on public.orders for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can add orders"
  on public.orders for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can change orders"
  on public.orders for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can remove orders"
  on public.orders for delete to authenticated
  using ((select public.is_admin()));
