-- Grants and row-level security for the booking tables (supabase/DATA-MODEL.md, "Booking").
-- Owners manage their boats, layouts, tours and departures; the public reads published tours
-- and their departures; buyers read their own bookings; owners read the bookings (manifests)
-- of their departures; admins read everything. Nobody writes bookings, seats, passengers,
-- payments, refunds or notifications directly: the functions of the next migration do.

-- Ownership questions answered past RLS (no recursion between policies), about the caller only.
create function private.is_boat_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.perfis_usuarios p where p.id = auth.uid() and p.role = 'boat_owner'
  )
$$;

create function private.owns_boat(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.boats b where b.id = target and b.owner_id = auth.uid())
$$;

create function private.owns_tour(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.tours t where t.id = target and t.owner_id = auth.uid())
$$;

create function private.tour_is_published(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.tours t where t.id = target and t.status = 'published')
$$;

-- May the caller read this booking: its buyer, the owner of its tour, or an admin.
create function private.can_read_booking(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.bookings b
    join public.departures d on d.id = b.departure_id
    join public.tours t on t.id = d.tour_id
    where b.id = target and (b.buyer_id = auth.uid() or t.owner_id = auth.uid())
  ) or private.is_admin()
$$;

revoke all on function private.is_boat_owner(), private.owns_boat(uuid), private.owns_tour(uuid),
  private.tour_is_published(uuid), private.can_read_booking(uuid) from public, anon;
grant execute on function private.is_boat_owner(), private.owns_boat(uuid), private.owns_tour(uuid),
  private.tour_is_published(uuid), private.can_read_booking(uuid) to authenticated, service_role;
grant execute on function private.tour_is_published(uuid) to anon;

revoke all on table public.boats, public.boat_zones, public.boat_seats, public.tours,
  public.departures, public.bookings, public.booking_seats, public.passengers, public.payments,
  public.refunds, public.notifications from public, anon, authenticated;
revoke all on sequence public.booking_seats_id_seq from public, anon, authenticated;

-- Boats: verification, refusal_reason and owner_id are never the owner's to write.
grant select, delete on table public.boats to authenticated;
grant insert (owner_id, name, kind, registration, capacity, photos, amenities, status)
  on table public.boats to authenticated;
grant update (name, kind, registration, capacity, photos, amenities, status, updated_at)
  on table public.boats to authenticated;

grant select, delete on table public.boat_zones to authenticated;
grant insert (boat_id, code, name, covered, hints, position) on table public.boat_zones to authenticated;
grant update (name, covered, hints, position) on table public.boat_zones to authenticated;

grant select, delete on table public.boat_seats to authenticated;
grant insert (boat_id, zone_id, code, seat_row, seat_col, kind) on table public.boat_seats to authenticated;
grant update (zone_id, seat_row, seat_col, kind) on table public.boat_seats to authenticated;

-- Tours: the public reads published ones; status moves through review_tour / the owner's
-- draft ⇄ in_review (trigger below).
grant select on table public.tours to anon, authenticated;
grant delete on table public.tours to authenticated;
grant insert (owner_id, beach_id, place, slug, title, summary, itinerary, included, not_included,
  meeting_point, what_to_bring, duration_minutes, minimum_age, languages, price_adult, price_child,
  child_max_age, lap_max_age, boarding_fee, cancellation_tiers, photos)
  on table public.tours to authenticated;
grant update (beach_id, place, slug, title, summary, itinerary, included, not_included,
  meeting_point, what_to_bring, duration_minutes, minimum_age, languages, price_adult, price_child,
  child_max_age, lap_max_age, boarding_fee, cancellation_tiers, photos, status, updated_at)
  on table public.tours to authenticated;

-- Departures: status and cancel_reason change only through the functions (cancel_departure
-- refunds everyone); start and boat cannot move under sold seats (trigger below).
grant select on table public.departures to anon, authenticated;
grant insert (tour_id, boat_id, starts_at, sales_cutoff_at, min_passengers)
  on table public.departures to authenticated;
grant update (starts_at, boat_id, sales_cutoff_at, min_passengers, updated_at)
  on table public.departures to authenticated;

-- Read-only for the API roles.
grant select on table public.bookings, public.booking_seats, public.passengers, public.payments,
  public.refunds, public.notifications to authenticated;

grant all on table public.boats, public.boat_zones, public.boat_seats, public.tours,
  public.departures, public.bookings, public.booking_seats, public.passengers, public.payments,
  public.refunds, public.notifications to service_role;

alter table public.boats enable row level security;
alter table public.boat_zones enable row level security;
alter table public.boat_seats enable row level security;
alter table public.tours enable row level security;
alter table public.departures enable row level security;
alter table public.bookings enable row level security;
alter table public.booking_seats enable row level security;
alter table public.passengers enable row level security;
alter table public.payments enable row level security;
alter table public.refunds enable row level security;
alter table public.notifications enable row level security;

create policy "boats: owner or admin reads" on public.boats for select to authenticated
  using (owner_id = (select auth.uid()) or (select private.is_admin()));
create policy "boats: boat owner inserts own" on public.boats for insert to authenticated
  with check (owner_id = (select auth.uid()) and (select private.is_boat_owner()));
create policy "boats: owner updates" on public.boats for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "boats: owner deletes" on public.boats for delete to authenticated
  using (owner_id = (select auth.uid()));

create policy "boat_zones: owner or admin reads" on public.boat_zones for select to authenticated
  using (private.owns_boat(boat_id) or (select private.is_admin()));
create policy "boat_zones: owner inserts" on public.boat_zones for insert to authenticated
  with check (private.owns_boat(boat_id));
create policy "boat_zones: owner updates" on public.boat_zones for update to authenticated
  using (private.owns_boat(boat_id)) with check (private.owns_boat(boat_id));
create policy "boat_zones: owner deletes" on public.boat_zones for delete to authenticated
  using (private.owns_boat(boat_id));

create policy "boat_seats: owner or admin reads" on public.boat_seats for select to authenticated
  using (private.owns_boat(boat_id) or (select private.is_admin()));
create policy "boat_seats: owner inserts" on public.boat_seats for insert to authenticated
  with check (private.owns_boat(boat_id));
create policy "boat_seats: owner updates" on public.boat_seats for update to authenticated
  using (private.owns_boat(boat_id)) with check (private.owns_boat(boat_id));
create policy "boat_seats: owner deletes" on public.boat_seats for delete to authenticated
  using (private.owns_boat(boat_id));

create policy "tours: anyone reads published" on public.tours for select to anon, authenticated
  using (status = 'published');
create policy "tours: owner or admin reads" on public.tours for select to authenticated
  using (owner_id = (select auth.uid()) or (select private.is_admin()));
create policy "tours: boat owner inserts own" on public.tours for insert to authenticated
  with check (owner_id = (select auth.uid()) and (select private.is_boat_owner()));
create policy "tours: owner updates" on public.tours for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "tours: owner deletes drafts" on public.tours for delete to authenticated
  using (owner_id = (select auth.uid()) and status = 'draft');

create policy "departures: anyone reads those of published tours" on public.departures
  for select to anon, authenticated using (private.tour_is_published(tour_id));
create policy "departures: owner or admin reads" on public.departures for select to authenticated
  using (private.owns_tour(tour_id) or (select private.is_admin()));
create policy "departures: owner inserts" on public.departures for insert to authenticated
  with check (private.owns_tour(tour_id) and private.owns_boat(boat_id));
create policy "departures: owner updates" on public.departures for update to authenticated
  using (private.owns_tour(tour_id))
  with check (private.owns_tour(tour_id) and private.owns_boat(boat_id));

create policy "bookings: buyer, tour owner or admin reads" on public.bookings for select
  to authenticated using (private.can_read_booking(id));
create policy "booking_seats: who reads the booking" on public.booking_seats for select
  to authenticated using (private.can_read_booking(booking_id));
create policy "passengers: who reads the booking" on public.passengers for select
  to authenticated using (private.can_read_booking(booking_id));
create policy "refunds: who reads the booking" on public.refunds for select
  to authenticated using (private.can_read_booking(booking_id));
-- Payments: the buyer and admins (the owner sees paid / awaiting payment on the booking).
create policy "payments: buyer or admin reads" on public.payments for select to authenticated
  using (
    exists (select 1 from public.bookings b where b.id = booking_id and b.buyer_id = (select auth.uid()))
    or (select private.is_admin())
  );
create policy "notifications: addressee or admin reads" on public.notifications for select
  to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

-- An owner moves a tour between draft and in_review only; publishing and suspending are the
-- admin's (review_tour). A published tour the owner edits stays published.
create function private.guard_tour_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status
     and current_user = 'authenticated'
     and not (old.status in ('draft', 'in_review') and new.status in ('draft', 'in_review')) then
    raise exception 'tour_status_needs_admin' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_tour_status() from public, anon, authenticated;
create trigger tours_guard_status before update of status on public.tours
  for each row execute function private.guard_tour_status();

-- A departure with active seats keeps its start and boat (cancel it instead).
create function private.guard_departure_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.starts_at is distinct from old.starts_at or new.boat_id is distinct from old.boat_id)
     and exists (select 1 from public.booking_seats s where s.departure_id = old.id and s.active) then
    raise exception 'departure_has_bookings' using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_departure_changes() from public, anon, authenticated;
create trigger departures_guard_changes before update of starts_at, boat_id on public.departures
  for each row execute function private.guard_departure_changes();
