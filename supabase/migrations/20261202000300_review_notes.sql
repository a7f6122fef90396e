-- Review notes reach the owner (issue 35, item 3). A tour's notes already live in
-- public.tour_review_notes (one row per admin decision, never overwritten). A boat's and a
-- service's verdict lived only in refusal_reason, which an edit clears: each decision now also
-- leaves a row in private.verification_notes, written by a trigger, so a resubmission keeps what
-- the admin said before.

create table private.verification_notes (
  id bigint generated always as identity primary key,
  boat_id uuid null references public.boats (id) on delete cascade,
  service_id uuid null references public.provider_services (id) on delete cascade,
  owner_id uuid not null references auth.users (id) on delete cascade,
  author_id uuid null references auth.users (id) on delete set null,
  decision text not null check (decision in ('approved', 'refused')),
  comments text null check (pg_catalog.char_length(comments) <= 500),
  created_at timestamptz not null default now(),
  check (pg_catalog.num_nonnulls(boat_id, service_id) = 1),
  check (decision = 'approved' or comments is not null)
);
create index verification_notes_owner_idx on private.verification_notes (owner_id, created_at desc);
create index verification_notes_boat_idx on private.verification_notes (boat_id) where boat_id is not null;
create index verification_notes_service_idx on private.verification_notes (service_id) where service_id is not null;

-- Out of the API's reach: owners read their notes through my_review_notes (below).
revoke all on table private.verification_notes from public, anon, authenticated;

-- What was there before the table: the standing refusals, dated by their last change.
insert into private.verification_notes (boat_id, owner_id, decision, comments, created_at)
select b.id, b.owner_id, 'refused', b.refusal_reason, b.updated_at
from public.boats b where b.verification = 'refused' and b.refusal_reason is not null;
insert into private.verification_notes (service_id, owner_id, decision, comments, created_at)
select s.id, s.provider_id, 'refused', s.refusal_reason, coalesce(s.reviewed_at, s.updated_at)
from public.provider_services s where s.status = 'refused' and s.refusal_reason is not null;

-- A verdict on a boat (review_boat, or any writer that sets it): one note per change.
create function private.note_boat_verdict()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.verification in ('approved', 'refused') and (new.verification is distinct from old.verification
      or new.refusal_reason is distinct from old.refusal_reason) then
    insert into private.verification_notes (boat_id, owner_id, author_id, decision, comments, created_at)
    values (new.id, new.owner_id, auth.uid(), new.verification,
      case when new.verification = 'refused' then coalesce(new.refusal_reason, 'Recusado.') end,
      private.now());
  end if;
  return null;
end;
$$;
revoke all on function private.note_boat_verdict() from public, anon, authenticated;
create trigger boats_note_verdict after update of verification, refusal_reason on public.boats
  for each row execute function private.note_boat_verdict();

create function private.note_service_verdict()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('approved', 'refused') and (new.status is distinct from old.status
      or new.refusal_reason is distinct from old.refusal_reason) then
    insert into private.verification_notes (service_id, owner_id, author_id, decision, comments, created_at)
    values (new.id, new.provider_id, auth.uid(), new.status,
      case when new.status = 'refused' then coalesce(new.refusal_reason, 'Recusado.') end,
      private.now());
  end if;
  return null;
end;
$$;
revoke all on function private.note_service_verdict() from public, anon, authenticated;
create trigger provider_services_note_verdict after update of status, refusal_reason on public.provider_services
  for each row execute function private.note_service_verdict();

-- A tour note is dated by the rules' clock (private.now()), as every other date the owner reads:
-- tests and the demo set it. A date given explicitly (fixtures) is kept.
create function private.date_tour_review_note()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.created_at = pg_catalog.now() then
    new.created_at := private.now();
  end if;
  return new;
end;
$$;
revoke all on function private.date_tour_review_note() from public, anon, authenticated;
create trigger tour_review_notes_dated before insert on public.tour_review_notes
  for each row execute function private.date_tour_review_note();

-- Everything the admins said about the caller's tours, boats and services, newest first; `kind`
-- and `subject` narrow it to one thing (the tour edit page). `open`: the latest word on something
-- that still waits for the owner (a tour sent back or suspended, a boat or service refused).
create function public.my_review_notes(kind text default null, subject uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with notes as (
    select 'tour'::text as kind, t.id as subject_id, t.title as subject_name, n.decision,
      n.comments, n.created_at, n.id,
      t.status in ('draft', 'suspended') and n.decision in ('send_back', 'suspend') as waiting
    from public.tour_review_notes n join public.tours t on t.id = n.tour_id
    where t.owner_id = auth.uid()
    union all
    select 'boat', b.id, b.name, v.decision, v.comments, v.created_at, v.id,
      b.verification = 'refused' and v.decision = 'refused'
    from private.verification_notes v join public.boats b on b.id = v.boat_id
    where v.owner_id = auth.uid()
    union all
    select 'service', s.id, s.title, v.decision, v.comments, v.created_at, v.id,
      s.status = 'refused' and v.decision = 'refused'
    from private.verification_notes v join public.provider_services s on s.id = v.service_id
    where v.owner_id = auth.uid()
  ),
  ranked as (
    select n.*, pg_catalog.row_number() over (
      partition by n.kind, n.subject_id order by n.created_at desc, n.id desc) as position
    from notes n
    where (my_review_notes.kind is null or n.kind = my_review_notes.kind)
      and (my_review_notes.subject is null or n.subject_id = my_review_notes.subject)
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'kind', r.kind, 'subject_id', r.subject_id, 'subject_name', r.subject_name,
      'decision', r.decision, 'comments', r.comments, 'created_at', r.created_at,
      'open', r.position = 1 and r.waiting)
    order by r.created_at desc, r.kind, r.id desc), '[]'::jsonb)
  from ranked r
$$;
revoke all on function public.my_review_notes(text, uuid) from public, anon;
grant execute on function public.my_review_notes(text, uuid) to authenticated, service_role;
