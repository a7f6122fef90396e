-- The master admin is bound to one auth user id that the operator records (supabase/README.md,
-- "The master admin"). An email alone proves nothing: it is public (the site's JavaScript holds
-- it), anyone may sign up with it first, and the auth server confirms that unconfirmed account
-- when the real owner follows the confirmation link; with "Confirm email" off it is confirmed at
-- once. Only an id the operator copied from an account they created themselves cannot be won
-- from outside.

-- Empty until the operator records the id; while empty nobody can bootstrap the master.
insert into private.app_settings (key, value)
values ('master_admin_user_id', '')
on conflict (key) do nothing;

-- The recorded id, or null when unset or not a uuid (never an error the caller could read).
-- Called only by security definer functions (their owner may execute it; the API roles may not).
create function private.master_admin_user_id()
returns uuid
language sql
stable
set search_path = ''
as $$
  select case
    when pg_catalog.btrim(s.value) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then pg_catalog.btrim(s.value)::uuid
  end
  from private.app_settings s
  where s.key = 'master_admin_user_id'
$$;
revoke all on function private.master_admin_user_id() from public, anon, authenticated;

-- Bootstraps the master admin (spec §6) once: only the recorded account, signed in, confirmed,
-- asking for its own address, which is also the configured master email, and only while it has
-- no role row. A master already bootstrapped gets a success that changes nothing (the client may
-- call twice); any other role row (a demoted master included) is refused, so a demotion sticks.
create or replace function public.create_admin_user(admin_email text, admin_name text)
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
  master_id uuid := private.master_admin_user_id();
  account_email text;
  confirmed_at timestamptz;
  existing_role text;
begin
  select u.email, u.email_confirmed_at into account_email, confirmed_at
  from auth.users u
  where u.id = caller;

  if caller is null
     or master_id is null
     or caller <> master_id
     or master_email is null or master_email = ''
     or wanted_email is null
     or claimed_email is null
     or wanted_email <> claimed_email
     or wanted_email <> master_email
     or pg_catalog.lower(account_email) is distinct from wanted_email
     or confirmed_at is null then
    raise exception 'not allowed to create an admin' using errcode = '42501';
  end if;

  -- Locks the row, if any, so that a concurrent demotion cannot slip between check and write.
  select p.role into existing_role
  from public.perfis_usuarios p
  where p.id = caller
  for update;

  if found then
    if existing_role = 'admin' then
      return;
    end if;
    raise exception 'the master admin already has a role record' using errcode = '42501';
  end if;

  insert into public.perfis_usuarios (id, role, name, email)
  values (caller, 'admin', coalesce(create_admin_user.admin_name, ''), account_email)
  on conflict (id) do nothing;

  insert into public.profiles (id, nome, full_name)
  values (caller, coalesce(create_admin_user.admin_name, ''), coalesce(create_admin_user.admin_name, ''))
  on conflict (id) do nothing;
end;
$$;
revoke all on function public.create_admin_user(text, text) from public, anon;
grant execute on function public.create_admin_user(text, text) to authenticated, service_role;
