-- The public tour listing (/passeios and the home page): every published tour with what its card
-- shows and its filters need, in one call. Bookings are not readable by the public, so the seats
-- left are counted here, never who holds them.
--
-- from_time: the moment the listing is drawn at (default private.now()); departures whose sales
-- cut-off has passed by then are left out. Holds count while unexpired at private.now(), as in
-- seat_map and tour_departures.
create function public.tour_listing(from_time timestamptz default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with clock as (
    select coalesce(tour_listing.from_time, private.now()) as at, private.now() as holds_at
  ),
  published as (
    select t.* from public.tours t where t.status = 'published'
  ),
  on_sale as (
    select d.id, d.tour_id, d.boat_id, d.starts_at, d.status
    from public.departures d
    join published t on t.id = d.tour_id
    cross join clock
    where d.status in ('scheduled', 'confirmed') and d.sales_cutoff_at > clock.at
  ),
  sellable as (
    select s.boat_id, pg_catalog.count(*)::integer as total
    from public.boat_seats s
    where s.kind in ('passenger', 'accessible')
    group by s.boat_id
  ),
  taken as (
    select bs.departure_id, pg_catalog.count(*)::integer as seats
    from public.booking_seats bs
    join on_sale o on o.id = bs.departure_id
    join public.bookings b on b.id = bs.booking_id
    join public.boat_seats s on s.id = bs.seat_id
    cross join clock
    where bs.active and s.kind in ('passenger', 'accessible')
      and (b.status = 'confirmed' or b.hold_expires_at > clock.holds_at)
    group by bs.departure_id
  ),
  departures as (
    select o.tour_id, o.id, o.starts_at, o.status, o.boat_id,
      coalesce(se.total, 0) as seats_total,
      greatest(coalesce(se.total, 0) - coalesce(tk.seats, 0), 0) as seats_left
    from on_sale o
    left join sellable se on se.boat_id = o.boat_id
    left join taken tk on tk.departure_id = o.id
  ),
  sold as (
    select d.tour_id, pg_catalog.sum(b.seat_count + b.lap_count)::integer as seats
    from public.bookings b
    join public.departures d on d.id = b.departure_id
    where b.status in ('confirmed', 'no_show')
    group by d.tour_id
  )
  select coalesce(pg_catalog.jsonb_agg(row.listing order by row.next_at nulls last, row.title, row.id), '[]'::jsonb)
  from (
    select t.id, t.title,
      (select pg_catalog.min(d.starts_at) from departures d where d.tour_id = t.id) as next_at,
      pg_catalog.jsonb_build_object(
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
        'photos', t.photos,
        'covered', exists (
          select 1 from departures d join public.boat_zones z on z.boat_id = d.boat_id
          where d.tour_id = t.id and z.covered
        ),
        'seats_sold', coalesce((select s.seats from sold s where s.tour_id = t.id), 0),
        'departures', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'id', d.id, 'starts_at', d.starts_at, 'status', d.status,
            'seats_total', d.seats_total, 'seats_left', d.seats_left) order by d.starts_at, d.id)
          from departures d where d.tour_id = t.id
        ), '[]'::jsonb)
      ) as listing
    from published t
  ) row
$$;
revoke all on function public.tour_listing(timestamptz) from public;
grant execute on function public.tour_listing(timestamptz) to anon, authenticated, service_role;
