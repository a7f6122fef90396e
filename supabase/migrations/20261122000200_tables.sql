-- Tables of supabase/DATA-MODEL.md, with the grants the REST API relies on.
-- Supabase's default privileges grant everything on new public tables to anon and authenticated;
-- each table below takes that back and grants only what the row policies then narrow further.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  nome text not null default '',
  full_name text not null default '',
  cidade text not null default '',
  telefone text,
  bio text,
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.perfis_usuarios (
  id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'user'
    check (role in ('admin', 'boat_owner', 'service_provider', 'user')),
  name text not null default '',
  email text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.service_providers (
  id uuid primary key references auth.users (id) on delete cascade,
  business_name text not null,
  business_type text not null
    check (business_type in ('guia', 'transfer', 'restaurante', 'hospedagem', 'passeio')),
  -- Digits only (DATA-MODEL.md); the contract's row schema promises the same.
  cadastur text not null check (cadastur ~ '^[0-9]+$'),
  whatsapp text not null,
  cidade text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.audit_logs (
  id bigint generated always as identity primary key,
  actor_id uuid default auth.uid(),
  action text not null,
  target text not null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index audit_logs_created_at_idx on public.audit_logs (created_at desc);
create index audit_logs_actor_id_idx on public.audit_logs (actor_id);

-- updated_at follows every update, whatever the client sends.
create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke all on function private.touch_updated_at() from public, anon, authenticated;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();
create trigger perfis_usuarios_touch_updated_at
  before update on public.perfis_usuarios
  for each row execute function private.touch_updated_at();
create trigger service_providers_touch_updated_at
  before update on public.service_providers
  for each row execute function private.touch_updated_at();

-- Grants. Anonymous callers get nothing (PostgREST answers 401). Column lists keep ids, emails
-- and roles out of reach of client updates: `role` in particular is never updatable by a user,
-- so nobody can promote themselves. updated_at may be sent (the contract allows it) but the
-- trigger above overwrites it.
revoke all on table public.profiles, public.perfis_usuarios, public.service_providers,
  public.audit_logs from public, anon, authenticated;

grant select on table public.profiles to authenticated;
grant update (nome, full_name, cidade, telefone, bio, avatar_url, updated_at)
  on table public.profiles to authenticated;

grant select on table public.perfis_usuarios to authenticated;
grant update (name, updated_at) on table public.perfis_usuarios to authenticated;

grant select on table public.service_providers to authenticated;
grant update (business_name, business_type, cadastur, whatsapp, cidade, updated_at)
  on table public.service_providers to authenticated;

grant select on table public.audit_logs to authenticated;
grant insert (actor_id, action, target, details) on table public.audit_logs to authenticated;

grant all on table public.profiles, public.perfis_usuarios, public.service_providers,
  public.audit_logs to service_role;
