-- Row-level security on every public table (supabase/DATA-MODEL.md, "Row access").

-- Policies on perfis_usuarios cannot query perfis_usuarios under RLS without recursing; this
-- helper runs as its owner (RLS bypassed) and only ever answers about the caller.
create function private.is_admin()
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
  );
$$;
revoke all on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated, service_role;

alter table public.profiles enable row level security;
alter table public.perfis_usuarios enable row level security;
alter table public.service_providers enable row level security;
alter table public.audit_logs enable row level security;

-- `(select ...)` lets Postgres evaluate the caller once per statement, not once per row.

create policy "profiles: owner or admin reads"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy "profiles: owner updates"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy "perfis_usuarios: owner or admin reads"
  on public.perfis_usuarios for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
-- The role column is not granted for update (tables migration), so this cannot escalate.
create policy "perfis_usuarios: owner updates"
  on public.perfis_usuarios for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy "service_providers: owner or admin reads"
  on public.service_providers for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy "service_providers: owner updates"
  on public.service_providers for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- Audit logs: anyone signed in records their own actions; only admins read; nobody edits.
create policy "audit_logs: actor inserts own"
  on public.audit_logs for insert to authenticated
  with check (actor_id = (select auth.uid()));
create policy "audit_logs: admin reads"
  on public.audit_logs for select to authenticated
  using ((select private.is_admin()));
