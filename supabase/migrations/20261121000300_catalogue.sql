/**
 * CATALOGUE
 * What the public site sells (docs/product.md#data): products, subscription plans and regional services, plus
 * the editable site content. Everyone may read them; only admins write them.
 * Feature lists are JSON arrays of strings (docs/product.md#data: "string list, non-strings dropped").
 */

/**
 * PRODUCTS
 * Hardware sold once, such as the ICE SOS Bluetooth Pendant.
 */
create type public.product_status as enum ('active', 'coming_soon');
comment on type public.product_status is 'active: can be bought (buttons shown). coming_soon: shown with a Coming Soon badge.';

create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  description text,
  price numeric(10, 2) not null check (price >= 0),
  currency public.currency_code not null default 'EUR',
  status public.product_status not null default 'coming_soon',
  coming_soon_url text,
  features jsonb not null default '[]'::jsonb check (jsonb_typeof(features) = 'array'),
  inventory_count integer not null default 0 check (inventory_count >= 0),
  sort_order integer not null default 0
);
comment on table public.products is 'One-time purchases shown under Safety products and on device pages.';
comment on column public.products.id is 'Product id.';
comment on column public.products.name is 'Display name, e.g. ICE SOS Bluetooth Pendant.';
comment on column public.products.description is 'Short marketing description.';
comment on column public.products.price is 'One-time price in `currency`, two decimals.';
comment on column public.products.currency is 'Currency of `price`.';
comment on column public.products.status is 'active or coming_soon (docs/product.md#states product status).';
comment on column public.products.coming_soon_url is 'Optional Learn more link shown on the Coming Soon banner.';
comment on column public.products.features is 'JSON array of feature strings; the site shows the first six.';
comment on column public.products.inventory_count is 'Units in stock.';
comment on column public.products.sort_order is 'Ascending display order.';

alter table public.products enable row level security;

-- Both statuses are public: coming_soon products are shown with a badge (docs/product.md#states).
create policy "Anyone can read products"
  on public.products for select to anon, authenticated
  using (true);

create policy "Admins can add products"
  on public.products for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can change products"
  on public.products for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can remove products"
  on public.products for delete to authenticated
  using ((select public.is_admin()));

/**
 * SUBSCRIPTION PLANS
 * Monthly (or yearly) plans. `max_emergency_contacts` is enforced by the emergency_contacts trigger.
 */
create type public.billing_interval as enum ('month', 'year');
comment on type public.billing_interval is 'How often a plan is billed.';

create table public.subscription_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  description text,
  price numeric(10, 2) not null check (price >= 0),
  currency public.currency_code not null default 'EUR',
  billing_interval public.billing_interval not null default 'month',
  features jsonb not null default '[]'::jsonb check (jsonb_typeof(features) = 'array'),
  sort_order integer not null default 0,
  is_popular boolean not null default false,
  is_active boolean not null default true,
  stripe_price_id text unique,
  region text check (region ~ '^[a-z]{2}$' or region = 'global'),
  max_emergency_contacts integer not null default 5 check (max_emergency_contacts between 0 and 50)
);
comment on table public.subscription_plans is 'Plans members subscribe to (Personal Account, Premium Protection, ...).';
comment on column public.subscription_plans.id is 'Plan id.';
comment on column public.subscription_plans.name is 'Display name; the core plan is the one named Premium Protection (docs/product.md#rules).';
comment on column public.subscription_plans.description is 'Short marketing description.';
comment on column public.subscription_plans.price is 'Price per billing interval in `currency`, two decimals.';
comment on column public.subscription_plans.currency is 'Currency of `price`.';
comment on column public.subscription_plans.billing_interval is 'month or year.';
comment on column public.subscription_plans.features is 'JSON array of feature strings; non-strings are dropped by the app.';
comment on column public.subscription_plans.sort_order is 'Ascending display order.';
comment on column public.subscription_plans.is_popular is 'Highlighted as the popular (core) plan.';
comment on column public.subscription_plans.is_active is 'Only active plans are offered to the public.';
comment on column public.subscription_plans.stripe_price_id is 'Payment provider price id, when the plan is sold through Stripe.';
comment on column public.subscription_plans.region is 'ISO country code (lower case, e.g. es) of a regional plan; null or global means everywhere.';
comment on column public.subscription_plans.max_emergency_contacts is 'How many emergency contacts a member on this plan may keep (docs/product.md#rules: 5 on family plans).';

alter table public.subscription_plans enable row level security;

create policy "Anyone can read active plans"
  on public.subscription_plans for select to anon, authenticated
  using (is_active);

create policy "Admins can read every plan"
  on public.subscription_plans for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can add plans"
  on public.subscription_plans for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can change plans"
  on public.subscription_plans for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can remove plans"
  on public.subscription_plans for delete to authenticated
  using ((select public.is_admin()));

/**
 * REGIONAL SERVICES
 * Services bound to a region, such as the 24/7 Call Centre Spain.
 */
create table public.regional_services (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  description text,
  price numeric(10, 2) not null check (price >= 0),
  currency public.currency_code not null default 'EUR',
  region text not null check (region ~ '^[a-z]{2}$'),
  features jsonb not null default '[]'::jsonb check (jsonb_typeof(features) = 'array'),
  is_active boolean not null default true,
  sort_order integer not null default 0
);
comment on table public.regional_services is 'Region-bound services shown under Regional services (e.g. Call Centre Spain).';
comment on column public.regional_services.id is 'Service id.';
comment on column public.regional_services.name is 'Display name.';
comment on column public.regional_services.description is 'Short marketing description.';
comment on column public.regional_services.price is 'Monthly price in `currency`, two decimals.';
comment on column public.regional_services.currency is 'Currency of `price`.';
comment on column public.regional_services.region is 'ISO country code, lower case (es).';
comment on column public.regional_services.features is 'JSON array of feature strings.';
comment on column public.regional_services.is_active is 'Only active services are shown to the public.';
comment on column public.regional_services.sort_order is 'Ascending display order.';

alter table public.regional_services enable row level security;

create policy "Anyone can read active regional services"
  on public.regional_services for select to anon, authenticated
  using (is_active);

create policy "Admins can read every regional service"
  on public.regional_services for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can add regional services"
  on public.regional_services for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can change regional services"
  on public.regional_services for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can remove regional services"
  on public.regional_services for delete to authenticated
  using ((select public.is_admin()));

/**
 * SITE CONTENT
 * Admin-editable settings by key, e.g. homepage_app_preview (docs/product.md#data). Read by every visitor;
 * saved by admins with an upsert on key (docs/product.md#backend-calls (call 4)) and pushed live through realtime.
 */
create table public.site_content (
  key text primary key check (key ~ '^[a-z0-9_]{1,100}$'),
  value jsonb not null,
  updated_at timestamptz not null default now()
);
comment on table public.site_content is 'Admin-editable site settings by key (homepage_app_preview, ...).';
comment on column public.site_content.key is 'Setting key, snake_case.';
comment on column public.site_content.value is 'Setting value as JSON; its shape depends on the key.';
comment on column public.site_content.updated_at is 'When the setting was last saved.';

create trigger site_content_set_updated_at
  before update on public.site_content
  for each row execute function public.set_updated_at();

alter table public.site_content enable row level security;

create policy "Anyone can read site content"
  on public.site_content for select to anon, authenticated
  using (true);

create policy "Admins can add site content"
  on public.site_content for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can change site content"
  on public.site_content for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can remove site content"
  on public.site_content for delete to authenticated
  using ((select public.is_admin()));
