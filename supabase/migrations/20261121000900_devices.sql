/**
 * DEVICES
 * A member's paired hardware, today the ICE SOS Bluetooth Pendant. The app updates the row as the
 * pendant reports battery and heart rate, so family with view_device_status can see that the
 * pendant is alive and charged.
 */
create type public.device_kind as enum ('pendant');
comment on type public.device_kind is 'Kind of paired device. Smart speakers will join when voice SOS ships.';

create table public.devices (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  kind public.device_kind not null default 'pendant',
  name text not null check (char_length(name) between 1 and 100),
  hardware_id text check (char_length(hardware_id) <= 200),
  last_connected_at timestamptz,
  battery smallint check (battery between 0 and 100),
  last_heart_rate smallint check (last_heart_rate between 20 and 250),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, hardware_id)
);
comment on table public.devices is 'Devices paired by a member (the pendant) with their last known status.';
comment on column public.devices.id is 'Device id.';
comment on column public.devices.user_id is 'The member who paired it.';
comment on column public.devices.kind is 'pendant.';
comment on column public.devices.name is 'Name the device reports or the member gave it.';
comment on column public.devices.hardware_id is 'Bluetooth device id as seen by the app, to recognise it again.';
comment on column public.devices.last_connected_at is 'When the app last had a connection to it.';
comment on column public.devices.battery is 'Last battery level, percent.';
comment on column public.devices.last_heart_rate is 'Last heart rate measured, beats per minute.';
comment on column public.devices.created_at is 'When it was first paired.';
comment on column public.devices.updated_at is 'When its status last changed.';

create trigger devices_set_updated_at
  before update on public.devices
  for each row execute function public.set_updated_at();

alter table public.devices enable row level security;

create policy "Members can read their own devices"
  on public.devices for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Family with device access can read the member's devices"
  on public.devices for select to authenticated
  using (public.has_family_permission(user_id, 'view_device_status'));

create policy "Admins can read every device"
  on public.devices for select to authenticated
  using ((select public.is_admin()));

create policy "Members can pair their own devices"
  on public.devices for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members can update their own devices"
  on public.devices for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members can remove their own devices"
  on public.devices for delete to authenticated
  using (user_id = (select auth.uid()));
