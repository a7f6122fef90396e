-- Issue 36, items 5 and 6: reviews after the trip. One review per booking (or per provider
-- request), written by its buyer once the trip is over and within 60 days; the tour's owner (or
-- the provider) answers it publicly once; an admin hides an abusive one with a reason (audited, the
-- author is e-mailed). The figures on tours and providers (20261203000100) follow the visible
-- reviews through the trigger below; everything is read and written through the functions here.
-- The request side (who may review a provider request) is in 20261203000300, after the request
-- lifecycle's migration.

-- The table --------------------------------------------------------------------------------------

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references auth.users (id) on delete cascade,
  -- What was reviewed: a booking of a tour, or a request to a provider.
  booking_id uuid unique references public.bookings (id) on delete cascade,
  tour_id uuid references public.tours (id) on delete cascade,
  request_id uuid unique references public.provider_requests (id) on delete cascade,
  provider_id uuid references public.service_providers (id) on delete cascade,
  -- As the public sees the author: first name and last initial ("Vera V."), never the e-mail.
  author_name text not null check (pg_catalog.char_length(author_name) between 1 and 80),
  stars integer not null check (stars between 1 and 5),
  organization integer check (organization between 1 and 5),
  safety integer check (safety between 1 and 5),
  value integer check (value between 1 and 5),
  body text not null default '' check (pg_catalog.char_length(body) <= 2000),
  -- The day of the trip (São Paulo), shown beside the review.
  trip_date date not null,
  answer text check (pg_catalog.char_length(answer) between 1 and 1000),
  answered_at timestamptz,
  answered_by uuid references auth.users (id) on delete set null,
  hidden_at timestamptz,
  hidden_reason text check (pg_catalog.char_length(hidden_reason) between 3 and 500),
  hidden_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((booking_id is not null and tour_id is not null and request_id is null and provider_id is null)
    or (request_id is not null and provider_id is not null and booking_id is null and tour_id is null)),
  check ((answer is null) = (answered_at is null)),
  check ((hidden_at is null) = (hidden_reason is null))
);
-- The public lists (newest visible first) and the owner's and author's lists.
create index reviews_tour_visible_idx on public.reviews (tour_id, created_at desc, id)
  where hidden_at is null and tour_id is not null;
create index reviews_provider_visible_idx on public.reviews (provider_id, created_at desc, id)
  where hidden_at is null and provider_id is not null;
create index reviews_author_idx on public.reviews (author_id);
create index reviews_created_idx on public.reviews (created_at desc, id);

-- Anyone reads visible reviews through public_reviews; the author reads their own rows, an admin
-- every row. Nobody writes but the functions below.
alter table public.reviews enable row level security;
revoke all on table public.reviews from public, anon, authenticated;
grant select on table public.reviews to authenticated;
grant all on table public.reviews to service_role;
create policy "reviews: author reads own" on public.reviews for select to authenticated
  using (author_id = (select auth.uid()));
create policy "reviews: admin reads all" on public.reviews for select to authenticated
  using ((select private.is_admin()));

-- The figures ------------------------------------------------------------------------------------

-- One review's stars joining (+1) or leaving (-1) its tour's or provider's figures.
create function private.move_rating(tour uuid, provider uuid, stars integer, sign integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if tour is not null then
    update public.tours t set
      rating_count = t.rating_count + sign,
      rating_total = t.rating_total + sign * stars,
      rating_histogram[stars] = t.rating_histogram[stars] + sign
    where t.id = tour;
  end if;
  if provider is not null then
    update public.service_providers p set
      rating_count = p.rating_count + sign,
      rating_total = p.rating_total + sign * stars,
      rating_histogram[stars] = p.rating_histogram[stars] + sign
    where p.id = provider;
  end if;
end;
$$;
revoke all on function private.move_rating(uuid, uuid, integer, integer) from public, anon, authenticated;

-- Visible reviews only: hiding one takes its stars out, showing it again puts them back.
create function private.reviews_move_ratings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.hidden_at is null then
    perform private.move_rating(old.tour_id, old.provider_id, old.stars, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.hidden_at is null then
    perform private.move_rating(new.tour_id, new.provider_id, new.stars, 1);
  end if;
  return null;
end;
$$;
revoke all on function private.reviews_move_ratings() from public, anon, authenticated;
create trigger reviews_move_ratings_ins after insert on public.reviews
  for each row execute function private.reviews_move_ratings();
create trigger reviews_move_ratings_upd after update of stars, hidden_at, tour_id, provider_id
  on public.reviews for each row
  when (old.stars is distinct from new.stars or (old.hidden_at is null) <> (new.hidden_at is null)
    or old.tour_id is distinct from new.tour_id or old.provider_id is distinct from new.provider_id)
  execute function private.reviews_move_ratings();
create trigger reviews_move_ratings_del after delete on public.reviews
  for each row execute function private.reviews_move_ratings();

-- A new figure is not an edit: updated_at is the version the admin's review screens compare
-- (tour_review_version, service_review_version), and a review must not make it stale. These run
-- after *_touch_updated_at (triggers fire by name).
create function private.rating_keeps_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (pg_catalog.to_jsonb(new) - array['rating_count', 'rating_total', 'rating_histogram', 'updated_at'])
     = (pg_catalog.to_jsonb(old) - array['rating_count', 'rating_total', 'rating_histogram', 'updated_at']) then
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
revoke all on function private.rating_keeps_updated_at() from public, anon, authenticated;
create trigger tours_unchanged_by_rating before update of rating_count, rating_total, rating_histogram
  on public.tours for each row execute function private.rating_keeps_updated_at();
create trigger service_providers_unchanged_by_rating
  before update of rating_count, rating_total, rating_histogram
  on public.service_providers for each row execute function private.rating_keeps_updated_at();

-- Recounts every figure from the visible reviews (after a bulk load, or to repair them).
create function private.refresh_ratings()
returns void
language sql
security definer
set search_path = ''
as $$
  with counted as (
    select t.id,
      pg_catalog.count(r.id)::integer as n,
      coalesce(pg_catalog.sum(r.stars), 0)::integer as total,
      array[pg_catalog.count(*) filter (where r.stars = 1), pg_catalog.count(*) filter (where r.stars = 2),
        pg_catalog.count(*) filter (where r.stars = 3), pg_catalog.count(*) filter (where r.stars = 4),
        pg_catalog.count(*) filter (where r.stars = 5)]::integer[] as histogram
    from public.tours t
    left join public.reviews r on r.tour_id = t.id and r.hidden_at is null
    group by t.id
  )
  update public.tours t set rating_count = c.n, rating_total = c.total, rating_histogram = c.histogram
  from counted c
  where c.id = t.id and (t.rating_count, t.rating_total, t.rating_histogram) is distinct from (c.n, c.total, c.histogram);
  with counted as (
    select p.id,
      pg_catalog.count(r.id)::integer as n,
      coalesce(pg_catalog.sum(r.stars), 0)::integer as total,
      array[pg_catalog.count(*) filter (where r.stars = 1), pg_catalog.count(*) filter (where r.stars = 2),
        pg_catalog.count(*) filter (where r.stars = 3), pg_catalog.count(*) filter (where r.stars = 4),
        pg_catalog.count(*) filter (where r.stars = 5)]::integer[] as histogram
    from public.service_providers p
    left join public.reviews r on r.provider_id = p.id and r.hidden_at is null
    group by p.id
  )
  update public.service_providers p set rating_count = c.n, rating_total = c.total, rating_histogram = c.histogram
  from counted c
  where c.id = p.id and (p.rating_count, p.rating_total, p.rating_histogram) is distinct from (c.n, c.total, c.histogram);
$$;
revoke all on function private.refresh_ratings() from public, anon, authenticated;

-- The average people read: one decimal, null without reviews.
create function private.rating_avg(total integer, n integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when n > 0 then pg_catalog.round(total::numeric / n, 1) end
$$;
revoke all on function private.rating_avg(integer, integer) from public, anon, authenticated;

-- Who may review ---------------------------------------------------------------------------------

-- "Vera Visitante" → "Vera V."; one word stays whole; nothing usable → "Viajante".
create function private.short_name(full_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  with words as (
    select pg_catalog.regexp_split_to_array(pg_catalog.btrim(coalesce(full_name, '')), '\s+') as w
  )
  select case
    when pg_catalog.btrim(coalesce(full_name, '')) = '' or full_name like '%@%' then 'Viajante'
    when pg_catalog.cardinality(w) = 1 then pg_catalog.left(w[1], 40)
    else pg_catalog.left(w[1], 40) || ' ' || pg_catalog.upper(pg_catalog.left(w[pg_catalog.cardinality(w)], 1)) || '.'
  end
  from words
$$;
revoke all on function private.short_name(text) from public, anon, authenticated;

-- The name a person's reviews are signed with: their profile's name, else the name they gave
-- when booking or asking; never the e-mail.
create function private.review_author_name(author uuid, fallback text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.short_name(coalesce(
    (select coalesce(nullif(pg_catalog.btrim(pr.full_name), ''), nullif(pg_catalog.btrim(pr.nome), ''),
       nullif(pg_catalog.btrim(p.name), ''))
     from auth.users u
     left join public.profiles pr on pr.id = u.id
     left join public.perfis_usuarios p on p.id = u.id
     where u.id = author),
    fallback))
$$;
revoke all on function private.review_author_name(uuid, text) from public, anon, authenticated;

-- Why the signed-in person may not review this booking (null: they may): review_not_allowed
-- (not their booking, not confirmed — a no-show or a cancelled one — or the trip not over yet),
-- review_exists (reviewed already), review_window_closed (60 days after the trip ended).
create function private.booking_review_refusal(p_booking uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when b.id is null or b.status <> 'confirmed' or d.status = 'cancelled'
      or d.starts_at + pg_catalog.make_interval(mins => t.duration_minutes) > private.now()
      then 'review_not_allowed'
    when exists (select 1 from public.reviews r where r.booking_id = b.id) then 'review_exists'
    when d.starts_at + pg_catalog.make_interval(mins => t.duration_minutes) + interval '60 days'
      <= private.now() then 'review_window_closed'
  end
  from (select 1) one
  left join public.bookings b on b.id = p_booking and b.buyer_id = auth.uid()
  left join public.departures d on d.id = b.departure_id
  left join public.tours t on t.id = d.tour_id
$$;
revoke all on function private.booking_review_refusal(uuid) from public, anon, authenticated;

create function private.can_review_booking(p_booking uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.booking_review_refusal(p_booking) is null
$$;
revoke all on function private.can_review_booking(uuid) from public, anon, authenticated;

-- The request side needs the request lifecycle (completed, finished_at): 20261203000300 replaces
-- these two with the rule. Until then no request can be reviewed.
create function private.request_review_refusal(p_request uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select 'review_not_allowed'::text
$$;
revoke all on function private.request_review_refusal(uuid) from public, anon, authenticated;

create function private.can_review_request(p_request uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.request_review_refusal(p_request) is null
$$;
revoke all on function private.can_review_request(uuid) from public, anon, authenticated;

-- Writing, answering, hiding ---------------------------------------------------------------------

-- The buyer's (or requester's) review: stars 1–5, three optional sub-ratings 1–5, optional text
-- up to 2,000 characters. Exactly one of p_booking, p_request.
create function public.submit_review(
  p_booking uuid default null,
  p_request uuid default null,
  p_stars integer default null,
  p_organization integer default null,
  p_safety integer default null,
  p_value integer default null,
  p_body text default ''
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  refusal text;
  body text := pg_catalog.btrim(coalesce(p_body, ''));
  created public.reviews;
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if (p_booking is null) = (p_request is null) then
    perform private.refuse('review_not_allowed');
  end if;
  if p_stars is null or p_stars not between 1 and 5 or p_organization not between 1 and 5
     or p_safety not between 1 and 5 or p_value not between 1 and 5 then
    perform private.refuse('review_stars_invalid');
  end if;
  if pg_catalog.char_length(body) > 2000 then
    perform private.refuse('review_text_too_long', pg_catalog.jsonb_build_object('max', 2000));
  end if;

  if p_booking is not null then
    -- The booking's row is locked so two tabs cannot both pass the "once" check.
    perform 1 from public.bookings b where b.id = p_booking and b.buyer_id = me for update;
    refusal := private.booking_review_refusal(p_booking);
    if refusal is not null then
      perform private.refuse(refusal);
    end if;
    insert into public.reviews (author_id, booking_id, tour_id, author_name, stars, organization,
      safety, value, body, trip_date, created_at)
    select me, b.id, d.tour_id, private.review_author_name(me, b.contact_name), p_stars,
      p_organization, p_safety, p_value, body,
      (d.starts_at at time zone 'America/Sao_Paulo')::date, private.now()
    from public.bookings b join public.departures d on d.id = b.departure_id
    where b.id = p_booking
    returning * into created;
  else
    perform 1 from public.provider_requests r where r.id = p_request and r.requester_id = me for update;
    refusal := private.request_review_refusal(p_request);
    if refusal is not null then
      perform private.refuse(refusal);
    end if;
    insert into public.reviews (author_id, request_id, provider_id, author_name, stars, organization,
      safety, value, body, trip_date, created_at)
    select me, r.id, r.provider_id, private.review_author_name(me, r.requester_name), p_stars,
      p_organization, p_safety, p_value, body,
      coalesce((pg_catalog.to_jsonb(r) ->> 'needed_on')::date,
        (coalesce((pg_catalog.to_jsonb(r) ->> 'finished_at')::timestamptz, r.needed_at, private.now())
          at time zone 'America/Sao_Paulo')::date),
      private.now()
    from public.provider_requests r
    where r.id = p_request
    returning * into created;
  end if;
  return pg_catalog.jsonb_build_object('id', created.id);
exception
  -- Two submits racing past the check: the unique key keeps one.
  when unique_violation then
    perform private.refuse('review_exists');
end;
$$;
revoke all on function public.submit_review(uuid, uuid, integer, integer, integer, integer, text) from public, anon;
grant execute on function public.submit_review(uuid, uuid, integer, integer, integer, integer, text)
  to authenticated;

-- The public answer of the tour's owner (or the provider), once, 1–1,000 characters.
create function public.answer_review(p_review uuid, p_answer text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  reply text := pg_catalog.btrim(coalesce(p_answer, ''));
  review public.reviews;
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  select * into review from public.reviews r where r.id = p_review for update;
  if review.id is null then
    perform private.refuse('review_not_found');
  end if;
  if not (coalesce(review.provider_id = me, false)
     or exists (select 1 from public.tours t where t.id = review.tour_id and t.owner_id = me)) then
    perform private.refuse('answer_not_allowed');
  end if;
  if review.answer is not null then
    perform private.refuse('answer_exists');
  end if;
  if pg_catalog.char_length(reply) not between 1 and 1000 then
    perform private.refuse('answer_invalid', pg_catalog.jsonb_build_object('max', 1000));
  end if;
  update public.reviews r set answer = reply, answered_at = private.now(), answered_by = me
  where r.id = review.id
  returning * into review;
  perform private.audit('review.answer', 'reviews/' || review.id,
    pg_catalog.jsonb_build_object('answer', review.answer));
  return pg_catalog.jsonb_build_object('id', review.id, 'answer', review.answer,
    'answered_at', review.answered_at);
end;
$$;
revoke all on function public.answer_review(uuid, text) from public, anon;
grant execute on function public.answer_review(uuid, text) to authenticated;

-- An admin hides an abusive review: the reason (3–500 characters) is kept, audited and e-mailed to
-- the author; the review leaves the public lists and the figures.
create function public.admin_hide_review(p_review uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text := pg_catalog.btrim(coalesce(p_reason, ''));
  review public.reviews;
  subject text;
  subject_path text;
begin
  perform private.require_admin();
  select * into review from public.reviews r where r.id = p_review for update;
  if review.id is null then
    perform private.refuse('review_not_found');
  end if;
  if review.hidden_at is not null then
    perform private.refuse('already_hidden');
  end if;
  if pg_catalog.char_length(reason) not between 3 and 500 then
    perform private.refuse('reason_required');
  end if;
  update public.reviews r set hidden_at = private.now(), hidden_reason = reason, hidden_by = auth.uid()
  where r.id = review.id
  returning * into review;
  perform private.audit_change('review.hide', 'reviews/' || review.id,
    pg_catalog.jsonb_build_object('hidden', false),
    pg_catalog.jsonb_build_object('hidden', true, 'reason', reason),
    pg_catalog.jsonb_build_object('stars', review.stars));
  if review.tour_id is not null then
    select t.title, '/passeios/' || t.slug into subject, subject_path
    from public.tours t where t.id = review.tour_id;
  else
    select p.business_name, '/prestadores/' || (pg_catalog.to_jsonb(p) ->> 'slug')
    into subject, subject_path
    from public.service_providers p where p.id = review.provider_id;
  end if;
  perform private.queue_email(review.author_id, 'review_hidden', pg_catalog.jsonb_build_object(
    'summary', pg_catalog.format('Sua avaliação de "%s" foi ocultada.', subject),
    'review_id', review.id, 'subject_title', subject, 'subject_path', subject_path,
    'author_name', review.author_name, 'stars', review.stars, 'body', review.body,
    'trip_date', review.trip_date, 'reason', reason));
  return pg_catalog.jsonb_build_object('id', review.id, 'hidden_at', review.hidden_at,
    'hidden_reason', review.hidden_reason);
end;
$$;
revoke all on function public.admin_hide_review(uuid, text) from public, anon, service_role;
grant execute on function public.admin_hide_review(uuid, text) to authenticated;

-- A hidden review shown again (a mistake undone): audited; its stars rejoin the figures.
create function public.admin_unhide_review(p_review uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.reviews;
  previous text;
begin
  perform private.require_admin();
  select * into review from public.reviews r where r.id = p_review for update;
  if review.id is null then
    perform private.refuse('review_not_found');
  end if;
  if review.hidden_at is null then
    perform private.refuse('not_hidden');
  end if;
  previous := review.hidden_reason;
  update public.reviews r set hidden_at = null, hidden_reason = null, hidden_by = null
  where r.id = review.id;
  perform private.audit_change('review.unhide', 'reviews/' || review.id,
    pg_catalog.jsonb_build_object('hidden', true, 'reason', previous),
    pg_catalog.jsonb_build_object('hidden', false));
  return pg_catalog.jsonb_build_object('id', review.id, 'hidden_at', null, 'hidden_reason', null);
end;
$$;
revoke all on function public.admin_unhide_review(uuid) from public, anon, service_role;
grant execute on function public.admin_unhide_review(uuid) to authenticated;

-- Reading ----------------------------------------------------------------------------------------

-- A review as anyone reads it.
create function private.public_review_json(r public.reviews)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('id', r.id, 'author_name', r.author_name,
    'trip_date', r.trip_date, 'stars', r.stars, 'organization', r.organization, 'safety', r.safety,
    'value', r.value, 'body', r.body, 'answer', r.answer, 'answered_at', r.answered_at,
    'created_at', r.created_at)
$$;
revoke all on function private.public_review_json(public.reviews) from public, anon, authenticated;

-- Whether a provider's reviews are public: 20261203000300 replaces this with the directory's rule
-- (private.provider_is_public: an approved service, the account not blocked), which comes after.
create function private.provider_reviews_public(provider uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.service_providers p where p.id = provider)
$$;
revoke all on function private.provider_reviews_public(uuid) from public, anon, authenticated;

-- The summary and one page of the newest visible reviews of a published tour or of a provider
-- (exactly one of the two); null for one nobody may see (a tour not published, a provider not in
-- the directory).
create function public.public_reviews(
  p_tour uuid default null,
  p_provider uuid default null,
  p_limit integer default 5,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  n integer;
  total integer;
  histogram integer[];
begin
  if (p_tour is null) = (p_provider is null) then
    perform private.refuse('invalid_filter');
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 50 or p_offset is null or p_offset < 0 then
    perform private.refuse('invalid_page');
  end if;
  if p_tour is not null then
    select t.rating_count, t.rating_total, t.rating_histogram into n, total, histogram
    from public.tours t where t.id = p_tour and t.status = 'published';
  else
    select p.rating_count, p.rating_total, p.rating_histogram into n, total, histogram
    from public.service_providers p where p.id = p_provider and private.provider_reviews_public(p.id);
  end if;
  if n is null then
    return null;
  end if;
  return (
    select pg_catalog.jsonb_build_object(
      'summary', pg_catalog.jsonb_build_object(
        'rating_avg', private.rating_avg(total, n),
        'rating_count', n,
        'histogram', pg_catalog.to_jsonb(histogram),
        'organization', sub.organization, 'safety', sub.safety, 'value', sub.value),
      'total', n,
      'items', coalesce((
        select pg_catalog.jsonb_agg(private.public_review_json(r) order by r.created_at desc, r.id desc)
        from (
          select * from public.reviews r
          where r.hidden_at is null
            and (case when p_tour is not null then r.tour_id = p_tour else r.provider_id = p_provider end)
          order by r.created_at desc, r.id desc
          offset p_offset limit p_limit
        ) r), '[]'::jsonb))
    from (
      select pg_catalog.round(pg_catalog.avg(r.organization), 1) as organization,
        pg_catalog.round(pg_catalog.avg(r.safety), 1) as safety,
        pg_catalog.round(pg_catalog.avg(r.value), 1) as value
      from public.reviews r
      where r.hidden_at is null
        and (case when p_tour is not null then r.tour_id = p_tour else r.provider_id = p_provider end)
    ) sub);
end;
$$;
revoke all on function public.public_reviews(uuid, uuid, integer, integer) from public;
grant execute on function public.public_reviews(uuid, uuid, integer, integer) to anon, authenticated, service_role;

-- A review with what it is about, for the owner's and the admin's lists.
create function private.review_with_subject(r public.reviews)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.public_review_json(r) || pg_catalog.jsonb_build_object(
    'tour_id', r.tour_id, 'provider_id', r.provider_id,
    'subject_title', coalesce(
      (select t.title from public.tours t where t.id = r.tour_id),
      (select p.business_name from public.service_providers p where p.id = r.provider_id), ''),
    'hidden_at', r.hidden_at)
$$;
revoke all on function private.review_with_subject(public.reviews) from public, anon, authenticated;

-- The signed-in owner's (tours) and provider's reviews, the unanswered ones first, then newest.
-- Hidden ones are listed too (with hidden_at) so the owner knows why a review disappeared.
create function public.my_reviews_to_answer(p_limit integer default 100, p_offset integer default 0)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_offset is null or p_offset < 0 then
    perform private.refuse('invalid_page');
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(private.review_with_subject(x)
      order by (x.answer is null and x.hidden_at is null) desc, x.created_at desc, x.id desc)
    from (
      select r.* from public.reviews r
      where r.provider_id = me
         or r.tour_id in (select t.id from public.tours t where t.owner_id = me)
      order by (r.answer is null and r.hidden_at is null) desc, r.created_at desc, r.id desc
      offset p_offset limit p_limit
    ) x), '[]'::jsonb);
end;
$$;
revoke all on function public.my_reviews_to_answer(integer, integer) from public, anon;
grant execute on function public.my_reviews_to_answer(integer, integer) to authenticated;

-- The admin's "Avaliações": every review, the hidden ones, or the low ones (1–2 stars); newest
-- first, with the author's e-mail.
create function public.admin_reviews(
  p_filter text default 'all',
  p_limit integer default 20,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  filter text := coalesce(p_filter, 'all');
begin
  perform private.require_admin();
  if filter not in ('all', 'hidden', 'low') then
    perform private.refuse('invalid_filter', pg_catalog.jsonb_build_object('filter', filter));
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 or p_offset is null or p_offset < 0 then
    perform private.refuse('invalid_page');
  end if;
  return (
    select pg_catalog.jsonb_build_object(
      'total', (select pg_catalog.count(*)::integer from public.reviews r
        where filter = 'all' or (filter = 'hidden' and r.hidden_at is not null)
          or (filter = 'low' and r.stars <= 2)),
      'items', coalesce((
        select pg_catalog.jsonb_agg(private.review_with_subject(x) || pg_catalog.jsonb_build_object(
            'author_email', (select u.email from auth.users u where u.id = x.author_id),
            'hidden_reason', x.hidden_reason)
          order by x.created_at desc, x.id desc)
        from (
          select r.* from public.reviews r
          where filter = 'all' or (filter = 'hidden' and r.hidden_at is not null)
            or (filter = 'low' and r.stars <= 2)
          order by r.created_at desc, r.id desc
          offset p_offset limit p_limit
        ) x), '[]'::jsonb)));
end;
$$;
revoke all on function public.admin_reviews(text, integer, integer) from public, anon, service_role;
grant execute on function public.admin_reviews(text, integer, integer) to authenticated;

-- The audit log names a review by its author and what it is about ------------------------------

-- As 20261202000500, plus 'reviews/<id>' ("Vera V. sobre Passeio de escuna ...").
create or replace function private.audit_target(target text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  kind text := pg_catalog.split_part(target, '/', 1);
  target_key text := pg_catalog.substr(target, pg_catalog.length(pg_catalog.split_part(target, '/', 1)) + 2);
  target_id uuid;
  target_name text;
  target_when timestamptz;
begin
  if target_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    target_id := target_key::uuid;
  end if;
  case kind
    when 'users' then
      target_name := private.person_name(target_id);
    when 'tours' then
      select t.title into target_name from public.tours t where t.id = target_id;
    when 'boats' then
      select b.name into target_name from public.boats b where b.id = target_id;
    when 'bookings' then
      select b.code into target_name from public.bookings b where b.id = target_id;
    when 'departures' then
      select t.title, d.starts_at into target_name, target_when
      from public.departures d join public.tours t on t.id = d.tour_id where d.id = target_id;
    when 'payments' then
      select b.code into target_name
      from public.payments p join public.bookings b on b.id = p.booking_id where p.txid = target_key;
    when 'refunds' then
      select b.code into target_name
      from public.refunds r join public.bookings b on b.id = r.booking_id where r.id = target_id;
    when 'payment_issues' then
      -- 'payment_issues/<kind>' when recorded, 'payment_issues/<id>' when resolved.
      select b.code into target_name
      from public.payment_issues i join public.bookings b on b.id = i.booking_id where i.id = target_id;
    when 'passengers' then
      select p.full_name into target_name from public.passengers p where p.id = target_id;
    when 'provider_services' then
      select s.title into target_name from public.provider_services s where s.id = target_id;
    when 'provider_requests' then
      select r.requester_name into target_name from public.provider_requests r where r.id = target_id;
    when 'reviews' then
      select r.author_name || ' sobre ' || coalesce(t.title, p.business_name, '')
      into target_name
      from public.reviews r
      left join public.tours t on t.id = r.tour_id
      left join public.service_providers p on p.id = r.provider_id
      where r.id = target_id;
    else
      null;
  end case;
  return pg_catalog.jsonb_build_object('kind', kind, 'name', target_name, 'when', target_when);
end;
$$;
