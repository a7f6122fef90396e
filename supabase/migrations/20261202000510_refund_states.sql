-- Money traceable to the centavo (issue 34, item 5): the sales report and the boat owner's
-- revenue say where the period's refunds are — pending (not yet accepted by the PSP), sent (the
-- PSP is paying them back), done (DEVOLVIDO) or refused (NAO_REALIZADO, in the admin's queue) —
-- and the admin reads the payments that need attention with what each one is about.
--
-- The states are of the same refunds as the report's "Reembolsos": those of the period's sales
-- (a refund counts on its sale's day). Only the refunds not yet done are read, through a partial
-- index: they are the few on their way (a refund is done minutes or days after it is made), so
-- the figures stay as fast at a million sales as the rollups of 20261201000100_sales_rollups.sql;
-- done is the rest of the period's refunds, which the rollups already sum.

create index refunds_open_idx on public.refunds (booking_id) include (amount, status)
  where status <> 'done';

-- The period's refunds by state: `total` is the report's refunds of [p_from, p_to) for the owner,
-- tour or region; the open ones are summed here, done is the rest.
create function private.refund_states(
  total bigint, p_from timestamptz, p_to timestamptz,
  p_owner uuid default null, p_tour uuid default null, p_region text default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  open_refunds record;
begin
  -- Driven from the open refunds (materialized: read first through their partial index, never
  -- reached from the tours, whose filter the planner cannot estimate).
  with open_rows as materialized (
    select r.booking_id, r.amount, r.status from public.refunds r where r.status <> 'done'
  )
  select coalesce(pg_catalog.sum(r.amount) filter (where r.status = 'pending'), 0) as pending,
    coalesce(pg_catalog.sum(r.amount) filter (where r.status = 'sent'), 0) as sent,
    coalesce(pg_catalog.sum(r.amount) filter (where r.status = 'refused'), 0) as refused,
    pg_catalog.count(*) filter (where r.status = 'pending') as pending_count,
    pg_catalog.count(*) filter (where r.status = 'sent') as sent_count,
    pg_catalog.count(*) filter (where r.status = 'refused') as refused_count
  into open_refunds
  from open_rows r
  join public.bookings b on b.id = r.booking_id
  join public.departures d on d.id = b.departure_id
  -- The sale's day is its first paid charge's, as in the rollups.
  cross join lateral (
    select pg_catalog.min(p.paid_at) as paid_at from public.payments p
    where p.booking_id = r.booking_id and p.status = 'paid'
  ) fp
  where fp.paid_at >= p_from and fp.paid_at < p_to
    and (p_owner is null and p_tour is null and p_region is null
      or d.tour_id in (select t.tour_id from private.sales_tours(p_owner, p_tour, p_region) t));
  return pg_catalog.jsonb_build_object(
    'pending', open_refunds.pending, 'sent', open_refunds.sent, 'refused', open_refunds.refused,
    'done', total - open_refunds.pending - open_refunds.sent - open_refunds.refused,
    'pending_count', open_refunds.pending_count, 'sent_count', open_refunds.sent_count,
    'refused_count', open_refunds.refused_count);
end;
$$;
revoke all on function private.refund_states(bigint, timestamptz, timestamptz, uuid, uuid, text)
  from public, anon, authenticated;

-- As in 20261201000100_sales_rollups.sql, with summary.refund_states.
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
  result := pg_catalog.jsonb_set(result, '{summary,refund_states}', private.refund_states(
    coalesce((result #>> '{summary,refunds}')::bigint, 0), p_from, p_to, me));
  return pg_catalog.jsonb_build_object('from', p_from, 'to', p_to) || result;
end;
$$;


-- As in 20261201000100_sales_rollups.sql, with totals.refund_states.
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
  result := pg_catalog.jsonb_set(result, '{totals,refund_states}', private.refund_states(
    coalesce((result #>> '{totals,refunds}')::bigint, 0), p_from, p_to, p_owner, p_tour, p_region));
  return pg_catalog.jsonb_build_object('from', p_from, 'to', p_to) || result;
end;
$$;


-- Payments that need attention -------------------------------------------------------------------

-- The admin's queue of payment_issues (20261202000200_pix_psp.sql), open ones first (the oldest
-- first: they have waited longest), then the resolved ones of the last 30 days, newest first;
-- each with the booking, its buyer and tour, and the refund's state when it is about one.
create function public.admin_payment_issues(p_status text default 'open')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_status is null or p_status not in ('open', 'resolved', 'all') then
    perform private.refuse('invalid_filter');
  end if;
  return (
    select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', i.id, 'kind', i.kind, 'txid', i.txid, 'e2eid', i.e2eid,
      'expected', i.expected, 'received', i.received, 'detail', i.detail,
      'created_at', i.created_at, 'resolved_at', i.resolved_at, 'resolution', i.resolution,
      'resolved_by_name', private.person_name(i.resolved_by),
      'booking_id', b.id, 'booking_code', b.code, 'booking_status', b.status,
      'buyer_name', coalesce(nullif(b.contact_name, ''), private.person_name(b.buyer_id)),
      'tour_title', t.title, 'starts_at', d.starts_at,
      'refund_amount', r.amount, 'refund_status', r.status, 'refund_reason', r.psp_reason)
      order by (i.resolved_at is null) desc,
        case when i.resolved_at is null then i.created_at end asc,
        i.resolved_at desc, i.id), '[]'::jsonb)
    from public.payment_issues i
    left join public.bookings b on b.id = i.booking_id
    left join public.departures d on d.id = b.departure_id
    left join public.tours t on t.id = d.tour_id
    left join public.refunds r on r.id = i.refund_id
    where case p_status
      when 'open' then i.resolved_at is null
      when 'resolved' then i.resolved_at > private.now() - interval '30 days'
      else i.resolved_at is null or i.resolved_at > private.now() - interval '30 days' end);
end;
$$;
revoke all on function public.admin_payment_issues(text) from public, anon, service_role;
grant execute on function public.admin_payment_issues(text) to authenticated;
