-- The booking core (supabase/DATA-MODEL.md, "Booking"): boats and their seat layouts, tours,
-- departures, bookings with their seats and passengers, Pix payments, refunds, notifications.
-- Money is in centavos (integer). Rows that carry money or seats are written only by the
-- security definer functions of the next migration; the API roles read them under RLS.

-- One clock for every rule: tests and the demo set `mare.now` (an ISO timestamp) for their
-- transaction or session; otherwise the transaction's start time.
create function private.now()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(pg_catalog.current_setting('mare.now', true), '')::timestamptz,
    pg_catalog.now()
  )
$$;
revoke all on function private.now() from public, anon, authenticated;

-- Demo mode (simulated Pix provider, demo payment path, date rebasing): off unless a demo
-- database turns it on (seed.sql does). Never on in production.
insert into private.app_settings (key, value) values ('demo_mode', 'off')
on conflict (key) do nothing;

create function private.demo_mode()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select s.value = 'on' from private.app_settings s where s.key = 'demo_mode'), false)
$$;
revoke all on function private.demo_mode() from public, anon, authenticated;

-- Boats ------------------------------------------------------------------------------------------

create table public.boats (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (pg_catalog.length(name) between 1 and 80),
  kind text not null check (kind in ('escuna', 'lancha', 'catamara', 'saveiro', 'jangada', 'outro')),
  -- Inscrição na Capitania dos Portos.
  registration text not null,
  -- Lotação: the legal capacity (cartão de lotação), every person on board.
  capacity integer not null check (capacity between 1 and 500),
  photos jsonb not null default '[]'::jsonb,
  amenities jsonb not null default '[]'::jsonb,
  status text not null default 'active' check (status in ('active', 'maintenance', 'retired')),
  verification text not null default 'pending'
    check (verification in ('pending', 'approved', 'refused')),
  refusal_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((verification = 'refused') = (refusal_reason is not null))
);
create index boats_owner_id_idx on public.boats (owner_id);

create table public.boat_zones (
  id uuid primary key default gen_random_uuid(),
  boat_id uuid not null references public.boats (id) on delete cascade,
  code text not null check (code ~ '^[a-z][a-z0-9_]*$'),
  name text not null,
  covered boolean not null default false,
  -- e.g. ["sol", "molha", "vista"] / ["sombra", "balanca_menos"]
  hints jsonb not null default '[]'::jsonb,
  position integer not null default 0,
  unique (boat_id, code)
);

create table public.boat_seats (
  id uuid primary key default gen_random_uuid(),
  boat_id uuid not null references public.boats (id) on delete cascade,
  zone_id uuid not null references public.boat_zones (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9]{1,6}$'),
  seat_row integer not null check (seat_row >= 0),
  seat_col integer not null check (seat_col >= 0),
  kind text not null default 'passenger' check (kind in ('passenger', 'accessible', 'crew', 'blocked')),
  unique (boat_id, code),
  unique (boat_id, seat_row, seat_col)
);
create index boat_seats_zone_id_idx on public.boat_seats (zone_id);

-- Passenger seats (passenger + accessible) never exceed the lotação. The boat row is locked
-- first, so two writers adding seats at once are counted one after the other.
create function private.check_boat_seats()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  boat uuid;
  lotacao integer;
  sellable integer;
begin
  for boat in
    select distinct b from (
      select new_rows.boat_id as b from new_rows
    ) changed
  loop
    select bt.capacity into lotacao from public.boats bt where bt.id = boat for update;
    select pg_catalog.count(*) into sellable from public.boat_seats s
    where s.boat_id = boat and s.kind in ('passenger', 'accessible');
    if sellable > lotacao then
      raise exception 'passenger_seats_exceed_capacity'
        using errcode = '23514', detail = pg_catalog.format('%s seats > lotação %s', sellable, lotacao);
    end if;
    if exists (
      select 1 from public.boat_seats s join public.boat_zones z on z.id = s.zone_id
      where s.boat_id = boat and z.boat_id <> s.boat_id
    ) then
      raise exception 'seat_zone_of_another_boat' using errcode = '23514';
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.check_boat_seats() from public, anon, authenticated;

create trigger boat_seats_within_capacity_ins
  after insert on public.boat_seats referencing new table as new_rows
  for each statement execute function private.check_boat_seats();
create trigger boat_seats_within_capacity_upd
  after update on public.boat_seats referencing new table as new_rows
  for each statement execute function private.check_boat_seats();

create function private.check_boat_capacity()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select pg_catalog.count(*) from public.boat_seats s
      where s.boat_id = new.id and s.kind in ('passenger', 'accessible')) > new.capacity then
    raise exception 'passenger_seats_exceed_capacity' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.check_boat_capacity() from public, anon, authenticated;

create trigger boats_capacity_covers_seats
  after update of capacity on public.boats
  for each row execute function private.check_boat_capacity();

-- Tours ------------------------------------------------------------------------------------------

create table public.tours (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  -- One of the five beaches of packages/domain/src/beaches, or a free place.
  beach_id text check (beach_id in (
    'praia-do-forno', 'baia-do-sancho', 'jericoacoara', 'alter-do-chao', 'praia-do-rosa'
  )),
  place text,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (pg_catalog.length(title) between 3 and 120),
  summary text not null default '',
  -- Roteiro: [{ "title": "...", "description": "...", "minutes": 30 }]
  itinerary jsonb not null default '[]'::jsonb,
  included jsonb not null default '[]'::jsonb,
  not_included jsonb not null default '[]'::jsonb,
  -- { "address": "...", "latitude": -22.97, "longitude": -42.02, "instructions": "..." }
  meeting_point jsonb not null default '{}'::jsonb,
  what_to_bring jsonb not null default '[]'::jsonb,
  duration_minutes integer not null check (duration_minutes between 15 and 1440),
  minimum_age integer not null default 0 check (minimum_age between 0 and 99),
  languages jsonb not null default '["pt-BR"]'::jsonb,
  -- Price bands in centavos: adult; child up to child_max_age (inclusive); lap child (no seat,
  -- free) up to lap_max_age (inclusive) when not null.
  price_adult integer not null check (price_adult between 0 and 10000000),
  price_child integer not null check (price_child between 0 and 10000000),
  child_max_age integer not null default 11 check (child_max_age between 0 and 17),
  lap_max_age integer check (lap_max_age between 0 and 5),
  -- Taxa de embarque per seated passenger, shown apart from the price.
  boarding_fee integer not null default 0 check (boarding_fee between 0 and 100000),
  -- [{ "hours_before": 24, "percent": 100 }, { "hours_before": 12, "percent": 50 }]
  cancellation_tiers jsonb not null default '[{"hours_before":24,"percent":100}]'::jsonb,
  photos jsonb not null default '[]'::jsonb,
  status text not null default 'draft' check (status in ('draft', 'in_review', 'published', 'suspended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (beach_id is not null or place is not null),
  check (lap_max_age is null or lap_max_age < child_max_age),
  check (jsonb_typeof(cancellation_tiers) = 'array')
);
create index tours_owner_id_idx on public.tours (owner_id);
create index tours_published_beach_idx on public.tours (beach_id) where status = 'published';

-- Departures -------------------------------------------------------------------------------------

create table public.departures (
  id uuid primary key default gen_random_uuid(),
  tour_id uuid not null references public.tours (id) on delete cascade,
  boat_id uuid not null references public.boats (id),
  starts_at timestamptz not null,
  -- scheduled → confirmed (minimum reached) → departed; closed = sales closed; cancelled.
  status text not null default 'scheduled'
    check (status in ('scheduled', 'confirmed', 'closed', 'cancelled', 'departed')),
  cancel_reason text,
  sales_cutoff_at timestamptz not null,
  min_passengers integer not null default 1 check (min_passengers between 1 and 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (sales_cutoff_at <= starts_at),
  check ((status = 'cancelled') = (cancel_reason is not null))
);
create index departures_tour_starts_idx on public.departures (tour_id, starts_at);
create index departures_boat_id_idx on public.departures (boat_id);

-- Bookings ---------------------------------------------------------------------------------------

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  -- Six characters of an alphabet without 0/O, 1/I/L (packages/domain/src/booking/code.ts).
  code text not null unique check (code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$'),
  departure_id uuid not null references public.departures (id),
  buyer_id uuid not null references auth.users (id),
  status text not null default 'held'
    check (status in ('held', 'awaiting_payment', 'confirmed', 'cancelled', 'expired', 'no_show')),
  hold_expires_at timestamptz not null,
  seat_count integer not null check (seat_count between 1 and 12),
  lap_count integer not null default 0 check (lap_count between 0 and 12),
  contact_name text,
  contact_email text,
  contact_phone text,
  subtotal integer,
  boarding_fees integer,
  total integer,
  created_at timestamptz not null default now(),
  purchased_at timestamptz,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  updated_at timestamptz not null default now(),
  check (total is null or total = subtotal + boarding_fees)
);
create index bookings_departure_status_idx on public.bookings (departure_id, status);
create index bookings_buyer_id_idx on public.bookings (buyer_id);
-- Lazy expiry looks only at open holds.
create index bookings_open_expiry_idx on public.bookings (hold_expires_at)
  where status in ('held', 'awaiting_payment');

-- The seats a booking occupies. `active` is true while the booking is held, awaiting payment
-- or confirmed (kept by the trigger below); a seat of a departure is active at most once.
create table public.booking_seats (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  departure_id uuid not null references public.departures (id),
  seat_id uuid not null references public.boat_seats (id),
  active boolean not null default true
);
create unique index booking_seats_one_active_per_seat
  on public.booking_seats (departure_id, seat_id) where active;
create index booking_seats_booking_id_idx on public.booking_seats (booking_id);

create function private.sync_booking_seats()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.booking_seats bs
  set active = new.status in ('held', 'awaiting_payment', 'confirmed')
  where bs.booking_id = new.id
    and bs.active is distinct from (new.status in ('held', 'awaiting_payment', 'confirmed'));
  return null;
end;
$$;
revoke all on function private.sync_booking_seats() from public, anon, authenticated;

create trigger bookings_sync_seats
  after update of status on public.bookings
  for each row when (old.status is distinct from new.status)
  execute function private.sync_booking_seats();

create table public.passengers (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  full_name text not null check (pg_catalog.length(full_name) between 2 and 120),
  -- Digits only, check digits verified by the checkout.
  cpf text check (cpf ~ '^[0-9]{11}$'),
  birth_date date not null,
  band text not null check (band in ('adult', 'child', 'lap')),
  seat_id uuid references public.boat_seats (id),
  price integer not null check (price >= 0),
  checked_in_at timestamptz,
  check ((band = 'lap') = (seat_id is null))
);
create index passengers_booking_id_idx on public.passengers (booking_id);

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  method text not null default 'pix' check (method = 'pix'),
  provider text not null,
  txid text not null unique check (txid ~ '^[A-Za-z0-9]{1,35}$'),
  -- Produced by the payment provider's side: in demo mode, by the simulated provider at checkout.
  br_code text,
  amount integer not null check (amount > 0),
  expires_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'expired', 'cancelled')),
  paid_at timestamptz,
  created_at timestamptz not null default now()
);
create index payments_booking_id_idx on public.payments (booking_id);

create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  payment_id uuid not null references public.payments (id),
  amount integer not null check (amount >= 0),
  reason text not null
    check (reason in ('buyer_cancelled', 'withdrawal', 'departure_cancelled', 'paid_after_expiry')),
  -- Which rule gave the amount, e.g. "tier 24h 100%" or "CDC art. 49".
  rule text not null,
  created_at timestamptz not null default now()
);
create index refunds_booking_id_idx on public.refunds (booking_id);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  booking_id uuid references public.bookings (id) on delete cascade,
  departure_id uuid references public.departures (id) on delete cascade,
  reason text not null
    check (reason in ('booking_confirmed', 'booking_cancelled', 'departure_cancelled', 'refund_issued')),
  channel text not null check (channel in ('email', 'whatsapp', 'in_app')),
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index notifications_user_id_idx on public.notifications (user_id);

create trigger boats_touch_updated_at before update on public.boats
  for each row execute function private.touch_updated_at();
create trigger tours_touch_updated_at before update on public.tours
  for each row execute function private.touch_updated_at();
create trigger departures_touch_updated_at before update on public.departures
  for each row execute function private.touch_updated_at();
create trigger bookings_touch_updated_at before update on public.bookings
  for each row execute function private.touch_updated_at();
