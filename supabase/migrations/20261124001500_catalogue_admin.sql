/**
 * CATALOGUE ADMIN (issue 22)
 * Admins run the catalogue from the admin area: plans, products and regional services are created,
 * edited, ordered, and hidden or shown again, with their texts in Dutch and Spanish beside the
 * English ones. What protects the public pages lives here:
 * - `translations` has one documented shape, checked by an immutable function, so a malformed
 *   value is refused with a 400 (check violation) whoever writes it;
 * - products gain `is_active`: a hidden product is read by admins only (and by members who
 *   ordered it, so their order history keeps its name);
 * - `coming_soon_url` is an http(s) address and `stripe_price_id` looks like a Stripe price id,
 *   so a typo cannot put a javascript: link on the pendant page or break a checkout;
 * - public.move_catalogue_item swaps an item with its neighbour in one transaction, for admins
 *   only; the audit triggers of 20261124001100 record each changed sort_order with the admin as
 *   actor (they read the caller's JWT, which a definer function keeps).
 * English stays the canonical text: `name`, `description` and `features` are never replaced, and
 * the core-plan rule (docs/product.md#rules) keeps reading the English name.
 * Codes: ICE75 not an admin (403), ICE76 unknown kind or direction (400), ICE77 item not found (404).
 */

/**
 * Whether a translations value has the documented shape:
 *   { "nl"?: { "name"?: text 1-200, "description"?: text ≤ 1000, "features"?: [text ≤ 200, …≤ 20] },
 *     "es"?: { same } }
 * English lives in the row's own columns, so it has no key here; a language or field left out
 * falls back to English. Immutable (it reads only its argument), so a CHECK may call it.
 */
create function private.valid_catalogue_translations(value jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  lang text;
  entry jsonb;
  field text;
  feature jsonb;
begin
  if value is null or jsonb_typeof(value) <> 'object' then
    return false;
  end if;
  for lang, entry in select e.key, e.value from jsonb_each(value) e loop
    if lang not in ('nl', 'es') or jsonb_typeof(entry) <> 'object' then
      return false;
    end if;
    for field in select jsonb_object_keys(entry) loop
      if field not in ('name', 'description', 'features') then
        return false;
      end if;
    end loop;
    if entry ? 'name'
       and (jsonb_typeof(entry -> 'name') <> 'string' or char_length(entry ->> 'name') not between 1 and 200) then
      return false;
    end if;
    if entry ? 'description'
       and (jsonb_typeof(entry -> 'description') <> 'string' or char_length(entry ->> 'description') > 1000) then
      return false;
    end if;
    if entry ? 'features' then
      if jsonb_typeof(entry -> 'features') <> 'array' or jsonb_array_length(entry -> 'features') > 20 then
        return false;
      end if;
      for feature in select f.value from jsonb_array_elements(entry -> 'features') f loop
        if jsonb_typeof(feature) <> 'string' or char_length(feature #>> '{}') > 200 then
          return false;
        end if;
      end loop;
    end if;
  end loop;
  return true;
end;
$$;
comment on function private.valid_catalogue_translations(jsonb) is 'Whether a catalogue translations value has the documented shape (keys nl/es; name 1-200, description ≤ 1000, features ≤ 20 strings of ≤ 200).';
revoke execute on function private.valid_catalogue_translations(jsonb) from public, anon;
-- The CHECK runs as whoever writes the row (an admin, the service role).
grant execute on function private.valid_catalogue_translations(jsonb) to authenticated, service_role;

alter table public.subscription_plans
  add column translations jsonb not null default '{}'::jsonb
    constraint subscription_plans_translations_shape check (private.valid_catalogue_translations(translations));
comment on column public.subscription_plans.translations is 'Display texts in other languages: {"nl"?: {"name"?, "description"?, "features"?: [...]}, "es"?: {...}}. A missing or empty text falls back to English. The English `name` stays canonical (the core-plan rule reads it).';

alter table public.products
  add column translations jsonb not null default '{}'::jsonb
    constraint products_translations_shape check (private.valid_catalogue_translations(translations));
comment on column public.products.translations is 'Display texts in other languages: {"nl"?: {"name"?, "description"?, "features"?: [...]}, "es"?: {...}}. A missing or empty text falls back to English.';

alter table public.regional_services
  add column translations jsonb not null default '{}'::jsonb
    constraint regional_services_translations_shape check (private.valid_catalogue_translations(translations));
comment on column public.regional_services.translations is 'Display texts in other languages: {"nl"?: {"name"?, "description"?, "features"?: [...]}, "es"?: {...}}. A missing or empty text falls back to English.';

/** Hidden products: kept (orders point at them) but shown to nobody but admins. */
alter table public.products add column is_active boolean not null default true;
comment on column public.products.is_active is 'Only active products are shown to the public; a hidden one stays for its orders and for admins.';

alter table public.products
  add constraint products_coming_soon_url_http
    check (coming_soon_url is null or (char_length(coming_soon_url) <= 500 and coming_soon_url ~ '^https?://[^[:space:]/?#]+[^[:space:]]*$'));
alter table public.products
  add constraint products_stripe_price_id_shape
    check (stripe_price_id is null or stripe_price_id ~ '^price_[A-Za-z0-9]+$');
alter table public.subscription_plans
  add constraint subscription_plans_stripe_price_id_shape
    check (stripe_price_id is null or stripe_price_id ~ '^price_[A-Za-z0-9]+$');

drop policy "Anyone can read products" on public.products;

create policy "Anyone can read active products"
  on public.products for select to anon, authenticated
  using (is_active);

create policy "Admins can read every product"
  on public.products for select to authenticated
  using ((select public.is_admin()));

-- An order keeps pointing at its product: its buyer still sees the product's name in their history.
create policy "Members can read products they ordered"
  on public.products for select to authenticated
  using (exists (select 1 from public.orders o where o.product_id = products.id and o.user_id = (select auth.uid())));

create index orders_product_id_idx on public.orders (product_id);

/**
 * Moves a plan ('plans'), product ('products') or regional service ('services') one place 'up' or
 * 'down' in its list, by swapping sort_order with its neighbour. Ties (rows sharing a sort_order,
 * as new rows get 0) are first renumbered 10, 20, 30… in the order admins see (sort_order, name,
 * id), so every move has one well-defined neighbour. Returns false when the item is already first
 * (up) or last (down).
 * Security definer, checking is_admin() first: as invoker its error calls would need usage on
 * schema private, which API roles do not have on hosted Supabase (a refusal would surface as a bare
 * "permission denied for schema private" instead of ICE75/ICE76/ICE77). The caller's JWT stays, so
 * the audit triggers still record the admin as actor. Concurrent moves in one list wait for each
 * other (advisory lock).
 */
create function public.move_catalogue_item(kind text, item uuid, direction text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  tbl text;
  ties boolean;
  current_order integer;
  neighbour uuid;
  neighbour_order integer;
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE75', 'Only admins can reorder the catalogue.', 'catalogue_forbidden', 403);
  end if;
  tbl := case kind when 'plans' then 'subscription_plans' when 'products' then 'products' when 'services' then 'regional_services' end;
  if tbl is null or direction is null or direction not in ('up', 'down') then
    perform private.raise_app_error('ICE76', 'Kind must be plans, products or services and direction up or down.', 'catalogue_move_invalid', 400);
  end if;

  perform pg_advisory_xact_lock(hashtext('public.move_catalogue_item'), hashtext(tbl));

  execute format('select exists (select 1 from public.%I group by sort_order having count(*) > 1)', tbl) into ties;
  if ties then
    execute format(
      'update public.%I t set sort_order = r.n * 10
         from (select id, row_number() over (order by sort_order, name, id) as n from public.%I) r
        where t.id = r.id and t.sort_order is distinct from r.n * 10',
      tbl, tbl);
  end if;

  execute format('select sort_order from public.%I where id = $1', tbl) into current_order using item;
  if current_order is null then
    perform private.raise_app_error('ICE77', 'That catalogue item does not exist.', 'catalogue_item_not_found', 404);
  end if;

  if direction = 'up' then
    execute format('select id, sort_order from public.%I where sort_order < $1 order by sort_order desc, name desc, id desc limit 1', tbl)
      into neighbour, neighbour_order using current_order;
  else
    execute format('select id, sort_order from public.%I where sort_order > $1 order by sort_order, name, id limit 1', tbl)
      into neighbour, neighbour_order using current_order;
  end if;
  if neighbour is null then
    return false;
  end if;

  execute format('update public.%I set sort_order = $2 where id = $1', tbl) using item, neighbour_order;
  execute format('update public.%I set sort_order = $2 where id = $1', tbl) using neighbour, current_order;
  return true;
end;
$$;
comment on function public.move_catalogue_item(text, uuid, text) is 'Admins: moves a catalogue item (kind plans, products or services) one place up or down by swapping sort_order with its neighbour; the audit records the calling admin. False at either end. ICE75 not an admin, ICE76 bad kind or direction, ICE77 no such item.';
revoke execute on function public.move_catalogue_item(text, uuid, text) from public, anon;
grant execute on function public.move_catalogue_item(text, uuid, text) to authenticated;
