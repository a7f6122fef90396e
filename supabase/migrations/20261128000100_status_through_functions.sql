-- Statuses move only through the functions that check the move. A tour's status was the owner's
-- to write between draft and in_review, so a REST update could send an incomplete tour to the
-- review queue without submit_tour_for_review's checks. Now every status change comes from a
-- security definer function (which runs as its owner, not as `authenticated`):
--   draft → in_review: submit_tour_for_review (owner); in_review → draft: withdraw_tour_from_review
--   (owner); publish, send back, suspend: admin_decide_tour / review_tour (admin, audited).
-- Boats' verification and provider services' status were never granted to the API roles (column
-- privileges): only review_boat and review_provider_service write them.

create or replace function private.guard_tour_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and current_user in ('authenticated', 'anon') then
    raise exception 'tour_status_locked' using errcode = '42501',
      detail = pg_catalog.jsonb_build_object('from', old.status, 'to', new.status)::text;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_tour_status() from public, anon, authenticated;

-- In review → draft, by the owner (to edit before the admin looks at it). Audited.
create function public.withdraw_tour_from_review(tour_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
begin
  select * into tour from public.tours t where t.id = withdraw_tour_from_review.tour_id for update;
  if not found or tour.owner_id is distinct from auth.uid() then
    raise exception 'not your tour' using errcode = '42501';
  end if;
  if tour.status <> 'in_review' then
    perform private.refuse('tour_not_in_review', pg_catalog.jsonb_build_object('status', tour.status));
  end if;
  update public.tours t set status = 'draft' where t.id = tour.id;
  perform private.audit('tour.withdraw', 'tours/' || tour.id, '{}'::jsonb);
  return pg_catalog.jsonb_build_object('tour_id', tour.id, 'status', 'draft');
end;
$$;
revoke all on function public.withdraw_tour_from_review(uuid) from public, anon;
grant execute on function public.withdraw_tour_from_review(uuid) to authenticated, service_role;

-- Provider services review -------------------------------------------------------------------------

-- Same gate as the other admin actions (a blocked admin is refused too), and the audit entry
-- keeps what the service was before and after, as the other reviews do.
create or replace function public.review_provider_service(p_service uuid, p_decision text, p_reason text default null)
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
revoke all on function public.review_provider_service(uuid, text, text) from public, anon;
grant execute on function public.review_provider_service(uuid, text, text) to authenticated, service_role;

-- The admin's queue of provider services: pending first by default (oldest edit first), with
-- who offers them. 'all' or null lists every service.
create function public.admin_provider_service_queue(status text default 'pending')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if status is not null and status not in ('pending', 'approved', 'refused', 'all') then
    perform private.refuse('invalid_filter');
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', s.id, 'title', s.title, 'description', s.description, 'price', s.price,
        'area', s.area, 'status', s.status, 'refusal_reason', s.refusal_reason,
        'reviewed_at', s.reviewed_at, 'updated_at', s.updated_at,
        'provider_id', s.provider_id, 'provider_name', sp.business_name,
        'provider_type', sp.business_type, 'provider_city', sp.cidade)
      order by s.updated_at, s.id)
    from public.provider_services s
    join public.service_providers sp on sp.id = s.provider_id
    where coalesce(admin_provider_service_queue.status, 'all') in ('all', s.status)), '[]'::jsonb);
end;
$$;
revoke all on function public.admin_provider_service_queue(text) from public, anon, service_role;
grant execute on function public.admin_provider_service_queue(text) to authenticated;
