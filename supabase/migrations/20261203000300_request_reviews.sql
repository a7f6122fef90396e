-- Issue 36, item 5, the request side: the requester of a completed provider request reviews the
-- provider once, within 60 days of finished_at, and is invited by e-mail when the provider marks
-- it completed. After the request lifecycle (20261203000200: 'completed', finished_at), replacing
-- the "no request yet" rule of 20261203000110.

-- Why the signed-in person may not review this request (null: they may): review_not_allowed (not
-- theirs, or not completed — declined, no-show, cancelled, still open), review_exists,
-- review_window_closed (60 days after it was marked completed).
create or replace function private.request_review_refusal(p_request uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when r.id is null or r.status <> 'completed' or r.finished_at is null then 'review_not_allowed'
    when exists (select 1 from public.reviews v where v.request_id = r.id) then 'review_exists'
    when r.finished_at + interval '60 days' <= private.now() then 'review_window_closed'
  end
  from (select 1) one
  left join public.provider_requests r on r.id = p_request and r.requester_id = auth.uid()
$$;

create or replace function private.can_review_request(p_request uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.request_review_refusal(p_request) is null
$$;

-- A provider's reviews are public while the provider is in the directory.
create or replace function private.provider_reviews_public(provider uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.provider_is_public(provider)
$$;

-- The invitation when the provider marks the request completed; it leads to "Minhas solicitações".
create function private.email_review_invitation_on_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  business text;
begin
  select sp.business_name into business from public.service_providers sp where sp.id = new.provider_id;
  if not exists (select 1 from public.notifications n
                 where n.reason = 'review_invitation' and n.payload ->> 'request_id' = new.id::text) then
    perform private.queue_email(new.requester_id, 'review_invitation', pg_catalog.jsonb_build_object(
      'summary', pg_catalog.format('Como foi o serviço de %s? Conte para os próximos viajantes.', business),
      'request_id', new.id, 'business_name', business, 'requester_name', new.requester_name,
      'trip_date', coalesce(new.needed_on, (new.finished_at at time zone 'America/Sao_Paulo')::date),
      'review_path', '/minhas-solicitacoes'));
  end if;
  return null;
end;
$$;
revoke all on function private.email_review_invitation_on_request() from public, anon, authenticated;
create trigger provider_requests_review_invitation after update of status on public.provider_requests
  for each row when (new.status = 'completed' and old.status is distinct from 'completed')
  execute function private.email_review_invitation_on_request();
