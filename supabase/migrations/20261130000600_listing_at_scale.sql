-- Issue #37, item 1: the public listing at any size. public.tour_listing returned every published
-- tour with every departure on sale (8 MB and 10-16 s at 1,000 tours) and the browser filtered,
-- sorted and showed one departure per card. public.tour_listing_page filters, sorts and pages in
-- SQL and returns one page of cards, each with only the departure it shows.

-- Seats sold per tour (confirmed and no-show bookings), for "Mais procurados": summing 1M bookings
-- per request is what made that order slow. Kept by the triggers below; holds never touch it.
create table private.tour_sales (
  tour_id uuid primary key references public.tours (id) on delete cascade,
  seats_sold integer not null default 0
);
revoke all on private.tour_sales from public, anon, authenticated;

-- Recounts every tour (after a bulk load with triggers off, or to repair the figure).
create function private.refresh_tour_sales()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.tour_sales;
  insert into private.tour_sales (tour_id, seats_sold)
  select d.tour_id, pg_catalog.sum(b.seat_count + b.lap_count)::integer
  from public.bookings b
  join public.departures d on d.id = b.departure_id
  where b.status in ('confirmed', 'no_show')
  group by d.tour_id;
$$;
revoke all on function private.refresh_tour_sales() from public, anon, authenticated;

create function private.count_tour_sales()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change record;
begin
  -- The booking's old people leave its old tour's count, its new people join the new one's.
  for change in
    select o.departure_id, -(o.seat_count + o.lap_count) as people
    from (select old.*) o
    where tg_op in ('UPDATE', 'DELETE') and o.status in ('confirmed', 'no_show')
    union all
    select n.departure_id, n.seat_count + n.lap_count
    from (select new.*) n
    where tg_op in ('INSERT', 'UPDATE') and n.status in ('confirmed', 'no_show')
  loop
    insert into private.tour_sales as ts (tour_id, seats_sold)
    select d.tour_id, change.people from public.departures d where d.id = change.departure_id
    on conflict (tour_id) do update set seats_sold = ts.seats_sold + excluded.seats_sold;
  end loop;
  return null;
end;
$$;
revoke all on function private.count_tour_sales() from public, anon, authenticated;

-- WHEN clauses: a hold (inserted held, expiring, released) never runs the function.
create trigger bookings_count_tour_sales_ins
  after insert on public.bookings
  for each row when (new.status in ('confirmed', 'no_show'))
  execute function private.count_tour_sales();
create trigger bookings_count_tour_sales_upd
  after update of status, seat_count, lap_count, departure_id on public.bookings
  for each row when (
    (old.status in ('confirmed', 'no_show') or new.status in ('confirmed', 'no_show'))
    and (old.status is distinct from new.status or old.seat_count <> new.seat_count
      or old.lap_count <> new.lap_count or old.departure_id <> new.departure_id))
  execute function private.count_tour_sales();
create trigger bookings_count_tour_sales_del
  after delete on public.bookings
  for each row when (old.status in ('confirmed', 'no_show'))
  execute function private.count_tour_sales();

select private.refresh_tour_sales();

-- The departures that can be on sale, in the order a tour's next one is looked up; the columns
-- the lookup filters on ride along, so it reads the index alone.
create index departures_on_sale_idx on public.departures (tour_id, starts_at, id)
  include (boat_id, sales_cutoff_at)
  where status in ('scheduled', 'confirmed');

-- One page of the public listing at `from_time` (default now): the published tours that pass the
-- filters, in the chosen order, with the total. Each card carries the departure it shows (the
-- next one on sale, or the first on `day`) with its seats left; nothing else about departures.
--   beach_ids: any of these beaches (a region is its beaches); day: a São Paulo day with a
--   departure on sale; max_price: the adult price with the boarding fee, in centavos;
--   min_minutes/max_minutes: duration bounds (inclusive); covered: only tours with a covered
--   zone on a departure on sale; sort: date | price_asc | price_desc | popular.
-- PL/pgSQL with EXECUTE: each call is planned with its values and holds only the parts it needs
-- (a function with `set search_path` is never inlined, so one static query for every filter and
-- order would be planned without the values and look up every tour's next departure each time).
create function public.tour_listing_page(
  from_time timestamptz default null,
  beach_ids text[] default null,
  day date default null,
  max_price integer default null,
  min_minutes integer default null,
  max_minutes integer default null,
  covered boolean default false,
  sort text default 'date',
  page integer default 1,
  page_size integer default 12)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  at timestamptz := coalesce(tour_listing_page.from_time, private.now());
  size integer := least(greatest(coalesce(tour_listing_page.page_size, 12), 1), 48);
  wanted integer := least(greatest(coalesce(tour_listing_page.page, 1), 1), 100000);
  day_from timestamptz;
  day_to timestamptz;
  sort_key text := coalesce(tour_listing_page.sort, 'date');
  -- The departures of tour t on sale at $1: scheduled or confirmed, the cut-off ahead, the boat
  -- approved and in service.
  on_sale constant text := '
    from public.departures d
    join public.boats b on b.id = d.boat_id and b.verification = ''approved'' and b.status = ''active''
    where d.tour_id = t.id and d.status in (''scheduled'', ''confirmed'')
      and d.starts_at > $1 and d.sales_cutoff_at > $1';
  -- A covered zone on a boat of one of them.
  covered_on_sale constant text := 'exists (select 1 ' || on_sale || '
      and exists (select 1 from public.boat_zones z where z.boat_id = d.boat_id and z.covered))';
  -- The card's departure: the next on sale, or with a day, the first on that São Paulo day.
  next_departure text := 'select d.id, d.starts_at, d.status, d.boat_id ' || on_sale;
  conditions text := '';
  ordering text;
  next_everywhere boolean;
  result jsonb;
begin
  if sort_key not in ('date', 'price_asc', 'price_desc', 'popular') then
    perform private.refuse('invalid_filter', pg_catalog.jsonb_build_object('sort', sort_key));
  end if;
  if tour_listing_page.day is not null then
    day_from := (tour_listing_page.day::timestamp) at time zone 'America/Sao_Paulo';
    day_to := ((tour_listing_page.day + 1)::timestamp) at time zone 'America/Sao_Paulo';
    next_departure := next_departure || ' and d.starts_at >= $4 and d.starts_at < $5';
  end if;
  next_departure := next_departure || ' order by d.starts_at, d.id limit 1';

  if tour_listing_page.beach_ids is not null then
    conditions := conditions || ' and t.beach_id = any($3)';
  end if;
  if tour_listing_page.max_price is not null then
    conditions := conditions || ' and t.price_adult + t.boarding_fee <= $6';
  end if;
  if tour_listing_page.min_minutes is not null then
    conditions := conditions || ' and t.duration_minutes >= $7';
  end if;
  if tour_listing_page.max_minutes is not null then
    conditions := conditions || ' and t.duration_minutes <= $8';
  end if;
  if coalesce(tour_listing_page.covered, false) then
    conditions := conditions || ' and ' || covered_on_sale;
  end if;
  -- Only the soonest-first order and the day filter need every matching tour's next departure;
  -- the other orders look it up for the page's cards alone.
  next_everywhere := sort_key = 'date' or tour_listing_page.day is not null;
  if tour_listing_page.day is not null then
    conditions := conditions || ' and n.id is not null';
  end if;
  ordering := case sort_key
    when 'date' then 'm.next_at nulls last'
    when 'price_asc' then 'm.adult_total'
    when 'price_desc' then 'm.adult_total desc'
    else 'm.seats_sold desc'
  end || ', m.title, m.id';

  execute pg_catalog.format($q$
    with matching as materialized (
      select t.id, t.title, t.price_adult + t.boarding_fee as adult_total,
        coalesce(ts.seats_sold, 0) as seats_sold %1$s
      from public.tours t
      left join private.tour_sales ts on ts.tour_id = t.id
      %2$s
      where t.status = 'published' %3$s
    ),
    counted as (
      select pg_catalog.count(*)::integer as total from matching
    ),
    -- The page: its rows ranked in the chosen order, then (for the other orders) their next
    -- departure looked up for them alone.
    paged as (
      select m.*, (pg_catalog.row_number() over (order by %4$s))::integer as position
      from matching m
      order by %4$s
      offset (select (least($10, greatest(((c.total + $9 - 1) / $9), 1)) - 1) * $9 from counted c)
      limit $9
    ),
    shown as (
      select t.id, t.seats_sold, t.position, %5$s
      from paged t
      %6$s
    )
    select pg_catalog.jsonb_build_object(
      'total', c.total,
      'published', (select pg_catalog.count(*)::integer from public.tours t where t.status = 'published'),
      'page', least($10, greatest(((c.total + $9 - 1) / $9), 1)),
      'page_size', $9,
      'tours', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'id', t.id,
          'slug', t.slug,
          'title', t.title,
          'summary', t.summary,
          'beach_id', t.beach_id,
          'place', t.place,
          'duration_minutes', t.duration_minutes,
          'minimum_age', t.minimum_age,
          'languages', t.languages,
          'price_adult', t.price_adult,
          'price_child', t.price_child,
          'boarding_fee', t.boarding_fee,
          'cancellation_tiers', t.cancellation_tiers,
          -- The first photo only: all a card draws.
          'photos', case when pg_catalog.jsonb_array_length(t.photos) > 0
            then pg_catalog.jsonb_build_array(t.photos -> 0) else '[]'::jsonb end,
          'covered', %7$s,
          'seats_sold', s.seats_sold,
          'next_departure', case when s.next_id is null then null else pg_catalog.jsonb_build_object(
            'id', s.next_id,
            'starts_at', s.next_at,
            'status', s.next_status,
            'seats_total', seats.total,
            'seats_left', greatest(seats.total - seats.taken, 0)) end
        ) order by s.position)
        from shown s
        join public.tours t on t.id = s.id
        -- Seats of the shown departure: a hold counts only while it has not expired by the
        -- database clock ($2), whatever moment the page is drawn at.
        left join lateral (
          select
            (select pg_catalog.count(*)::integer from public.boat_seats bs
             where bs.boat_id = s.next_boat and bs.kind in ('passenger', 'accessible')) as total,
            (select pg_catalog.count(*)::integer
             from public.booking_seats x
             join public.bookings bk on bk.id = x.booking_id
             join public.boat_seats bs on bs.id = x.seat_id
             where x.departure_id = s.next_id and x.active
               and bs.kind in ('passenger', 'accessible')
               and (bk.status = 'confirmed' or bk.hold_expires_at > $2)) as taken
        ) seats on s.next_id is not null
      ), '[]'::jsonb))
    from counted c
    $q$,
    case when next_everywhere
      then ', n.id as next_id, n.starts_at as next_at, n.status as next_status, n.boat_id as next_boat'
      else '' end,
    case when next_everywhere then 'left join lateral (' || next_departure || ') n on true' else '' end,
    conditions,
    ordering,
    case when next_everywhere then 't.next_id, t.next_at, t.next_status, t.next_boat'
      else 'n.id as next_id, n.starts_at as next_at, n.status as next_status, n.boat_id as next_boat' end,
    case when next_everywhere then '' else 'left join lateral (' || next_departure || ') n on true' end,
    covered_on_sale)
  into result
  using at, private.now(), tour_listing_page.beach_ids, day_from, day_to, tour_listing_page.max_price,
    tour_listing_page.min_minutes, tour_listing_page.max_minutes, size, wanted;
  return result;
end;
$$;
revoke all on function public.tour_listing_page(timestamptz, text[], date, integer, integer, integer,
  boolean, text, integer, integer) from public;
grant execute on function public.tour_listing_page(timestamptz, text[], date, integer, integer,
  integer, boolean, text, integer, integer) to anon, authenticated, service_role;

-- Every caller now reads the paged listing (the home page its first cards, the build its pages).
drop function public.tour_listing(timestamptz);
