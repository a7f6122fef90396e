-- The admin's "Últimas ações registradas" read as sentences ("Ana bloqueou Rita Reserva"): each
-- entry carries the names of who acted and of what it acted on, never keys or UUIDs. The words
-- are the domain's (packages/domain/src/admin/audit.ts); the names come from here, because only
-- the database can read every table the targets live in.

-- A person's name as the admin lists show it: the admin profile's name, the profile's, the e-mail.
create function private.person_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(p.name, ''), nullif(pr.full_name, ''), nullif(pr.nome, ''), u.email)
  from auth.users u
  left join public.perfis_usuarios p on p.id = u.id
  left join public.profiles pr on pr.id = u.id
  where u.id = person
$$;
revoke all on function private.person_name(uuid) from public, anon, authenticated;

-- What an audit target ('users/<id>', 'tours/<id>', 'payments/<txid>', ...) names: its kind, the
-- name a person reads (a title, a booking's code, a passenger) and, for a departure, when it
-- leaves. A target whose row is gone names nothing; the sentence then says what kind it was.
create function private.audit_target(target text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  kind text := pg_catalog.split_part(target, '/', 1);
  target_key text := pg_catalog.substr(target, pg_catalog.length(pg_catalog.split_part(target, '/', 1)) + 2);
  target_id uuid;
  target_name text;
  target_when timestamptz;
begin
  if target_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    target_id := target_key::uuid;
  end if;
  case kind
    when 'users' then
      target_name := private.person_name(target_id);
    when 'tours' then
      select t.title into target_name from public.tours t where t.id = target_id;
    when 'boats' then
      select b.name into target_name from public.boats b where b.id = target_id;
    when 'bookings' then
      select b.code into target_name from public.bookings b where b.id = target_id;
    when 'departures' then
      select t.title, d.starts_at into target_name, target_when
      from public.departures d join public.tours t on t.id = d.tour_id where d.id = target_id;
    when 'payments' then
      select b.code into target_name
      from public.payments p join public.bookings b on b.id = p.booking_id where p.txid = target_key;
    when 'refunds' then
      select b.code into target_name
      from public.refunds r join public.bookings b on b.id = r.booking_id where r.id = target_id;
    when 'payment_issues' then
      -- 'payment_issues/<kind>' when recorded, 'payment_issues/<id>' when resolved.
      select b.code into target_name
      from public.payment_issues i join public.bookings b on b.id = i.booking_id where i.id = target_id;
    when 'passengers' then
      select p.full_name into target_name from public.passengers p where p.id = target_id;
    when 'provider_services' then
      select s.title into target_name from public.provider_services s where s.id = target_id;
    when 'provider_requests' then
      select r.requester_name into target_name from public.provider_requests r where r.id = target_id;
    else
      null;
  end case;
  return pg_catalog.jsonb_build_object('kind', kind, 'name', target_name, 'when', target_when);
end;
$$;
revoke all on function private.audit_target(text) from public, anon, authenticated;

-- As before (the latest entries, at most three refused admin accesses among them), now with the
-- actor's name from every profile and the target's kind, name and moment.
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
      'actor_name', private.person_name(a.actor_id), 'actor_email', pu.email,
      'target_kind', target.info ->> 'kind', 'target_name', target.info ->> 'name',
      'target_when', target.info -> 'when')
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
    left join public.perfis_usuarios pu on pu.id = a.actor_id
    cross join lateral (select private.audit_target(a.target) as info) target);
end;
$$;
