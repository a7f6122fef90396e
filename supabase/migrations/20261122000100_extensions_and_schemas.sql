-- Extensions and the private schema.
-- Hosted Supabase already has pgcrypto in `extensions`; the seed hashes passwords with it.
create extension if not exists pgcrypto with schema extensions;

-- `private` is not listed in the API's exposed schemas (config.toml [api].schemas) and no API
-- role may use it: it holds settings and helpers that policies and functions call by OID.
create schema if not exists private;
revoke all on schema private from public;
revoke all on schema private from anon, authenticated;

-- Deployment settings read by security definer functions.
create table private.app_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
revoke all on table private.app_settings from public, anon, authenticated;

-- The master-admin email (spec §6). A placeholder that cannot receive mail, so it can never be
-- confirmed until an operator replaces it (see supabase/README.md):
--   update private.app_settings set value = 'you@example.com', updated_at = now()
--   where key = 'master_admin_email';
insert into private.app_settings (key, value)
values ('master_admin_email', 'mestre@mare.example')
on conflict (key) do nothing;

-- The master-admin email as the functions compare it: trimmed, lower-cased; null when unset.
-- Called only by security definer functions (their owner may execute it; the API roles may not).
create function private.master_admin_email()
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.btrim(s.value))
  from private.app_settings s
  where s.key = 'master_admin_email'
$$;
revoke all on function private.master_admin_email() from public, anon, authenticated;
