-- The booking functions the app calls over REST (POST /rest/v1/rpc/<name>). Each runs as its
-- owner with an empty search_path, checks who calls, and records what it changed in audit_logs.
-- Refusals: P0001 with a machine code (private.refuse), 42501 for "not yours".

-- Expires the holds (and unpaid checkouts) whose time is up; their seats become free through
-- the bookings trigger. Called lazily by the functions below for the departure they touch.
create function private.expire_holds(only_departure uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
  -- Read once: a function call per row costs more than the rest of the statement.
  at constant timestamptz := private.now();
begin
  with expired as (
    update public.bookings b
    set status = 'expired'
    where b.status in ('held', 'awaiting_payment')
      and b.hold_expires_at <= at
      and (only_departure is null or b.departure_id = only_departure)
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
revoke all on function private.expire_holds(uuid) from public, anon, authenticated;

-- For pg_cron on a hosted project: select cron.schedule('mare-expire-holds', '* * * * *',
-- 'select public.expire_holds()');
create function public.expire_holds()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer := private.expire_holds(null);
begin
  if n > 0 then
    perform private.audit('booking.expire_holds', 'bookings', pg_catalog.jsonb_build_object('expired', n));
  end if;
  return n;
end;
$$;
revoke all on function public.expire_holds() from public, anon, authenticated;
grant execute on function public.expire_holds() to service_role;

-- Seats of a departure's boat with their state now: free, held, taken or blocked. Never who.
create function private.seat_states(dep uuid)
returns table (seat_id uuid, code text, zone text, zone_position integer, seat_row integer,
  seat_col integer, kind text, state text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.code, z.code, z.position, s.seat_row, s.seat_col, s.kind,
    case
      when s.kind in ('crew', 'blocked') then 'blocked'
      when bk.status = 'confirmed' then 'taken'
      when bk.status in ('held', 'awaiting_payment') and bk.hold_expires_at > clock.at then 'held'
      else 'free'
    end
  from (select private.now() as at) clock
  cross join public.departures d
  join public.boat_seats s on s.boat_id = d.boat_id
  join public.boat_zones z on z.id = s.zone_id
  left join public.booking_seats bs on bs.departure_id = d.id and bs.seat_id = s.id and bs.active
  left join public.bookings bk on bk.id = bs.booking_id
  where d.id = dep
$$;
revoke all on function private.seat_states(uuid) from public, anon, authenticated;

-- Whether the caller may see this departure: published tour, its owner, or an admin.
create function private.can_see_departure(dep uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.departures d join public.tours t on t.id = d.tour_id
    where d.id = dep and (t.status = 'published' or t.owner_id = auth.uid())
  ) or private.is_admin()
$$;
revoke all on function private.can_see_departure(uuid) from public, anon, authenticated;

create function public.seat_map(departure_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  result jsonb;
begin
  select * into dep from public.departures d where d.id = seat_map.departure_id;
  if not found or not private.can_see_departure(dep.id) then
    perform private.refuse('not_found');
  end if;
  select pg_catalog.jsonb_build_object(
    'departure_id', dep.id,
    'status', dep.status,
    'starts_at', dep.starts_at,
    'sales_cutoff_at', dep.sales_cutoff_at,
    'zones', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'code', z.code, 'name', z.name, 'covered', z.covered, 'hints', z.hints,
        'position', z.position) order by z.position, z.code), '[]'::jsonb)
      from public.boat_zones z where z.boat_id = dep.boat_id
    ),
    'seats', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'code', s.code, 'zone', s.zone, 'row', s.seat_row, 'col', s.seat_col,
        'accessible', s.kind = 'accessible', 'state', s.state)
        order by s.zone_position, s.seat_row, s.seat_col), '[]'::jsonb)
      from private.seat_states(dep.id) s
    )
  ) into result;
  return result;
end;
$$;
revoke all on function public.seat_map(uuid) from public;
grant execute on function public.seat_map(uuid) to anon, authenticated, service_role;

-- Departures of a tour from a moment on (default: now), with seats left by zone and prices.
create function public.tour_departures(tour_id uuid, from_time timestamptz default null)
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
      'on_sale', d.status in ('scheduled', 'confirmed') and private.now() < d.sales_cutoff_at,
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
revoke all on function public.tour_departures(uuid, timestamptz) from public;
grant execute on function public.tour_departures(uuid, timestamptz) to anon, authenticated, service_role;

-- The common part of both holds: lock the departure (holds on one departure run one after the
-- other, so capacity counts are exact), expire its old holds, and check what can be checked
-- before choosing seats. Returns the departure.
create function private.open_hold(dep_id uuid, buyer uuid, seat_n integer, laps integer)
returns public.departures
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  tour_status text;
  lotacao integer;
  on_board integer;
  at constant timestamptz := private.now();
begin
  if buyer is null then
    raise exception 'sign in to book' using errcode = '42501';
  end if;
  if seat_n is null or seat_n < 1 or seat_n > 12 or laps is null or laps < 0 or laps > seat_n then
    perform private.refuse('invalid_party');
  end if;
  select d.* into dep from public.departures d where d.id = dep_id for no key update;
  if not found then
    perform private.refuse('not_found');
  end if;
  select t.status into tour_status from public.tours t where t.id = dep.tour_id;
  if tour_status <> 'published' or dep.status not in ('scheduled', 'confirmed') then
    perform private.refuse('departure_closed', pg_catalog.jsonb_build_object('status', dep.status));
  end if;
  if at >= dep.sales_cutoff_at then
    perform private.refuse('cutoff_passed', pg_catalog.jsonb_build_object('cutoff', dep.sales_cutoff_at));
  end if;
  perform private.expire_holds(dep.id);

  -- One person's open holds, counted under a lock on that person.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(buyer::text, 17));
  if (select pg_catalog.count(*) from public.bookings b
      where b.buyer_id = buyer and b.status in ('held', 'awaiting_payment')
        and b.hold_expires_at > at) >= 3 then
    perform private.refuse('too_many_holds', pg_catalog.jsonb_build_object('limit', 3));
  end if;

  -- Lotação: everyone on board, lap children included.
  select bt.capacity into lotacao from public.boats bt where bt.id = dep.boat_id;
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
revoke all on function private.open_hold(uuid, uuid, integer, integer) from public, anon, authenticated;

-- Writes the hold. The seat rows go in under the partial unique index: a seat already active
-- on this departure is not inserted, and then the whole hold is refused (nothing is kept).
create function private.write_hold(dep public.departures, buyer uuid, codes text[], laps integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  seat_ids uuid[];
  booking public.bookings;
  inserted integer;
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
    insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count, lap_count)
    values (private.new_booking_code(), dep.id, buyer, 'held', private.now() + interval '10 minutes',
            pg_catalog.cardinality(codes), laps)
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
revoke all on function private.write_hold(public.departures, uuid, text[], integer) from public, anon, authenticated;

create function public.hold_seats(departure_id uuid, seat_codes text[], lap_children integer default 0)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dep public.departures := private.open_hold(
    hold_seats.departure_id, auth.uid(), pg_catalog.cardinality(hold_seats.seat_codes),
    coalesce(hold_seats.lap_children, 0));
begin
  return private.write_hold(dep, auth.uid(), hold_seats.seat_codes, coalesce(hold_seats.lap_children, 0));
end;
$$;
revoke all on function public.hold_seats(uuid, text[], integer) from public, anon;
grant execute on function public.hold_seats(uuid, text[], integer) to authenticated, service_role;

-- "Escolher por mim": the party together, in the preferred zone when it fits.
create function public.hold_seats_for_me(
  departure_id uuid, party_size integer, preferred_zone text default null,
  lap_children integer default 0
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dep public.departures := private.open_hold(
    hold_seats_for_me.departure_id, auth.uid(), hold_seats_for_me.party_size,
    coalesce(hold_seats_for_me.lap_children, 0));
  codes text[];
begin
  select private.choose_seats(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'code', s.code, 'zone', s.zone, 'zone_position', s.zone_position, 'row', s.seat_row,
    'col', s.seat_col, 'kind', s.kind, 'free', s.state = 'free')), hold_seats_for_me.party_size,
    hold_seats_for_me.preferred_zone)
  into codes
  from private.seat_states(dep.id) s;
  if codes is null then
    perform private.refuse('capacity_reached');
  end if;
  return private.write_hold(dep, auth.uid(), codes, coalesce(hold_seats_for_me.lap_children, 0));
end;
$$;
revoke all on function public.hold_seats_for_me(uuid, integer, text, integer) from public, anon;
grant execute on function public.hold_seats_for_me(uuid, integer, text, integer) to authenticated, service_role;

-- What checkout answers (also to a retried checkout).
create function private.checkout_answer(booking public.bookings, pay public.payments)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('booking_id', booking.id, 'code', booking.code,
    'status', booking.status, 'subtotal', booking.subtotal, 'boarding_fees', booking.boarding_fees,
    'total', booking.total, 'payment', pg_catalog.jsonb_build_object('txid', pay.txid,
      'br_code', pay.br_code, 'amount', pay.amount, 'expires_at', pay.expires_at))
$$;
revoke all on function private.checkout_answer(public.bookings, public.payments) from public, anon, authenticated;

-- Checkout: contact { name, email, phone? } and passengers [{ full_name, cpf?, birth_date }],
-- seated passengers first in seat order. The database computes bands, prices and the Pix charge.
create function public.checkout(booking_id uuid, contact jsonb, passengers jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  dep public.departures;
  tour public.tours;
  trip_date date;
  p jsonb;
  i integer := 0;
  birth date;
  age integer;
  band text;
  cpf text;
  bands text[] := '{}';
  seat_ids uuid[];
  seated integer := 0;
  price jsonb;
  txid text;
  pay public.payments;
  expires timestamptz;
begin
  select * into booking from public.bookings b where b.id = checkout.booking_id for update;
  if not found or booking.buyer_id is distinct from auth.uid() then
    perform private.refuse('not_found');
  end if;
  if booking.status = 'awaiting_payment' and booking.hold_expires_at > private.now() then
    -- A retried checkout gets the same charge.
    select * into pay from public.payments py
    where py.booking_id = booking.id and py.status = 'pending' order by py.created_at desc limit 1;
    return private.checkout_answer(booking, pay);
  end if;
  if booking.status in ('held', 'awaiting_payment') and booking.hold_expires_at <= private.now() then
    perform private.expire_holds(booking.departure_id);
    perform private.refuse('hold_expired');
  end if;
  if booking.status <> 'held' then
    perform private.refuse('hold_expired', pg_catalog.jsonb_build_object('status', booking.status));
  end if;

  select * into dep from public.departures d where d.id = booking.departure_id;
  select * into tour from public.tours t where t.id = dep.tour_id;
  trip_date := (dep.starts_at at time zone 'America/Sao_Paulo')::date;

  if pg_catalog.jsonb_typeof(contact) is distinct from 'object'
     or pg_catalog.length(pg_catalog.btrim(coalesce(contact ->> 'name', ''))) < 2
     or coalesce(contact ->> 'email', '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.refuse('contact_invalid');
  end if;
  if pg_catalog.jsonb_typeof(passengers) is distinct from 'array' then
    perform private.refuse('party_mismatch');
  end if;

  select pg_catalog.array_agg(bs.seat_id order by s.code) into seat_ids
  from public.booking_seats bs join public.boat_seats s on s.id = bs.seat_id
  where bs.booking_id = booking.id and bs.active;

  for p in select * from pg_catalog.jsonb_array_elements(passengers) loop
    if pg_catalog.length(pg_catalog.btrim(coalesce(p ->> 'full_name', ''))) < 2 then
      perform private.refuse('passenger_name_invalid', pg_catalog.jsonb_build_object('index', i));
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
    if age < tour.minimum_age then
      perform private.refuse('below_minimum_age',
        pg_catalog.jsonb_build_object('index', i, 'minimum_age', tour.minimum_age));
    end if;
    band := private.band_for(age, tour.child_max_age, tour.lap_max_age);
    cpf := nullif(pg_catalog.regexp_replace(coalesce(p ->> 'cpf', ''), '[^0-9]', '', 'g'), '');
    if (cpf is null and band = 'adult') or (cpf is not null and not private.cpf_is_valid(cpf)) then
      perform private.refuse('cpf_invalid', pg_catalog.jsonb_build_object('index', i));
    end if;
    bands := bands || band;
    i := i + 1;
  end loop;

  if (select pg_catalog.count(*) from pg_catalog.unnest(bands) b where b <> 'lap') <> booking.seat_count
     or (select pg_catalog.count(*) from pg_catalog.unnest(bands) b where b = 'lap') <> booking.lap_count then
    perform private.refuse('party_mismatch',
      pg_catalog.jsonb_build_object('seats', booking.seat_count, 'lap_children', booking.lap_count));
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
      case band when 'adult' then tour.price_adult when 'child' then tour.price_child else 0 end);
  end loop;

  price := private.party_price(tour.price_adult, tour.price_child, tour.boarding_fee,
    (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'adult'),
    (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'child'),
    (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'lap'));

  -- Pix charges live 30 minutes; the seats are kept as long.
  expires := private.now() + interval '30 minutes';
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
    purchased_at = private.now()
  where b.id = booking.id
  returning * into booking;

  perform private.audit('booking.checkout', 'bookings/' || booking.id,
    pg_catalog.jsonb_build_object('txid', txid, 'amount', pay.amount));
  return private.checkout_answer(booking, pay);
end;
$$;
revoke all on function public.checkout(uuid, jsonb, jsonb) from public, anon;
grant execute on function public.checkout(uuid, jsonb, jsonb) to authenticated, service_role;

-- The provider's side attaches the BR Code it issued for a charge (non-demo providers).
create function public.set_payment_br_code(txid text, br_code text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.payments p set br_code = set_payment_br_code.br_code
  where p.txid = set_payment_br_code.txid and p.status = 'pending';
  if not found then
    perform private.refuse('not_found');
  end if;
  perform private.audit('payment.br_code', 'payments/' || set_payment_br_code.txid);
end;
$$;
revoke all on function public.set_payment_br_code(text, text) from public, anon, authenticated;
grant execute on function public.set_payment_br_code(text, text) to service_role;

-- A payment arrived. Confirms the booking only while its seats are still its own (awaiting
-- payment, time not up); a payment that comes after the hold expired is refunded in full and
-- never takes a seat back.
create function private.settle_payment(pay_id uuid, paid integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay public.payments;
  booking public.bookings;
  dep public.departures;
  confirmed_people integer;
begin
  select * into pay from public.payments p where p.id = pay_id for update;
  select * into booking from public.bookings b where b.id = pay.booking_id for update;
  if pay.status = 'paid' then
    return pg_catalog.jsonb_build_object('booking_id', booking.id, 'status', booking.status, 'payment', 'paid');
  end if;
  if paid is distinct from pay.amount then
    perform private.refuse('amount_mismatch', pg_catalog.jsonb_build_object('expected', pay.amount));
  end if;

  update public.payments p set status = 'paid', paid_at = private.now() where p.id = pay.id;

  if booking.status = 'awaiting_payment' and booking.hold_expires_at > private.now() then
    update public.bookings b set status = 'confirmed', confirmed_at = private.now()
    where b.id = booking.id;
    insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
    values (booking.buyer_id, booking.id, booking.departure_id, 'booking_confirmed', 'email',
      pg_catalog.format('Reserva %s confirmada. Boa viagem!', booking.code));
    -- The minimum reached confirms the departure.
    select * into dep from public.departures d where d.id = booking.departure_id for no key update;
    select coalesce(pg_catalog.sum(b.seat_count + b.lap_count), 0) into confirmed_people
    from public.bookings b where b.departure_id = dep.id and b.status = 'confirmed';
    if dep.status = 'scheduled' and confirmed_people >= dep.min_passengers then
      update public.departures d set status = 'confirmed' where d.id = dep.id;
    end if;
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
revoke all on function private.settle_payment(uuid, integer) from public, anon, authenticated;

-- Only the payment provider's side (service_role) reports payments.
create function public.confirm_payment(txid text, amount integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay_id uuid;
begin
  select p.id into pay_id from public.payments p where p.txid = confirm_payment.txid;
  if pay_id is null then
    perform private.refuse('not_found');
  end if;
  return private.settle_payment(pay_id, confirm_payment.amount);
end;
$$;
revoke all on function public.confirm_payment(text, integer) from public, anon, authenticated;
grant execute on function public.confirm_payment(text, integer) to service_role;

-- Demo mode only: the buyer "pays" their own pending charge.
create function public.demo_confirm_payment(booking_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay public.payments;
begin
  if not private.demo_mode() then
    raise exception 'demo payments are off' using errcode = '42501';
  end if;
  select p.* into pay from public.payments p join public.bookings b on b.id = p.booking_id
  where p.booking_id = demo_confirm_payment.booking_id and b.buyer_id = auth.uid()
  order by p.created_at desc limit 1;
  if not found then
    perform private.refuse('not_found');
  end if;
  return private.settle_payment(pay.id, pay.amount);
end;
$$;
revoke all on function public.demo_confirm_payment(uuid) from public, anon;
grant execute on function public.demo_confirm_payment(uuid) to authenticated, service_role;

-- The buyer (or an admin) cancels. Unpaid: released. Confirmed: refunded by the rules of
-- private.refund_amount. Not after the tour has started.
create function public.cancel_booking(booking_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  dep public.departures;
  tour public.tours;
  pay public.payments;
  refund jsonb := pg_catalog.jsonb_build_object('amount', 0, 'rule', 'unpaid');
begin
  select * into booking from public.bookings b where b.id = cancel_booking.booking_id for update;
  if not found or not (booking.buyer_id is not distinct from auth.uid() or private.is_admin()) then
    perform private.refuse('not_found');
  end if;
  select * into dep from public.departures d where d.id = booking.departure_id;
  select * into tour from public.tours t where t.id = dep.tour_id;
  if booking.status not in ('held', 'awaiting_payment', 'confirmed') then
    perform private.refuse('not_cancellable', pg_catalog.jsonb_build_object('status', booking.status));
  end if;
  if private.now() >= dep.starts_at then
    perform private.refuse('tour_started');
  end if;

  if booking.status = 'confirmed' then
    select * into pay from public.payments p
    where p.booking_id = booking.id and p.status = 'paid' order by p.paid_at desc limit 1;
    refund := private.refund_amount(booking.subtotal, booking.boarding_fees, tour.cancellation_tiers,
      dep.starts_at, booking.purchased_at, private.now());
    insert into public.refunds (booking_id, payment_id, amount, reason, rule)
    values (booking.id, pay.id, (refund ->> 'amount')::integer,
      case when refund ->> 'rule' = 'withdrawal' then 'withdrawal' else 'buyer_cancelled' end,
      refund ->> 'rule');
  else
    update public.payments p set status = 'cancelled' where p.booking_id = booking.id and p.status = 'pending';
  end if;

  update public.bookings b set status = 'cancelled', cancelled_at = private.now(),
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
revoke all on function public.cancel_booking(uuid) from public, anon;
grant execute on function public.cancel_booking(uuid) to authenticated, service_role;

-- The owner (or an admin) cancels a departure, e.g. "mar fechado pela Capitania": every active
-- booking is cancelled, paid ones refunded in full, and each buyer gets a notification.
create function public.cancel_departure(departure_id uuid, reason text)
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

  update public.departures d set status = 'cancelled', cancel_reason = pg_catalog.btrim(cancel_departure.reason)
  where d.id = dep.id;

  for bk in
    select b.* from public.bookings b
    where b.departure_id = dep.id and b.status in ('held', 'awaiting_payment', 'confirmed')
    for update
  loop
    if bk.status = 'confirmed' then
      insert into public.refunds (booking_id, payment_id, amount, reason, rule)
      select bk.id, p.id, p.amount, 'departure_cancelled', 'full'
      from public.payments p where p.booking_id = bk.id and p.status = 'paid';
      refunded := refunded + coalesce(bk.total, 0);
    end if;
    update public.payments p set status = 'cancelled' where p.booking_id = bk.id and p.status = 'pending';
    update public.bookings b set status = 'cancelled', cancelled_at = private.now(),
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
revoke all on function public.cancel_departure(uuid, text) from public, anon;
grant execute on function public.cancel_departure(uuid, text) to authenticated, service_role;

-- Admin verification of boats and publication of tours.
create function public.review_boat(boat_id uuid, decision text, reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'admins only' using errcode = '42501';
  end if;
  if decision not in ('approved', 'refused', 'pending')
     or (decision = 'refused' and pg_catalog.length(pg_catalog.btrim(coalesce(reason, ''))) < 3) then
    perform private.refuse('invalid_decision');
  end if;
  update public.boats b set verification = decision,
    refusal_reason = case when decision = 'refused' then pg_catalog.btrim(reason) end
  where b.id = review_boat.boat_id;
  if not found then
    perform private.refuse('not_found');
  end if;
  perform private.audit('boat.review', 'boats/' || review_boat.boat_id,
    pg_catalog.jsonb_build_object('decision', decision, 'reason', reason));
end;
$$;
revoke all on function public.review_boat(uuid, text, text) from public, anon;
grant execute on function public.review_boat(uuid, text, text) to authenticated, service_role;

create function public.review_tour(tour_id uuid, status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'admins only' using errcode = '42501';
  end if;
  if review_tour.status not in ('draft', 'in_review', 'published', 'suspended') then
    perform private.refuse('invalid_decision');
  end if;
  update public.tours t set status = review_tour.status where t.id = review_tour.tour_id;
  if not found then
    perform private.refuse('not_found');
  end if;
  perform private.audit('tour.review', 'tours/' || review_tour.tour_id,
    pg_catalog.jsonb_build_object('status', review_tour.status));
end;
$$;
revoke all on function public.review_tour(uuid, text) from public, anon;
grant execute on function public.review_tour(uuid, text) to authenticated, service_role;

-- Demo only: moves every booking-related date by (anchor - the current anchor), so fixtures
-- written around 2026-11-21T10:30-03:00 sit around "now" when the demo starts.
insert into private.app_settings (key, value) values ('demo_anchor', '2026-11-21T10:30:00-03:00')
on conflict (key) do nothing;

create function private.rebase_demo_dates(anchor timestamptz)
returns interval
language plpgsql
security definer
set search_path = ''
as $$
declare
  shift interval;
begin
  if not private.demo_mode() then
    raise exception 'rebase_demo_dates runs on demo databases only' using errcode = '42501';
  end if;
  shift := anchor - private.setting('demo_anchor')::timestamptz;
  if shift = interval '0' then
    return shift;
  end if;
  alter table public.departures disable trigger departures_guard_changes;
  update public.departures set starts_at = starts_at + shift, sales_cutoff_at = sales_cutoff_at + shift;
  alter table public.departures enable trigger departures_guard_changes;
  update public.bookings set hold_expires_at = hold_expires_at + shift, created_at = created_at + shift,
    purchased_at = purchased_at + shift, confirmed_at = confirmed_at + shift,
    cancelled_at = cancelled_at + shift;
  update public.payments set expires_at = expires_at + shift, paid_at = paid_at + shift,
    created_at = created_at + shift;
  update public.passengers set checked_in_at = checked_in_at + shift;
  update public.refunds set created_at = created_at + shift;
  update public.notifications set created_at = created_at + shift, sent_at = sent_at + shift;
  update private.app_settings set value = anchor::text, updated_at = pg_catalog.now()
  where key = 'demo_anchor';
  return shift;
end;
$$;
revoke all on function private.rebase_demo_dates(timestamptz) from public, anon, authenticated;
