-- Holds that read less (issue #37, holds spread over many departures). Measured per hold on the
-- bench's world (auto_explain and backend CPU, PostgreSQL 17):
-- * the account's open holds were counted through bookings_open_expiry_idx, every open hold of the
--   platform read to keep this account's (61 buffers and 0.13 ms at 1,000 open holds, growing with
--   them, on the index pages every hold inserts into); the account's index (buyer_id,
--   hold_expires_at) now serves it alone (2 buffers);
-- * the named seats' lookup (`code = any (codes)`) was planned again on every hold: its generic
--   plan, costed for ten codes, never looked cheaper than a custom one. Every statement here reads
--   by key, so one plan per connection now serves them all;
-- * that lookup also gives the seats' sorted codes, which the answer lists, and the distinct-codes
--   check beside it was redundant: a boat's codes are unique, so as many seats as codes means the
--   codes were distinct.
-- Backend CPU per spread hold, same server, interleaved: 0.86 → 0.69 ms. Rules, refusals, their
-- order, the lock order and what runs under the departure's lock are those of
-- 20261130000500_fast_holds.sql.

create or replace function private.hold(
  dep_id uuid, codes text[], party_size integer, preferred_zone text, laps integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
-- With custom plans, the named seats' lookup (`code = any (codes)`) was planned again on every
-- hold: its generic plan, costed for an array of ten codes, never looked cheaper. Every statement
-- here reads by key, so one plan per connection serves them all.
set plan_cache_mode = force_generic_plan
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
  -- The seats' codes in order, as the answer lists them.
  shown text[];
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
    -- A boat's codes are unique: as many seats as codes means the codes were distinct too.
    select pg_catalog.array_agg(s.id order by s.code), pg_catalog.array_agg(s.code order by s.code)
    into seat_ids, shown
    from public.boat_seats s
    where s.boat_id = boat_seen and s.code = any (codes) and s.kind in ('passenger', 'accessible');
    seats_known := coalesce(pg_catalog.cardinality(seat_ids), 0) = seat_n;
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
  -- The row comparison can only be read from the account's index (buyer_id, hold_expires_at): with
  -- a bare `b.hold_expires_at > at` the cached plan read every open hold of the platform
  -- (bookings_open_expiry_idx) to find this account's.
  if (select pg_catalog.count(*) from public.bookings b
      where b.buyer_id = buyer and (b.buyer_id, b.hold_expires_at) > (buyer, at)
        and b.status in ('held', 'awaiting_payment')) >= 3 then
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
      select pg_catalog.array_agg(s.id order by s.code), pg_catalog.array_agg(s.code order by s.code)
      into seat_ids, shown
      from public.boat_seats s
      where s.boat_id = dep.boat_id and s.code = any (codes) and s.kind in ('passenger', 'accessible');
      seats_known := coalesce(pg_catalog.cardinality(seat_ids), 0) = seat_n;
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
    shown := (select pg_catalog.array_agg(c order by c) from pg_catalog.unnest(chosen) c);
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
    'hold_expires_at', at + interval '10 minutes', 'seats', pg_catalog.to_jsonb(shown),
    'lap_children', laps);
end;
$$;

-- audit_logs_actor_action_idx (actor_id, action, created_at desc) serves every query by actor:
-- one index fewer to write on every audited action (each hold writes one).
drop index public.audit_logs_actor_id_idx;
