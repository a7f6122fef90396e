-- Access rules of issue 33 (items 7, 8 and part of 9): owners read what the manifest shows and no
-- more; a blocked admin loses every admin power at once; seats change only through
-- save_boat_layout; refused admin visits and provider requests are bounded per account; the old
-- review_tour is gone; only the bound master admin grants or revokes the admin role.

-- Item 8 ------------------------------------------------------------------------------------------

-- An admin whose account is blocked (the auth server's ban, as admin_block_user sets it) is no
-- admin anywhere: row policies, cancel_booking, cancel_departure, seat_map, storage, all at once,
-- not when the access token expires. Two primary-key lookups; policies call it as an initplan.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.perfis_usuarios p
    where p.id = auth.uid() and p.role = 'admin'
  ) and not exists (
    select 1 from auth.users u where u.id = auth.uid() and u.banned_until > private.now()
  );
$$;

-- Item 7 ------------------------------------------------------------------------------------------

-- Passengers (full CPF, birth date): their buyer and admins only. The tour's owner reads them
-- through departure_manifest (CPF masked) and departure_boarding_list (audited).
create function private.is_booking_buyer(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.bookings b where b.id = target and b.buyer_id = auth.uid())
$$;
revoke all on function private.is_booking_buyer(uuid) from public, anon;
grant execute on function private.is_booking_buyer(uuid) to authenticated, service_role;

drop policy "passengers: who reads the booking" on public.passengers;
create policy "passengers: buyer or admin reads" on public.passengers for select
  to authenticated using (private.is_booking_buyer(booking_id) or (select private.is_admin()));

-- Bookings: the buyer's contact (name, e-mail, phone) is read by nobody over REST; the owner's
-- manifest shows the name and phone, the buyer's screens and the admin's come from functions.
-- Every other column stays readable by the buyer, the tour's owner (seat counts, status, totals)
-- and admins. Columns added later are not readable until granted.
revoke select on table public.bookings from authenticated;
do $$
declare
  readable text;
begin
  select pg_catalog.string_agg(pg_catalog.quote_ident(c.column_name), ', ' order by c.ordinal_position)
  into readable
  from information_schema.columns c
  where c.table_schema = 'public' and c.table_name = 'bookings'
    and c.column_name not in ('contact_name', 'contact_email', 'contact_phone');
  execute pg_catalog.format('grant select (%s) on table public.bookings to authenticated', readable);
end;
$$;

-- The boarding list a departure legally needs (full name, full CPF, birth date of everyone who
-- travels), for the tour's owner only; every call is on record.
create function public.departure_boarding_list(p_departure uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  tour public.tours;
  boat public.boats;
  people jsonb;
  how_many integer;
begin
  select * into dep from public.departures d where d.id = p_departure;
  if not found then
    perform private.refuse('not_found');
  end if;
  select * into tour from public.tours t where t.id = dep.tour_id;
  if tour.owner_id is distinct from auth.uid() then
    raise exception 'not allowed to read this boarding list' using errcode = '42501';
  end if;
  select * into boat from public.boats b where b.id = dep.boat_id;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'full_name', p.full_name,
      'cpf', p.cpf,
      'birth_date', p.birth_date,
      'band', p.band,
      'seat', s.code,
      'booking_code', bk.code
    ) order by p.full_name, bk.code), '[]'::jsonb), pg_catalog.count(*)
  into people, how_many
  from public.passengers p
  join public.bookings bk on bk.id = p.booking_id
  left join public.boat_seats s on s.id = p.seat_id
  where bk.departure_id = dep.id and bk.status in ('awaiting_payment', 'confirmed', 'no_show');

  perform private.audit('departure.boarding_list', 'departures/' || dep.id,
    pg_catalog.jsonb_build_object('passengers', how_many));

  return pg_catalog.jsonb_build_object(
    'departure', pg_catalog.jsonb_build_object(
      'id', dep.id,
      'starts_at', dep.starts_at,
      'status', dep.status,
      'tour_title', tour.title,
      'boat_name', boat.name,
      'boat_registration', boat.registration,
      'capacity', boat.capacity),
    'passengers', people);
end;
$$;
revoke all on function public.departure_boarding_list(uuid) from public, anon, service_role;
grant execute on function public.departure_boarding_list(uuid) to authenticated;

-- What the owner's home lists as "Aguardando pagamento": no contact data.
create function public.owner_awaiting_payments()
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
$$;
revoke all on function public.owner_awaiting_payments() from public, anon, service_role;
grant execute on function public.owner_awaiting_payments() to authenticated;

-- Item 9: seats ------------------------------------------------------------------------------------

-- Zones and seats change only through save_boat_layout, which keeps sold and held seats intact.
-- Deleting a boat still removes its layout (the foreign keys cascade as the table owner).
revoke insert, update, delete on table public.boat_zones, public.boat_seats from authenticated;
drop policy "boat_zones: owner inserts" on public.boat_zones;
drop policy "boat_zones: owner updates" on public.boat_zones;
drop policy "boat_zones: owner deletes" on public.boat_zones;
drop policy "boat_seats: owner inserts" on public.boat_seats;
drop policy "boat_seats: owner updates" on public.boat_seats;
drop policy "boat_seats: owner deletes" on public.boat_seats;

-- Item 9: refused admin visits ---------------------------------------------------------------------

-- A refused visit to the admin area is recorded through this function only: the caller as actor,
-- an /admin… target of at most 200 characters, and at most 10 entries per account per hour. Past
-- the limit the visit is not recorded and the call still succeeds (returns false): the person
-- refused sees nothing different, and one account cannot flood the admin's audit list.
drop policy "audit_logs: actor records a refused admin visit" on public.audit_logs;
revoke insert on table public.audit_logs from authenticated;

create function public.record_admin_access_denied(target text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  recent integer;
begin
  if caller is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if target is null or target !~* '^/admin(/|$)' or pg_catalog.char_length(target) > 200 then
    perform private.refuse('audit_target_invalid');
  end if;
  -- One caller at a time, so parallel calls cannot pass the count together.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('admin_access_denied:' || caller, 0));
  select pg_catalog.count(*) into recent
  from public.audit_logs l
  where l.actor_id = caller and l.action = 'admin_access_denied'
    and l.created_at > private.now() - interval '1 hour';
  if recent >= 10 then
    return false;
  end if;
  insert into public.audit_logs (actor_id, action, target, details, created_at)
  values (caller, 'admin_access_denied', target, '{}'::jsonb, private.now());
  return true;
end;
$$;
revoke all on function public.record_admin_access_denied(text) from public, anon, service_role;
grant execute on function public.record_admin_access_denied(text) to authenticated;

create index audit_logs_actor_action_idx on public.audit_logs (actor_id, action, created_at desc);

-- The admin's recent list: admin actions ranked apart from refused visits, which take at most
-- three places, so many accounts refused at /admin cannot push real actions off the list.
create or replace function public.admin_recent_audit(p_limit integer default 10)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    perform private.refuse('invalid_page');
  end if;
  return (
    select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', a.id, 'created_at', a.created_at, 'action', a.action, 'target', a.target,
      'details', a.details, 'actor_id', a.actor_id,
      'actor_name', coalesce(nullif(pu.name, ''), pu.email), 'actor_email', pu.email)
      order by a.created_at desc, a.id desc), '[]'::jsonb)
    from (
      select * from (
        (select * from public.audit_logs l where l.action <> 'admin_access_denied'
         order by l.created_at desc, l.id desc limit p_limit)
        union all
        (select * from public.audit_logs l where l.action = 'admin_access_denied'
         order by l.created_at desc, l.id desc limit least(p_limit, 3))
      ) both_kinds
      order by both_kinds.created_at desc, both_kinds.id desc limit p_limit
    ) a
    left join public.perfis_usuarios pu on pu.id = a.actor_id);
end;
$$;

-- Item 9: provider requests ------------------------------------------------------------------------

-- A signed-in requester writes requests one at a time, as themselves, with at most 3 pending
-- (not yet answered nor past reply_by) to the same provider and at most 20 in 24 hours. The
-- public request form of a later issue keeps inserting directly within these bounds.
-- Security definer to count past row security and read the clock; the role setting still names
-- the API role (set role authenticated), which the owner's functions and the seed are not.
create function private.guard_provider_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  open_to_provider integer;
  last_day integer;
begin
  if pg_catalog.current_setting('role', true) is distinct from 'authenticated' then
    return new;
  end if;
  if new.requester_id is distinct from auth.uid() then
    raise exception 'not your request' using errcode = '42501';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('provider_requests:' || new.requester_id, 0));
  select pg_catalog.count(*) filter (where r.provider_id = new.provider_id and r.status = 'pending'
                                       and r.reply_by > private.now()),
         pg_catalog.count(*) filter (where r.created_at > private.now() - interval '24 hours')
  into open_to_provider, last_day
  from public.provider_requests r
  where r.requester_id = new.requester_id;
  if open_to_provider >= 3 then
    perform private.refuse('request_limit', pg_catalog.jsonb_build_object('limit', 'pending_per_provider', 'max', 3));
  end if;
  if last_day >= 20 then
    perform private.refuse('request_limit', pg_catalog.jsonb_build_object('limit', 'per_day', 'max', 20));
  end if;
  new.created_at := private.now();
  return new;
end;
$$;
revoke all on function private.guard_provider_request() from public, anon, authenticated;
create trigger provider_requests_guard before insert on public.provider_requests
  for each row execute function private.guard_provider_request();

-- One request per statement from the API: a thousand-row insert is refused as a whole.
create function private.one_provider_request_per_statement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('role', true) = 'authenticated' and (select pg_catalog.count(*) from inserted) > 1 then
    perform private.refuse('request_limit', pg_catalog.jsonb_build_object('limit', 'per_statement', 'max', 1));
  end if;
  return null;
end;
$$;
revoke all on function private.one_provider_request_per_statement() from public, anon, authenticated;
create trigger provider_requests_one_per_statement after insert on public.provider_requests
  referencing new table as inserted
  for each statement execute function private.one_provider_request_per_statement();

-- Item 9: review_tour ------------------------------------------------------------------------------

-- Superseded by admin_decide_tour (comments, approved boats, departures closed, audit before/after).
drop function public.review_tour(uuid, text);

-- Item 9: who makes admins -------------------------------------------------------------------------

-- Only the bound master admin (private.app_settings master_admin_user_id) grants or revokes the
-- admin role; other admins move users between the other roles. Refusal: master_only.
create or replace function public.admin_set_user_role(user_id uuid, role text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous text;
begin
  perform private.require_admin();
  if admin_set_user_role.role is null
     or admin_set_user_role.role not in ('admin', 'boat_owner', 'service_provider', 'user') then
    perform private.refuse('invalid_role');
  end if;
  perform private.admin_target(admin_set_user_role.user_id);
  select p.role into previous from public.perfis_usuarios p
  where p.id = admin_set_user_role.user_id for update;
  if (admin_set_user_role.role = 'admin' or previous = 'admin')
     and previous is distinct from admin_set_user_role.role
     and auth.uid() is distinct from private.master_admin_user_id() then
    perform private.refuse('master_only');
  end if;
  if previous is null then
    insert into public.perfis_usuarios (id, role, name, email)
    select u.id, admin_set_user_role.role, '', u.email from auth.users u
    where u.id = admin_set_user_role.user_id;
  elsif previous = admin_set_user_role.role then
    return private.admin_user_row(admin_set_user_role.user_id);
  else
    update public.perfis_usuarios p set role = admin_set_user_role.role, updated_at = pg_catalog.now()
    where p.id = admin_set_user_role.user_id;
  end if;
  perform private.audit_change('user.role_change', 'users/' || admin_set_user_role.user_id,
    pg_catalog.jsonb_build_object('role', coalesce(previous, 'user')),
    pg_catalog.jsonb_build_object('role', admin_set_user_role.role));
  return private.admin_user_row(admin_set_user_role.user_id);
end;
$$;

-- Whether the caller is the bound master admin, so the admin screens offer only what the server
-- accepts (the admin role is the master's to give).
create function public.am_i_master_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and auth.uid() is not distinct from private.master_admin_user_id()
    and private.is_admin()
$$;
revoke all on function public.am_i_master_admin() from public, anon, service_role;
grant execute on function public.am_i_master_admin() to authenticated;
