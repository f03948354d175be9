/**
 * STRIPE BILLING
 * Payment through Stripe (docs/architecture.md#payments). Stripe is the source of truth for what a
 * member pays; these tables are its copy, kept in step by the webhook and by the return from
 * checkout, both of which re-read the subscription from Stripe instead of trusting the order in
 * which events arrive. Only the server (service role) writes them.
 *
 * - billing_customers binds each member to one Stripe customer, created before their first checkout.
 * - subscriptions get one row per subscription ITEM: a Stripe subscription for Premium Protection
 *   plus the Spain call centre plus two extra family members is three rows (the plan, the add-on
 *   plan, Family Sharing with quantity 2) sharing one provider_subscription. The protection rules
 *   and the emergency-contact limit already read subscriptions row by row, so they follow the paid
 *   plan without change.
 * - private.billing_events records each webhook event id once, so a repeated delivery changes nothing.
 * - products get the Stripe price of their one-time purchase (the pendant).
 */

/** The pendant's (and any product's) one-time Stripe price. */
alter table public.products add column stripe_price_id text unique;
comment on column public.products.stripe_price_id is 'Payment provider price id of the one-time purchase, when the product is sold through Stripe.';

/**
 * ORDERS: the payment behind an order, so a withdrawal within 14 days can refund exactly it.
 * provider_reference stays the checkout session (cs_...) the order was placed through.
 */
alter table public.orders add column provider_payment text check (char_length(provider_payment) <= 255);
comment on column public.orders.provider_payment is 'The provider''s payment of the order (pi_... or the first invoice in_...), once paid.';
comment on column public.orders.provider_reference is 'The provider''s checkout session the order was placed through (cs_...).';

/**
 * BILLING CUSTOMERS
 * One Stripe customer per member, created by the server before the first checkout and bound here,
 * so every checkout, portal session and webhook of that customer is the member's and no one else's.
 */
create table public.billing_customers (
  user_id uuid primary key references public.profiles (user_id) on delete cascade,
  provider text not null default 'stripe' check (provider ~ '^[a-z_]{1,30}$'),
  customer_reference text not null check (char_length(customer_reference) between 1 and 255),
  created_at timestamptz not null default now(),
  unique (provider, customer_reference)
);
comment on table public.billing_customers is 'The payment provider''s customer of each member; written only by the server.';
comment on column public.billing_customers.user_id is 'The member; one customer each.';
comment on column public.billing_customers.provider is 'Who bills the member (stripe).';
comment on column public.billing_customers.customer_reference is 'The provider''s customer id (cus_...).';
comment on column public.billing_customers.created_at is 'When the customer was bound to the member.';

-- RLS without policies: only the service role (which bypasses RLS) reads or writes it. Members
-- never need the id; their pages ask the server, which looks it up.
alter table public.billing_customers enable row level security;

/** SUBSCRIPTIONS: one row per subscription item, grouped by the provider's subscription. */
alter table public.subscriptions add column provider_subscription text check (char_length(provider_subscription) <= 255);
comment on column public.subscriptions.provider_subscription is 'The provider''s subscription this row is an item of (sub_...); provider_reference is then the item (si_...). Null for demo and manual rows.';
comment on column public.subscriptions.provider_reference is 'The provider''s id for this row: the subscription item (si_...) for Stripe, a free reference for demo and manual rows.';
create index subscriptions_provider_subscription_idx on public.subscriptions (provider, provider_subscription);

/**
 * WEBHOOK EVENTS
 * Each event id is handled once. The row is written before the event is handled and removed again
 * if handling fails, so Stripe's retry is handled rather than ignored.
 */
create table private.billing_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null check (char_length(type) between 1 and 255),
  received_at timestamptz not null default now()
);
comment on table private.billing_events is 'Webhook event ids already handled (or being handled); a repeated delivery is acknowledged and ignored.';
comment on column private.billing_events.id is 'The provider''s event id (evt_...).';
comment on column private.billing_events.type is 'Event type, for diagnosis.';
comment on column private.billing_events.received_at is 'When the event was first received.';

/** True the first time an event id is claimed, false for a repeat. */
create function public.claim_billing_event(event_id text, event_type text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_trusted_role() then
    raise exception 'Only the server records billing events' using errcode = '42501';
  end if;
  insert into private.billing_events (id, type) values (event_id, event_type) on conflict (id) do nothing;
  return found;
end;
$$;
comment on function public.claim_billing_event(text, text) is 'Server only: records a webhook event id; true the first time, false when it was seen before.';
revoke execute on function public.claim_billing_event(text, text) from public, anon, authenticated;

/** Forgets a claimed event whose handling failed, so the provider's retry is handled. */
create function public.release_billing_event(event_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_trusted_role() then
    raise exception 'Only the server records billing events' using errcode = '42501';
  end if;
  delete from private.billing_events where id = event_id;
end;
$$;
comment on function public.release_billing_event(text) is 'Server only: forgets an event whose handling failed, so its retry is handled.';
revoke execute on function public.release_billing_event(text) from public, anon, authenticated;

/**
 * Writes the provider's current state of one subscription, in one transaction: a row per item
 * (plan found by its stripe_price_id), and every earlier row of that subscription whose item is
 * gone marked canceled. The member is found through billing_customers, never taken from the caller,
 * so a subscription can only land on the member its customer is bound to.
 *
 * s: {id, customer, status, cancel_at, canceled_at,
 *     items: [{id, price, quantity, current_period_start, current_period_end}]}
 * (status already one of ours; times as ISO 8601 or null). Items whose price is no plan's (a
 * one-time product never becomes an item) are skipped. Returns the member, or null when the
 * customer is bound to nobody (a customer made outside the app).
 */
create function public.sync_billing_subscription(s jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  member uuid;
  item jsonb;
  plan uuid;
  kept text[] := '{}';
begin
  if not public.is_trusted_role() then
    raise exception 'Only the server syncs subscriptions' using errcode = '42501';
  end if;
  select c.user_id into member from public.billing_customers c
  where c.provider = 'stripe' and c.customer_reference = s ->> 'customer';
  if member is null then
    return null;
  end if;
  -- Two deliveries about the same subscription write one after the other.
  perform pg_advisory_xact_lock(hashtext('public.subscriptions'), hashtext(s ->> 'id'));

  for item in select value from jsonb_array_elements(coalesce(s -> 'items', '[]'::jsonb)) loop
    select p.id into plan from public.subscription_plans p where p.stripe_price_id = item ->> 'price';
    continue when plan is null;
    kept := kept || (item ->> 'id');
    insert into public.subscriptions as current
      (user_id, plan_id, status, quantity, current_period_start, current_period_end, cancel_at, canceled_at,
       provider, provider_reference, provider_subscription)
    values (member, plan, (s ->> 'status')::public.subscription_status, greatest(coalesce((item ->> 'quantity')::integer, 1), 1),
            (item ->> 'current_period_start')::timestamptz, (item ->> 'current_period_end')::timestamptz,
            (s ->> 'cancel_at')::timestamptz, (s ->> 'canceled_at')::timestamptz,
            'stripe', item ->> 'id', s ->> 'id')
    on conflict (provider, provider_reference) do update
    set plan_id = excluded.plan_id,
        status = excluded.status,
        quantity = excluded.quantity,
        current_period_start = excluded.current_period_start,
        current_period_end = excluded.current_period_end,
        cancel_at = excluded.cancel_at,
        canceled_at = excluded.canceled_at,
        provider_subscription = excluded.provider_subscription
    -- Rows never move between members, whatever a caller sends.
    where current.user_id = member;
  end loop;

  update public.subscriptions
  set status = 'canceled'
  where provider = 'stripe' and provider_subscription = s ->> 'id' and user_id = member
    and provider_reference <> all (kept) and status <> 'canceled';
  return member;
end;
$$;
comment on function public.sync_billing_subscription(jsonb) is 'Server only: writes the provider''s current state of one subscription (one row per item) for the member its customer is bound to.';
revoke execute on function public.sync_billing_subscription(jsonb) from public, anon, authenticated;
