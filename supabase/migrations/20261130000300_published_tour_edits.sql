-- Editing a published tour (issue 33, item 2). What a visitor sees is what an admin checked:
--   * What the tour IS (title, summary, slug, place, roteiro, inclui / não inclui, ponto de
--     encontro, o que levar, fotos, idiomas, duração, idades) edited by its owner sends a published
--     tour back to review (status in_review), as an edited provider service goes back to pending.
--     In review it leaves the listing and its departures stop selling (holds refuse a tour that
--     is not published); bookings already made are untouched. admin_decide_tour's version check
--     (seen_updated_at) keeps working: every edit moves updated_at.
--   * Prices (adult, child, boarding fee) and cancellation tiers take effect at once, for new holds
--     only (a booking keeps the prices and terms it was made with), audited as tour.price_change
--     with before and after. A price per seat (price + boarding fee, adult or child) more than 50%
--     above the one the admin last approved goes back to review as well.
-- Both automatic moves are audited with who (the owner) and which fields changed.

-- The prices the admin approved when the tour was last published: the bound of a raise without
-- review is counted from these, so repeated small raises cannot add up past it.
create table private.tour_reviewed_prices (
  tour_id uuid primary key references public.tours (id) on delete cascade,
  price_adult integer not null,
  price_child integer not null,
  boarding_fee integer not null,
  reviewed_at timestamptz not null
);
revoke all on table private.tour_reviewed_prices from public, anon, authenticated;

insert into private.tour_reviewed_prices (tour_id, price_adult, price_child, boarding_fee, reviewed_at)
select t.id, t.price_adult, t.price_child, t.boarding_fee, t.updated_at
from public.tours t where t.status = 'published';

create function private.remember_reviewed_prices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published') then
    insert into private.tour_reviewed_prices (tour_id, price_adult, price_child, boarding_fee, reviewed_at)
    values (new.id, new.price_adult, new.price_child, new.boarding_fee, private.now())
    on conflict (tour_id) do update set price_adult = excluded.price_adult,
      price_child = excluded.price_child, boarding_fee = excluded.boarding_fee,
      reviewed_at = excluded.reviewed_at;
  end if;
  return null;
end;
$$;
revoke all on function private.remember_reviewed_prices() from public, anon, authenticated;
create trigger tours_remember_reviewed_prices after insert or update of status on public.tours
  for each row execute function private.remember_reviewed_prices();

-- What the tour page needs, as submit_tour_for_review lists it (bar the default boat, which
-- visitors never see and tours published before it existed lack): an edit that sends a published
-- tour back to review cannot leave its page incomplete.
create function private.tour_missing(tour public.tours)
returns text[]
language sql
stable
set search_path = ''
as $$
  select pg_catalog.array_remove(array[
    case when pg_catalog.jsonb_array_length(tour.itinerary) = 0 then 'itinerary' end,
    case when coalesce(pg_catalog.btrim(tour.meeting_point ->> 'address'), '') = '' then 'meeting_point' end,
    case when pg_catalog.jsonb_array_length(tour.photos) = 0 then 'photos' end,
    case when pg_catalog.length(pg_catalog.btrim(tour.summary)) < 20 then 'summary' end
  ], null)
$$;
revoke all on function private.tour_missing(public.tours) from public, anon, authenticated;

-- The keys of an object that are in a list ({} for none).
create function private.jsonb_pick(obj jsonb, keys text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from pg_catalog.jsonb_each(obj) e where e.key = any (keys)
$$;
revoke all on function private.jsonb_pick(jsonb, text[]) from public, anon, authenticated;

-- Runs after tours_guard_status (triggers fire by name), so the status it sets is not taken for
-- the owner's own status change. Security definer to read the approved prices and write the
-- audit; the caller is told apart by the session role (PostgREST's SET ROLE), which a definer
-- function does not change: only the owner's REST edits count ('authenticated' has no other
-- update path to tour content; the admin's functions change the status only).
create function private.published_tour_edited()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  content_before jsonb;
  content_after jsonb;
  money_before jsonb;
  money_after jsonb;
  content_changed text[];
  money_changed text[];
  approved private.tour_reviewed_prices;
  over_bound boolean := false;
  missing text[];
  review_fields text[];
begin
  if pg_catalog.current_setting('role', true) is distinct from 'authenticated'
     or old.status <> 'published' or new.status <> 'published' then
    return new;
  end if;

  content_before := pg_catalog.jsonb_build_object('title', old.title, 'summary', old.summary,
    'slug', old.slug, 'beach_id', old.beach_id, 'place', old.place, 'itinerary', old.itinerary,
    'included', old.included, 'not_included', old.not_included, 'meeting_point', old.meeting_point,
    'what_to_bring', old.what_to_bring, 'photos', old.photos, 'languages', old.languages,
    'duration_minutes', old.duration_minutes, 'minimum_age', old.minimum_age,
    'child_max_age', old.child_max_age, 'lap_max_age', old.lap_max_age);
  content_after := pg_catalog.jsonb_build_object('title', new.title, 'summary', new.summary,
    'slug', new.slug, 'beach_id', new.beach_id, 'place', new.place, 'itinerary', new.itinerary,
    'included', new.included, 'not_included', new.not_included, 'meeting_point', new.meeting_point,
    'what_to_bring', new.what_to_bring, 'photos', new.photos, 'languages', new.languages,
    'duration_minutes', new.duration_minutes, 'minimum_age', new.minimum_age,
    'child_max_age', new.child_max_age, 'lap_max_age', new.lap_max_age);
  money_before := pg_catalog.jsonb_build_object('price_adult', old.price_adult,
    'price_child', old.price_child, 'boarding_fee', old.boarding_fee,
    'cancellation_tiers', old.cancellation_tiers);
  money_after := pg_catalog.jsonb_build_object('price_adult', new.price_adult,
    'price_child', new.price_child, 'boarding_fee', new.boarding_fee,
    'cancellation_tiers', new.cancellation_tiers);

  select coalesce(pg_catalog.array_agg(a.key order by a.key), '{}') into content_changed
  from pg_catalog.jsonb_each(content_after) a where a.value is distinct from content_before -> a.key;
  select coalesce(pg_catalog.array_agg(a.key order by a.key), '{}') into money_changed
  from pg_catalog.jsonb_each(money_after) a where a.value is distinct from money_before -> a.key;
  if pg_catalog.cardinality(content_changed) = 0 and pg_catalog.cardinality(money_changed) = 0 then
    return new;
  end if;

  if pg_catalog.cardinality(money_changed) > 0 then
    select * into approved from private.tour_reviewed_prices r where r.tour_id = old.id;
    if not found then
      approved := row(old.id, old.price_adult, old.price_child, old.boarding_fee, old.updated_at);
    end if;
    -- Per seat, as the buyer pays it: more than 1.5 × the approved price needs the admin.
    over_bound := 2 * (new.price_adult + new.boarding_fee) > 3 * (approved.price_adult + approved.boarding_fee)
      or 2 * (new.price_child + new.boarding_fee) > 3 * (approved.price_child + approved.boarding_fee);
    perform private.audit_change('tour.price_change', 'tours/' || old.id,
      private.jsonb_pick(money_before, money_changed), private.jsonb_pick(money_after, money_changed),
      pg_catalog.jsonb_build_object('fields', money_changed, 'needs_review', over_bound,
        'approved', pg_catalog.jsonb_build_object('price_adult', approved.price_adult,
          'price_child', approved.price_child, 'boarding_fee', approved.boarding_fee)));
  end if;

  if pg_catalog.cardinality(content_changed) > 0 or over_bound then
    missing := private.tour_missing(new);
    if pg_catalog.cardinality(missing) > 0 then
      perform private.refuse('tour_incomplete', pg_catalog.jsonb_build_object('missing', missing));
    end if;
    new.status := 'in_review';
    review_fields := content_changed || case when over_bound then money_changed else '{}'::text[] end;
    perform private.audit_change('tour.back_to_review', 'tours/' || old.id,
      pg_catalog.jsonb_build_object('status', old.status)
        || private.jsonb_pick(content_before || money_before, review_fields),
      pg_catalog.jsonb_build_object('status', new.status)
        || private.jsonb_pick(content_after || money_after, review_fields),
      pg_catalog.jsonb_build_object('fields', review_fields, 'price_over_bound', over_bound));
  end if;
  return new;
end;
$$;
revoke all on function private.published_tour_edited() from public, anon, authenticated;
create trigger tours_published_edit_review before update on public.tours
  for each row execute function private.published_tour_edited();
