-- Admin management (issue 20): users (search, role, block), boat-owner verification and tour
-- review. Every admin action goes through a security definer function that checks the caller,
-- changes the data and writes the audit entry (who, what, before and after) in one transaction.

-- auth.users.banned_until is the auth server's ban: sign-in and token refresh refuse the account
-- while it lies in the future. The reason and who blocked live here, out of the API's reach.
create table private.account_blocks (
  user_id uuid primary key references auth.users (id) on delete cascade,
  reason text not null check (pg_catalog.char_length(reason) between 3 and 500),
  blocked_by uuid null references auth.users (id) on delete set null,
  blocked_at timestamptz not null default now()
);
revoke all on table private.account_blocks from public, anon, authenticated;

-- A boat owner's tax id (CPF or CNPJ, digits only), checked by the admin before approving boats.
create table public.boat_owner_documents (
  id uuid primary key references auth.users (id) on delete cascade,
  tax_id text not null check (tax_id ~ '^([0-9]{11}|[0-9]{14})$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- What the admin told the owner about a tour (sent back, suspended, published with a note).
create table public.tour_review_notes (
  id bigint generated always as identity primary key,
  tour_id uuid not null references public.tours (id) on delete cascade,
  author_id uuid null references auth.users (id) on delete set null,
  decision text not null check (decision in ('publish', 'send_back', 'suspend')),
  comments text not null check (pg_catalog.char_length(comments) <= 2000),
  created_at timestamptz not null default now()
);
create index tour_review_notes_tour_idx on public.tour_review_notes (tour_id, created_at desc);

-- CNPJ check digits (weights 5..2,9..2 then 6..2,9..2); all-equal digits are refused.
create function private.cnpj_is_valid(cnpj text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  d integer[];
  w1 constant integer[] := array[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  w2 constant integer[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  s integer := 0;
  r integer;
begin
  if cnpj is null or cnpj !~ '^[0-9]{14}$' or cnpj ~ '^(.)\1{13}$' then
    return false;
  end if;
  d := pg_catalog.string_to_array(cnpj, null)::integer[];
  for i in 1 .. 12 loop s := s + d[i] * w1[i]; end loop;
  r := s % 11;
  if d[13] <> (case when r < 2 then 0 else 11 - r end) then
    return false;
  end if;
  s := 0;
  for i in 1 .. 13 loop s := s + d[i] * w2[i]; end loop;
  r := s % 11;
  return d[14] = (case when r < 2 then 0 else 11 - r end);
end;
$$;
revoke all on function private.cnpj_is_valid(text) from public, anon, authenticated;

-- Check digits of the tax id. A trigger, not a check: the validators are private, and this
-- runs as its owner whoever writes the row.
create function private.check_tax_id()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (case pg_catalog.length(new.tax_id) when 11 then private.cpf_is_valid(new.tax_id)
          else private.cnpj_is_valid(new.tax_id) end) then
    raise exception 'tax_id_invalid' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.check_tax_id() from public, anon, authenticated;
create trigger boat_owner_documents_check_tax_id before insert or update of tax_id
  on public.boat_owner_documents for each row execute function private.check_tax_id();

revoke all on table public.boat_owner_documents, public.tour_review_notes from public, anon, authenticated;
grant select on table public.boat_owner_documents to authenticated;
grant insert (id, tax_id) on table public.boat_owner_documents to authenticated;
grant update (tax_id, updated_at) on table public.boat_owner_documents to authenticated;
grant select on table public.tour_review_notes to authenticated;
grant all on table public.boat_owner_documents, public.tour_review_notes to service_role;
revoke all on sequence public.tour_review_notes_id_seq from public, anon, authenticated;

alter table public.boat_owner_documents enable row level security;
alter table public.tour_review_notes enable row level security;

create policy "boat_owner_documents: owner or admin reads" on public.boat_owner_documents
  for select to authenticated using (id = (select auth.uid()) or (select private.is_admin()));
create policy "boat_owner_documents: boat owner inserts own" on public.boat_owner_documents
  for insert to authenticated with check (id = (select auth.uid()) and (select private.is_boat_owner()));
create policy "boat_owner_documents: owner updates" on public.boat_owner_documents
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "tour_review_notes: tour owner or admin reads" on public.tour_review_notes
  for select to authenticated using (private.owns_tour(tour_id) or (select private.is_admin()));

create trigger boat_owner_documents_touch_updated_at before update on public.boat_owner_documents
  for each row execute function private.touch_updated_at();

-- The gate of every admin function: an admin whose account is not blocked. A blocked admin's
-- access token stays valid until it expires; this closes the admin actions at once.
-- Replaces the sales figures' check: an admin whose own account is blocked is refused too.
create or replace function private.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin()
     or exists (select 1 from auth.users u where u.id = auth.uid() and u.banned_until > private.now()) then
    raise exception 'admins only' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_admin() from public, anon, authenticated;

-- An admin action's audit entry: before and after side by side, plus what else matters.
create function private.audit_change(action text, target text, before jsonb, after jsonb,
  extra jsonb default '{}'::jsonb)
returns void
language sql
set search_path = ''
as $$
  select private.audit(action, target,
    pg_catalog.jsonb_build_object('before', before, 'after', after) || coalesce(extra, '{}'::jsonb))
$$;
revoke all on function private.audit_change(text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;

-- A user as the admin list shows them.
create function private.admin_user_row(target uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'name', coalesce(nullif(p.name, ''), nullif(pr.full_name, ''), nullif(pr.nome, ''), u.email),
    'role', coalesce(p.role, 'user'),
    'status', case when u.banned_until > private.now() then 'blocked'
                   when u.email_confirmed_at is null then 'unconfirmed' else 'active' end,
    'is_master', u.id is not distinct from private.master_admin_user_id(),
    'created_at', u.created_at,
    'last_sign_in_at', u.last_sign_in_at)
  from auth.users u
  left join public.perfis_usuarios p on p.id = u.id
  left join public.profiles pr on pr.id = u.id
  where u.id = target
$$;
revoke all on function private.admin_user_row(uuid) from public, anon, authenticated;

-- Users: search by name or e-mail, filter by role and status, one page and the total.
create function public.admin_list_users(search text default null, role text default null,
  status text default null, page integer default 1, page_size integer default 20)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  term text := nullif(pg_catalog.btrim(coalesce(search, '')), '');
  pattern text;
  size integer := least(greatest(coalesce(page_size, 20), 1), 100);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 20), 1), 100);
  result jsonb;
begin
  perform private.require_admin();
  if role is not null and role not in ('admin', 'boat_owner', 'service_provider', 'user') then
    perform private.refuse('invalid_filter');
  end if;
  if status is not null and status not in ('active', 'blocked', 'unconfirmed') then
    perform private.refuse('invalid_filter');
  end if;
  if term is not null then
    -- The term is matched literally: its own % and _ are not wildcards.
    pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.left(term, 100), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  with matched as (
    select u.id, u.created_at,
      coalesce(p.role, 'user') as user_role,
      case when u.banned_until > private.now() then 'blocked'
           when u.email_confirmed_at is null then 'unconfirmed' else 'active' end as user_status
    from auth.users u
    left join public.perfis_usuarios p on p.id = u.id
    left join public.profiles pr on pr.id = u.id
    where pattern is null
       or u.email ilike pattern
       or p.name ilike pattern or pr.full_name ilike pattern or pr.nome ilike pattern
  ), filtered as (
    select * from matched m
    where (admin_list_users.role is null or m.user_role = admin_list_users.role)
      and (admin_list_users.status is null or m.user_status = admin_list_users.status)
  )
  select pg_catalog.jsonb_build_object(
    'total', (select pg_catalog.count(*) from filtered),
    'page', greatest(coalesce(page, 1), 1),
    'page_size', size,
    'users', coalesce((
      select pg_catalog.jsonb_agg(private.admin_user_row(f.id) order by f.created_at desc, f.id)
      from (select * from filtered order by created_at desc, id offset skip limit size) f
    ), '[]'::jsonb))
  into result;
  return result;
end;
$$;
revoke all on function public.admin_list_users(text, text, text, integer, integer) from public, anon, service_role;
grant execute on function public.admin_list_users(text, text, text, integer, integer) to authenticated;

-- One user: profile, role, block, bookings and the audit entries about them.
create function public.admin_user_detail(user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_user jsonb;
begin
  perform private.require_admin();
  found_user := private.admin_user_row(admin_user_detail.user_id);
  if found_user is null then
    perform private.refuse('not_found');
  end if;
  return pg_catalog.jsonb_build_object(
    'user', found_user,
    'profile', (select pg_catalog.jsonb_build_object('nome', pr.nome, 'full_name', pr.full_name,
        'cidade', pr.cidade, 'telefone', pr.telefone, 'bio', pr.bio)
      from public.profiles pr where pr.id = admin_user_detail.user_id),
    'block', (select pg_catalog.jsonb_build_object('reason', b.reason, 'blocked_at', b.blocked_at,
        'blocked_by', coalesce(nullif(p.name, ''), bu.email))
      from private.account_blocks b
      left join public.perfis_usuarios p on p.id = b.blocked_by
      left join auth.users bu on bu.id = b.blocked_by
      where b.user_id = admin_user_detail.user_id
        and (found_user ->> 'status') = 'blocked'),
    'bookings', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', bk.id, 'code', bk.code,
          'status', bk.status, 'total', bk.total, 'created_at', bk.created_at,
          'tour_title', t.title, 'starts_at', d.starts_at) order by bk.created_at desc)
      from (select * from public.bookings b where b.buyer_id = admin_user_detail.user_id
            order by b.created_at desc limit 50) bk
      join public.departures d on d.id = bk.departure_id
      join public.tours t on t.id = d.tour_id), '[]'::jsonb),
    'history', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', a.id, 'action', a.action,
          'actor', coalesce(nullif(p.name, ''), au.email), 'details', a.details,
          'created_at', a.created_at) order by a.created_at desc, a.id desc)
      from (select * from public.audit_logs l where l.target = 'users/' || admin_user_detail.user_id
            order by l.created_at desc, l.id desc limit 50) a
      left join public.perfis_usuarios p on p.id = a.actor_id
      left join auth.users au on au.id = a.actor_id), '[]'::jsonb));
end;
$$;
revoke all on function public.admin_user_detail(uuid) from public, anon, service_role;
grant execute on function public.admin_user_detail(uuid) to authenticated;

-- Who an admin may act on: an existing account that is neither the bound master nor themselves.
create function private.admin_target(target uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if target is not distinct from private.master_admin_user_id() then
    perform private.refuse('master_protected');
  end if;
  if target = auth.uid() then
    perform private.refuse('own_account');
  end if;
  if not exists (select 1 from auth.users u where u.id = target) then
    perform private.refuse('not_found');
  end if;
end;
$$;
revoke all on function private.admin_target(uuid) from public, anon, authenticated;

create function public.admin_set_user_role(user_id uuid, role text)
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
  if not found then
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
revoke all on function public.admin_set_user_role(uuid, text) from public, anon, service_role;
grant execute on function public.admin_set_user_role(uuid, text) to authenticated;

-- Blocks an account: the auth server's ban (banned_until, as its ban_duration sets it), the
-- reason on record, and, on a hosted project, its sessions ended so no refresh token works.
-- The Edge Function admin-block-user calls this as the admin, then asks the auth server too.
create function public.admin_block_user(user_id uuid, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  why text := pg_catalog.btrim(coalesce(reason, ''));
  was_blocked boolean;
begin
  perform private.require_admin();
  if pg_catalog.char_length(why) not between 3 and 500 then
    perform private.refuse('reason_required');
  end if;
  perform private.admin_target(admin_block_user.user_id);
  select coalesce(u.banned_until > private.now(), false) into was_blocked
  from auth.users u where u.id = admin_block_user.user_id for update;
  if was_blocked then
    perform private.refuse('already_blocked');
  end if;
  update auth.users u set banned_until = private.now() + interval '876000 hours',
    updated_at = pg_catalog.now()
  where u.id = admin_block_user.user_id;
  insert into private.account_blocks (user_id, reason, blocked_by, blocked_at)
  values (admin_block_user.user_id, why, auth.uid(), private.now())
  on conflict on constraint account_blocks_pkey do update
    set reason = excluded.reason, blocked_by = excluded.blocked_by, blocked_at = excluded.blocked_at;
  -- Only a hosted project has the auth server's session table.
  if pg_catalog.to_regclass('auth.sessions') is not null then
    execute 'delete from auth.sessions where user_id = $1' using admin_block_user.user_id;
  end if;
  perform private.audit_change('user.block', 'users/' || admin_block_user.user_id,
    pg_catalog.jsonb_build_object('status', 'active'),
    pg_catalog.jsonb_build_object('status', 'blocked', 'reason', why));
  return private.admin_user_row(admin_block_user.user_id);
end;
$$;
revoke all on function public.admin_block_user(uuid, text) from public, anon, service_role;
grant execute on function public.admin_block_user(uuid, text) to authenticated;

create function public.admin_unblock_user(user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_blocked boolean;
  why text;
begin
  perform private.require_admin();
  perform private.admin_target(admin_unblock_user.user_id);
  select coalesce(u.banned_until > private.now(), false) into was_blocked
  from auth.users u where u.id = admin_unblock_user.user_id for update;
  if not was_blocked then
    perform private.refuse('not_blocked');
  end if;
  delete from private.account_blocks b where b.user_id = admin_unblock_user.user_id
  returning b.reason into why;
  update auth.users u set banned_until = null, updated_at = pg_catalog.now()
  where u.id = admin_unblock_user.user_id;
  perform private.audit_change('user.unblock', 'users/' || admin_unblock_user.user_id,
    pg_catalog.jsonb_build_object('status', 'blocked', 'reason', why),
    pg_catalog.jsonb_build_object('status', 'active'));
  return private.admin_user_row(admin_unblock_user.user_id);
end;
$$;
revoke all on function public.admin_unblock_user(uuid) from public, anon, service_role;
grant execute on function public.admin_unblock_user(uuid) to authenticated;

-- A boat that is not approved never carries an open departure of a published tour: not when the
-- departure is created or moved to it, not when the tour is published, and the admin cannot
-- withdraw the approval while such departures are ahead. The triggers run as their owner: they
-- must see the tour and the boat whatever the writer may read, and read private.now().
create function private.departure_boat_is_approved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('scheduled', 'confirmed')
     and exists (select 1 from public.tours t where t.id = new.tour_id and t.status = 'published')
     and not exists (select 1 from public.boats b where b.id = new.boat_id and b.verification = 'approved') then
    perform private.refuse('boat_not_approved');
  end if;
  return new;
end;
$$;
revoke all on function private.departure_boat_is_approved() from public, anon, authenticated;
create trigger departures_need_approved_boat before insert or update of boat_id, status
  on public.departures for each row execute function private.departure_boat_is_approved();

create function private.published_tour_boats_are_approved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'published' and old.status is distinct from 'published'
     and exists (
       select 1 from public.departures d join public.boats b on b.id = d.boat_id
       where d.tour_id = new.id and d.status in ('scheduled', 'confirmed')
         and d.starts_at > private.now() and b.verification <> 'approved') then
    perform private.refuse('boat_not_approved');
  end if;
  return new;
end;
$$;
revoke all on function private.published_tour_boats_are_approved() from public, anon, authenticated;
create trigger tours_publish_needs_approved_boats before update of status on public.tours
  for each row execute function private.published_tour_boats_are_approved();

-- Admin verification of a boat, now with before/after and the published-departures guard.
create or replace function public.review_boat(boat_id uuid, decision text, reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  boat public.boats;
begin
  perform private.require_admin();
  if decision is null or decision not in ('approved', 'refused', 'pending')
     or (decision = 'refused' and pg_catalog.char_length(pg_catalog.btrim(coalesce(reason, ''))) < 3)
     or pg_catalog.char_length(coalesce(reason, '')) > 500 then
    perform private.refuse('invalid_decision');
  end if;
  select * into boat from public.boats b where b.id = review_boat.boat_id for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  if decision <> 'approved' and exists (
    select 1 from public.departures d join public.tours t on t.id = d.tour_id
    where d.boat_id = boat.id and t.status = 'published'
      and d.status in ('scheduled', 'confirmed') and d.starts_at > private.now()) then
    perform private.refuse('boat_has_published_departures');
  end if;
  update public.boats b set verification = decision,
    refusal_reason = case when decision = 'refused' then pg_catalog.btrim(reason) end
  where b.id = boat.id;
  perform private.audit_change('boat.review', 'boats/' || boat.id,
    pg_catalog.jsonb_build_object('verification', boat.verification, 'refusal_reason', boat.refusal_reason),
    pg_catalog.jsonb_build_object('verification', decision,
      'refusal_reason', case when decision = 'refused' then pg_catalog.btrim(reason) end),
    pg_catalog.jsonb_build_object('owner_id', boat.owner_id));
end;
$$;

create or replace function public.review_tour(tour_id uuid, status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous text;
begin
  perform private.require_admin();
  if review_tour.status is null
     or review_tour.status not in ('draft', 'in_review', 'published', 'suspended') then
    perform private.refuse('invalid_decision');
  end if;
  select t.status into previous from public.tours t where t.id = review_tour.tour_id for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  update public.tours t set status = review_tour.status where t.id = review_tour.tour_id;
  perform private.audit_change('tour.review', 'tours/' || review_tour.tour_id,
    pg_catalog.jsonb_build_object('status', previous),
    pg_catalog.jsonb_build_object('status', review_tour.status));
end;
$$;

-- The admin's decision on a tour: publish; send back to the owner (draft) with comments; or
-- suspend it, closing its future departures — keeping their bookings, or cancelling them with
-- the booking core's refund (cancel_departure: paid bookings refunded in full, buyers notified).
create function public.admin_decide_tour(tour_id uuid, decision text, comments text default null,
  cancel_bookings boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  note text := nullif(pg_catalog.btrim(coalesce(comments, '')), '');
  next_status text;
  dep record;
  outcome jsonb;
  closed integer := 0;
  cancelled integer := 0;
  bookings_cancelled integer := 0;
  refunded integer := 0;
begin
  perform private.require_admin();
  if decision is null or decision not in ('publish', 'send_back', 'suspend') then
    perform private.refuse('invalid_decision');
  end if;
  if pg_catalog.char_length(coalesce(note, '')) > 2000
     or (decision in ('send_back', 'suspend') and pg_catalog.char_length(coalesce(note, '')) < 3) then
    perform private.refuse('comments_required');
  end if;
  select * into tour from public.tours t where t.id = admin_decide_tour.tour_id for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  if (decision = 'publish' and tour.status = 'published')
     or (decision = 'send_back' and tour.status <> 'in_review')
     or (decision = 'suspend' and tour.status <> 'published') then
    perform private.refuse('invalid_transition', pg_catalog.jsonb_build_object('status', tour.status));
  end if;
  next_status := case decision when 'publish' then 'published' when 'send_back' then 'draft'
                 else 'suspended' end;

  if decision = 'suspend' then
    for dep in
      select d.id from public.departures d
      where d.tour_id = tour.id and d.status in ('scheduled', 'confirmed') and d.starts_at > private.now()
      order by d.starts_at
    loop
      if coalesce(cancel_bookings, false) then
        outcome := public.cancel_departure(dep.id, 'Passeio suspenso pela plataforma: ' || note);
        cancelled := cancelled + 1;
        bookings_cancelled := bookings_cancelled + (outcome ->> 'bookings_cancelled')::integer;
        refunded := refunded + (outcome ->> 'refunded_total')::integer;
      else
        update public.departures d set status = 'closed' where d.id = dep.id;
        closed := closed + 1;
      end if;
    end loop;
  end if;

  update public.tours t set status = next_status where t.id = tour.id;
  if note is not null then
    insert into public.tour_review_notes (tour_id, author_id, decision, comments)
    values (tour.id, auth.uid(), decision, note);
  end if;
  perform private.audit_change('tour.' || decision, 'tours/' || tour.id,
    pg_catalog.jsonb_build_object('status', tour.status),
    pg_catalog.jsonb_build_object('status', next_status),
    pg_catalog.jsonb_build_object('comments', note, 'owner_id', tour.owner_id,
      'cancel_bookings', decision = 'suspend' and coalesce(cancel_bookings, false),
      'departures_closed', closed, 'departures_cancelled', cancelled,
      'bookings_cancelled', bookings_cancelled, 'refunded_total', refunded));
  return pg_catalog.jsonb_build_object('tour_id', tour.id, 'status', next_status,
    'departures_closed', closed, 'departures_cancelled', cancelled,
    'bookings_cancelled', bookings_cancelled, 'refunded_total', refunded);
end;
$$;
revoke all on function public.admin_decide_tour(uuid, text, text, boolean) from public, anon, service_role;
grant execute on function public.admin_decide_tour(uuid, text, text, boolean) to authenticated;

-- Every tour for the admin: the review queue first, with the owner, what is ahead and the last note.
create function public.admin_list_tours(status text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if status is not null and status not in ('draft', 'in_review', 'published', 'suspended') then
    perform private.refuse('invalid_filter');
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', t.id, 'slug', t.slug, 'title', t.title, 'status', t.status,
        'owner_id', t.owner_id, 'owner_name', coalesce(nullif(p.name, ''), u.email),
        'updated_at', t.updated_at,
        'upcoming_departures', (select pg_catalog.count(*) from public.departures d
          where d.tour_id = t.id and d.status in ('scheduled', 'confirmed') and d.starts_at > private.now()),
        'active_bookings', (select pg_catalog.count(*) from public.bookings b
          join public.departures d on d.id = b.departure_id
          where d.tour_id = t.id and b.status in ('awaiting_payment', 'confirmed') and d.starts_at > private.now()),
        'unapproved_boats', (select pg_catalog.count(distinct d.boat_id) from public.departures d
          join public.boats b on b.id = d.boat_id
          where d.tour_id = t.id and d.status in ('scheduled', 'confirmed')
            and d.starts_at > private.now() and b.verification <> 'approved'),
        'last_note', (select pg_catalog.jsonb_build_object('decision', n.decision, 'comments', n.comments,
            'created_at', n.created_at)
          from public.tour_review_notes n where n.tour_id = t.id order by n.created_at desc, n.id desc limit 1))
      order by case t.status when 'in_review' then 0 when 'published' then 1 when 'suspended' then 2 else 3 end,
        t.updated_at desc, t.id)
    from public.tours t
    join auth.users u on u.id = t.owner_id
    left join public.perfis_usuarios p on p.id = t.owner_id
    where admin_list_tours.status is null or t.status = admin_list_tours.status), '[]'::jsonb);
end;
$$;
revoke all on function public.admin_list_tours(text) from public, anon, service_role;
grant execute on function public.admin_list_tours(text) to authenticated;

-- Boat owners and their boats for verification: owners with a boat in the asked state (pending
-- by default; 'all' or null lists everyone), with their documents.
create function public.admin_boat_owner_queue(verification text default 'pending')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if verification is not null and verification not in ('pending', 'approved', 'refused', 'all') then
    perform private.refuse('invalid_filter');
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', o.owner_id,
        'name', coalesce(nullif(p.name, ''), u.email), 'email', u.email,
        'cidade', pr.cidade, 'telefone', pr.telefone,
        'tax_id', doc.tax_id,
        'boats', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'id', b.id, 'name', b.name, 'kind', b.kind, 'registration', b.registration,
            'capacity', b.capacity, 'photos', b.photos, 'status', b.status,
            'verification', b.verification, 'refusal_reason', b.refusal_reason,
            'created_at', b.created_at) order by b.created_at, b.id)
          from public.boats b where b.owner_id = o.owner_id
            and (coalesce(admin_boat_owner_queue.verification, 'all') in ('all', b.verification))))
      order by o.first_boat, o.owner_id)
    from (select b.owner_id, pg_catalog.min(b.created_at) as first_boat from public.boats b
          where coalesce(admin_boat_owner_queue.verification, 'all') in ('all', b.verification)
          group by b.owner_id) o
    join auth.users u on u.id = o.owner_id
    left join public.perfis_usuarios p on p.id = o.owner_id
    left join public.profiles pr on pr.id = o.owner_id
    left join public.boat_owner_documents doc on doc.id = o.owner_id), '[]'::jsonb);
end;
$$;
revoke all on function public.admin_boat_owner_queue(text) from public, anon, service_role;
grant execute on function public.admin_boat_owner_queue(text) to authenticated;
