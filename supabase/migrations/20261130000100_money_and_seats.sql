-- Money and seats no one can bend (issue 33): refund terms validated and frozen on each booking,
-- refunds never above what was paid, demo payments only with the demo provider, holds only on
-- approved boats in service, party and per-account limits with a cool-down, one lock order on
-- every path where money and seats meet, departures that depart, and a minute job for all of it.
--
-- The lock order, everywhere: departure → booking → payment → refund. Every function that writes
-- a booking first locks its departure (FOR NO KEY UPDATE), so bookings of one departure are only
-- ever written one transaction at a time, and a sweep over many departures skips the ones in use.

-- Cancellation terms ---------------------------------------------------------------------------

-- At most five tiers, whole hours of notice from 0 to 720 (30 days), whole percents from 0 to
-- 100, more notice first (no two tiers with the same notice). An empty list is allowed: no
-- refund but the 7 days of CDC art. 49 and the taxa de embarque.
create function private.cancellation_tiers_valid(tiers jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  t jsonb;
  hours numeric;
  percent numeric;
  previous numeric;
begin
  if tiers is null or pg_catalog.jsonb_typeof(tiers) <> 'array' or pg_catalog.jsonb_array_length(tiers) > 5 then
    return false;
  end if;
  for t in select e from pg_catalog.jsonb_array_elements(tiers) e loop
    if pg_catalog.jsonb_typeof(t) <> 'object'
       or pg_catalog.jsonb_typeof(t -> 'hours_before') is distinct from 'number'
       or pg_catalog.jsonb_typeof(t -> 'percent') is distinct from 'number'
       or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(t)) <> 2 then
      return false;
    end if;
    hours := (t ->> 'hours_before')::numeric;
    percent := (t ->> 'percent')::numeric;
    if hours <> pg_catalog.trunc(hours) or percent <> pg_catalog.trunc(percent)
       or hours not between 0 and 720 or percent not between 0 and 100
       or (previous is not null and hours >= previous) then
      return false;
    end if;
    previous := hours;
  end loop;
  return true;
end;
$$;

-- The valid terms closest to whatever is stored: malformed entries dropped, numbers truncated
-- and clamped, one tier per notice (the better refund), more notice first, five at most. Used
-- once below to repair rows written before the check existed.
create function private.repair_cancellation_tiers(tiers jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with entries as (
    select e from pg_catalog.jsonb_array_elements(
      case when pg_catalog.jsonb_typeof(tiers) = 'array' then tiers else '[]'::jsonb end) e
    where pg_catalog.jsonb_typeof(e) = 'object'
  ),
  numbers as (
    select
      case when pg_catalog.jsonb_typeof(e -> 'hours_before') = 'number'
        then least(greatest(pg_catalog.trunc((e ->> 'hours_before')::numeric), 0), 720)::integer end as hours,
      case when pg_catalog.jsonb_typeof(e -> 'percent') = 'number'
        then least(greatest(pg_catalog.trunc((e ->> 'percent')::numeric), 0), 100)::integer end as percent
    from entries
  ),
  tiers as (
    select hours, pg_catalog.max(percent) as percent from numbers
    where hours is not null and percent is not null
    group by hours order by hours desc limit 5
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('hours_before', hours, 'percent', percent)
    order by hours desc), '[]'::jsonb)
  from tiers
$$;

revoke all on function private.cancellation_tiers_valid(jsonb), private.repair_cancellation_tiers(jsonb)
  from public, anon, authenticated;

create function private.check_cancellation_tiers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.cancellation_tiers_valid(new.cancellation_tiers) then
    perform private.refuse('cancellation_tiers_invalid');
  end if;
  return new;
end;
$$;
revoke all on function private.check_cancellation_tiers() from public, anon, authenticated;

update public.tours set cancellation_tiers = private.repair_cancellation_tiers(cancellation_tiers)
where not private.cancellation_tiers_valid(cancellation_tiers);

create trigger tours_cancellation_tiers_valid before insert or update of cancellation_tiers
  on public.tours for each row execute function private.check_cancellation_tiers();

-- The terms a buyer accepted, frozen on the booking when the seats are held: prices, age bands,
-- minimum age and cancellation tiers. Checkout prices the party and every refund is computed from
-- this copy, so an owner's later change never touches a booking already made.
create function private.tour_terms(t public.tours)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'price_adult', t.price_adult, 'price_child', t.price_child, 'boarding_fee', t.boarding_fee,
    'child_max_age', t.child_max_age, 'lap_max_age', t.lap_max_age, 'minimum_age', t.minimum_age,
    'cancellation_tiers', t.cancellation_tiers)
$$;
revoke all on function private.tour_terms(public.tours) from public, anon, authenticated;

alter table public.bookings add column accepted_terms jsonb;

update public.bookings b set accepted_terms = private.tour_terms(t)
from public.departures d join public.tours t on t.id = d.tour_id
where d.id = b.departure_id;

alter table public.bookings
  alter column accepted_terms set not null,
  add constraint bookings_accepted_terms_object check (pg_catalog.jsonb_typeof(accepted_terms) = 'object');

create function private.freeze_booking_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.accepted_terms is null then
    select private.tour_terms(t) into new.accepted_terms
    from public.departures d join public.tours t on t.id = d.tour_id
    where d.id = new.departure_id;
  end if;
  return new;
end;
$$;
revoke all on function private.freeze_booking_terms() from public, anon, authenticated;
create trigger bookings_freeze_terms before insert on public.bookings
  for each row execute function private.freeze_booking_terms();

-- Contact fields are bounded like every other typed text.
alter table public.bookings
  add constraint bookings_contact_name_length check (contact_name is null or pg_catalog.char_length(contact_name) <= 120),
  add constraint bookings_contact_email_length check (contact_email is null or pg_catalog.char_length(contact_email) <= 254),
  add constraint bookings_contact_phone_length check (contact_phone is null or pg_catalog.char_length(contact_phone) <= 40);

-- One CPF once per booking.
create unique index passengers_one_cpf_per_booking on public.passengers (booking_id, cpf) where cpf is not null;

-- Refunds ------------------------------------------------------------------------------------------

-- Refunds never add up to more than was paid: each refund points at a paid charge of its own
-- booking, and the booking's refunds stay within its paid charges. A trigger, not a client check:
-- it holds for every writer, service_role included. The booking row is locked (its writers
-- already hold it), so two refunds of one booking are summed one after the other.
create function private.check_refunds_within_paid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  paid bigint;
  refunded bigint;
begin
  perform 1 from public.bookings b where b.id = new.booking_id for no key update;
  if not exists (
    select 1 from public.payments p
    where p.id = new.payment_id and p.booking_id = new.booking_id and p.status = 'paid'
  ) then
    raise exception 'refund_without_payment' using errcode = '23514';
  end if;
  select coalesce(pg_catalog.sum(p.amount), 0) into paid
  from public.payments p where p.booking_id = new.booking_id and p.status = 'paid';
  select coalesce(pg_catalog.sum(r.amount), 0) into refunded
  from public.refunds r where r.booking_id = new.booking_id;
  if refunded > paid then
    raise exception 'refunds_exceed_payment' using errcode = '23514',
      detail = pg_catalog.format('refunds %s > paid %s', refunded, paid);
  end if;
  return null;
end;
$$;
revoke all on function private.check_refunds_within_paid() from public, anon, authenticated;
create constraint trigger refunds_within_paid after insert or update on public.refunds
  for each row execute function private.check_refunds_within_paid();

-- The percent is clamped as well: the tiers are checked on write, this keeps the rule safe alone.
create or replace function private.refund_amount(
  subtotal integer, boarding_fees integer, tiers jsonb,
  starts_at timestamptz, purchased_at timestamptz, at timestamptz
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with best as (
    select least(greatest(coalesce(pg_catalog.max((t ->> 'percent')::integer), 0), 0), 100) as percent
    from pg_catalog.jsonb_array_elements(tiers) t
    where extract(epoch from starts_at - at) >= (t ->> 'hours_before')::numeric * 3600
  )
  select case
    when at >= starts_at then
      pg_catalog.jsonb_build_object('amount', 0, 'rule', 'started')
    when at < purchased_at + interval '7 days' then
      pg_catalog.jsonb_build_object('amount', subtotal + boarding_fees, 'rule', 'withdrawal')
    else
      pg_catalog.jsonb_build_object(
        'amount', (subtotal * best.percent) / 100 + boarding_fees,
        'rule', 'tier_' || best.percent)
  end
  from best
$$;

-- Expiry and departing ---------------------------------------------------------------------------

-- Expires the lapsed holds and unpaid charges of one departure, whose row the caller has locked;
-- with no departure, of every departure, each locked in turn and skipped while another
-- transaction holds it (that one expires its own holds first).
create or replace function private.expire_holds(only_departure uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer := 0;
  dep_id uuid;
  -- Read once: a function call per row costs more than the rest of the statement.
  at constant timestamptz := private.now();
begin
  if only_departure is null then
    for dep_id in
      select d.id from public.departures d
      where d.id in (select b.departure_id from public.bookings b
                     where b.status in ('held', 'awaiting_payment') and b.hold_expires_at <= at)
      order by d.id
      for no key update of d skip locked
    loop
      n := n + private.expire_holds(dep_id);
    end loop;
    return n;
  end if;

  with expired as (
    update public.bookings b
    set status = 'expired'
    where b.status in ('held', 'awaiting_payment')
      and b.hold_expires_at <= at
      and b.departure_id = only_departure
    returning b.id
  ), payments as (
    update public.payments p set status = 'expired'
    from expired e where p.booking_id = e.id and p.status = 'pending'
    returning p.id
  )
  select pg_catalog.count(*) into n from expired;
  return n;
end;
$$;

-- Departures whose time has come are departed: off sale, no longer cancellable, their manifest
-- final. Rows in use are left for the next minute.
create function private.mark_departed()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
  at constant timestamptz := private.now();
begin
  update public.departures d set status = 'departed'
  where d.id in (
    select x.id from public.departures x
    where x.status in ('scheduled', 'confirmed', 'closed') and x.starts_at <= at
    order by x.id
    for no key update skip locked
  );
  get diagnostics n = row_count;
  return n;
end;
$$;
revoke all on function private.mark_departed() from public, anon, authenticated;

-- What the scheduler runs every minute (pg_cron on a hosted project, a timer in the demo).
create function public.run_minute_jobs()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  expired integer := private.expire_holds(null);
  departed integer := private.mark_departed();
begin
  if expired > 0 or departed > 0 then
    perform private.audit('jobs.minute', 'departures',
      pg_catalog.jsonb_build_object('expired', expired, 'departed', departed));
  end if;
  return pg_catalog.jsonb_build_object('expired', expired, 'departed', departed);
end;
$$;
revoke all on function public.run_minute_jobs() from public, anon, authenticated;
grant execute on function public.run_minute_jobs() to service_role;

-- pg_cron where the project has it (Supabase does; PGlite and plain servers do not): schedule the
-- minute job, replacing the hold sweep the README used to ask for.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    if exists (select 1 from cron.job where jobname = 'mare-expire-holds') then
      perform cron.unschedule('mare-expire-holds');
    end if;
    perform cron.schedule('mare-minute-jobs', '* * * * *', 'select public.run_minute_jobs()');
  end if;
end;
$$;

-- Holds ------------------------------------------------------------------------------------------

insert into private.app_settings (key, value) values
  -- People (seats and lap children) one account may hold unpaid on one departure.
  ('hold_people_per_account', '12'),
  -- Unpaid holds an account may let go on one departure within the cool-down window.
  ('hold_releases_per_window', '3'),
  ('hold_release_window_minutes', '60')
on conflict (key) do nothing;

-- The common part of both holds. Locks the departure (holds on one departure run one after the
-- other, so counts are exact), expires its old holds and checks everything that does not depend
-- on the seats: the tour on sale, its boat approved and in service, the party (1–12 seats, lap
-- children only where the tour has them and never more than the seats, 12 people at most), the
-- account's open holds (3), the people it holds unpaid on this departure, the cool-down after
-- letting holds go, and the lotação.
create or replace function private.open_hold(dep_id uuid, buyer uuid, seat_n integer, laps integer)
returns public.departures
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  tour public.tours;
  boat public.boats;
  lotacao integer;
  on_board integer;
  held_people integer;
  people_limit constant integer := coalesce(private.setting('hold_people_per_account')::integer, 12);
  release_limit constant integer := coalesce(private.setting('hold_releases_per_window')::integer, 3);
  release_window constant interval :=
    coalesce(private.setting('hold_release_window_minutes')::integer, 60) * interval '1 minute';
  released timestamptz[];
  at constant timestamptz := private.now();
begin
  if buyer is null then
    raise exception 'sign in to book' using errcode = '42501';
  end if;
  if seat_n is null or seat_n < 1 or seat_n > 12 or laps is null or laps < 0 or laps > seat_n
     or seat_n + laps > 12 then
    perform private.refuse('invalid_party');
  end if;
  select d.* into dep from public.departures d where d.id = dep_id for no key update;
  if not found then
    perform private.refuse('not_found');
  end if;
  select t.* into tour from public.tours t where t.id = dep.tour_id;
  if tour.status <> 'published' or dep.status not in ('scheduled', 'confirmed') then
    perform private.refuse('departure_closed', pg_catalog.jsonb_build_object('status', dep.status));
  end if;
  select b.* into boat from public.boats b where b.id = dep.boat_id;
  if boat.verification <> 'approved' or boat.status <> 'active' then
    perform private.refuse('departure_closed', pg_catalog.jsonb_build_object(
      'status', dep.status, 'boat', case when boat.status <> 'active' then boat.status else boat.verification end));
  end if;
  if at >= dep.sales_cutoff_at then
    perform private.refuse('cutoff_passed', pg_catalog.jsonb_build_object('cutoff', dep.sales_cutoff_at));
  end if;
  if laps > 0 and tour.lap_max_age is null then
    perform private.refuse('invalid_party', pg_catalog.jsonb_build_object('lap_children', 0));
  end if;
  perform private.expire_holds(dep.id);

  -- One person's holds, counted under a lock on that person.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(buyer::text, 17));
  if (select pg_catalog.count(*) from public.bookings b
      where b.buyer_id = buyer and b.status in ('held', 'awaiting_payment')
        and b.hold_expires_at > at) >= 3 then
    perform private.refuse('too_many_holds', pg_catalog.jsonb_build_object('limit', 3));
  end if;
  select coalesce(pg_catalog.sum(b.seat_count + b.lap_count), 0) into held_people
  from public.bookings b
  where b.buyer_id = buyer and b.departure_id = dep.id and b.status in ('held', 'awaiting_payment');
  if held_people + seat_n + laps > people_limit then
    perform private.refuse('too_many_people', pg_catalog.jsonb_build_object(
      'limit', people_limit, 'held', held_people));
  end if;
  -- Cancel-and-hold-again, or letting holds lapse, blocks seats for others: after a few in the
  -- window the account waits until the oldest of them leaves it.
  select pg_catalog.array_agg(r.released_at order by r.released_at desc) into released from (
    select coalesce(b.cancelled_at, b.hold_expires_at) as released_at from public.bookings b
    where b.buyer_id = buyer and b.departure_id = dep.id and b.confirmed_at is null
      and b.status in ('expired', 'cancelled')
      and coalesce(b.cancelled_at, b.hold_expires_at) > at - release_window
  ) r;
  if coalesce(pg_catalog.cardinality(released), 0) >= release_limit then
    perform private.refuse('hold_cooldown', pg_catalog.jsonb_build_object(
      'retry_at', released[release_limit] + release_window));
  end if;

  -- Lotação: everyone on board, lap children included.
  lotacao := boat.capacity;
  select coalesce(pg_catalog.sum(b.seat_count + b.lap_count), 0) into on_board
  from public.bookings b
  where b.departure_id = dep.id and b.status in ('held', 'awaiting_payment', 'confirmed');
  if on_board + seat_n + laps > lotacao then
    perform private.refuse('capacity_reached',
      pg_catalog.jsonb_build_object('left', greatest(lotacao - on_board, 0)));
  end if;
  return dep;
end;
$$;

-- Writes the hold (as before; the booking's created_at is the database clock, which bounds the
-- checkout's charge, and its terms are frozen by the insert trigger).
create or replace function private.write_hold(dep public.departures, buyer uuid, codes text[], laps integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  seat_ids uuid[];
  booking public.bookings;
  inserted integer;
  at constant timestamptz := private.now();
begin
  select pg_catalog.array_agg(s.id order by s.code) into seat_ids
  from public.boat_seats s
  where s.boat_id = dep.boat_id and s.code = any (codes) and s.kind in ('passenger', 'accessible');
  if coalesce(pg_catalog.cardinality(seat_ids), 0) <> pg_catalog.cardinality(codes)
     or (select pg_catalog.count(distinct c) from pg_catalog.unnest(codes) c) <> pg_catalog.cardinality(codes) then
    perform private.refuse('seat_unavailable');
  end if;

  -- A code drawn twice (one in ~887 million) is drawn again; no subtransaction per hold.
  loop
    insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count,
      lap_count, created_at)
    values (private.new_booking_code(), dep.id, buyer, 'held', at + interval '10 minutes',
            pg_catalog.cardinality(codes), laps, at)
    on conflict (code) do nothing
    returning * into booking;
    exit when booking.id is not null;
  end loop;

  insert into public.booking_seats (booking_id, departure_id, seat_id)
  select booking.id, dep.id, s from pg_catalog.unnest(seat_ids) s
  on conflict (departure_id, seat_id) where active do nothing;
  get diagnostics inserted = row_count;
  if inserted <> pg_catalog.cardinality(seat_ids) then
    perform private.refuse('seat_taken');
  end if;

  perform private.audit('booking.hold', 'bookings/' || booking.id,
    pg_catalog.jsonb_build_object('departure_id', dep.id, 'seats', codes, 'laps', laps));
  return pg_catalog.jsonb_build_object(
    'booking_id', booking.id, 'code', booking.code, 'status', booking.status,
    'hold_expires_at', booking.hold_expires_at, 'seats', (
      select pg_catalog.to_jsonb(pg_catalog.array_agg(c order by c)) from pg_catalog.unnest(codes) c),
    'lap_children', laps);
end;
$$;

-- Locks a booking the way every writer does: its departure first, then the booking. Returns the
-- booking as it is under the lock (null when there is none).
create function private.lock_booking(target uuid)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep_id uuid;
  booking public.bookings;
begin
  select b.departure_id into dep_id from public.bookings b where b.id = target;
  if dep_id is null then
    return null;
  end if;
  perform 1 from public.departures d where d.id = dep_id for no key update;
  select * into booking from public.bookings b where b.id = target for update;
  return booking;
end;
$$;
revoke all on function private.lock_booking(uuid) from public, anon, authenticated;

-- A confirmed booking may bring its departure to its minimum (not while its boat awaits a new
-- verification: the departure stays as it is until then).
create function private.confirm_departure_if_full(dep_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  confirmed_people integer;
begin
  select * into dep from public.departures d where d.id = dep_id;
  select coalesce(pg_catalog.sum(b.seat_count + b.lap_count), 0) into confirmed_people
  from public.bookings b where b.departure_id = dep.id and b.status = 'confirmed';
  if dep.status = 'scheduled' and confirmed_people >= dep.min_passengers
     and exists (select 1 from public.boats bt where bt.id = dep.boat_id and bt.verification = 'approved') then
    update public.departures d set status = 'confirmed' where d.id = dep.id;
  end if;
end;
$$;
revoke all on function private.confirm_departure_if_full(uuid) from public, anon, authenticated;

-- Checkout ---------------------------------------------------------------------------------------

-- As before, now priced from the terms frozen at the hold; at most one lap child per adult, a CPF
-- once per booking, names of 2 to 120 characters, contact fields within their limits; the Pix
-- charge lives 30 minutes but never past 40 minutes from the hold nor past the departure; a party
-- whose total is zero is confirmed at once, with no charge.
create or replace function public.checkout(booking_id uuid, contact jsonb, passengers jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.bookings := private.lock_booking(checkout.booking_id);
  dep public.departures;
  terms jsonb;
  trip_date date;
  p jsonb;
  i integer := 0;
  birth date;
  age integer;
  band text;
  cpf text;
  name text;
  cpfs text[] := '{}';
  bands text[] := '{}';
  seat_ids uuid[];
  seated integer := 0;
  adults integer;
  children integer;
  laps integer;
  price jsonb;
  txid text;
  pay public.payments;
  expires timestamptz;
  at constant timestamptz := private.now();
begin
  if booking.id is null or booking.buyer_id is distinct from auth.uid() then
    perform private.refuse('not_found');
  end if;
  if booking.status = 'awaiting_payment' and booking.hold_expires_at > at then
    -- A retried checkout gets the same charge.
    select * into pay from public.payments py
    where py.booking_id = booking.id and py.status = 'pending' order by py.created_at desc limit 1;
    return private.checkout_answer(booking, pay);
  end if;
  if booking.status in ('held', 'awaiting_payment') and booking.hold_expires_at <= at then
    perform private.expire_holds(booking.departure_id);
    perform private.refuse('hold_expired');
  end if;
  if booking.status <> 'held' then
    perform private.refuse('hold_expired', pg_catalog.jsonb_build_object('status', booking.status));
  end if;

  select * into dep from public.departures d where d.id = booking.departure_id;
  terms := booking.accepted_terms;
  trip_date := (dep.starts_at at time zone 'America/Sao_Paulo')::date;

  if pg_catalog.jsonb_typeof(contact) is distinct from 'object'
     or pg_catalog.length(pg_catalog.btrim(coalesce(contact ->> 'name', ''))) not between 2 and 120
     or coalesce(contact ->> 'email', '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
     or pg_catalog.length(pg_catalog.btrim(contact ->> 'email')) > 254
     or pg_catalog.length(pg_catalog.btrim(coalesce(contact ->> 'phone', ''))) > 40 then
    perform private.refuse('contact_invalid');
  end if;
  if pg_catalog.jsonb_typeof(passengers) is distinct from 'array' or pg_catalog.jsonb_array_length(passengers) > 24 then
    perform private.refuse('party_mismatch');
  end if;

  select pg_catalog.array_agg(bs.seat_id order by s.code) into seat_ids
  from public.booking_seats bs join public.boat_seats s on s.id = bs.seat_id
  where bs.booking_id = booking.id and bs.active;

  for p in select * from pg_catalog.jsonb_array_elements(passengers) loop
    name := pg_catalog.btrim(coalesce(p ->> 'full_name', ''));
    if pg_catalog.length(name) < 2 or pg_catalog.length(name) > 120 then
      perform private.refuse('passenger_name_invalid', pg_catalog.jsonb_build_object('index', i, 'max', 120));
    end if;
    begin
      birth := (p ->> 'birth_date')::date;
    exception when others then
      birth := null;
    end;
    if birth is null or birth > trip_date or birth < trip_date - interval '120 years' then
      perform private.refuse('birth_date_invalid', pg_catalog.jsonb_build_object('index', i));
    end if;
    age := private.age_on(birth, trip_date);
    if age < (terms ->> 'minimum_age')::integer then
      perform private.refuse('below_minimum_age',
        pg_catalog.jsonb_build_object('index', i, 'minimum_age', (terms ->> 'minimum_age')::integer));
    end if;
    band := private.band_for(age, (terms ->> 'child_max_age')::integer, (terms ->> 'lap_max_age')::integer);
    cpf := nullif(pg_catalog.regexp_replace(coalesce(p ->> 'cpf', ''), '[^0-9]', '', 'g'), '');
    if (cpf is null and band = 'adult') or (cpf is not null and not private.cpf_is_valid(cpf)) then
      perform private.refuse('cpf_invalid', pg_catalog.jsonb_build_object('index', i));
    end if;
    if cpf = any (cpfs) then
      perform private.refuse('cpf_duplicate', pg_catalog.jsonb_build_object('index', i));
    end if;
    if cpf is not null then
      cpfs := cpfs || cpf;
    end if;
    bands := bands || band;
    i := i + 1;
  end loop;

  adults := (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'adult');
  children := (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'child');
  laps := (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'lap');
  if adults + children <> booking.seat_count or laps <> booking.lap_count then
    perform private.refuse('party_mismatch',
      pg_catalog.jsonb_build_object('seats', booking.seat_count, 'lap_children', booking.lap_count));
  end if;
  if laps > adults then
    perform private.refuse('lap_needs_adult', pg_catalog.jsonb_build_object('adults', adults, 'lap_children', laps));
  end if;

  i := 0;
  for p in select * from pg_catalog.jsonb_array_elements(passengers) loop
    i := i + 1;
    band := bands[i];
    if band <> 'lap' then
      seated := seated + 1;
    end if;
    insert into public.passengers (booking_id, full_name, cpf, birth_date, band, seat_id, price)
    values (booking.id, pg_catalog.btrim(p ->> 'full_name'),
      nullif(pg_catalog.regexp_replace(coalesce(p ->> 'cpf', ''), '[^0-9]', '', 'g'), ''),
      (p ->> 'birth_date')::date, band,
      case when band = 'lap' then null else seat_ids[seated] end,
      case band when 'adult' then (terms ->> 'price_adult')::integer
        when 'child' then (terms ->> 'price_child')::integer else 0 end);
  end loop;

  price := private.party_price((terms ->> 'price_adult')::integer, (terms ->> 'price_child')::integer,
    (terms ->> 'boarding_fee')::integer, adults, children, laps);

  if (price ->> 'total')::integer = 0 then
    -- Nothing to pay: confirmed now, no charge issued.
    update public.bookings b set
      status = 'confirmed', confirmed_at = at, purchased_at = at,
      contact_name = pg_catalog.btrim(contact ->> 'name'),
      contact_email = pg_catalog.lower(pg_catalog.btrim(contact ->> 'email')),
      contact_phone = nullif(pg_catalog.btrim(coalesce(contact ->> 'phone', '')), ''),
      subtotal = 0, boarding_fees = 0, total = 0
    where b.id = booking.id
    returning * into booking;
    insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
    values (booking.buyer_id, booking.id, booking.departure_id, 'booking_confirmed', 'email',
      pg_catalog.format('Reserva %s confirmada. Boa viagem!', booking.code));
    perform private.confirm_departure_if_full(booking.departure_id);
    perform private.audit('booking.checkout', 'bookings/' || booking.id,
      pg_catalog.jsonb_build_object('amount', 0, 'confirmed', true));
    return pg_catalog.jsonb_build_object('booking_id', booking.id, 'code', booking.code,
      'status', booking.status, 'subtotal', 0, 'boarding_fees', 0, 'total', 0, 'payment', null);
  end if;

  expires := least(at + interval '30 minutes', booking.created_at + interval '40 minutes', dep.starts_at);
  txid := 'MARE' || booking.code
    || pg_catalog.upper(pg_catalog.substr(pg_catalog.md5(pg_catalog.gen_random_uuid()::text), 1, 15));
  insert into public.payments (booking_id, provider, txid, br_code, amount, expires_at)
  values (booking.id, coalesce(private.setting('payment_provider'), 'demo'), txid,
    case when coalesce(private.setting('payment_provider'), 'demo') = 'demo' then
      private.pix_br_code(private.setting('demo_pix_key'), private.setting('demo_pix_merchant'),
        private.setting('demo_pix_city'), (price ->> 'total')::integer, txid)
    end,
    (price ->> 'total')::integer, expires)
  returning * into pay;

  update public.bookings b set
    status = 'awaiting_payment',
    hold_expires_at = expires,
    contact_name = pg_catalog.btrim(contact ->> 'name'),
    contact_email = pg_catalog.lower(pg_catalog.btrim(contact ->> 'email')),
    contact_phone = nullif(pg_catalog.btrim(coalesce(contact ->> 'phone', '')), ''),
    subtotal = (price ->> 'subtotal')::integer,
    boarding_fees = (price ->> 'boarding_fees')::integer,
    total = (price ->> 'total')::integer,
    purchased_at = at
  where b.id = booking.id
  returning * into booking;

  perform private.audit('booking.checkout', 'bookings/' || booking.id,
    pg_catalog.jsonb_build_object('txid', txid, 'amount', pay.amount));
  return private.checkout_answer(booking, pay);
end;
$$;

-- Payments ---------------------------------------------------------------------------------------

-- A payment arrived. Locks departure → booking → payment, then as before: confirms the booking only
-- while its seats are still its own; a payment after the hold lapsed is refunded in full and never
-- takes a seat back. The same report twice changes nothing the second time.
create or replace function private.settle_payment(pay_id uuid, paid integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay public.payments;
  booking public.bookings;
  at constant timestamptz := private.now();
begin
  select * into pay from public.payments p where p.id = pay_id;
  booking := private.lock_booking(pay.booking_id);
  select * into pay from public.payments p where p.id = pay_id for update;
  if pay.status = 'paid' then
    return pg_catalog.jsonb_build_object('booking_id', booking.id, 'status', booking.status, 'payment', 'paid');
  end if;
  if paid is distinct from pay.amount then
    perform private.refuse('amount_mismatch', pg_catalog.jsonb_build_object('expected', pay.amount));
  end if;

  update public.payments p set status = 'paid', paid_at = at where p.id = pay.id;

  if booking.status = 'awaiting_payment' and booking.hold_expires_at > at then
    update public.bookings b set status = 'confirmed', confirmed_at = at
    where b.id = booking.id;
    insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
    values (booking.buyer_id, booking.id, booking.departure_id, 'booking_confirmed', 'email',
      pg_catalog.format('Reserva %s confirmada. Boa viagem!', booking.code));
    perform private.confirm_departure_if_full(booking.departure_id);
    perform private.audit('payment.confirmed', 'bookings/' || booking.id,
      pg_catalog.jsonb_build_object('txid', pay.txid, 'amount', paid));
    return pg_catalog.jsonb_build_object('booking_id', booking.id, 'status', 'confirmed', 'payment', 'paid');
  end if;

  -- Too late: the seats may belong to someone else now.
  if booking.status in ('held', 'awaiting_payment') then
    update public.bookings b set status = 'expired' where b.id = booking.id;
  end if;
  insert into public.refunds (booking_id, payment_id, amount, reason, rule)
  values (booking.id, pay.id, paid, 'paid_after_expiry', 'full');
  insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
  values (booking.buyer_id, booking.id, booking.departure_id, 'refund_issued', 'email',
    pg_catalog.format('O pagamento da reserva %s chegou depois do prazo e será devolvido por inteiro.', booking.code));
  perform private.audit('payment.refunded_late', 'bookings/' || booking.id,
    pg_catalog.jsonb_build_object('txid', pay.txid, 'amount', paid));
  return pg_catalog.jsonb_build_object('booking_id', booking.id, 'status', 'expired', 'payment', 'refunded');
end;
$$;

-- Demo payments only with the demo provider: with a real provider configured, only its report
-- (confirm_payment, service_role) confirms a booking.
create or replace function public.demo_confirm_payment(booking_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay public.payments;
begin
  if not private.demo_mode() or coalesce(private.setting('payment_provider'), 'demo') <> 'demo' then
    raise exception 'demo payments are off' using errcode = '42501';
  end if;
  select p.* into pay from public.payments p join public.bookings b on b.id = p.booking_id
  where p.booking_id = demo_confirm_payment.booking_id and b.buyer_id = auth.uid()
    and p.provider = 'demo'
  order by p.created_at desc limit 1;
  if not found then
    perform private.refuse('not_found');
  end if;
  return private.settle_payment(pay.id, pay.amount);
end;
$$;

-- Cancellations ----------------------------------------------------------------------------------

-- The buyer (or an admin) cancels, before the start. Unpaid: released. Paid: refunded by the terms
-- frozen on the booking (private.refund_amount). Nothing paid (a free booking): no refund row.
create or replace function public.cancel_booking(booking_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings := private.lock_booking(cancel_booking.booking_id);
  dep public.departures;
  pay public.payments;
  refund jsonb := pg_catalog.jsonb_build_object('amount', 0, 'rule', 'unpaid');
  at constant timestamptz := private.now();
begin
  if booking.id is null or not (booking.buyer_id is not distinct from auth.uid() or private.is_admin()) then
    perform private.refuse('not_found');
  end if;
  select * into dep from public.departures d where d.id = booking.departure_id;
  if booking.status not in ('held', 'awaiting_payment', 'confirmed') then
    perform private.refuse('not_cancellable', pg_catalog.jsonb_build_object('status', booking.status));
  end if;
  if at >= dep.starts_at then
    perform private.refuse('tour_started');
  end if;

  if booking.status = 'confirmed' then
    select * into pay from public.payments p
    where p.booking_id = booking.id and p.status = 'paid' order by p.paid_at desc limit 1 for update;
    if pay.id is null then
      refund := pg_catalog.jsonb_build_object('amount', 0, 'rule', 'free');
    else
      refund := private.refund_amount(booking.subtotal, booking.boarding_fees,
        booking.accepted_terms -> 'cancellation_tiers', dep.starts_at, booking.purchased_at, at);
      insert into public.refunds (booking_id, payment_id, amount, reason, rule)
      values (booking.id, pay.id, (refund ->> 'amount')::integer,
        case when refund ->> 'rule' = 'withdrawal' then 'withdrawal' else 'buyer_cancelled' end,
        refund ->> 'rule');
    end if;
  else
    update public.payments p set status = 'cancelled' where p.booking_id = booking.id and p.status = 'pending';
  end if;

  update public.bookings b set status = 'cancelled', cancelled_at = at,
    cancel_reason = case when auth.uid() = booking.buyer_id then 'buyer' else 'admin' end
  where b.id = booking.id;
  insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
  values (booking.buyer_id, booking.id, booking.departure_id, 'booking_cancelled', 'email',
    pg_catalog.format('Reserva %s cancelada. Reembolso: R$ %s.', booking.code,
      pg_catalog.replace(pg_catalog.to_char((refund ->> 'amount')::integer / 100.0, 'FM999999990.00'), '.', ',')));
  perform private.audit('booking.cancel', 'bookings/' || booking.id, refund);
  return pg_catalog.jsonb_build_object('booking_id', booking.id, 'status', 'cancelled',
    'refund', refund);
end;
$$;

-- The owner (or an admin) cancels a departure before it starts ("mar fechado pela Capitania"):
-- every active booking is cancelled (in id order, under the departure's lock), paid ones refunded
-- in full, and each buyer gets a notification. From the start on it is refused: what happened on
-- the day is the manifest's (check-in), not a refund.
create or replace function public.cancel_departure(departure_id uuid, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  tour public.tours;
  bk record;
  cancelled integer := 0;
  refunded integer := 0;
  at constant timestamptz := private.now();
begin
  select * into dep from public.departures d where d.id = cancel_departure.departure_id for no key update;
  if not found then
    perform private.refuse('not_found');
  end if;
  select * into tour from public.tours t where t.id = dep.tour_id;
  if not (tour.owner_id is not distinct from auth.uid() or private.is_admin()) then
    raise exception 'not allowed to cancel this departure' using errcode = '42501';
  end if;
  if pg_catalog.length(pg_catalog.btrim(coalesce(cancel_departure.reason, ''))) < 3 then
    perform private.refuse('reason_required');
  end if;
  if dep.status in ('cancelled', 'departed') then
    perform private.refuse('not_cancellable', pg_catalog.jsonb_build_object('status', dep.status));
  end if;
  if at >= dep.starts_at then
    perform private.refuse('departure_started', pg_catalog.jsonb_build_object('starts_at', dep.starts_at));
  end if;

  update public.departures d set status = 'cancelled', cancel_reason = pg_catalog.btrim(cancel_departure.reason)
  where d.id = dep.id;

  for bk in
    select b.* from public.bookings b
    where b.departure_id = dep.id and b.status in ('held', 'awaiting_payment', 'confirmed')
    order by b.id
    for update
  loop
    if bk.status = 'confirmed' then
      insert into public.refunds (booking_id, payment_id, amount, reason, rule)
      select bk.id, p.id, p.amount - coalesce((select pg_catalog.sum(r.amount) from public.refunds r
        where r.payment_id = p.id), 0), 'departure_cancelled', 'full'
      from public.payments p where p.booking_id = bk.id and p.status = 'paid'
      order by p.id;
      refunded := refunded + coalesce(bk.total, 0);
    end if;
    update public.payments p set status = 'cancelled' where p.booking_id = bk.id and p.status = 'pending';
    update public.bookings b set status = 'cancelled', cancelled_at = at,
      cancel_reason = 'departure_cancelled' where b.id = bk.id;
    insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
    select bk.buyer_id, bk.id, dep.id, 'departure_cancelled', ch,
      pg_catalog.format('A saída de %s (%s) foi cancelada: %s.%s',
        pg_catalog.to_char(dep.starts_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY "às" HH24"h"MI'),
        tour.title, pg_catalog.btrim(cancel_departure.reason),
        case when bk.status = 'confirmed' then ' O valor pago será devolvido por inteiro.' else '' end)
    from pg_catalog.unnest(array['email', 'whatsapp']) ch;
    cancelled := cancelled + 1;
  end loop;

  perform private.audit('departure.cancel', 'departures/' || dep.id,
    pg_catalog.jsonb_build_object('reason', cancel_departure.reason, 'bookings', cancelled, 'refunded', refunded));
  return pg_catalog.jsonb_build_object('departure_id', dep.id, 'status', 'cancelled',
    'bookings_cancelled', cancelled, 'refunded_total', refunded);
end;
$$;

-- Reading ----------------------------------------------------------------------------------------

-- A departure is on sale only on an approved boat in service (the rest as before).
create or replace function public.tour_departures(tour_id uuid, from_time timestamptz default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tour public.tours;
begin
  select * into tour from public.tours t where t.id = tour_departures.tour_id;
  if not found or not (tour.status = 'published' or tour.owner_id is not distinct from auth.uid() or private.is_admin()) then
    perform private.refuse('not_found');
  end if;
  return (
    select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', d.id,
      'starts_at', d.starts_at,
      'status', d.status,
      'sales_cutoff_at', d.sales_cutoff_at,
      'on_sale', d.status in ('scheduled', 'confirmed') and private.now() < d.sales_cutoff_at
        and b.verification = 'approved' and b.status = 'active',
      'boat', pg_catalog.jsonb_build_object('name', b.name, 'kind', b.kind, 'amenities', b.amenities),
      'seats_total', z.total,
      'seats_left', z.free,
      'zones', z.zones,
      'prices', pg_catalog.jsonb_build_object(
        'adult', tour.price_adult, 'child', tour.price_child, 'child_max_age', tour.child_max_age,
        'lap_max_age', tour.lap_max_age, 'boarding_fee', tour.boarding_fee)
    ) order by d.starts_at), '[]'::jsonb)
    from public.departures d
    join public.boats b on b.id = d.boat_id
    cross join lateral (
      select pg_catalog.sum(zz.total)::integer as total, pg_catalog.sum(zz.free)::integer as free,
             pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'code', zz.code, 'name', zz.name, 'covered', zz.covered, 'hints', zz.hints,
               'seats_total', zz.total, 'seats_left', zz.free) order by zz.position, zz.code) as zones
      from (
        select z.code, z.name, z.covered, z.hints, z.position,
               pg_catalog.count(*) filter (where s.kind in ('passenger', 'accessible'))::integer as total,
               pg_catalog.count(*) filter (where st.state = 'free' and s.kind in ('passenger', 'accessible'))::integer as free
        from public.boat_zones z
        join public.boat_seats s on s.zone_id = z.id
        join private.seat_states(d.id) st on st.seat_id = s.id
        where z.boat_id = d.boat_id
        group by z.code, z.name, z.covered, z.hints, z.position
      ) zz
    ) z
    where d.tour_id = tour.id
      and d.starts_at >= coalesce(tour_departures.from_time, private.now())
  );
end;
$$;

-- What the buyer sees of a booking shows the terms frozen on it (the rest as before).
create or replace function public.my_bookings(booking_id uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with clock as (select private.now() as at)
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'id', b.id,
    'code', b.code,
    -- A hold or a charge whose time is up is expired, even before expire_holds has run.
    'status', case when b.status in ('held', 'awaiting_payment') and b.hold_expires_at <= clock.at
      then 'expired' else b.status end,
    'hold_expires_at', b.hold_expires_at,
    'seat_count', b.seat_count,
    'lap_count', b.lap_count,
    'contact_name', b.contact_name,
    'contact_email', b.contact_email,
    'contact_phone', b.contact_phone,
    'subtotal', b.subtotal,
    'boarding_fees', b.boarding_fees,
    'total', b.total,
    'created_at', b.created_at,
    'purchased_at', b.purchased_at,
    'confirmed_at', b.confirmed_at,
    'cancelled_at', b.cancelled_at,
    'cancel_reason', b.cancel_reason,
    'started', d.starts_at <= clock.at,
    'seats', (
      select coalesce(pg_catalog.jsonb_agg(s.code order by s.code), '[]'::jsonb)
      from public.booking_seats bs join public.boat_seats s on s.id = bs.seat_id
      where bs.booking_id = b.id),
    'departure', pg_catalog.jsonb_build_object('id', d.id, 'starts_at', d.starts_at,
      'status', d.status, 'cancel_reason', d.cancel_reason),
    -- Prices, bands and tiers as the buyer accepted them (frozen on the booking).
    'tour', pg_catalog.jsonb_build_object('id', t.id, 'slug', t.slug, 'title', t.title,
      'duration_minutes', t.duration_minutes, 'meeting_point', t.meeting_point) || b.accepted_terms,
    'boat', pg_catalog.jsonb_build_object('name', bt.name, 'kind', bt.kind),
    'passengers', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'full_name', p.full_name, 'birth_date', p.birth_date, 'band', p.band, 'price', p.price,
        'seat', s.code) order by s.code nulls last, p.full_name), '[]'::jsonb)
      from public.passengers p left join public.boat_seats s on s.id = p.seat_id
      where p.booking_id = b.id),
    'payment', (
      select pg_catalog.jsonb_build_object('txid', py.txid, 'br_code', py.br_code,
        'amount', py.amount, 'expires_at', py.expires_at,
        'status', case when py.status = 'pending' and py.expires_at <= clock.at then 'expired'
          else py.status end,
        'paid_at', py.paid_at, 'provider', py.provider)
      from public.payments py where py.booking_id = b.id
      order by py.created_at desc limit 1),
    'refunds', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('amount', r.amount,
        'reason', r.reason, 'rule', r.rule, 'created_at', r.created_at) order by r.created_at),
        '[]'::jsonb)
      from public.refunds r where r.booking_id = b.id),
    -- What cancel_booking would give back now (the same rule), so it is shown before asking.
    'refund_preview', case
      when b.status = 'confirmed' and clock.at < d.starts_at then
        private.refund_amount(b.subtotal, b.boarding_fees, b.accepted_terms -> 'cancellation_tiers', d.starts_at,
          b.purchased_at, clock.at)
      when b.status in ('held', 'awaiting_payment') and b.hold_expires_at > clock.at
        and clock.at < d.starts_at then
        pg_catalog.jsonb_build_object('amount', 0, 'rule', 'unpaid')
    end
  ) order by d.starts_at desc, b.created_at desc), '[]'::jsonb)
  from clock
  cross join public.bookings b
  join public.departures d on d.id = b.departure_id
  join public.tours t on t.id = d.tour_id
  join public.boats bt on bt.id = d.boat_id
  where b.buyer_id = auth.uid()
    and (my_bookings.booking_id is null or b.id = my_bookings.booking_id)
$$;
