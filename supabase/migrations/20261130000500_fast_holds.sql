-- Holds that queue less (issue #37): on a popular departure every hold waits for the one before
-- it, so what runs while the departure's row is locked sets the pace. Everything that does not
-- depend on the other holds of the departure now runs before the lock: the party, the tour and
-- boat checks (checked again under the lock, where they are two key reads), the seat codes,
-- the booking code, the account's open holds (under the account's lock, taken first), the audit
-- entry and, for "Escolher por mim", the seat choice. Under the lock remain: expiring lapsed
-- holds (only when there are some), the account's people and cool-down on this departure, the
-- lotação, and the two inserts. The unique index on active seats stays the guarantee.

-- Lapsed holds of one departure, found without reading its open holds one by one.
create index bookings_open_by_departure_idx on public.bookings (departure_id, hold_expires_at)
  where status in ('held', 'awaiting_payment');

-- The booking code, drawn as before (six of the 31 characters from a random UUID's first bytes),
-- in PL/pgSQL: as a SQL function with its own search_path it was planned again on every call.
create or replace function private.new_booking_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  bytes constant bytea := pg_catalog.uuid_send(pg_catalog.gen_random_uuid());
  alphabet constant text := private.booking_code_alphabet();
  result text := '';
begin
  for i in 0..5 loop
    result := result || pg_catalog.substr(alphabet, 1 + (pg_catalog.get_byte(bytes, i) % 31), 1);
  end loop;
  return result;
end;
$$;

-- The best places for a party of n on a departure, as seen at `at`: each window of n free
-- passenger seats next to each other in a zone (the rule of private.choose_seats, which
-- packages/domain mirrors), best first, at most `choices` of them; with no such window, the
-- party split as choose_seats splits it; nothing when fewer than n seats are free. A seat is
-- free unless a booking holds it (a lapsed hold does not). Reads the seats and the departure's
-- active seats once, where choose_seats was fed every seat as JSON.
create function private.seat_choices(
  dep_id uuid, boat uuid, n integer, preferred_zone text, at timestamptz, choices integer
)
returns table (choice integer, place integer, seat_id uuid, code text)
language plpgsql
stable
set search_path = ''
-- One plan per connection: planning this query costs more than running it on 500 seats. Without
-- the parameters' values, the planner took a boat for a few seats and its taken seats for one,
-- and compared every seat with every taken one (9 ms on 500 seats): hash joins only.
set plan_cache_mode = force_generic_plan
set enable_nestloop = off
as $$
begin
  return query
  with free as (
    select s.id, s.code, s.zone_id, z.code as zone, z.position as zpos, s.seat_row, s.seat_col
    from public.boat_seats s
    join public.boat_zones z on z.id = s.zone_id
    where s.boat_id = boat and s.kind = 'passenger'
      and not exists (
        select 1 from public.booking_seats bs join public.bookings bk on bk.id = bs.booking_id
        where bs.departure_id = dep_id and bs.seat_id = s.id and bs.active
          and (bk.status = 'confirmed' or bk.hold_expires_at > at))
  ),
  -- (seat_row, seat_col) is unique on a boat: the order choose_seats breaks ties by code in.
  windows as (
    select f.zone, f.zpos, pg_catalog.row_number() over w as k,
           pg_catalog.lead(f.seat_row, n - 1) over w - f.seat_row as spread,
           pg_catalog.array_agg(f.id) over (w rows between current row and n - 1 following) as ids,
           pg_catalog.array_agg(f.code) over (w rows between current row and n - 1 following) as codes
    from free f
    window w as (partition by f.zone_id order by f.seat_row, f.seat_col)
  ),
  best as (
    select w.ids, w.codes, pg_catalog.row_number() over (
      order by (w.zone is not distinct from preferred_zone) desc, w.zpos, w.zone, w.spread, w.k
    )::integer as pick
    from windows w
    where w.spread is not null
    order by pick
    limit choices
  ),
  split as (
    select y.id, y.code, y.ord from (
      select f.id, f.code, pg_catalog.row_number() over (
        order by (f.zone is not distinct from preferred_zone) desc, f.zpos, f.zone, f.seat_row,
          f.seat_col, f.code
      ) as ord
      from free f
    ) y
    where y.ord <= n
  )
  select b.pick, u.o::integer, u.id, u.c
  from best b,
    rows from (pg_catalog.unnest(b.ids), pg_catalog.unnest(b.codes)) with ordinality u(id, c, o)
  union all
  select 1, s.ord::integer, s.id, s.code from split s
  where not exists (select 1 from best) and (select pg_catalog.count(*) from free) >= n;
end;
$$;
revoke all on function private.seat_choices(uuid, uuid, integer, text, timestamptz, integer)
  from public, anon, authenticated;

-- What a hold needs of the departure, its tour and its boat (before the lock, and again under it).
create function private.check_hold_terms(
  dep public.departures, tour public.tours, boat public.boats, laps integer, at timestamptz
)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if tour.status <> 'published' or dep.status not in ('scheduled', 'confirmed') then
    perform private.refuse('departure_closed', pg_catalog.jsonb_build_object('status', dep.status));
  end if;
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
end;
$$;
revoke all on function private.check_hold_terms(public.departures, public.tours, public.boats, integer, timestamptz)
  from public, anon, authenticated;

-- Both holds. `codes` names the seats; without them the seats are chosen for a party of
-- `party_size` ("Escolher por mim"). Rules and refusals as before (20261130000100): the party
-- (1–12 seats, lap children only where the tour has them, never more than the seats, 12 people
-- at most), the tour on sale, its boat approved and in service, the cut-off, the account's open
-- holds (3), the people it holds unpaid on this departure, the cool-down after letting holds
-- go, the lotação, then the seats. Lock order: the account (advisory), then the departure.
create function private.hold(
  dep_id uuid, codes text[], party_size integer, preferred_zone text, laps integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  buyer constant uuid := auth.uid();
  at constant timestamptz := private.now();
  seat_n constant integer := coalesce(pg_catalog.cardinality(codes), party_size);
  people_limit integer;
  release_limit integer;
  release_window interval;
  terms jsonb;
  booking_id constant uuid := pg_catalog.gen_random_uuid();
  booking_code text := private.new_booking_code();
  dep public.departures;
  tour public.tours;
  boat public.boats;
  boat_seen uuid;
  seat_ids uuid[];
  seats_known boolean;
  chosen text[];
  choice_ids uuid[];
  choice_codes text[];
  picked integer;
  held_people integer;
  released timestamptz[];
  on_board integer;
  inserted integer;
begin
  if buyer is null then
    raise exception 'sign in to book' using errcode = '42501';
  end if;
  if seat_n is null or seat_n < 1 or seat_n > 12 or laps is null or laps < 0 or laps > seat_n
     or seat_n + laps > 12 then
    perform private.refuse('invalid_party');
  end if;

  -- Before the departure's lock ------------------------------------------------------------
  select d.* into dep from public.departures d where d.id = dep_id;
  if not found then
    perform private.refuse('not_found');
  end if;
  select t.* into tour from public.tours t where t.id = dep.tour_id;
  select b.* into boat from public.boats b where b.id = dep.boat_id;
  perform private.check_hold_terms(dep, tour, boat, laps, at);
  boat_seen := dep.boat_id;
  -- What the insert trigger would freeze; tour edits do not take the departure's lock either.
  terms := private.tour_terms(tour);
  select coalesce(pg_catalog.max(s.value) filter (where s.key = 'hold_people_per_account'), '12')::integer,
         coalesce(pg_catalog.max(s.value) filter (where s.key = 'hold_releases_per_window'), '3')::integer,
         coalesce(pg_catalog.max(s.value) filter (where s.key = 'hold_release_window_minutes'), '60')::integer
           * interval '1 minute'
  into people_limit, release_limit, release_window
  from private.app_settings s
  where s.key in ('hold_people_per_account', 'hold_releases_per_window', 'hold_release_window_minutes');
  if codes is not null then
    select pg_catalog.array_agg(s.id order by s.code) into seat_ids
    from public.boat_seats s
    where s.boat_id = boat_seen and s.code = any (codes) and s.kind in ('passenger', 'accessible');
    seats_known := coalesce(pg_catalog.cardinality(seat_ids), 0) = seat_n
      and (select pg_catalog.count(distinct c) from pg_catalog.unnest(codes) c) = seat_n;
  else
    -- Places best first, seat_n seats each; enough that holds queued behind one another still
    -- find theirs.
    select pg_catalog.array_agg(c.seat_id order by c.choice, c.place),
           pg_catalog.array_agg(c.code order by c.choice, c.place)
    into choice_ids, choice_codes
    from private.seat_choices(dep.id, boat_seen, seat_n, preferred_zone, at,
                              greatest(16, 256 / seat_n)) c;
  end if;

  -- One person's holds, counted one after the other: the account's lock comes before the
  -- departure's. Only a hold adds to them, and every hold takes this lock.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(buyer::text, 17));
  if (select pg_catalog.count(*) from public.bookings b
      where b.buyer_id = buyer and b.status in ('held', 'awaiting_payment')
        and b.hold_expires_at > at) >= 3 then
    perform private.refuse('too_many_holds', pg_catalog.jsonb_build_object('limit', 3));
  end if;
  if codes is not null then
    -- Written now, undone with the hold if it is refused. private.audit's insert, made here: as
    -- a SQL function with its own search_path it is planned again on every call (4 × the insert).
    insert into public.audit_logs (actor_id, action, target, details)
    values (buyer, 'booking.hold', 'bookings/' || booking_id,
            pg_catalog.jsonb_build_object('departure_id', dep.id, 'seats', codes, 'laps', laps));
  end if;

  -- Under the departure's lock: the least that depends on the other holds -------------------
  select d.* into dep from public.departures d where d.id = dep_id for no key update;
  if not found then
    perform private.refuse('not_found');
  end if;
  select t.* into tour from public.tours t where t.id = dep.tour_id;
  select b.* into boat from public.boats b where b.id = dep.boat_id;
  perform private.check_hold_terms(dep, tour, boat, laps, at);
  if exists (select 1 from public.bookings b
             where b.departure_id = dep.id and b.status in ('held', 'awaiting_payment')
               and b.hold_expires_at <= at) then
    perform private.expire_holds(dep.id);
  end if;

  select coalesce(pg_catalog.sum(b.seat_count + b.lap_count)
                    filter (where b.status in ('held', 'awaiting_payment')), 0),
         pg_catalog.array_agg(coalesce(b.cancelled_at, b.hold_expires_at)
                                order by coalesce(b.cancelled_at, b.hold_expires_at) desc)
           filter (where b.confirmed_at is null and b.status in ('expired', 'cancelled')
                     and coalesce(b.cancelled_at, b.hold_expires_at) > at - release_window)
  into held_people, released
  from public.bookings b
  where b.buyer_id = buyer and b.departure_id = dep.id;
  if held_people + seat_n + laps > people_limit then
    perform private.refuse('too_many_people', pg_catalog.jsonb_build_object(
      'limit', people_limit, 'held', held_people));
  end if;
  -- Cancel-and-hold-again, or letting holds lapse, blocks seats for others: after a few in the
  -- window the account waits until the oldest of them leaves it.
  if coalesce(pg_catalog.cardinality(released), 0) >= release_limit then
    perform private.refuse('hold_cooldown', pg_catalog.jsonb_build_object(
      'retry_at', released[release_limit] + release_window));
  end if;

  -- Lotação: everyone on board, lap children included.
  select coalesce(pg_catalog.sum(b.seat_count + b.lap_count), 0) into on_board
  from public.bookings b
  where b.departure_id = dep.id and b.status in ('held', 'awaiting_payment', 'confirmed');
  if on_board + seat_n + laps > boat.capacity then
    perform private.refuse('capacity_reached',
      pg_catalog.jsonb_build_object('left', greatest(boat.capacity - on_board, 0)));
  end if;

  if codes is not null then
    if dep.boat_id <> boat_seen then
      -- The departure changed boats while this hold waited: its codes name other seats.
      select pg_catalog.array_agg(s.id order by s.code) into seat_ids
      from public.boat_seats s
      where s.boat_id = dep.boat_id and s.code = any (codes) and s.kind in ('passenger', 'accessible');
      seats_known := coalesce(pg_catalog.cardinality(seat_ids), 0) = seat_n
        and (select pg_catalog.count(distinct c) from pg_catalog.unnest(codes) c) = seat_n;
    end if;
    if not seats_known then
      perform private.refuse('seat_unavailable');
    end if;
    chosen := codes;
  else
    -- The first place chosen before the lock whose seats are all still free, looked at in order
    -- and no further (without a race, the first); when holds that went first took them all (or
    -- the boat changed), the choice is made again here.
    if dep.boat_id = boat_seen and choice_ids is not null then
      select c.no into picked
      from pg_catalog.generate_series(1, pg_catalog.cardinality(choice_ids) / seat_n) c(no)
      where not exists (
        select 1 from public.booking_seats bs
        where bs.departure_id = dep.id and bs.active
          and bs.seat_id = any (choice_ids[(c.no - 1) * seat_n + 1 : c.no * seat_n]))
      limit 1;
    end if;
    if picked is null then
      select pg_catalog.array_agg(c.seat_id order by c.place), pg_catalog.array_agg(c.code order by c.place)
      into seat_ids, chosen
      from private.seat_choices(dep.id, dep.boat_id, seat_n, preferred_zone, at, 1) c;
      if chosen is null then
        perform private.refuse('capacity_reached');
      end if;
    else
      seat_ids := choice_ids[(picked - 1) * seat_n + 1 : picked * seat_n];
      chosen := choice_codes[(picked - 1) * seat_n + 1 : picked * seat_n];
    end if;
    insert into public.audit_logs (actor_id, action, target, details)
    values (buyer, 'booking.hold', 'bookings/' || booking_id,
            pg_catalog.jsonb_build_object('departure_id', dep.id, 'seats', chosen, 'laps', laps));
  end if;

  -- A code drawn twice (one in ~887 million) is drawn again; no subtransaction per hold.
  loop
    insert into public.bookings (id, code, departure_id, buyer_id, status, hold_expires_at,
      seat_count, lap_count, created_at, accepted_terms)
    values (booking_id, booking_code, dep.id, buyer, 'held', at + interval '10 minutes', seat_n,
            laps, at, terms)
    on conflict (code) do nothing;
    get diagnostics inserted = row_count;
    exit when inserted = 1;
    booking_code := private.new_booking_code();
  end loop;

  insert into public.booking_seats (booking_id, departure_id, seat_id)
  select booking_id, dep.id, s from pg_catalog.unnest(seat_ids) s
  on conflict (departure_id, seat_id) where active do nothing;
  get diagnostics inserted = row_count;
  if inserted <> seat_n then
    perform private.refuse('seat_taken');
  end if;

  return pg_catalog.jsonb_build_object(
    'booking_id', booking_id, 'code', booking_code, 'status', 'held',
    'hold_expires_at', at + interval '10 minutes', 'seats', (
      select pg_catalog.to_jsonb(pg_catalog.array_agg(c order by c)) from pg_catalog.unnest(chosen) c),
    'lap_children', laps);
end;
$$;
revoke all on function private.hold(uuid, text[], integer, text, integer) from public, anon, authenticated;

create or replace function public.hold_seats(departure_id uuid, seat_codes text[], lap_children integer default 0)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.hold(hold_seats.departure_id, hold_seats.seat_codes, null, null,
                      coalesce(hold_seats.lap_children, 0));
end;
$$;

-- "Escolher por mim": the party together, in the preferred zone when it fits.
create or replace function public.hold_seats_for_me(
  departure_id uuid, party_size integer, preferred_zone text default null,
  lap_children integer default 0
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.hold(hold_seats_for_me.departure_id, null, hold_seats_for_me.party_size,
                      hold_seats_for_me.preferred_zone, coalesce(hold_seats_for_me.lap_children, 0));
end;
$$;

-- Replaced by private.hold.
drop function private.open_hold(uuid, uuid, integer, integer);
drop function private.write_hold(public.departures, uuid, text[], integer);
