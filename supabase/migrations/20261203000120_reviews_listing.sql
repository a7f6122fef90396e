-- Issue 36: the listing's cards carry their tour's rating (the visible reviews' average, rounded
-- to one decimal, and count) and may be ordered by it. Otherwise as 20261130000600.
-- The 'rating' order reads the two figures from the tours row the listing reads anyway: no
-- join, and no index could spare the scan that the total already makes.

-- One page of the public listing at `from_time` (default now): the published tours that pass the
-- filters, in the chosen order, with the total. Each card carries the departure it shows (the
-- next one on sale, or the first on `day`) with its seats left; nothing else about departures.
--   beach_ids: any of these beaches (a region is its beaches); day: a São Paulo day with a
--   departure on sale; max_price: the adult price with the boarding fee, in centavos;
--   min_minutes/max_minutes: duration bounds (inclusive); covered: only tours with a covered
--   zone on a departure on sale; sort: date | price_asc | price_desc | popular | rating (the best
--   average first, then the most reviewed; tours without reviews last).
-- PL/pgSQL with EXECUTE: each call is planned with its values and holds only the parts it needs
-- (a function with `set search_path` is never inlined, so one static query for every filter and
-- order would be planned without the values and look up every tour's next departure each time).
create or replace function public.tour_listing_page(
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
  if sort_key not in ('date', 'price_asc', 'price_desc', 'popular', 'rating') then
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
    when 'rating' then 'm.rating_exact desc nulls last, m.rating_count desc'
    else 'm.seats_sold desc'
  end || ', m.title, m.id';

  execute pg_catalog.format($q$
    with matching as materialized (
      select t.id, t.title, t.price_adult + t.boarding_fee as adult_total,
        coalesce(ts.seats_sold, 0) as seats_sold, t.rating_count,
        case when t.rating_count > 0 then t.rating_total::numeric / t.rating_count end as rating_exact %1$s
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
          -- The visible reviews' average (one decimal, null without reviews) and count.
          'rating_avg', private.rating_avg(t.rating_total, t.rating_count),
          'rating_count', t.rating_count,
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


-- As 20261202000200 (pix-server's, claimed), plus each row's review and can_review.
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
    -- The buyer's review of this trip, and whether they may still write it (the same rule as
    -- submit_review: confirmed, the trip over, within 60 days, once).
    'review', (select pg_catalog.jsonb_build_object('id', r.id, 'stars', r.stars)
      from public.reviews r where r.booking_id = b.id),
    'can_review', b.status = 'confirmed' and private.can_review_booking(b.id),
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
        'reason', r.reason, 'rule', r.rule, 'created_at', r.created_at,
        -- Where the money is: pending (not yet sent), sent (the PSP is paying it back), done, refused.
        'status', r.status, 'sent_at', r.sent_at, 'done_at', r.done_at) order by r.created_at),
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
revoke all on function public.my_bookings(uuid) from public, anon;
grant execute on function public.my_bookings(uuid) to authenticated, service_role;
