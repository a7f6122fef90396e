-- What a client may record in audit_logs: only what the app records (a refused visit to the
-- admin area, spec §4), as itself, small. Every other entry is written by security definer
-- functions, which run as the table owner and are not subject to this policy.
drop policy "audit_logs: actor inserts own" on public.audit_logs;

create policy "audit_logs: actor records a refused admin visit"
  on public.audit_logs for insert to authenticated
  with check (
    actor_id = (select auth.uid())
    and action = 'admin_access_denied'
    and target ~* '^/admin(/|$)'
    and pg_catalog.char_length(target) <= 200
    and pg_catalog.jsonb_typeof(details) = 'object'
    and pg_catalog.octet_length(details::text) <= 1024
  );
