-- The money rules of the reports (supabase/DATA-MODEL.md, "Sales figures") and the boat owner's
-- own figures. Every figure is computed here, per booking, in integer centavos, so a list of
-- bookings always sums to its totals.
--
-- A sale is a booking with a paid Pix charge, dated by when the money arrived (payments.paid_at)
-- and counted in the period of that date, together with every refund it later had.
--   gross        = bookings.total (tickets + taxa de embarque)
--   refunds      = the sum of its refunds
--   platform_fee = platform_fee_percent of the ticket part the buyer kept paying for,
--                  max(0, least(subtotal, gross - refunds)), rounded half up to the centavo;
--                  the taxa de embarque goes to the boat owner untouched
--   net          = gross - refunds - platform_fee (what the boat owner receives)

insert into private.app_settings (key, value) values ('platform_fee_percent', '10')
on conflict (key) do nothing;

create function private.platform_fee_percent()
returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select s.value::numeric from private.app_settings s where s.key = 'platform_fee_percent'),
    10)
$$;

-- The region of each beach (the spec's state → region map): packages/domain/src/regions keys;
-- a tour on a free place has none ('undefined'). A set, joined once per query (a function call
-- per row with its own search_path costs more than the rest of the report).
create function private.beach_regions()
returns table (beach_id text, region text)
language sql
immutable
set search_path = ''
as $$
  values ('praia-do-forno', 'southeast'), ('baia-do-sancho', 'northeast'),
    ('jericoacoara', 'northeast'), ('alter-do-chao', 'north'), ('praia-do-rosa', 'south')
$$;

-- Paid charges are looked up by date.
create index payments_paid_at_idx on public.payments (paid_at) where status = 'paid';

-- One row per sale in [p_from, p_to), optionally of one owner, tour or region. Called only by the
-- security definer functions below, which decide who may see what.
create function private.sales_lines(
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
set search_path = ''
as $$
  -- Materialized: read once, not once per row.
  with pct as materialized (select private.platform_fee_percent() as v),
  regions as (select * from private.beach_regions()),
  refunded as (
    select r.booking_id, pg_catalog.sum(r.amount)::integer as amount
    from public.refunds r group by r.booking_id
  ),
  sold as (
    select b.*, pay.paid_at as sold_at_, coalesce(rf.amount, 0) as refunded
    from public.payments pay
    join public.bookings b on b.id = pay.booking_id
    left join refunded rf on rf.booking_id = b.id
    where pay.status = 'paid' and pay.paid_at >= p_from and pay.paid_at < p_to
      -- The first paid charge of a booking dates the sale.
      and not exists (
        select 1 from public.payments p2
        where p2.booking_id = b.id and p2.status = 'paid'
          and (p2.paid_at, p2.id) < (pay.paid_at, pay.id)
      )
  )
  select s.id, s.code, s.sold_at_, s.status, s.status = 'cancelled',
    d.id, d.starts_at, t.id, t.title, t.owner_id,
    coalesce(nullif(pu.name, ''), pu.email, ''), coalesce(rg.region, 'undefined'),
    coalesce(s.contact_name, ''), s.seat_count, s.lap_count,
    coalesce(s.subtotal, 0), coalesce(s.boarding_fees, 0), coalesce(s.total, 0), s.refunded,
    f.fee, coalesce(s.total, 0) - s.refunded - f.fee
  from sold s
  cross join pct
  -- The fee: a percent of the ticket part kept, half up to the centavo.
  cross join lateral (
    select pg_catalog.round(
      greatest(0, least(coalesce(s.subtotal, 0), coalesce(s.total, 0) - s.refunded)) * pct.v / 100
    )::integer as fee
  ) f
  join public.departures d on d.id = s.departure_id
  join public.tours t on t.id = d.tour_id
  left join regions rg on rg.beach_id = t.beach_id
  left join public.perfis_usuarios pu on pu.id = t.owner_id
  where (p_owner is null or t.owner_id = p_owner)
    and (p_tour is null or t.id = p_tour)
    and (p_region is null or coalesce(rg.region, 'undefined') = p_region)
$$;

-- Occupancy of the departures that start in [p_from, p_to) and were not cancelled: seats sold
-- (confirmed or no-show bookings; lap children take no seat) over sellable seats of their boats.
create function private.occupancy(
  p_from timestamptz, p_to timestamptz,
  p_owner uuid default null, p_tour uuid default null, p_region text default null
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with deps as (
    select d.id, d.tour_id,
      (select pg_catalog.count(*) from public.boat_seats s
       where s.boat_id = d.boat_id and s.kind in ('passenger', 'accessible'))::integer as seats_total,
      (select coalesce(pg_catalog.sum(b.seat_count), 0) from public.bookings b
       where b.departure_id = d.id and b.status in ('confirmed', 'no_show'))::integer as seats_sold
    from public.departures d
    join public.tours t on t.id = d.tour_id
    left join private.beach_regions() rg on rg.beach_id = t.beach_id
    where d.starts_at >= p_from and d.starts_at < p_to and d.status <> 'cancelled'
      and (p_owner is null or t.owner_id = p_owner)
      and (p_tour is null or t.id = p_tour)
      and (p_region is null or coalesce(rg.region, 'undefined') = p_region)
  )
  select pg_catalog.jsonb_build_object(
    'departures', pg_catalog.count(*),
    'seats_total', coalesce(pg_catalog.sum(seats_total), 0),
    'seats_sold', coalesce(pg_catalog.sum(seats_sold), 0),
    'occupancy_percent', case when coalesce(pg_catalog.sum(seats_total), 0) > 0
      then pg_catalog.round(100.0 * pg_catalog.sum(seats_sold) / pg_catalog.sum(seats_total), 1) end)
  from deps
$$;

-- The totals of a set of sales (the sales_lines arguments) plus the occupancy of the period.
create function private.sales_summary(
  p_from timestamptz, p_to timestamptz,
  p_owner uuid default null, p_tour uuid default null, p_region text default null
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'gross', coalesce(pg_catalog.sum(l.gross), 0),
    'platform_fee', coalesce(pg_catalog.sum(l.platform_fee), 0),
    'refunds', coalesce(pg_catalog.sum(l.refunds), 0),
    'net', coalesce(pg_catalog.sum(l.net), 0),
    'bookings', pg_catalog.count(*),
    'average_ticket', case when pg_catalog.count(*) > 0
      then pg_catalog.round(pg_catalog.sum(l.gross)::numeric / pg_catalog.count(*))::integer else 0 end,
    'cancellations', pg_catalog.count(*) filter (where l.cancelled),
    'refunded_bookings', pg_catalog.count(*) filter (where l.refunds > 0),
    'seats', coalesce(pg_catalog.sum(l.seats), 0)
  ) || private.occupancy(p_from, p_to, p_owner, p_tour, p_region)
  from private.sales_lines(p_from, p_to, p_owner, p_tour, p_region) l
$$;

-- Sales per São Paulo day of [p_from, p_to), every day present (zeros included).
create function private.sales_by_day(
  p_from timestamptz, p_to timestamptz,
  p_owner uuid default null, p_tour uuid default null, p_region text default null
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with days as (
    select g::date as day
    from pg_catalog.generate_series(
      (p_from at time zone 'America/Sao_Paulo')::date,
      ((p_to - interval '1 microsecond') at time zone 'America/Sao_Paulo')::date,
      interval '1 day') g
  ),
  lines as (
    select (l.sold_at at time zone 'America/Sao_Paulo')::date as day, l.*
    from private.sales_lines(p_from, p_to, p_owner, p_tour, p_region) l
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'day', pg_catalog.to_char(days.day, 'YYYY-MM-DD'),
    'gross', coalesce(x.gross, 0), 'refunds', coalesce(x.refunds, 0),
    'platform_fee', coalesce(x.platform_fee, 0), 'net', coalesce(x.net, 0),
    'bookings', coalesce(x.bookings, 0)) order by days.day), '[]'::jsonb)
  from days
  left join (
    select lines.day, pg_catalog.sum(gross) as gross, pg_catalog.sum(refunds) as refunds,
      pg_catalog.sum(platform_fee) as platform_fee, pg_catalog.sum(net) as net,
      pg_catalog.count(*) as bookings
    from lines group by lines.day
  ) x on x.day = days.day
$$;

-- A period the reports accept: both ends, in order, at most two years.
create function private.check_period(p_from timestamptz, p_to timestamptz)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_to <= p_from or p_to - p_from > interval '732 days' then
    perform private.refuse('invalid_period');
  end if;
end;
$$;

revoke all on function private.platform_fee_percent(), private.beach_regions(),
  private.sales_lines(timestamptz, timestamptz, uuid, uuid, text),
  private.occupancy(timestamptz, timestamptz, uuid, uuid, text),
  private.sales_summary(timestamptz, timestamptz, uuid, uuid, text),
  private.sales_by_day(timestamptz, timestamptz, uuid, uuid, text),
  private.check_period(timestamptz, timestamptz)
  from public, anon, authenticated;

-- The signed-in boat owner's own figures over [p_from, p_to): gross, platform_fee, refunds, net
-- (centavos), bookings, cancellations, occupancy_percent (null without departures), and more.
create function public.owner_revenue_summary(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'sign in to see revenue' using errcode = '42501';
  end if;
  perform private.check_period(p_from, p_to);
  return private.sales_summary(p_from, p_to, auth.uid());
end;
$$;
revoke all on function public.owner_revenue_summary(timestamptz, timestamptz) from public, anon, service_role;
grant execute on function public.owner_revenue_summary(timestamptz, timestamptz) to authenticated;

-- The boat owner's Receita screen: the summary, sales by day and by tour (every tour of theirs
-- that sold or had departures in the period).
create function public.owner_revenue_report(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
begin
  if me is null then
    raise exception 'sign in to see revenue' using errcode = '42501';
  end if;
  perform private.check_period(p_from, p_to);
  return pg_catalog.jsonb_build_object(
    'from', p_from, 'to', p_to,
    'summary', private.sales_summary(p_from, p_to, me),
    'by_day', private.sales_by_day(p_from, p_to, me),
    'by_tour', (
      select coalesce(pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object('tour_id', t.id, 'title', t.title)
          || private.sales_summary(p_from, p_to, me, t.id)
        order by t.title), '[]'::jsonb)
      from public.tours t
      where t.owner_id = me
        and (exists (select 1 from private.sales_lines(p_from, p_to, me, t.id))
          or exists (select 1 from public.departures d
                     where d.tour_id = t.id and d.starts_at >= p_from and d.starts_at < p_to))
    ));
end;
$$;
revoke all on function public.owner_revenue_report(timestamptz, timestamptz) from public, anon, service_role;
grant execute on function public.owner_revenue_report(timestamptz, timestamptz) to authenticated;
