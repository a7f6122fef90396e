-- The sales figures from rollups (issue #37): the same JSON as 20261130000400_sales_at_scale.sql,
-- but whole São Paulo days come from sums kept by triggers instead of every sale being read
-- again on each request (at 1M payments a month took 1.1 s, a year up to 48 s under load).
--
-- * private.sale_figures: one row per sale (a booking with a paid charge), what it adds to the
--   figures: its day (the São Paulo day of its first paid charge), tour, gross, refunds, fee,
--   net, cancelled, seats. Stored because a sale's fee is not linear in its refunds and its day
--   depends on all its charges: a change is applied as "new figures minus stored figures".
-- * private.sales_by_day: those rows summed per São Paulo day × tour. Owner and region are not
--   in the key: they are read from the tour when the report runs, as before (a tour moving owner
--   or beach takes its past sales along, and no trigger is needed on tours).
-- * private.departure_sales: seats sold per departure (confirmed and no-show), for occupancy.
--
-- A refund counts on the day of its sale, not on the day it was issued: the reports are a
-- cohort by date of sale (DATA-MODEL.md, "Sales figures"), and that is what they showed before.
--
-- Whole days of a period are read from sales_by_day; the parts of a day at either end (a period
-- that does not start or end at a São Paulo midnight) from the sales themselves
-- (private.sales_lines and its indexes), so every period gives what it gave before.
--
-- Exact under concurrency: a statement-level trigger (transition tables, so a bulk write is one
-- pass) on payments, refunds, bookings and departures names the bookings whose figures may have
-- changed; private.refresh_sale_figures locks those bookings (the money paths hold them already),
-- compares their figures now with the stored ones and adds the difference to sales_by_day with
-- insert ... on conflict do update, in key order. A change of platform_fee_percent recomputes
-- everything (private.refresh_sales_rollups), as does a bulk load with triggers off.

-- Tables -------------------------------------------------------------------------------------------

create table private.sale_figures (
  booking_id uuid primary key,
  day date not null,
  tour_id uuid not null,
  gross integer not null,
  refunds integer not null,
  platform_fee integer not null,
  net integer not null,
  cancelled boolean not null,
  seats integer not null
);

-- Room on each page for the next version of a row: its sums change, its key never does, so an
-- update stays on the page (no index touched).
create table private.sales_by_day (
  day date not null,
  tour_id uuid not null,
  bookings integer not null,
  cancellations integer not null,
  refunded_bookings integer not null,
  seats integer not null,
  gross bigint not null,
  refunds bigint not null,
  platform_fee bigint not null,
  net bigint not null,
  primary key (day, tour_id)
) with (fillfactor = 90);
-- One tour's (an owner's, a filter's) days.
create index sales_by_day_tour_idx on private.sales_by_day (tour_id, day);

create table private.departure_sales (
  departure_id uuid primary key,
  seats_sold integer not null
) with (fillfactor = 90);

-- Read only by the security definer functions below: no policy, no grant.
alter table private.sale_figures enable row level security;
alter table private.sales_by_day enable row level security;
alter table private.departure_sales enable row level security;
revoke all on private.sale_figures, private.sales_by_day, private.departure_sales
  from public, anon, authenticated;

-- The figures of a sale ----------------------------------------------------------------------------

-- The platform fee of a sale (20261127000100_sales_figures.sql): the percent of the ticket part
-- kept, half up to the centavo. Without SET, so it is inlined where it is used.
create function private.sale_fee(
  subtotal integer, total integer, refunds integer, percent numeric
)
returns integer
language sql
immutable
parallel safe
as $$
  select pg_catalog.round(
    greatest(0, least(coalesce(subtotal, 0), coalesce(total, 0) - coalesce(refunds, 0)))
      * percent / 100)::integer
$$;

-- Every row of the three tables computed again from the base tables: the backfill below, a
-- change of the fee percent, or a bulk load written with triggers off (the benchmark's).
create function private.refresh_sales_rollups()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  pct constant numeric := private.platform_fee_percent();
begin
  -- Writers wait until this commits (their triggers then see these rows); readers do not.
  lock table private.sale_figures, private.sales_by_day, private.departure_sales
    in exclusive mode;
  delete from private.sale_figures;
  delete from private.sales_by_day;
  delete from private.departure_sales;
  insert into private.sale_figures (booking_id, day, tour_id, gross, refunds, platform_fee, net,
    cancelled, seats)
  select b.id, (fp.paid_at at time zone 'America/Sao_Paulo')::date, d.tour_id,
    coalesce(b.total, 0), coalesce(rf.amount, 0),
    private.sale_fee(b.subtotal, b.total, rf.amount, pct),
    coalesce(b.total, 0) - coalesce(rf.amount, 0)
      - private.sale_fee(b.subtotal, b.total, rf.amount, pct),
    b.status = 'cancelled', b.seat_count
  from (
    select p.booking_id, pg_catalog.min(p.paid_at) as paid_at
    from public.payments p where p.status = 'paid' group by p.booking_id
  ) fp
  join public.bookings b on b.id = fp.booking_id
  join public.departures d on d.id = b.departure_id
  left join (
    select r.booking_id, pg_catalog.sum(r.amount)::integer as amount
    from public.refunds r group by r.booking_id
  ) rf on rf.booking_id = b.id;

  -- In key order, so a range of days is read from few pages.
  insert into private.sales_by_day (day, tour_id, bookings, cancellations, refunded_bookings,
    seats, gross, refunds, platform_fee, net)
  select f.day, f.tour_id, pg_catalog.count(*), pg_catalog.count(*) filter (where f.cancelled),
    pg_catalog.count(*) filter (where f.refunds > 0), pg_catalog.sum(f.seats),
    pg_catalog.sum(f.gross), pg_catalog.sum(f.refunds), pg_catalog.sum(f.platform_fee),
    pg_catalog.sum(f.net)
  from private.sale_figures f
  group by f.day, f.tour_id
  order by f.day, f.tour_id;

  insert into private.departure_sales (departure_id, seats_sold)
  select b.departure_id, pg_catalog.sum(b.seat_count)
  from public.bookings b where b.status in ('confirmed', 'no_show')
  group by b.departure_id;
end;
$$;

-- The bookings `ids` may have changed their figures: store what they are now and add the
-- difference to their days. Bookings that are no sale, before or after, cost one lookup.
create function private.refresh_sale_figures(ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  zero_days date[];
  zero_tours uuid[];
begin
  if ids is null or pg_catalog.cardinality(ids) = 0 then
    return;
  end if;
  -- One writer per sale at a time, so the stored figures read below are the last writer's. The
  -- money paths (confirm_payment, cancel_booking, cancel_departure) hold these rows already.
  perform 1 from public.bookings b where b.id = any (ids) order by b.id for no key update;

  with old as (
    select f.* from private.sale_figures f where f.booking_id = any (ids)
  ),
  new as (
    select b.id as booking_id, (fp.paid_at at time zone 'America/Sao_Paulo')::date as day,
      d.tour_id, coalesce(b.total, 0) as gross, rf.amount as refunds,
      private.sale_fee(b.subtotal, b.total, rf.amount, pct.v) as platform_fee,
      coalesce(b.total, 0) - rf.amount - private.sale_fee(b.subtotal, b.total, rf.amount, pct.v)
        as net,
      b.status = 'cancelled' as cancelled, b.seat_count as seats
    from public.bookings b
    join public.departures d on d.id = b.departure_id
    cross join (select private.platform_fee_percent() as v) pct
    -- The first paid charge dates the sale.
    cross join lateral (
      select pg_catalog.min(p.paid_at) as paid_at from public.payments p
      where p.booking_id = b.id and p.status = 'paid'
    ) fp
    cross join lateral (
      select coalesce(pg_catalog.sum(r.amount), 0)::integer as amount
      from public.refunds r where r.booking_id = b.id
    ) rf
    where b.id = any (ids) and fp.paid_at is not null
  ),
  gone as (
    delete from private.sale_figures f
    where f.booking_id in (select o.booking_id from old o)
      and f.booking_id not in (select n.booking_id from new n)
  ),
  put as (
    insert into private.sale_figures as f (booking_id, day, tour_id, gross, refunds,
      platform_fee, net, cancelled, seats)
    select n.booking_id, n.day, n.tour_id, n.gross, n.refunds, n.platform_fee, n.net,
      n.cancelled, n.seats
    from new n left join old o on o.booking_id = n.booking_id
    where (o.day, o.tour_id, o.gross, o.refunds, o.platform_fee, o.net, o.cancelled, o.seats)
      is distinct from
      (n.day, n.tour_id, n.gross, n.refunds, n.platform_fee, n.net, n.cancelled, n.seats)
    on conflict (booking_id) do update set day = excluded.day, tour_id = excluded.tour_id,
      gross = excluded.gross, refunds = excluded.refunds, platform_fee = excluded.platform_fee,
      net = excluded.net, cancelled = excluded.cancelled, seats = excluded.seats
  ),
  delta as (
    select x.day, x.tour_id, pg_catalog.sum(x.bookings)::integer as bookings,
      pg_catalog.sum(x.cancellations)::integer as cancellations,
      pg_catalog.sum(x.refunded_bookings)::integer as refunded_bookings,
      pg_catalog.sum(x.seats)::integer as seats, pg_catalog.sum(x.gross)::bigint as gross,
      pg_catalog.sum(x.refunds)::bigint as refunds,
      pg_catalog.sum(x.platform_fee)::bigint as platform_fee, pg_catalog.sum(x.net)::bigint as net
    from (
      select n.day, n.tour_id, 1 as bookings, n.cancelled::integer as cancellations,
        (n.refunds > 0)::integer as refunded_bookings, n.seats, n.gross, n.refunds,
        n.platform_fee, n.net
      from new n
      union all
      select o.day, o.tour_id, -1, -o.cancelled::integer, -(o.refunds > 0)::integer, -o.seats,
        -o.gross, -o.refunds, -o.platform_fee, -o.net
      from old o
    ) x
    group by x.day, x.tour_id
  ),
  -- Key order: two statements adding to the same days never wait on each other in a circle.
  added as (
    insert into private.sales_by_day as r (day, tour_id, bookings, cancellations,
      refunded_bookings, seats, gross, refunds, platform_fee, net)
    select d.day, d.tour_id, d.bookings, d.cancellations, d.refunded_bookings, d.seats, d.gross,
      d.refunds, d.platform_fee, d.net
    from delta d
    where (d.bookings, d.cancellations, d.refunded_bookings, d.seats, d.gross, d.refunds,
      d.platform_fee, d.net) <> (0, 0, 0, 0, 0, 0, 0, 0)
    order by d.day, d.tour_id
    on conflict (day, tour_id) do update set bookings = r.bookings + excluded.bookings,
      cancellations = r.cancellations + excluded.cancellations,
      refunded_bookings = r.refunded_bookings + excluded.refunded_bookings,
      seats = r.seats + excluded.seats, gross = r.gross + excluded.gross,
      refunds = r.refunds + excluded.refunds,
      platform_fee = r.platform_fee + excluded.platform_fee, net = r.net + excluded.net
    returning r.day, r.tour_id, r.bookings
  )
  select pg_catalog.array_agg(a.day), pg_catalog.array_agg(a.tour_id)
  into zero_days, zero_tours
  from added a where a.bookings = 0;

  -- A day and tour left without sales is no row (the reports list a tour only when it sold).
  if zero_days is not null then
    delete from private.sales_by_day r
    using rows from (pg_catalog.unnest(zero_days), pg_catalog.unnest(zero_tours)) z (day, tour_id)
    where r.day = z.day and r.tour_id = z.tour_id and r.bookings = 0;
  end if;
end;
$$;

revoke all on function private.sale_fee(integer, integer, integer, numeric),
  private.refresh_sales_rollups(), private.refresh_sale_figures(uuid[])
  from public, anon, authenticated;

-- The triggers -------------------------------------------------------------------------------------
-- Statement-level with transition tables: a bulk write (the demo's date rebase, a departure's
-- refunds) is one pass; a statement that touches no sale's money does one small query.

create function private.sales_payments_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.refresh_sale_figures(array(
      select distinct n.booking_id from new_rows n where n.status = 'paid'));
  elsif tg_op = 'UPDATE' then
    perform private.refresh_sale_figures(array(
      select distinct x.id
      from old_rows o join new_rows n on n.id = o.id
      cross join lateral (values (o.booking_id), (n.booking_id)) x (id)
      where (o.status = 'paid' or n.status = 'paid')
        and (o.status is distinct from n.status or o.paid_at is distinct from n.paid_at
          or o.booking_id <> n.booking_id)));
  else
    perform private.refresh_sale_figures(array(
      select distinct o.booking_id from old_rows o where o.status = 'paid'));
  end if;
  return null;
end;
$$;

create function private.sales_refunds_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.refresh_sale_figures(array(select distinct n.booking_id from new_rows n));
  elsif tg_op = 'UPDATE' then
    perform private.refresh_sale_figures(array(
      select distinct x.id
      from old_rows o join new_rows n on n.id = o.id
      cross join lateral (values (o.booking_id), (n.booking_id)) x (id)
      where o.amount <> n.amount or o.booking_id <> n.booking_id));
  else
    perform private.refresh_sale_figures(array(select distinct o.booking_id from old_rows o));
  end if;
  return null;
end;
$$;

-- What a sale's figures read of its booking: cancelled or not, amounts, seats, departure.
create function private.sales_bookings_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    perform private.refresh_sale_figures(array(
      select n.id from old_rows o join new_rows n on n.id = o.id
      where (o.status = 'cancelled') <> (n.status = 'cancelled')
        or o.subtotal is distinct from n.subtotal or o.total is distinct from n.total
        or o.seat_count <> n.seat_count or o.departure_id <> n.departure_id));
  else
    perform private.refresh_sale_figures(array(select o.id from old_rows o));
  end if;
  return null;
end;
$$;

create function private.sales_departures_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A departure moved to another tour takes its sales along.
  perform private.refresh_sale_figures(array(
    select b.id from old_rows o join new_rows n on n.id = o.id
    join public.bookings b on b.departure_id = n.id
    where o.tour_id <> n.tour_id));
  -- A departure being cancelled: cancel_departure then refunds its sales one statement at a
  -- time, in booking order, and their days differ. Its rows of sales_by_day are locked now, in
  -- key order, so two cancellations of one tour's departures never wait on each other's days.
  perform 1 from private.sales_by_day r
  where (r.day, r.tour_id) in (
    select f.day, f.tour_id
    from old_rows o join new_rows n on n.id = o.id
    join public.bookings b on b.departure_id = n.id
    join private.sale_figures f on f.booking_id = b.id
    where n.status = 'cancelled' and o.status <> 'cancelled')
  order by r.day, r.tour_id
  for no key update;
  return null;
end;
$$;

-- Seats sold per departure: row triggers whose WHEN leaves holds out (as private.tour_sales).
create function private.count_departure_sales()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change record;
begin
  for change in
    select o.departure_id, -o.seat_count as seats
    from (select old.*) o
    where tg_op in ('UPDATE', 'DELETE') and o.status in ('confirmed', 'no_show')
    union all
    select n.departure_id, n.seat_count
    from (select new.*) n
    where tg_op in ('INSERT', 'UPDATE') and n.status in ('confirmed', 'no_show')
  loop
    insert into private.departure_sales as s (departure_id, seats_sold)
    values (change.departure_id, change.seats)
    on conflict (departure_id) do update set seats_sold = s.seats_sold + excluded.seats_sold;
  end loop;
  return null;
end;
$$;

-- The fee percent is in every sale's figures: a change recomputes them all (seconds at 1M sales;
-- an operator's rare decision). Every payment now reads it, so a value that is no percent is
-- refused here rather than failing the next confirm_payment.
create function private.sales_fee_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'DELETE' and new.value !~ '^[0-9]{1,3}(\.[0-9]+)?$' then
    raise exception 'invalid_platform_fee_percent' using errcode = '22023';
  end if;
  perform private.refresh_sales_rollups();
  return null;
end;
$$;

revoke all on function private.sales_payments_changed(), private.sales_refunds_changed(),
  private.sales_bookings_changed(), private.sales_departures_changed(),
  private.count_departure_sales(), private.sales_fee_changed()
  from public, anon, authenticated;

create trigger payments_sales_ins after insert on public.payments
  referencing new table as new_rows
  for each statement execute function private.sales_payments_changed();
create trigger payments_sales_upd after update on public.payments
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.sales_payments_changed();
create trigger payments_sales_del after delete on public.payments
  referencing old table as old_rows
  for each statement execute function private.sales_payments_changed();

create trigger refunds_sales_ins after insert on public.refunds
  referencing new table as new_rows
  for each statement execute function private.sales_refunds_changed();
create trigger refunds_sales_upd after update on public.refunds
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.sales_refunds_changed();
create trigger refunds_sales_del after delete on public.refunds
  referencing old table as old_rows
  for each statement execute function private.sales_refunds_changed();

-- A booking is inserted unpaid: it becomes a sale through its payment.
create trigger bookings_sales_upd after update on public.bookings
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.sales_bookings_changed();
create trigger bookings_sales_del after delete on public.bookings
  referencing old table as old_rows
  for each statement execute function private.sales_bookings_changed();

create trigger departures_sales_upd after update on public.departures
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.sales_departures_changed();

create trigger bookings_count_departure_sales_ins
  after insert on public.bookings
  for each row when (new.status in ('confirmed', 'no_show'))
  execute function private.count_departure_sales();
create trigger bookings_count_departure_sales_upd
  after update of status, seat_count, departure_id on public.bookings
  for each row when (
    (old.status in ('confirmed', 'no_show')) <> (new.status in ('confirmed', 'no_show'))
    or (new.status in ('confirmed', 'no_show')
      and (old.seat_count <> new.seat_count or old.departure_id <> new.departure_id)))
  execute function private.count_departure_sales();
create trigger bookings_count_departure_sales_del
  after delete on public.bookings
  for each row when (old.status in ('confirmed', 'no_show'))
  execute function private.count_departure_sales();

create trigger app_settings_sales_fee_ins after insert on private.app_settings
  for each row when (new.key = 'platform_fee_percent')
  execute function private.sales_fee_changed();
create trigger app_settings_sales_fee_upd after update on private.app_settings
  for each row when (new.key = 'platform_fee_percent' and new.value is distinct from old.value)
  execute function private.sales_fee_changed();
create trigger app_settings_sales_fee_del after delete on private.app_settings
  for each row when (old.key = 'platform_fee_percent')
  execute function private.sales_fee_changed();

-- The backfill: every sale so far.
select private.refresh_sales_rollups();
analyze private.sale_figures, private.sales_by_day, private.departure_sales;

-- Reading the figures ------------------------------------------------------------------------------

-- A São Paulo day's first instant (no daylight saving since 2019, but older dates had it).
create function private.sao_paulo_midnight(d date)
returns timestamptz
language sql
immutable
parallel safe
set search_path = ''
as $$
  select d::timestamp at time zone 'America/Sao_Paulo'
$$;

-- The first whole São Paulo day of a period that starts at p_from.
create function private.sales_first_day(p_from timestamptz)
returns date
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (p_from at time zone 'America/Sao_Paulo')::date
    + case when private.sao_paulo_midnight((p_from at time zone 'America/Sao_Paulo')::date) < p_from
      then 1 else 0 end
$$;

-- The day after the last whole São Paulo day of [p_from, p_to): the whole days are
-- [sales_first_day, sales_end_day), none when they are equal.
create function private.sales_end_day(p_from timestamptz, p_to timestamptz)
returns date
language sql
immutable
parallel safe
set search_path = ''
as $$
  select greatest(private.sales_first_day(p_from), (p_to at time zone 'America/Sao_Paulo')::date)
$$;

-- The sales of [p_from, p_to), optionally of one owner, tour or region, as rows to sum: one per
-- whole day and tour from the rollup, and one per sale in the parts of a day at either end (none
-- when the period starts and ends at São Paulo midnights, as the screens send). Plain SQL
-- without SET, so it is inlined and, under EXECUTE ... USING, its bounds are constants.
create function private.sales_rows(
  p_from timestamptz, p_to timestamptz,
  p_owner uuid default null, p_tour uuid default null, p_region text default null
)
returns table (
  day date, tour_id uuid, bookings integer, cancellations integer, refunded_bookings integer,
  seats integer, gross bigint, refunds bigint, platform_fee bigint, net bigint
)
language sql
stable
parallel safe
as $$
  select r.day, r.tour_id, r.bookings, r.cancellations, r.refunded_bookings, r.seats, r.gross,
    r.refunds, r.platform_fee, r.net
  from private.sales_by_day r
  join private.sales_tours(p_owner, p_tour, p_region) t on t.tour_id = r.tour_id
  where r.day >= private.sales_first_day(p_from) and r.day < private.sales_end_day(p_from, p_to)
  union all
  select (l.sold_at at time zone 'America/Sao_Paulo')::date, l.tour_id, 1, l.cancelled::integer,
    (l.refunds > 0)::integer, l.seats, l.gross, l.refunds, l.platform_fee, l.net
  from private.sales_lines(p_from,
    least(p_to, private.sao_paulo_midnight(private.sales_first_day(p_from))),
    p_owner, p_tour, p_region) l
  union all
  select (l.sold_at at time zone 'America/Sao_Paulo')::date, l.tour_id, 1, l.cancelled::integer,
    (l.refunds > 0)::integer, l.seats, l.gross, l.refunds, l.platform_fee, l.net
  from private.sales_lines(
    greatest(p_from, private.sao_paulo_midnight(private.sales_end_day(p_from, p_to))), p_to,
    p_owner, p_tour, p_region) l
$$;

-- Occupancy: seats sold per departure from private.departure_sales, not from its bookings.
create or replace function private.departure_seats(
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
    coalesce(ds.seats_sold, 0)
  from public.departures d
  join private.sales_tours(p_owner, p_tour, p_region) t on t.tour_id = d.tour_id
  left join (
    select s.boat_id, pg_catalog.count(*)::integer as seats from public.boat_seats s
    where s.kind in ('passenger', 'accessible') group by s.boat_id
  ) bs on bs.boat_id = d.boat_id
  left join private.departure_sales ds on ds.departure_id = d.id
  where d.starts_at >= p_from and d.starts_at < p_to
$$;

revoke all on function private.sao_paulo_midnight(date),
  private.sales_first_day(timestamptz), private.sales_end_day(timestamptz, timestamptz),
  private.sales_rows(timestamptz, timestamptz, uuid, uuid, text)
  from public, anon, authenticated;

-- The functions: signatures, arguments and JSON as in 20261130000400_sales_at_scale.sql -----------
-- Each runs its figures as one statement with EXECUTE ... USING (planned for the call's values)
-- that reads the rows of each period once.

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
    ),
    g as (
      select pg_catalog.sum(x.gross) as gross, pg_catalog.sum(x.platform_fee) as platform_fee,
        pg_catalog.sum(x.refunds) as refunds, pg_catalog.sum(x.net) as net,
        pg_catalog.sum(x.bookings) as bookings, pg_catalog.sum(x.cancellations) as cancellations,
        pg_catalog.sum(x.refunded_bookings) as refunded_bookings, pg_catalog.sum(x.seats) as seats
      from private.sales_rows($1, $2, $3) x
    )
    select private.sales_summary_json(g.gross, g.platform_fee, g.refunds, g.net, g.bookings,
      g.cancellations, g.refunded_bookings, g.seats, o.departures, o.seats_total, o.seats_sold)
    from o cross join g
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
    with g as materialized (
      select case when grouping(x.day) = 0 then 'day' when grouping(x.tour_id) = 0 then 'tour'
          else 'total' end as kind,
        x.day, x.tour_id, pg_catalog.sum(x.gross) as gross,
        pg_catalog.sum(x.platform_fee) as platform_fee, pg_catalog.sum(x.refunds) as refunds,
        pg_catalog.sum(x.net) as net, pg_catalog.sum(x.bookings) as bookings,
        pg_catalog.sum(x.cancellations) as cancellations,
        pg_catalog.sum(x.refunded_bookings) as refunded_bookings, pg_catalog.sum(x.seats) as seats
      from private.sales_rows($1, $2, $3) x
      group by grouping sets ((x.day), (x.tour_id), ())
    ),
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

-- Painel: the current period by day and in total, the previous one in total.
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
    with cur as materialized (
      select grouping(x.day) = 0 as by_day, x.day, pg_catalog.sum(x.gross) as gross,
        pg_catalog.sum(x.platform_fee) as platform_fee, pg_catalog.sum(x.refunds) as refunds,
        pg_catalog.sum(x.net) as net, pg_catalog.sum(x.bookings) as bookings,
        pg_catalog.sum(x.cancellations) as cancellations,
        pg_catalog.sum(x.refunded_bookings) as refunded_bookings, pg_catalog.sum(x.seats) as seats
      from private.sales_rows($2, $3) x
      group by grouping sets ((x.day), ())
    ),
    g as (
      select true as current, c.gross, c.platform_fee, c.refunds, c.net, c.bookings,
        c.cancellations, c.refunded_bookings, c.seats
      from cur c where not c.by_day
      union all
      select false, pg_catalog.sum(x.gross), pg_catalog.sum(x.platform_fee),
        pg_catalog.sum(x.refunds), pg_catalog.sum(x.net), pg_catalog.sum(x.bookings),
        pg_catalog.sum(x.cancellations), pg_catalog.sum(x.refunded_bookings),
        pg_catalog.sum(x.seats)
      from private.sales_rows($1, $2) x
    ),
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
      left join g on g.current = p.current
      left join o on o.current = p.current
      left join u on u.current = p.current
    )
    select pg_catalog.jsonb_build_object(
      'current', (select k.figures from kpis k where k.current),
      'previous', (select k.figures from kpis k where not k.current),
      'by_day', (
        select pg_catalog.jsonb_agg(private.sales_day_json(d.day, c.gross, c.refunds,
          c.platform_fee, c.net, c.bookings) order by d.day)
        from private.sales_days($2, $3) d
        left join cur c on c.by_day and c.day = d.day))
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
    with g as materialized (
      select case when grouping(x.day) = 0 then 'day' when grouping(x.tour_id) = 0 then 'tour'
          else 'total' end as kind,
        x.day, x.tour_id, pg_catalog.sum(x.gross) as gross,
        pg_catalog.sum(x.platform_fee) as platform_fee, pg_catalog.sum(x.refunds) as refunds,
        pg_catalog.sum(x.net) as net, pg_catalog.sum(x.bookings) as bookings,
        pg_catalog.sum(x.cancellations) as cancellations,
        pg_catalog.sum(x.refunded_bookings) as refunded_bookings, pg_catalog.sum(x.seats) as seats
      from private.sales_rows($1, $2, $3, $4, $5) x
      group by grouping sets ((x.day), (x.tour_id), ())
    ),
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

-- The sales behind the report, newest first, a page at a time: the count from the rollup, then
-- only the page's lines (the newest paid charges first, so a page stops early).
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
    select coalesce(pg_catalog.sum(x.bookings), 0) from private.sales_rows($1, $2, $3, $4, $5) x
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

-- Replaced by private.sales_rows.
drop function private.sales_groups(timestamptz, timestamptz, uuid, uuid, text, timestamptz);
