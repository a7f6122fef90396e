-- The boat owner's tools (issue 19): a note per departure, a tour's default boat, and the
-- functions behind the owner's dashboard. Each writes in one call what would otherwise take many
-- REST writes, checks that the caller owns what it touches, and records the change in audit_logs.
-- Refusals: P0001 with a machine code (private.refuse), 42501 for "not yours".

-- Columns --------------------------------------------------------------------------------------

alter table public.departures
  add column note text check (note is null or pg_catalog.length(note) <= 500);
grant insert (note), update (note) on table public.departures to authenticated;

alter table public.tours
  add column default_boat_id uuid references public.boats (id) on delete set null;
grant insert (default_boat_id), update (default_boat_id) on table public.tours to authenticated;

-- A tour's default boat is one of its owner's boats.
create function private.check_tour_default_boat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.default_boat_id is not null and not exists (
    select 1 from public.boats b where b.id = new.default_boat_id and b.owner_id = new.owner_id
  ) then
    raise exception 'default_boat_not_yours' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.check_tour_default_boat() from public, anon, authenticated;
create trigger tours_default_boat_is_owners
  before insert or update of default_boat_id, owner_id on public.tours
  for each row execute function private.check_tour_default_boat();

-- A verified (or refused) boat whose registration or lotação the owner changes goes back to the
-- admins: what they checked is no longer what the boat says.
create function private.reverify_changed_boat()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated'
     and (new.registration is distinct from old.registration or new.capacity is distinct from old.capacity)
     and old.verification <> 'pending' then
    new.verification := 'pending';
    new.refusal_reason := null;
  end if;
  return new;
end;
$$;
revoke all on function private.reverify_changed_boat() from public, anon, authenticated;
create trigger boats_reverify_on_change
  before update of registration, capacity on public.boats
  for each row execute function private.reverify_changed_boat();

-- A departure with active seats keeps its start; its boat changes only through
-- change_departure_boat, which moves every sold seat to the same seat of the new boat.
create or replace function private.guard_departure_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.starts_at is distinct from old.starts_at or new.boat_id is distinct from old.boat_id)
     and coalesce(pg_catalog.current_setting('mare.moving_departure', true), '') <> old.id::text
     and exists (select 1 from public.booking_seats s where s.departure_id = old.id and s.active) then
    raise exception 'departure_has_bookings' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

-- Seat layouts ---------------------------------------------------------------------------------

-- Seats of a boat that bookings refer to. `sold`: an active booking on a departure still ahead
-- (the seat must stay sellable, with its number); `locked`: any booking ever (the row must stay,
-- with its number, because bookings and passengers point at it).
create function private.boat_seat_usage(boat uuid)
returns table (seat_id uuid, sold boolean, locked boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id,
    exists (
      select 1 from public.booking_seats bs join public.departures d on d.id = bs.departure_id
      where bs.seat_id = s.id and bs.active and d.status not in ('cancelled', 'departed')
    ),
    exists (select 1 from public.booking_seats bs where bs.seat_id = s.id)
      or exists (select 1 from public.passengers p where p.seat_id = s.id)
  from public.boat_seats s
  where s.boat_id = boat
$$;
revoke all on function private.boat_seat_usage(uuid) from public, anon, authenticated;

-- The layout the editor opens: zones, seats with whether each is sold or locked, the lotação.
create function public.owner_boat_layout(boat_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  boat public.boats;
begin
  select * into boat from public.boats b where b.id = owner_boat_layout.boat_id;
  if not found or not (boat.owner_id is not distinct from auth.uid() or private.is_admin()) then
    perform private.refuse('not_found');
  end if;
  return pg_catalog.jsonb_build_object(
    'boat_id', boat.id,
    'capacity', boat.capacity,
    'zones', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', z.id, 'code', z.code, 'name', z.name, 'covered', z.covered, 'hints', z.hints,
        'position', z.position) order by z.position, z.code), '[]'::jsonb)
      from public.boat_zones z where z.boat_id = boat.id
    ),
    'seats', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', s.id, 'code', s.code, 'zone_id', s.zone_id, 'row', s.seat_row, 'col', s.seat_col,
        'kind', s.kind, 'sold', u.sold, 'locked', u.locked) order by s.seat_row, s.seat_col), '[]'::jsonb)
      from public.boat_seats s join private.boat_seat_usage(boat.id) u on u.seat_id = s.id
    )
  );
end;
$$;
revoke all on function public.owner_boat_layout(uuid) from public, anon;
grant execute on function public.owner_boat_layout(uuid) to authenticated, service_role;

-- Replaces a boat's zones and seats at once.
-- zones: [{ "key", "id"?, "code", "name", "covered", "hints", "position" }] — `id` for a zone
--   that exists (its code stays), `key` is how seats name their zone (a zone's id, or a new key).
-- seats: [{ "id"?, "code", "zone", "row", "col", "kind" }] — `id` for a seat that exists.
-- An id that is no longer there (an earlier layout, saved again to undo) counts as new.
-- A seat bookings refer to keeps its row and number; a sold one stays sellable. Passenger and
-- accessible seats never exceed the lotação.
create function public.save_boat_layout(boat_id uuid, zones jsonb, seats jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  boat public.boats;
  bad text[];
  sellable integer;
begin
  select * into boat from public.boats b where b.id = save_boat_layout.boat_id for update;
  if not found or boat.owner_id is distinct from auth.uid() then
    raise exception 'not your boat' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(zones) is distinct from 'array' or pg_catalog.jsonb_typeof(seats) is distinct from 'array'
     or pg_catalog.jsonb_array_length(zones) > 40 or pg_catalog.jsonb_array_length(seats) > 500 then
    perform private.refuse('layout_invalid');
  end if;

  create temporary table if not exists pg_temp.layout_zones (
    key text primary key, id uuid, code text, name text, covered boolean, hints jsonb, position integer
  ) on commit drop;
  create temporary table if not exists pg_temp.layout_seats (
    id uuid, code text, zone_key text, seat_row integer, seat_col integer, kind text
  ) on commit drop;
  truncate pg_temp.layout_zones, pg_temp.layout_seats;

  begin
    insert into pg_temp.layout_zones
    select z ->> 'key', ez.id, coalesce(ez.code, z ->> 'code'),
      pg_catalog.btrim(z ->> 'name'), coalesce((z ->> 'covered')::boolean, false),
      coalesce(z -> 'hints', '[]'::jsonb), coalesce((z ->> 'position')::integer, 0)
    from pg_catalog.jsonb_array_elements(zones) z
    left join public.boat_zones ez on ez.id = nullif(z ->> 'id', '')::uuid and ez.boat_id = boat.id;
    insert into pg_temp.layout_seats
    select nullif(s ->> 'id', '')::uuid, s ->> 'code', s ->> 'zone', (s ->> 'row')::integer,
      (s ->> 'col')::integer, coalesce(s ->> 'kind', 'passenger')
    from pg_catalog.jsonb_array_elements(seats) s;
  exception when invalid_text_representation or unique_violation or not_null_violation
    or invalid_parameter_value or numeric_value_out_of_range then
    perform private.refuse('layout_invalid');
  end;

  -- Shape: named zones with valid, unique codes; each seat in a zone of the payload, with a
  -- valid unique number, a free cell and a known kind; ids that are this boat's.
  if exists (
    select 1 from pg_temp.layout_zones z
    where z.code is null or z.code !~ '^[a-z][a-z0-9_]*$' or pg_catalog.length(z.code) > 40
      or z.name is null or pg_catalog.length(z.name) not between 1 and 60
      or pg_catalog.jsonb_typeof(z.hints) <> 'array' or pg_catalog.jsonb_array_length(z.hints) > 8
  ) or (select pg_catalog.count(distinct code) from pg_temp.layout_zones) <> (select pg_catalog.count(*) from pg_temp.layout_zones)
  or exists (
    select 1 from pg_temp.layout_seats s
    where s.code is null or s.code !~ '^[A-Z0-9]{1,6}$' or s.seat_row is null or s.seat_row not between 0 and 999
      or s.seat_col is null or s.seat_col not between 0 and 99
      or s.kind not in ('passenger', 'accessible', 'crew', 'blocked')
      or not exists (select 1 from pg_temp.layout_zones z where z.key = s.zone_key)
      or (s.id is not null and exists (select 1 from public.boat_seats e where e.id = s.id and e.boat_id <> boat.id))
  ) then
    perform private.refuse('layout_invalid');
  end if;
  select pg_catalog.array_agg(d.code order by d.code) into bad from (
    select s.code from pg_temp.layout_seats s group by s.code having pg_catalog.count(*) > 1
  ) d;
  if bad is not null then
    perform private.refuse('layout_duplicate_seat', pg_catalog.jsonb_build_object('codes', bad));
  end if;
  if exists (select 1 from pg_temp.layout_seats s group by s.seat_row, s.seat_col having pg_catalog.count(*) > 1)
     or exists (select 1 from pg_temp.layout_seats s where s.id is not null group by s.id having pg_catalog.count(*) > 1) then
    perform private.refuse('layout_invalid');
  end if;

  -- Seats bookings refer to: present, same number; sold ones still sellable.
  select pg_catalog.array_agg(e.code order by e.code) into bad
  from public.boat_seats e join private.boat_seat_usage(boat.id) u on u.seat_id = e.id
  left join pg_temp.layout_seats s on s.id = e.id
  where u.locked and (s.id is null or s.code <> e.code
    or (u.sold and s.kind not in ('passenger', 'accessible')));
  if bad is not null then
    perform private.refuse('layout_sold_seat_changed', pg_catalog.jsonb_build_object('codes', bad));
  end if;

  select pg_catalog.count(*) into sellable from pg_temp.layout_seats s where s.kind in ('passenger', 'accessible');
  if sellable > boat.capacity then
    perform private.refuse('passenger_seats_exceed_capacity',
      pg_catalog.jsonb_build_object('seats', sellable, 'capacity', boat.capacity));
  end if;

  -- Unreferenced seats are written afresh; referenced ones are moved in place (out of the way
  -- first, so two of them can swap cells).
  delete from public.boat_seats e
  where e.boat_id = boat.id
    and not exists (select 1 from private.boat_seat_usage(boat.id) u where u.seat_id = e.id and u.locked);
  update public.boat_seats e set seat_row = e.seat_row + 100000 where e.boat_id = boat.id;

  -- Zones leaving the layout step aside (their codes free), then go once no seat is in them.
  update public.boat_zones e set code = 'x' || pg_catalog.replace(e.id::text, '-', '')
  where e.boat_id = boat.id and not exists (select 1 from pg_temp.layout_zones z where z.id = e.id);
  update public.boat_zones e set name = z.name, covered = z.covered, hints = z.hints, position = z.position
  from pg_temp.layout_zones z where z.id = e.id;
  with created as (
    insert into public.boat_zones (boat_id, code, name, covered, hints, position)
    select boat.id, z.code, z.name, z.covered, z.hints, z.position from pg_temp.layout_zones z where z.id is null
    returning id, code
  )
  update pg_temp.layout_zones z set id = c.id from created c where z.id is null and z.code = c.code;

  update public.boat_seats e set zone_id = z.id, seat_row = s.seat_row, seat_col = s.seat_col, kind = s.kind
  from pg_temp.layout_seats s join pg_temp.layout_zones z on z.key = s.zone_key
  where e.id = s.id;
  insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col, kind)
  select boat.id, z.id, s.code, s.seat_row, s.seat_col, s.kind
  from pg_temp.layout_seats s join pg_temp.layout_zones z on z.key = s.zone_key
  where s.id is null or not exists (select 1 from public.boat_seats e where e.id = s.id);
  delete from public.boat_zones e
  where e.boat_id = boat.id and not exists (select 1 from pg_temp.layout_zones z where z.id = e.id);

  perform private.audit('boat.layout', 'boats/' || boat.id, pg_catalog.jsonb_build_object(
    'zones', (select pg_catalog.count(*) from pg_temp.layout_zones), 'seats', (select pg_catalog.count(*) from pg_temp.layout_seats),
    'sellable', sellable));
  return public.owner_boat_layout(boat.id);
end;
$$;
revoke all on function public.save_boat_layout(uuid, jsonb, jsonb) from public, anon;
grant execute on function public.save_boat_layout(uuid, jsonb, jsonb) to authenticated, service_role;

-- Tours ----------------------------------------------------------------------------------------

-- Draft → in review, once the tour page would have what a visitor needs: a roteiro, a meeting
-- point, at least one photo and a default boat of the owner's.
create function public.submit_tour_for_review(tour_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  missing text[] := array[]::text[];
begin
  select * into tour from public.tours t where t.id = submit_tour_for_review.tour_id for update;
  if not found or tour.owner_id is distinct from auth.uid() then
    raise exception 'not your tour' using errcode = '42501';
  end if;
  if tour.status not in ('draft', 'in_review') then
    perform private.refuse('tour_not_draft', pg_catalog.jsonb_build_object('status', tour.status));
  end if;
  if pg_catalog.jsonb_array_length(tour.itinerary) = 0 then missing := pg_catalog.array_append(missing, 'itinerary'); end if;
  if coalesce(pg_catalog.btrim(tour.meeting_point ->> 'address'), '') = '' then
    missing := pg_catalog.array_append(missing, 'meeting_point');
  end if;
  if pg_catalog.jsonb_array_length(tour.photos) = 0 then missing := pg_catalog.array_append(missing, 'photos'); end if;
  if tour.default_boat_id is null then missing := pg_catalog.array_append(missing, 'default_boat'); end if;
  if pg_catalog.length(pg_catalog.btrim(tour.summary)) < 20 then missing := pg_catalog.array_append(missing, 'summary'); end if;
  if pg_catalog.cardinality(missing) > 0 then
    perform private.refuse('tour_incomplete', pg_catalog.jsonb_build_object('missing', missing));
  end if;
  update public.tours t set status = 'in_review' where t.id = tour.id;
  perform private.audit('tour.submit', 'tours/' || tour.id, '{}'::jsonb);
  return pg_catalog.jsonb_build_object('tour_id', tour.id, 'status', 'in_review');
end;
$$;
revoke all on function public.submit_tour_for_review(uuid) from public, anon;
grant execute on function public.submit_tour_for_review(uuid) to authenticated, service_role;

-- Departures -----------------------------------------------------------------------------------

-- Many departures of one tour on one boat at once (the dashboard expands a rule into the
-- moments). A moment the tour already departs at is skipped, not doubled.
create function public.schedule_departures(
  tour_id uuid, boat_id uuid, starts_at jsonb, cutoff_minutes integer default 60,
  min_passengers integer default 1, note text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  boat public.boats;
  created integer;
  asked integer;
  moments timestamptz[];
begin
  if not exists (select 1 from public.tours t where t.id = schedule_departures.tour_id and t.owner_id = auth.uid())
     or not exists (select 1 from public.boats b where b.id = schedule_departures.boat_id and b.owner_id = auth.uid()) then
    raise exception 'not your tour or boat' using errcode = '42501';
  end if;
  select * into boat from public.boats b where b.id = schedule_departures.boat_id;
  begin
    select pg_catalog.array_agg((x #>> '{}')::timestamptz) into moments
    from pg_catalog.jsonb_array_elements(
      case when pg_catalog.jsonb_typeof(starts_at) = 'array' then starts_at else '[]'::jsonb end) x;
  exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
    or invalid_parameter_value then
    perform private.refuse('schedule_invalid');
  end;
  asked := coalesce(pg_catalog.cardinality(moments), 0);
  if boat.status = 'retired' then
    perform private.refuse('boat_retired');
  end if;
  if asked < 1 or asked > 400 or cutoff_minutes is null or cutoff_minutes not between 0 and 10080
     or min_passengers is null or min_passengers not between 1 and boat.capacity
     or (note is not null and pg_catalog.length(note) > 500) then
    perform private.refuse('schedule_invalid');
  end if;
  if exists (select 1 from pg_catalog.unnest(moments) m where m is null or m <= private.now()) then
    perform private.refuse('schedule_in_past');
  end if;
  with wanted as (select distinct m from pg_catalog.unnest(moments) m),
  inserted as (
    insert into public.departures (tour_id, boat_id, starts_at, sales_cutoff_at, min_passengers, note)
    select schedule_departures.tour_id, boat.id, m.m, m.m - pg_catalog.make_interval(mins => cutoff_minutes),
      schedule_departures.min_passengers, nullif(pg_catalog.btrim(schedule_departures.note), '')
    from wanted m
    where not exists (
      select 1 from public.departures d
      where d.tour_id = schedule_departures.tour_id and d.starts_at = m.m and d.status <> 'cancelled'
    )
    returning 1
  )
  select pg_catalog.count(*) into created from inserted;
  perform private.audit('departure.schedule', 'tours/' || schedule_departures.tour_id,
    pg_catalog.jsonb_build_object('asked', asked, 'created', created, 'boat', boat.id));
  return pg_catalog.jsonb_build_object('created', created, 'skipped', asked - created);
end;
$$;
revoke all on function public.schedule_departures(uuid, uuid, jsonb, integer, integer, text) from public, anon;
grant execute on function public.schedule_departures(uuid, uuid, jsonb, integer, integer, text)
  to authenticated, service_role;

-- Opens or closes a departure's sales. Reopening gives back 'confirmed' when the minimum is met.
create function public.set_departure_sales(departure_id uuid, open boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  next_status text;
begin
  select * into dep from public.departures d where d.id = set_departure_sales.departure_id for no key update;
  if not found or not private.owns_tour(dep.tour_id) then
    raise exception 'not your departure' using errcode = '42501';
  end if;
  if dep.status in ('cancelled', 'departed') or open is null then
    perform private.refuse('departure_not_open', pg_catalog.jsonb_build_object('status', dep.status));
  end if;
  next_status := case
    when not open then 'closed'
    when dep.status <> 'closed' then dep.status
    when (select coalesce(pg_catalog.sum(b.seat_count + b.lap_count), 0) from public.bookings b
          where b.departure_id = dep.id and b.status = 'confirmed') >= dep.min_passengers then 'confirmed'
    else 'scheduled'
  end;
  update public.departures d set status = next_status where d.id = dep.id;
  perform private.audit(case when open then 'departure.open_sales' else 'departure.close_sales' end,
    'departures/' || dep.id, pg_catalog.jsonb_build_object('from', dep.status, 'to', next_status));
  return pg_catalog.jsonb_build_object('departure_id', dep.id, 'status', next_status);
end;
$$;
revoke all on function public.set_departure_sales(uuid, boolean) from public, anon;
grant execute on function public.set_departure_sales(uuid, boolean) to authenticated, service_role;

-- Moves a departure to another of the owner's boats. Sold seats go to the seats with the same
-- numbers on the new boat; refused when the new boat lacks one of them (or it is not sellable
-- there) or its lotação is below who is already on board.
create function public.change_departure_boat(departure_id uuid, boat_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  boat public.boats;
  on_board integer;
  missing text[];
  moved integer;
begin
  select * into dep from public.departures d where d.id = change_departure_boat.departure_id for no key update;
  if not found or not private.owns_tour(dep.tour_id) then
    raise exception 'not your departure' using errcode = '42501';
  end if;
  select * into boat from public.boats b where b.id = change_departure_boat.boat_id;
  if not found or boat.owner_id is distinct from auth.uid() then
    raise exception 'not your boat' using errcode = '42501';
  end if;
  if dep.status in ('cancelled', 'departed') then
    perform private.refuse('departure_not_open', pg_catalog.jsonb_build_object('status', dep.status));
  end if;
  if boat.status = 'retired' then
    perform private.refuse('boat_retired');
  end if;
  if boat.id = dep.boat_id then
    return pg_catalog.jsonb_build_object('departure_id', dep.id, 'boat_id', boat.id, 'seats_moved', 0);
  end if;
  perform private.expire_holds(dep.id);
  select coalesce(pg_catalog.sum(b.seat_count + b.lap_count), 0) into on_board
  from public.bookings b where b.departure_id = dep.id and b.status in ('held', 'awaiting_payment', 'confirmed');
  if on_board > boat.capacity then
    perform private.refuse('boat_too_small', pg_catalog.jsonb_build_object('on_board', on_board, 'capacity', boat.capacity));
  end if;
  select pg_catalog.array_agg(old.code order by old.code) into missing
  from public.booking_seats bs join public.boat_seats old on old.id = bs.seat_id
  where bs.departure_id = dep.id and bs.active and not exists (
    select 1 from public.boat_seats ns
    where ns.boat_id = boat.id and ns.code = old.code and ns.kind in ('passenger', 'accessible'));
  if missing is not null then
    perform private.refuse('boat_lacks_sold_seats', pg_catalog.jsonb_build_object('codes', missing));
  end if;

  perform pg_catalog.set_config('mare.moving_departure', dep.id::text, true);
  update public.passengers p set seat_id = ns.id
  from public.bookings b, public.boat_seats old, public.boat_seats ns
  where p.booking_id = b.id and b.departure_id = dep.id and b.status in ('held', 'awaiting_payment', 'confirmed')
    and old.id = p.seat_id and ns.boat_id = boat.id and ns.code = old.code;
  update public.booking_seats bs set seat_id = ns.id
  from public.boat_seats old, public.boat_seats ns
  where bs.departure_id = dep.id and bs.active and old.id = bs.seat_id and ns.boat_id = boat.id and ns.code = old.code;
  get diagnostics moved = row_count;
  update public.departures d set boat_id = boat.id where d.id = dep.id;
  perform pg_catalog.set_config('mare.moving_departure', '', true);

  perform private.audit('departure.change_boat', 'departures/' || dep.id,
    pg_catalog.jsonb_build_object('from', dep.boat_id, 'to', boat.id, 'seats_moved', moved));
  return pg_catalog.jsonb_build_object('departure_id', dep.id, 'boat_id', boat.id, 'seats_moved', moved);
end;
$$;
revoke all on function public.change_departure_boat(uuid, uuid) from public, anon;
grant execute on function public.change_departure_boat(uuid, uuid) to authenticated, service_role;
