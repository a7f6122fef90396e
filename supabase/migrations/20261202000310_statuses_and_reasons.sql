-- Statuses follow time and cancellations say why (issue 35, items 4 and 5).
--
-- Time: the minute job (public.run_minute_jobs, pg_cron or the demo's timer) already departs
-- departures; private.mark_departed, which it calls, now first closes the sales of departures whose
-- cut-off has passed, so the owner's list says "Vendas encerradas" instead of "À venda". A
-- departure closed by its cut-off reopens only with a later cut-off. The owner's home lists no
-- Pix charge whose time is up. After the start, the tour's owner or an admin marks a booking
-- that did not show up (set_booking_no_show), audited.
--
-- Why: the owner picks a reason from a short list (cancel_departure_with_reason); the code is
-- kept beside the text people read, and the tour page gets the text too.

-- Sales close at the cut-off ---------------------------------------------------------------------

create or replace function private.mark_departed()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
  closed integer;
  at constant timestamptz := private.now();
begin
  update public.departures d set status = 'closed'
  where d.id in (
    select x.id from public.departures x
    where x.status in ('scheduled', 'confirmed') and x.sales_cutoff_at <= at and x.starts_at > at
    order by x.id
    for no key update skip locked
  );
  get diagnostics closed = row_count;
  if closed > 0 then
    perform private.audit('jobs.sales_closed', 'departures', pg_catalog.jsonb_build_object('closed', closed));
  end if;

  update public.departures d set status = 'departed'
  where d.id in (
    select x.id from public.departures x
    where x.status in ('scheduled', 'confirmed', 'closed') and x.starts_at <= at
    order by x.id
    for no key update skip locked
  );
  get diagnostics n = row_count;
  return n;
end;
$$;

-- Reopening sales (set_departure_sales) after the cut-off would show "À venda" on a departure
-- nobody can book: refused until the owner moves the cut-off later.
create function private.guard_reopen_after_cutoff()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'closed' and new.status in ('scheduled', 'confirmed')
     and new.sales_cutoff_at <= private.now() then
    perform private.refuse('cutoff_passed', pg_catalog.jsonb_build_object('cutoff', new.sales_cutoff_at));
  end if;
  return new;
end;
$$;
revoke all on function private.guard_reopen_after_cutoff() from public, anon, authenticated;
create trigger departures_guard_reopen before update of status on public.departures
  for each row execute function private.guard_reopen_after_cutoff();

-- The owner's home: only charges that can still be paid.
create or replace function public.owner_awaiting_payments()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', bk.id,
      'code', bk.code,
      'seat_count', bk.seat_count,
      'total', bk.total,
      'hold_expires_at', bk.hold_expires_at,
      'starts_at', d.starts_at,
      'tour_title', t.title
    ) order by bk.hold_expires_at, bk.code), '[]'::jsonb)
  from public.bookings bk
  join public.departures d on d.id = bk.departure_id
  join public.tours t on t.id = d.tour_id
  where t.owner_id = auth.uid() and bk.status = 'awaiting_payment'
    and bk.hold_expires_at > private.now()
$$;

-- No-show -------------------------------------------------------------------------------------------

-- From the start on, a paid booking nobody came for is marked no-show (and the mark undone) by the
-- tour's owner or an admin. Not on a cancelled departure, not once someone of it checked in. The
-- money stays as paid: a no-show is not a cancellation. Every mark is audited, the admin's with
-- before and after.
create function public.set_booking_no_show(p_booking uuid, p_no_show boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  bk public.bookings := private.lock_booking(p_booking);
  dep public.departures;
  owner uuid;
  as_admin boolean := false;
  next_status text;
begin
  if bk.id is null then
    perform private.refuse('not_found');
  end if;
  select * into dep from public.departures d where d.id = bk.departure_id;
  select t.owner_id into owner from public.tours t where t.id = dep.tour_id;
  if owner is distinct from auth.uid() then
    if not private.is_admin() then
      raise exception 'not allowed to mark this booking' using errcode = '42501';
    end if;
    perform private.require_admin();
    as_admin := true;
  end if;
  if p_no_show is null then
    perform private.refuse('invalid_decision');
  end if;
  if dep.status = 'cancelled' then
    perform private.refuse('departure_cancelled');
  end if;
  if private.now() < dep.starts_at then
    perform private.refuse('departure_not_started', pg_catalog.jsonb_build_object('starts_at', dep.starts_at));
  end if;
  if bk.status <> (case when p_no_show then 'confirmed' else 'no_show' end) then
    perform private.refuse('not_markable', pg_catalog.jsonb_build_object('status', bk.status));
  end if;
  if p_no_show and exists (
    select 1 from public.passengers p where p.booking_id = bk.id and p.checked_in_at is not null) then
    perform private.refuse('checked_in');
  end if;

  next_status := case when p_no_show then 'no_show' else 'confirmed' end;
  update public.bookings b set status = next_status where b.id = bk.id;
  if as_admin then
    perform private.audit_change(
      case when p_no_show then 'booking.no_show' else 'booking.no_show_undone' end,
      'bookings/' || bk.id,
      pg_catalog.jsonb_build_object('status', bk.status),
      pg_catalog.jsonb_build_object('status', next_status),
      pg_catalog.jsonb_build_object('code', bk.code, 'departure', dep.id, 'owner_id', owner));
  else
    perform private.audit(
      case when p_no_show then 'booking.no_show' else 'booking.no_show_undone' end,
      'bookings/' || bk.id, pg_catalog.jsonb_build_object('code', bk.code, 'departure', dep.id));
  end if;
  return pg_catalog.jsonb_build_object('booking_id', bk.id, 'status', next_status);
end;
$$;
revoke all on function public.set_booking_no_show(uuid, boolean) from public, anon;
grant execute on function public.set_booking_no_show(uuid, boolean) to authenticated, service_role;

-- The reason for a cancellation --------------------------------------------------------------------

alter table public.departures
  add column cancel_reason_code text null
    check (cancel_reason_code in ('weather', 'maintenance', 'minimum_not_met', 'other')),
  add constraint departures_cancel_reason_code_cancelled
    check (cancel_reason_code is null or status = 'cancelled');

-- The words people read for each code (packages/domain mirrors them for the form).
create function private.cancel_reason_label(code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case code
    when 'weather' then 'mar fechado / ressaca'
    when 'maintenance' then 'manutenção do barco'
    when 'minimum_not_met' then 'mínimo de passageiros não atingido'
  end
$$;
revoke all on function private.cancel_reason_label(text) from public, anon, authenticated;

-- The owner (or an admin) cancels with a reason from the list: weather, maintenance, minimum not
-- met, or "other" with their own words (3 to 200 characters; optional detail for the others, up
-- to 200). The text becomes "mar fechado / ressaca — Capitania dos Portos"; everything else is
-- cancel_departure's (refunds, notices, audit).
create function public.cancel_departure_with_reason(departure_id uuid, reason_code text,
  details text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  detail text := nullif(pg_catalog.btrim(coalesce(details, '')), '');
  label text := private.cancel_reason_label(reason_code);
  outcome jsonb;
begin
  if reason_code is null or reason_code not in ('weather', 'maintenance', 'minimum_not_met', 'other') then
    perform private.refuse('reason_required');
  end if;
  if pg_catalog.char_length(coalesce(detail, '')) > 200 then
    perform private.refuse('reason_too_long');
  end if;
  if reason_code = 'other' and pg_catalog.char_length(coalesce(detail, '')) < 3 then
    perform private.refuse('reason_required');
  end if;
  outcome := public.cancel_departure(cancel_departure_with_reason.departure_id,
    case when label is null then detail when detail is null then label else label || ' — ' || detail end);
  update public.departures d set cancel_reason_code = reason_code
  where d.id = cancel_departure_with_reason.departure_id;
  return outcome || pg_catalog.jsonb_build_object('reason_code', reason_code);
end;
$$;
revoke all on function public.cancel_departure_with_reason(uuid, text, text) from public, anon;
grant execute on function public.cancel_departure_with_reason(uuid, text, text) to authenticated, service_role;

-- The tour page's departures carry the reason of a cancelled one (the rest as in 20261130000100).
create or replace function public.tour_departures(tour_id uuid, from_time timestamptz default null)
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
      'cancel_reason', d.cancel_reason,
      'sales_cutoff_at', d.sales_cutoff_at,
      'on_sale', d.status in ('scheduled', 'confirmed') and private.now() < d.sales_cutoff_at
        and b.verification = 'approved' and b.status = 'active',
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
