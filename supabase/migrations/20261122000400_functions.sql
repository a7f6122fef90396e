-- Functions the app calls over REST (POST /rest/v1/rpc/<name>). Both run as their owner with an
-- empty search_path, so every name inside is schema-qualified. Refusals raise SQLSTATE 42501,
-- which PostgREST answers with 403 (401 when anonymous).

-- The caller's role, or another user's when the caller is an admin.
create function public.get_user_role(user_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null
     or get_user_role.user_id is null
     or (get_user_role.user_id <> caller and not private.is_admin()) then
    raise exception 'not allowed to read this role' using errcode = '42501';
  end if;

  return coalesce(
    (select p.role from public.perfis_usuarios p where p.id = get_user_role.user_id),
    'user'
  );
end;
$$;
revoke all on function public.get_user_role(uuid) from public, anon;
grant execute on function public.get_user_role(uuid) to authenticated, service_role;

-- Bootstraps the master admin (spec §6). Succeeds only for the signed-in, email-confirmed owner
-- of the configured master email, asking for their own address. Idempotent.
create function public.create_admin_user(admin_email text, admin_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  claimed_email text := pg_catalog.lower(auth.jwt() ->> 'email');
  wanted_email text := pg_catalog.lower(pg_catalog.btrim(create_admin_user.admin_email));
  master_email text := private.master_admin_email();
  account_email text;
  confirmed_at timestamptz;
begin

  select u.email, u.email_confirmed_at into account_email, confirmed_at
  from auth.users u
  where u.id = caller;

  if caller is null
     or master_email is null or master_email = ''
     or wanted_email is null
     or claimed_email is null
     or wanted_email <> claimed_email
     or wanted_email <> master_email
     or pg_catalog.lower(account_email) is distinct from wanted_email
     or confirmed_at is null then
    raise exception 'not allowed to create an admin' using errcode = '42501';
  end if;

  insert into public.perfis_usuarios (id, role, name, email)
  values (caller, 'admin', coalesce(create_admin_user.admin_name, ''), account_email)
  on conflict (id) do update
    set role = 'admin', name = excluded.name, email = excluded.email;

  insert into public.profiles (id, nome, full_name)
  values (caller, coalesce(create_admin_user.admin_name, ''), coalesce(create_admin_user.admin_name, ''))
  on conflict (id) do nothing;
end;
$$;
revoke all on function public.create_admin_user(text, text) from public, anon;
grant execute on function public.create_admin_user(text, text) to authenticated, service_role;
