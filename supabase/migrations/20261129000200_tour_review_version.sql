-- The admin decides on the version of a tour they read, as with provider services
-- (20261129000100): the owner may edit a tour's text while it waits in review, and publishing
-- then would put text online that nobody checked. The admin screen sends the `updated_at` it
-- showed; a tour changed since is refused with 'tour_changed'. Optional for other callers.
-- The body is 20261127000500's with that one check added after the tour is locked.

drop function public.admin_decide_tour(uuid, text, text, boolean);

create function public.admin_decide_tour(tour_id uuid, decision text, comments text default null,
  cancel_bookings boolean default false, seen_updated_at timestamptz default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  note text := nullif(pg_catalog.btrim(coalesce(comments, '')), '');
  next_status text;
  dep record;
  outcome jsonb;
  closed integer := 0;
  cancelled integer := 0;
  bookings_cancelled integer := 0;
  refunded integer := 0;
begin
  perform private.require_admin();
  if decision is null or decision not in ('publish', 'send_back', 'suspend') then
    perform private.refuse('invalid_decision');
  end if;
  if pg_catalog.char_length(coalesce(note, '')) > 2000
     or (decision in ('send_back', 'suspend') and pg_catalog.char_length(coalesce(note, '')) < 3) then
    perform private.refuse('comments_required');
  end if;
  select * into tour from public.tours t where t.id = admin_decide_tour.tour_id for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  if seen_updated_at is not null and tour.updated_at <> seen_updated_at then
    perform private.refuse('tour_changed', pg_catalog.jsonb_build_object('status', tour.status));
  end if;
  if (decision = 'publish' and tour.status = 'published')
     or (decision = 'send_back' and tour.status <> 'in_review')
     or (decision = 'suspend' and tour.status <> 'published') then
    perform private.refuse('invalid_transition', pg_catalog.jsonb_build_object('status', tour.status));
  end if;
  next_status := case decision when 'publish' then 'published' when 'send_back' then 'draft'
                 else 'suspended' end;

  if decision = 'suspend' then
    for dep in
      select d.id from public.departures d
      where d.tour_id = tour.id and d.status in ('scheduled', 'confirmed') and d.starts_at > private.now()
      order by d.starts_at
    loop
      if coalesce(cancel_bookings, false) then
        outcome := public.cancel_departure(dep.id, 'Passeio suspenso pela plataforma: ' || note);
        cancelled := cancelled + 1;
        bookings_cancelled := bookings_cancelled + (outcome ->> 'bookings_cancelled')::integer;
        refunded := refunded + (outcome ->> 'refunded_total')::integer;
      else
        update public.departures d set status = 'closed' where d.id = dep.id;
        closed := closed + 1;
      end if;
    end loop;
  end if;

  update public.tours t set status = next_status where t.id = tour.id;
  if note is not null then
    insert into public.tour_review_notes (tour_id, author_id, decision, comments)
    values (tour.id, auth.uid(), decision, note);
  end if;
  perform private.audit_change('tour.' || decision, 'tours/' || tour.id,
    pg_catalog.jsonb_build_object('status', tour.status),
    pg_catalog.jsonb_build_object('status', next_status),
    pg_catalog.jsonb_build_object('comments', note, 'owner_id', tour.owner_id,
      'cancel_bookings', decision = 'suspend' and coalesce(cancel_bookings, false),
      'departures_closed', closed, 'departures_cancelled', cancelled,
      'bookings_cancelled', bookings_cancelled, 'refunded_total', refunded));
  return pg_catalog.jsonb_build_object('tour_id', tour.id, 'status', next_status,
    'departures_closed', closed, 'departures_cancelled', cancelled,
    'bookings_cancelled', bookings_cancelled, 'refunded_total', refunded);
end;
$$;
revoke all on function public.admin_decide_tour(uuid, text, text, boolean, timestamptz) from public, anon, service_role;
grant execute on function public.admin_decide_tour(uuid, text, text, boolean, timestamptz) to authenticated;
