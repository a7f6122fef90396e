-- What a buyer sees of their own bookings ("Minhas reservas", the checkout, the voucher): one
-- answer with the tour, the departure, the seat codes, the passengers, the latest charge, the
-- refunds and what cancelling now would give back. Seat codes are not readable by buyers
-- through the tables (boat_seats belong to the owner), hence a security-definer function.
create function public.my_bookings(booking_id uuid default null)
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
    'seats', (
      select coalesce(pg_catalog.jsonb_agg(s.code order by s.code), '[]'::jsonb)
      from public.booking_seats bs join public.boat_seats s on s.id = bs.seat_id
      where bs.booking_id = b.id),
    'departure', pg_catalog.jsonb_build_object('id', d.id, 'starts_at', d.starts_at,
      'status', d.status, 'cancel_reason', d.cancel_reason),
    'tour', pg_catalog.jsonb_build_object('id', t.id, 'slug', t.slug, 'title', t.title,
      'duration_minutes', t.duration_minutes, 'meeting_point', t.meeting_point,
      'minimum_age', t.minimum_age, 'price_adult', t.price_adult, 'price_child', t.price_child,
      'child_max_age', t.child_max_age, 'lap_max_age', t.lap_max_age,
      'boarding_fee', t.boarding_fee, 'cancellation_tiers', t.cancellation_tiers),
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
        'reason', r.reason, 'rule', r.rule, 'created_at', r.created_at) order by r.created_at),
        '[]'::jsonb)
      from public.refunds r where r.booking_id = b.id),
    -- What cancel_booking would give back now (the same rule), so it is shown before asking.
    'refund_preview', case
      when b.status = 'confirmed' and clock.at < d.starts_at then
        private.refund_amount(b.subtotal, b.boarding_fees, t.cancellation_tiers, d.starts_at,
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
