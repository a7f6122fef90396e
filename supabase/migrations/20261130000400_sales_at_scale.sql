-- The sales figures at scale (issue #37): the same JSON as 20261127000100_sales_figures.sql and
-- 20261127000200_admin_figures.sql, each figure computed once per request and planned for the
-- request's values.
--
-- Before, private.sales_lines had SET search_path: a SQL function with a SET clause is never
-- inlined, and PostgreSQL (15, 17) plans its body once without its arguments, so the planner saw
-- neither the period nor the filters (row estimates of 1, a nested loop over every booking, the
-- paid_at index unused: 25.8 s for a month at 1M payments). The report also computed the lines
-- three times (totals, by day, breakdowns) and the owner's report twice per tour.
-- Now:
-- * private.sales_lines (and sales_tours, sales_groups, departure_seats) are SQL functions without
--   SET, so the planner inlines them into the statement that reads them. Every name in them is
--   qualified, and their only callers are the security definer functions below, whose
--   search_path is empty.
-- * Each public function runs its figures as one statement through EXECUTE ... USING: a plan made
--   for that call's values (the period's size, the owner, the filters).
-- * That statement reads the lines once and groups them once (private.sales_groups: totals, days,
--   tours; owners and regions are sums of tours) and the departures once; admin_dashboard reads
--   both periods in one pass. sales-figures-once.test.ts counts it.
-- * Indexes fit the access paths: the period's paid charges, a booking's paid charges, a sale's
--   booking columns, refunds and seats sold read from the index alone.

-- Indexes for the access paths --------------------------------------------------------------------

-- The paid charges of a period, with what the lines need from them (an index-only scan).
drop index public.payments_paid_at_idx;
create index payments_paid_at_idx on public.payments (paid_at) include (booking_id, id)
  where status = 'paid';
-- "Is there an earlier paid charge of this booking?" answered from the index alone.
create index payments_paid_booking_idx on public.payments (booking_id, paid_at, id)
  where status = 'paid';
-- What the figures read of a booking, and a booking's refunds, from the indexes alone.
create index bookings_sale_idx on public.bookings (id)
  include (departure_id, status, seat_count, subtotal, total);
drop index public.refunds_booking_id_idx;
create index refunds_booking_id_idx on public.refunds (booking_id) include (amount);
-- Seats sold per departure (occupancy) from the index alone.
create index bookings_sold_seats_idx on public.bookings (departure_id) include (seat_count)
  where status in ('confirmed', 'no_show');

-- The São Paulo day of a paid charge: how many there are (the figures group by it).
create statistics payments_paid_day_stats on ((paid_at at time zone 'America/Sao_Paulo')::date)
  from public.payments;
analyze public.payments;

-- Read-only helpers: safe in parallel workers (a year's lines may use them).
alter function private.platform_fee_percent() parallel safe;
alter function private.beach_regions() parallel safe;

-- The lines ------------------------------------------------------------------------------------

-- The tours the figures cover (all, or one owner's, one tour, one region) with what the reports
-- say of them: title, owner, the owner's name and the region of the beach (Não Definida,
-- 'undefined', on a free place). One definition for the lines and for the breakdowns.
create function private.sales_tours(
  p_owner uuid default null, p_tour uuid default null, p_region text default null
)
returns table (tour_id uuid, tour_title text, owner_id uuid, owner_name text, region text)
language sql
stable
parallel safe
as $$
  select t.id, t.title, t.owner_id, coalesce(nullif(pu.name, ''), pu.email, ''),
    coalesce(rg.region, 'undefined')
  from public.tours t
  left join private.beach_regions() rg on rg.beach_id = t.beach_id
  left join public.perfis_usuarios pu on pu.id = t.owner_id
  where (p_owner is null or t.owner_id = p_owner)
    and (p_tour is null or t.id = p_tour)
    and (p_region is null or coalesce(rg.region, 'undefined') = p_region)
$$;

-- One row per sale in [p_from, p_to), optionally of one owner, tour or region (the rules of
-- 20261127000100_sales_figures.sql). No CTE, so the planner can flatten it into its caller.
create or replace function private.sales_lines(
  p_from timestamptz, p_to timestamptz,
  p_owner uuid default null, p_tour uuid default null, p_region text default null
)
returns table (
  booking_id uuid, code text, sold_at timestamptz, status text, cancelled boolean,
  departure_id uuid, starts_at timestamptz, tour_id uuid, tour_title text, owner_id uuid,
  owner_name text, region text, buyer_name text, seats integer, laps integer,
  subtotal integer, boarding_fees integer, gross integer, refunds integer, platform_fee integer,
  net integer
)
language sql
stable
parallel safe
as $$
  select b.id, b.code, pay.paid_at, b.status, b.status = 'cancelled',
    d.id, d.starts_at, t.tour_id, t.tour_title, t.owner_id, t.owner_name, t.region,
    coalesce(b.contact_name, ''), b.seat_count, b.lap_count,
    coalesce(b.subtotal, 0), coalesce(b.boarding_fees, 0), coalesce(b.total, 0),
    coalesce(rf.amount, 0), f.fee, coalesce(b.total, 0) - coalesce(rf.amount, 0) - f.fee
  from public.payments pay
  join public.bookings b on b.id = pay.booking_id
  join public.departures d on d.id = b.departure_id
  join private.sales_tours(p_owner, p_tour, p_region) t on t.tour_id = d.tour_id
  -- Per sale, from the index: a month's, an owner's or a page's sales never aggregate every
  -- refund (a grouped join would: PostgreSQL does not push the sale into it).
  cross join lateral (
    select pg_catalog.sum(r.amount)::integer as amount
    from public.refunds r where r.booking_id = b.id
  ) rf
  -- The fee: a percent of the ticket part kept, half up to the centavo.
  cross join lateral (
    select pg_catalog.round(
      greatest(0, least(coalesce(b.subtotal, 0), coalesce(b.total, 0) - coalesce(rf.amount, 0)))
        * (select private.platform_fee_percent()) / 100
    )::integer as fee
  ) f
  where pay.status = 'paid' and pay.paid_at >= p_from and pay.paid_at < p_to
    -- The first paid charge of a booking dates the sale.
    and not exists (
      select 1 from public.payments p2
      where p2.booking_id = pay.booking_id and p2.status = 'paid'
        and (p2.paid_at, p2.id) < (pay.paid_at, pay.id)
    )
$$;

-- The departures that start in [p_from, p_to), optionally of one owner, tour or region, with their
-- sellable seats (passenger + accessible seats of the boat) and seats sold (confirmed or no-show
-- bookings; lap children take no seat). Cancelled ones included, marked: occupancy leaves them
-- out, the owner's list of tours does not.
create function private.departure_seats(
  p_from timestamptz, p_to timestamptz,
  p_owner uuid default null, p_tour uuid default null, p_region text default null
)
returns table (
  departure_id uuid, tour_id uuid, starts_at timestamptz, cancelled boolean,
  seats_total integer, seats_sold integer
)
language sql
stable
parallel safe
as $$
  select d.id, d.tour_id, d.starts_at, d.status = 'cancelled', coalesce(bs.seats, 0),
    -- Per departure, from the index.
    (select coalesce(pg_catalog.sum(b.seat_count), 0) from public.bookings b
     where b.departure_id = d.id and b.status in ('confirmed', 'no_show'))::integer
  from public.departures d
  join private.sales_tours(p_owner, p_tour, p_region) t on t.tour_id = d.tour_id
  left join (
    select s.boat_id, pg_catalog.count(*)::integer as seats from public.boat_seats s
    where s.kind in ('passenger', 'accessible') group by s.boat_id
  ) bs on bs.boat_id = d.boat_id
  where d.starts_at >= p_from and d.starts_at < p_to
$$;

revoke all on function private.sales_tours(uuid, uuid, text),
  private.sales_lines(timestamptz, timestamptz, uuid, uuid, text),
  private.departure_seats(timestamptz, timestamptz, uuid, uuid, text)
  from public, anon, authenticated;

-- The lines grouped once: per period part (current: sold at or after p_split, p_from without it),
-- its totals, its São Paulo days and its tours (small hash tables however many sales). An owner's
-- or a region's figures are the sum of their tours' (a tour has one owner and one region).
create function private.sales_groups(
  p_from timestamptz, p_to timestamptz,
  p_owner uuid default null, p_tour uuid default null, p_region text default null,
  p_split timestamptz default null
)
returns table (
  kind text, current boolean, day date, tour_id uuid, gross bigint, platform_fee bigint,
  refunds bigint, net bigint, bookings bigint, cancellations bigint, refunded_bookings bigint,
  seats bigint
)
language sql
stable
parallel safe
as $$
  select
    case when grouping(l.day) = 0 then 'day' when grouping(l.tour_id) = 0 then 'tour'
      else 'total' end,
    l.current, l.day, l.tour_id,
    pg_catalog.sum(l.gross), pg_catalog.sum(l.platform_fee), pg_catalog.sum(l.refunds),
    pg_catalog.sum(l.net), pg_catalog.count(*), pg_catalog.count(*) filter (where l.cancelled),
    pg_catalog.count(*) filter (where l.refunds > 0), pg_catalog.sum(l.seats)
  from (
    select l.sold_at >= coalesce(p_split, p_from) as current,
      (l.sold_at at time zone 'America/Sao_Paulo')::date as day, l.*
    from private.sales_lines(p_from, p_to, p_owner, p_tour, p_region) l
  ) l
  group by grouping sets ((l.current), (l.current, l.day), (l.current, l.tour_id))
$$;
revoke all on function
  private.sales_groups(timestamptz, timestamptz, uuid, uuid, text, timestamptz)
  from public, anon, authenticated;

-- The shapes of the figures ------------------------------------------------------------------------

-- A summary: the sums of a set of lines and the occupancy of its departures (null sums are an
-- empty set: zeros, occupancy_percent null).
create function private.sales_summary_json(
  gross numeric, platform_fee numeric, refunds numeric, net numeric, bookings numeric,
  cancellations numeric, refunded_bookings numeric, seats numeric,
  departures numeric, seats_total numeric, seats_sold numeric
)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'gross', coalesce(gross, 0), 'platform_fee', coalesce(platform_fee, 0),
    'refunds', coalesce(refunds, 0), 'net', coalesce(net, 0), 'bookings', coalesce(bookings, 0),
    'average_ticket', case when bookings > 0 then pg_catalog.round(gross / bookings)::integer else 0 end,
    'cancellations', coalesce(cancellations, 0), 'refunded_bookings', coalesce(refunded_bookings, 0),
    'seats', coalesce(seats, 0),
    'departures', coalesce(departures, 0), 'seats_total', coalesce(seats_total, 0),
    'seats_sold', coalesce(seats_sold, 0),
    'occupancy_percent', case when seats_total > 0
      then pg_catalog.round(100.0 * seats_sold / seats_total, 1) end)
$$;

-- The figures of one row of a breakdown (by tour, owner or region).
create function private.sales_group_json(
  gross numeric, platform_fee numeric, refunds numeric, net numeric, bookings numeric,
  cancellations numeric
)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('gross', gross, 'platform_fee', platform_fee,
    'refunds', refunds, 'net', net, 'bookings', bookings, 'cancellations', cancellations)
$$;

-- Every São Paulo day of [p_from, p_to).
create function private.sales_days(p_from timestamptz, p_to timestamptz)
returns table (day date)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select g::date
  from pg_catalog.generate_series(
    (p_from at time zone 'America/Sao_Paulo')::date,
    ((p_to - interval '1 microsecond') at time zone 'America/Sao_Paulo')::date,
    interval '1 day') g
$$;

-- One day of by_day (null sums: a day without sales).
create function private.sales_day_json(
  day date, gross numeric, refunds numeric, platform_fee numeric, net numeric, bookings numeric
)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'day', pg_catalog.to_char(day, 'YYYY-MM-DD'),
    'gross', coalesce(gross, 0), 'refunds', coalesce(refunds, 0),
    'platform_fee', coalesce(platform_fee, 0), 'net', coalesce(net, 0),
    'bookings', coalesce(bookings, 0))
$$;

revoke all on function
  private.sales_summary_json(numeric, numeric, numeric, numeric, numeric, numeric, numeric, numeric,
    numeric, numeric, numeric),
  private.sales_group_json(numeric, numeric, numeric, numeric, numeric, numeric),
  private.sales_days(timestamptz, timestamptz),
  private.sales_day_json(date, numeric, numeric, numeric, numeric, numeric)
  from public, anon, authenticated;

-- The functions ------------------------------------------------------------------------------------
-- Each statement below is static text run with EXECUTE ... USING: planned for the call's values.

create or replace function public.owner_revenue_summary(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if auth.uid() is null then
    raise exception 'sign in to see revenue' using errcode = '42501';
  end if;
  perform private.check_period(p_from, p_to);
  execute $q$
    with o as (
      select pg_catalog.count(*) as departures, pg_catalog.sum(s.seats_total) as seats_total,
        pg_catalog.sum(s.seats_sold) as seats_sold
      from private.departure_seats($1, $2, $3) s where not s.cancelled
    )
    select private.sales_summary_json(g.gross, g.platform_fee, g.refunds, g.net, g.bookings,
      g.cancellations, g.refunded_bookings, g.seats, o.departures, o.seats_total, o.seats_sold)
    from o left join private.sales_groups($1, $2, $3) g on g.kind = 'total'
  $q$ into result using p_from, p_to, auth.uid();
  return result;
end;
$$;

create or replace function public.owner_revenue_report(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  result jsonb;
begin
  if me is null then
    raise exception 'sign in to see revenue' using errcode = '42501';
  end if;
  perform private.check_period(p_from, p_to);
  -- A tour is listed when it sold or had a departure (even a cancelled one) in the period.
  execute $q$
    with g as materialized (select * from private.sales_groups($1, $2, $3)),
    o as materialized (
      select grouping(s.tour_id) = 0 as by_tour, s.tour_id,
        pg_catalog.count(*) filter (where not s.cancelled) as departures,
        pg_catalog.sum(s.seats_total) filter (where not s.cancelled) as seats_total,
        pg_catalog.sum(s.seats_sold) filter (where not s.cancelled) as seats_sold
      from private.departure_seats($1, $2, $3) s
      group by grouping sets ((), (s.tour_id))
    )
    select pg_catalog.jsonb_build_object(
      'summary', (
        select private.sales_summary_json(g.gross, g.platform_fee, g.refunds, g.net, g.bookings,
          g.cancellations, g.refunded_bookings, g.seats, o.departures, o.seats_total, o.seats_sold)
        from o left join g on g.kind = 'total' where not o.by_tour),
      'by_day', (
        select pg_catalog.jsonb_agg(private.sales_day_json(d.day, g.gross, g.refunds,
          g.platform_fee, g.net, g.bookings) order by d.day)
        from private.sales_days($1, $2) d left join g on g.kind = 'day' and g.day = d.day),
      'by_tour', (
        select coalesce(pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object('tour_id', t.id, 'title', t.title)
            || private.sales_summary_json(g.gross, g.platform_fee, g.refunds, g.net, g.bookings,
              g.cancellations, g.refunded_bookings, g.seats, o.departures, o.seats_total,
              o.seats_sold)
          order by t.title), '[]'::jsonb)
        from public.tours t
        left join g on g.kind = 'tour' and g.tour_id = t.id
        left join o on o.by_tour and o.tour_id = t.id
        where t.owner_id = $3 and (g.tour_id is not null or o.tour_id is not null)))
  $q$ into result using p_from, p_to, me;
  return pg_catalog.jsonb_build_object('from', p_from, 'to', p_to) || result;
end;
$$;

-- Painel: both periods' lines and departures in one pass each, split at p_from.
create or replace function public.admin_dashboard(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  previous_from constant timestamptz := p_from - (p_to - p_from);
  result jsonb;
begin
  perform private.require_admin();
  perform private.check_period(p_from, p_to);
  execute $q$
    with g as materialized (select * from private.sales_groups($1, $3, null, null, null, $2)),
    o as (
      select s.starts_at >= $2 as current, pg_catalog.count(*) as departures,
        pg_catalog.sum(s.seats_total) as seats_total, pg_catalog.sum(s.seats_sold) as seats_sold
      from private.departure_seats($1, $3) s where not s.cancelled
      group by 1
    ),
    u as (
      select pu.created_at >= $2 as current, pg_catalog.count(*) as new_users
      from public.perfis_usuarios pu where pu.created_at >= $1 and pu.created_at < $3
      group by 1
    ),
    kpis as (
      select p.current, private.sales_summary_json(g.gross, g.platform_fee, g.refunds, g.net,
          g.bookings, g.cancellations, g.refunded_bookings, g.seats, o.departures, o.seats_total,
          o.seats_sold)
        || pg_catalog.jsonb_build_object('new_users', coalesce(u.new_users, 0)) as figures
      from (values (true), (false)) p (current)
      left join g on g.kind = 'total' and g.current = p.current
      left join o on o.current = p.current
      left join u on u.current = p.current
    )
    select pg_catalog.jsonb_build_object(
      'current', (select k.figures from kpis k where k.current),
      'previous', (select k.figures from kpis k where not k.current),
      'by_day', (
        select pg_catalog.jsonb_agg(private.sales_day_json(d.day, g.gross, g.refunds,
          g.platform_fee, g.net, g.bookings) order by d.day)
        from private.sales_days($2, $3) d
        left join g on g.kind = 'day' and g.current and g.day = d.day))
  $q$ into result using previous_from, p_from, p_to;
  return pg_catalog.jsonb_build_object(
    'from', p_from, 'to', p_to,
    'previous_from', previous_from, 'previous_to', p_from,
    'tours_in_review', (select pg_catalog.count(*) from public.tours t where t.status = 'in_review'),
    'boat_owners_pending', (
      select pg_catalog.count(distinct b.owner_id) from public.boats b where b.verification = 'pending'))
    || result;
end;
$$;

-- Relatório de vendas: totals, by day, by tour, and by owner and by region summed from the tours.
create or replace function public.admin_sales_report(
  p_from timestamptz, p_to timestamptz,
  p_tour uuid default null, p_owner uuid default null, p_region text default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_admin();
  perform private.check_period(p_from, p_to);
  perform private.check_region(p_region);
  execute $q$
    with g as materialized (select * from private.sales_groups($1, $2, $3, $4, $5)),
    tours as materialized (
      select t.*, g.gross, g.platform_fee, g.refunds, g.net, g.bookings, g.cancellations
      from g join private.sales_tours($3, $4, $5) t on t.tour_id = g.tour_id
      where g.kind = 'tour'
    ),
    sums as (
      select grouping(t.region) = 0 as by_region, t.owner_id, t.owner_name, t.region,
        pg_catalog.sum(t.gross) as gross, pg_catalog.sum(t.platform_fee) as platform_fee,
        pg_catalog.sum(t.refunds) as refunds, pg_catalog.sum(t.net) as net,
        pg_catalog.sum(t.bookings) as bookings, pg_catalog.sum(t.cancellations) as cancellations
      from tours t
      group by grouping sets ((t.owner_id, t.owner_name), (t.region))
    ),
    o as (
      select pg_catalog.count(*) as departures, pg_catalog.sum(s.seats_total) as seats_total,
        pg_catalog.sum(s.seats_sold) as seats_sold
      from private.departure_seats($1, $2, $3, $4, $5) s where not s.cancelled
    )
    select pg_catalog.jsonb_build_object(
      'totals', (
        select private.sales_summary_json(g.gross, g.platform_fee, g.refunds, g.net, g.bookings,
          g.cancellations, g.refunded_bookings, g.seats, o.departures, o.seats_total, o.seats_sold)
        from o left join g on g.kind = 'total'),
      'by_day', (
        select pg_catalog.jsonb_agg(private.sales_day_json(d.day, g.gross, g.refunds,
          g.platform_fee, g.net, g.bookings) order by d.day)
        from private.sales_days($1, $2) d left join g on g.kind = 'day' and g.day = d.day),
      'by_tour', (
        select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('tour_id', t.tour_id,
          'title', t.tour_title, 'owner_name', t.owner_name, 'region', t.region)
          || private.sales_group_json(t.gross, t.platform_fee, t.refunds, t.net, t.bookings,
            t.cancellations)
          order by t.gross desc, t.tour_title), '[]'::jsonb)
        from tours t),
      'by_owner', (
        select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('owner_id', x.owner_id,
          'name', x.owner_name)
          || private.sales_group_json(x.gross, x.platform_fee, x.refunds, x.net, x.bookings,
            x.cancellations)
          order by x.gross desc, x.owner_name), '[]'::jsonb)
        from sums x where not x.by_region),
      'by_region', (
        select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('region', x.region)
          || private.sales_group_json(x.gross, x.platform_fee, x.refunds, x.net, x.bookings,
            x.cancellations)
          order by x.gross desc, x.region), '[]'::jsonb)
        from sums x where x.by_region))
  $q$ into result using p_from, p_to, p_owner, p_tour, p_region;
  return pg_catalog.jsonb_build_object('from', p_from, 'to', p_to) || result;
end;
$$;

-- The sales behind the report, newest first, a page at a time: the count, then only the page's
-- lines (the newest paid charges first, so a page stops early).
create or replace function public.admin_sales_bookings(
  p_from timestamptz, p_to timestamptz,
  p_tour uuid default null, p_owner uuid default null, p_region text default null,
  p_limit integer default 50, p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  total bigint;
  page jsonb;
begin
  perform private.require_admin();
  perform private.check_period(p_from, p_to);
  perform private.check_region(p_region);
  if p_limit is null or p_limit < 1 or p_limit > 1000 or p_offset is null or p_offset < 0 then
    perform private.refuse('invalid_page');
  end if;
  execute $q$
    select pg_catalog.count(*) from private.sales_lines($1, $2, $3, $4, $5)
  $q$ into total using p_from, p_to, p_owner, p_tour, p_region;
  execute $q$
    select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(page) order by page.sold_at desc, page.code), '[]'::jsonb)
    from (
      select l.booking_id, l.code, l.sold_at, l.status, l.starts_at, l.tour_id, l.tour_title,
        l.owner_id, l.owner_name, l.region, l.buyer_name, l.seats, l.laps, l.subtotal,
        l.boarding_fees, l.gross, l.refunds, l.platform_fee, l.net
      from private.sales_lines($1, $2, $3, $4, $5) l
      order by l.sold_at desc, l.code
      limit $6 offset $7
    ) page
  $q$ into page using p_from, p_to, p_owner, p_tour, p_region, p_limit, p_offset;
  return pg_catalog.jsonb_build_object('total', total, 'rows', page);
end;
$$;

-- Replaced by the statements above.
drop function private.admin_kpis(timestamptz, timestamptz);
drop function private.sales_summary(timestamptz, timestamptz, uuid, uuid, text);
drop function private.sales_by_day(timestamptz, timestamptz, uuid, uuid, text);
drop function private.occupancy(timestamptz, timestamptz, uuid, uuid, text);
