-- The admin decides on the version of a provider's service they read. The provider may edit the
-- service while it waits in the queue (an edit sends it back to 'pending'); approving then would
-- publish text the admin never saw. The admin screen sends the `updated_at` it showed, and a
-- service changed since is refused with 'service_changed' until the admin has read it again.
-- Optional for other callers: without it the decision applies to the current version.

drop function public.review_provider_service(uuid, text, text);

create function public.review_provider_service(
  p_service uuid,
  p_decision text,
  p_reason text default null,
  p_seen_updated_at timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous public.provider_services;
  svc public.provider_services;
  why text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
begin
  perform private.require_admin();
  if p_decision is null or p_decision not in ('approved', 'refused')
     or (p_decision = 'refused' and pg_catalog.char_length(coalesce(why, '')) < 3)
     or pg_catalog.char_length(coalesce(why, '')) > 500 then
    perform private.refuse('invalid_decision');
  end if;
  select * into previous from public.provider_services s where s.id = p_service for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  if p_seen_updated_at is not null and previous.updated_at <> p_seen_updated_at then
    perform private.refuse('service_changed');
  end if;
  update public.provider_services s set status = p_decision,
    refusal_reason = case when p_decision = 'refused' then why end,
    reviewed_at = private.now()
  where s.id = p_service
  returning * into svc;
  perform private.audit_change('provider_service.review', 'provider_services/' || svc.id,
    pg_catalog.jsonb_build_object('status', previous.status, 'refusal_reason', previous.refusal_reason),
    pg_catalog.jsonb_build_object('status', svc.status, 'refusal_reason', svc.refusal_reason),
    pg_catalog.jsonb_build_object('decision', p_decision, 'reason', why, 'provider', svc.provider_id));
  return pg_catalog.jsonb_build_object('id', svc.id, 'status', svc.status,
    'refusal_reason', svc.refusal_reason);
end;
$$;
revoke all on function public.review_provider_service(uuid, text, text, timestamptz) from public, anon;
grant execute on function public.review_provider_service(uuid, text, text, timestamptz) to authenticated, service_role;
