-- The boat owner's passenger list (manifest) of one departure, and check-in at the pier.
-- cancel_departure (20261124000400) already cancels every booking, refunds the paid ones in full
-- and writes the buyers' notifications; the manifest of a cancelled departure lists those
-- bookings with their refunds, so the owner can message each buyer.

-- CPF shown as ***.982.247-** : enough to tell two passengers apart at the pier, not a full
-- document in a list that gets printed and exported.
create function private.mask_cpf(cpf text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when cpf ~ '^[0-9]{11}$'
    then '***.' || pg_catalog.substr(cpf, 4, 3) || '.' || pg_catalog.substr(cpf, 7, 3) || '-**'
  end
$$;
revoke all on function private.mask_cpf(text) from public, anon, authenticated;

-- Which bookings a departure's manifest lists: those that travel (or were due to travel), and,
-- once the departure is cancelled, the ones its cancellation cancelled.
create function private.manifest_booking(dep public.departures, bk public.bookings)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select bk.status in ('awaiting_payment', 'confirmed', 'no_show')
    or (dep.status = 'cancelled' and bk.status = 'cancelled'
        and bk.cancel_reason = 'departure_cancelled')
$$;
revoke all on function private.manifest_booking(public.departures, public.bookings)
  from public, anon, authenticated;

create function public.departure_manifest(p_departure uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  tour public.tours;
  boat public.boats;
  people jsonb;
  booking_rows jsonb;
begin
  select * into dep from public.departures d where d.id = p_departure;
  if not found then
    perform private.refuse('not_found');
  end if;
  select * into tour from public.tours t where t.id = dep.tour_id;
  -- The tour's owner only: a manifest carries names and documents of other people's clients.
  if tour.owner_id is distinct from auth.uid() then
    raise exception 'not allowed to read this manifest' using errcode = '42501';
  end if;
  select * into boat from public.boats b where b.id = dep.boat_id;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', p.id,
      'booking_id', bk.id,
      'booking_code', bk.code,
      'booking_status', bk.status,
      'full_name', p.full_name,
      'cpf', private.mask_cpf(p.cpf),
      'band', p.band,
      'seat', s.code,
      'zone', z.code,
      'zone_name', z.name,
      'paid', bk.status in ('confirmed', 'no_show')
        or exists (select 1 from public.payments pay where pay.booking_id = bk.id and pay.status = 'paid'),
      'checked_in_at', p.checked_in_at
    ) order by z.position nulls last, s.seat_row, s.seat_col, bk.code, p.full_name), '[]'::jsonb)
  into people
  from public.passengers p
  join public.bookings bk on bk.id = p.booking_id
  left join public.boat_seats s on s.id = p.seat_id
  left join public.boat_zones z on z.id = s.zone_id
  where bk.departure_id = dep.id and private.manifest_booking(dep, bk);

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', bk.id,
      'code', bk.code,
      'status', bk.status,
      'contact_name', bk.contact_name,
      'contact_phone', bk.contact_phone,
      'seat_count', bk.seat_count,
      'lap_count', bk.lap_count,
      'total', bk.total,
      'refunded', (select coalesce(pg_catalog.sum(r.amount), 0)::integer
                   from public.refunds r where r.booking_id = bk.id),
      'passengers', (select coalesce(pg_catalog.jsonb_agg(p.full_name order by p.full_name), '[]'::jsonb)
                     from public.passengers p where p.booking_id = bk.id)
    ) order by bk.code), '[]'::jsonb)
  into booking_rows
  from public.bookings bk
  where bk.departure_id = dep.id and private.manifest_booking(dep, bk);

  return pg_catalog.jsonb_build_object(
    'departure', pg_catalog.jsonb_build_object(
      'id', dep.id,
      'starts_at', dep.starts_at,
      'status', dep.status,
      'cancel_reason', dep.cancel_reason,
      'sales_cutoff_at', dep.sales_cutoff_at,
      'min_passengers', dep.min_passengers,
      'tour', pg_catalog.jsonb_build_object('id', tour.id, 'title', tour.title, 'slug', tour.slug),
      'boat', pg_catalog.jsonb_build_object('id', boat.id, 'name', boat.name, 'capacity', boat.capacity),
      'zones', (select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                  'code', z.code, 'name', z.name) order by z.position), '[]'::jsonb)
                from public.boat_zones z where z.boat_id = boat.id)
    ),
    'passengers', people,
    'bookings', booking_rows
  );
end;
$$;
revoke all on function public.departure_manifest(uuid) from public, anon;
grant execute on function public.departure_manifest(uuid) to authenticated, service_role;

-- Check-in at the pier, and its undo. Only the tour's owner, only passengers who travel.
create function public.set_passenger_check_in(p_passenger uuid, p_checked_in boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pax public.passengers;
  bk public.bookings;
  dep public.departures;
  owner uuid;
  stamp timestamptz;
begin
  select * into pax from public.passengers p where p.id = p_passenger for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  select * into bk from public.bookings b where b.id = pax.booking_id;
  select * into dep from public.departures d where d.id = bk.departure_id;
  select t.owner_id into owner from public.tours t where t.id = dep.tour_id;
  if owner is distinct from auth.uid() then
    raise exception 'not allowed to check this passenger in' using errcode = '42501';
  end if;
  if dep.status = 'cancelled' or bk.status not in ('awaiting_payment', 'confirmed') then
    perform private.refuse('check_in_closed',
      pg_catalog.jsonb_build_object('departure', dep.status, 'booking', bk.status));
  end if;

  stamp := case when p_checked_in then coalesce(pax.checked_in_at, private.now()) end;
  update public.passengers p set checked_in_at = stamp where p.id = pax.id;
  perform private.audit(
    case when p_checked_in then 'passenger.check_in' else 'passenger.check_in_undone' end,
    'passengers/' || pax.id,
    pg_catalog.jsonb_build_object('departure', dep.id, 'booking', bk.code));
  return pg_catalog.jsonb_build_object('passenger_id', pax.id, 'checked_in_at', stamp);
end;
$$;
revoke all on function public.set_passenger_check_in(uuid, boolean) from public, anon;
grant execute on function public.set_passenger_check_in(uuid, boolean) to authenticated, service_role;
