-- Issue 36: the service providers' public side and the request lifecycle.
--   * Providers get a public address (slug), an "about" text, a photo, the beaches they work on
--     and the moment an admin verified their Cadastur (set on approving a service, cleared when
--     the number changes). A provider is public once an admin approved one of their services.
--   * Services say how long they take and what is included.
--   * A request runs pending → accepted | declined → completed | no_show, or cancelled by whoever
--     asked (pending or accepted, before the day). It carries how many people and the requester's
--     phone, which the provider reads only once they accepted (provider_inbox).
--   * Everything goes through definer functions: provider_directory and provider_profile for
--     everyone, send/cancel for the requester, respond/finish/provider_inbox for the provider.

-- Helpers ----------------------------------------------------------------------------------------

-- "Bárbara Fotografia & Cia" → "barbara-fotografia-cia": the accents the names use, stripped.
create function private.slugify(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.translate(pg_catalog.lower(coalesce(value, '')),
      'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny'),
    '[^a-z0-9]+', '-', 'g'), '-'), 60), ''), 'prestador')
$$;
revoke all on function private.slugify(text) from public, anon, authenticated;

-- Today in São Paulo, by the rules' clock.
create function private.sao_paulo_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (private.now() at time zone 'America/Sao_Paulo')::date
$$;
revoke all on function private.sao_paulo_today() from public, anon, authenticated;

-- Providers ----------------------------------------------------------------------------------------

alter table public.service_providers
  add column slug text,
  add column about text not null default '',
  add column photo_url text,
  add column beaches text[] not null default '{}',
  add column cadastur_verified_at timestamptz,
  add constraint service_providers_slug_shape check (
    slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and pg_catalog.char_length(slug) <= 80),
  add constraint service_providers_about_length check (pg_catalog.char_length(about) <= 2000),
  -- A public address (the Storage's public URL) or a picture the site ships (/images/...).
  add constraint service_providers_photo_url_shape check (
    photo_url is null or (pg_catalog.char_length(photo_url) <= 500
      and photo_url ~ '^(https?://|/)[^[:space:]"<>]+$')),
  add constraint service_providers_beaches_known check (
    beaches <@ array['praia-do-forno', 'baia-do-sancho', 'jericoacoara', 'alter-do-chao',
      'praia-do-rosa']::text[]
    and pg_catalog.array_position(beaches, null) is null);

-- A slug nobody has yet: the name's, then "-2", "-3", ...
create function private.unique_provider_slug(name text, self uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  base constant text := private.slugify(name);
  candidate text := base;
  n integer := 1;
begin
  while exists (select 1 from public.service_providers sp where sp.slug = candidate and sp.id <> self) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return candidate;
end;
$$;
revoke all on function private.unique_provider_slug(text, uuid) from public, anon, authenticated;

update public.service_providers sp
set slug = private.unique_provider_slug(sp.business_name, sp.id)
where sp.slug is null;

alter table public.service_providers
  alter column slug set not null,
  add constraint service_providers_slug_key unique (slug);

-- New providers get their slug from the business name; it stays when the name changes later
-- (shared links keep working). The Cadastur verification belongs to the number the admin saw.
create function private.service_provider_public_fields()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.slug is null then
      perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('service_providers:slug', 0));
      new.slug := private.unique_provider_slug(new.business_name, new.id);
    end if;
  elsif new.cadastur is distinct from old.cadastur then
    new.cadastur_verified_at := null;
  end if;
  return new;
end;
$$;
revoke all on function private.service_provider_public_fields() from public, anon, authenticated;
create trigger service_providers_public_fields before insert or update on public.service_providers
  for each row execute function private.service_provider_public_fields();

grant update (about, photo_url, beaches) on table public.service_providers to authenticated;

-- Approved = at least one service an admin approved, and the account not blocked.
create function private.provider_is_public(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.provider_services s
                 where s.provider_id = target and s.status = 'approved')
    and not exists (select 1 from auth.users u
                    where u.id = target and u.banned_until > private.now())
$$;
revoke all on function private.provider_is_public(uuid) from public, anon, authenticated;

-- Services -----------------------------------------------------------------------------------------

alter table public.provider_services
  add column duration_minutes integer check (duration_minutes between 15 and 1440),
  -- "Inclui": at most 12 items, each a non-blank text of at most 80 characters. (A check the API
  -- roles evaluate themselves: built-in functions only.)
  add column included jsonb not null default '[]'::jsonb check (
    pg_catalog.jsonb_typeof(included) = 'array' and pg_catalog.jsonb_array_length(included) <= 12
    and not pg_catalog.jsonb_path_exists(included,
      '$[*] ? (@.type() != "string" || @ like_regex "^[[:space:]]*$" || !(@ like_regex "^.{1,80}$" flag "s"))'));

grant insert (duration_minutes, included) on table public.provider_services to authenticated;
grant update (duration_minutes, included) on table public.provider_services to authenticated;

-- What the public sees is what the admin verified: duration and "inclui" too.
create or replace function private.provider_service_edited()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated'
     and (new.title, new.description, new.price, new.area, new.duration_minutes, new.included)
         is distinct from
         (old.title, old.description, old.price, old.area, old.duration_minutes, old.included) then
    new.status := 'pending';
    new.refusal_reason := null;
    new.reviewed_at := null;
  end if;
  return new;
end;
$$;
revoke all on function private.provider_service_edited() from public, anon, authenticated;

-- Requests -----------------------------------------------------------------------------------------

-- The old checks (three statuses; answered exactly when not pending) are replaced, looked up by
-- what they check.
do $$
declare
  c record;
begin
  for c in
    select con.conname from pg_catalog.pg_constraint con
    where con.conrelid = 'public.provider_requests'::regclass and con.contype = 'c'
      and (pg_catalog.pg_get_constraintdef(con.oid) like '%answered_at IS NULL%'
        or pg_catalog.pg_get_constraintdef(con.oid) like '%''declined''%')
  loop
    execute pg_catalog.format('alter table public.provider_requests drop constraint %I', c.conname);
  end loop;
end;
$$;

alter table public.provider_requests
  add column needed_on date,
  add column people integer check (people between 1 and 50),
  add column requester_phone text check (pg_catalog.char_length(requester_phone) <= 40),
  add column finished_at timestamptz,
  add column cancelled_at timestamptz,
  add column cancel_reason text check (pg_catalog.char_length(cancel_reason) <= 500),
  add constraint provider_requests_status_check check (
    status in ('pending', 'accepted', 'declined', 'completed', 'no_show', 'cancelled')),
  -- Each status with the moments that lead to it: answered once accepted or declined, finished
  -- only after an accept, cancelled (from pending or accepted) with nothing finished.
  add constraint provider_requests_status_moments check (
    case status
      when 'pending' then answered_at is null and finished_at is null and cancelled_at is null
      when 'accepted' then answered_at is not null and finished_at is null and cancelled_at is null
      when 'declined' then answered_at is not null and finished_at is null and cancelled_at is null
      when 'completed' then answered_at is not null and finished_at is not null and cancelled_at is null
      when 'no_show' then answered_at is not null and finished_at is not null and cancelled_at is null
      when 'cancelled' then cancelled_at is not null and finished_at is null
    end),
  add constraint provider_requests_cancel_reason_cancelled check (
    cancel_reason is null or status = 'cancelled');

-- The day asked for: what the requester chose, or the day of needed_at (a departure's time).
update public.provider_requests r
set needed_on = (r.needed_at at time zone 'America/Sao_Paulo')::date
where r.needed_on is null and r.needed_at is not null;

create function private.provider_request_needed_on()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.needed_on is null and new.needed_at is not null then
    new.needed_on := (new.needed_at at time zone 'America/Sao_Paulo')::date;
  end if;
  return new;
end;
$$;
revoke all on function private.provider_request_needed_on() from public, anon, authenticated;
create trigger provider_requests_needed_on before insert on public.provider_requests
  for each row execute function private.provider_request_needed_on();

-- The requester's phone is read by nobody over REST: the provider gets it from provider_inbox
-- once they accepted. Every other column stays readable under the row rules, as before; columns
-- added later are not readable until granted.
revoke select on table public.provider_requests from authenticated;
do $$
declare
  readable text;
begin
  select pg_catalog.string_agg(pg_catalog.quote_ident(c.column_name), ', ' order by c.ordinal_position)
  into readable
  from information_schema.columns c
  where c.table_schema = 'public' and c.table_name = 'provider_requests'
    and c.column_name <> 'requester_phone';
  execute pg_catalog.format('grant select (%s) on table public.provider_requests to authenticated', readable);
end;
$$;

-- Reviews of a request: db-reviews' rule and table (migrations 20261203000100–0199, which run
-- first). Without them, nothing may be reviewed and no request has a review.
do $$
begin
  if pg_catalog.to_regprocedure('private.can_review_request(uuid)') is null then
    create function private.can_review_request(p_request uuid)
    returns boolean
    language sql
    stable
    set search_path = ''
    as 'select false';
    revoke all on function private.can_review_request(uuid) from public, anon, authenticated;
  end if;
end;
$$;

do $$
begin
  if exists (select 1 from information_schema.columns c where c.table_schema = 'public'
             and c.table_name = 'reviews' and c.column_name = 'request_id') then
    create function private.request_review(p_request uuid)
    returns jsonb
    language sql
    stable
    security definer
    set search_path = ''
    as $f$
      select pg_catalog.jsonb_build_object('id', r.id, 'stars', r.stars)
      from public.reviews r where r.request_id = p_request
    $f$;
  else
    create function private.request_review(p_request uuid)
    returns jsonb
    language sql
    stable
    set search_path = ''
    as 'select null::jsonb';
  end if;
  revoke all on function private.request_review(uuid) from public, anon, authenticated;
end;
$$;

-- Public functions --------------------------------------------------------------------------------

-- The directory of approved providers, filtered and paged. Average rating rounded to one decimal
-- (null with no review); "a partir de" = the cheapest approved service with a price.
create function public.provider_directory(
  p_beach text default null,
  p_region text default null,
  p_type text default null,
  p_language text default null,
  p_max_price integer default null,
  p_sort text default 'rating',
  p_limit integer default 24,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if (p_beach is not null and p_beach not in (select r.beach_id from private.beach_regions() r))
     or (p_region is not null and p_region not in (select r.region from private.beach_regions() r))
     or (p_type is not null and p_type not in ('guia', 'transfer', 'restaurante', 'hospedagem', 'passeio'))
     or (p_language is not null and p_language not in ('pt-BR', 'en', 'es', 'fr', 'it', 'de'))
     or (p_max_price is not null and p_max_price < 0)
     or p_sort is null or p_sort not in ('rating', 'price', 'name')
     or p_limit is null or p_limit not between 1 and 60
     or p_offset is null or p_offset < 0 then
    perform private.refuse('invalid_filter');
  end if;
  with listed as (
    select sp.id, sp.slug, sp.business_name, sp.business_type, sp.photo_url, sp.cidade,
      sp.beaches, sp.languages, sp.cadastur_verified_at is not null as cadastur_verified,
      pg_catalog.round(sp.rating_total::numeric / nullif(sp.rating_count, 0), 1) as rating_avg,
      sp.rating_count,
      (select pg_catalog.min(s.price) from public.provider_services s
       where s.provider_id = sp.id and s.status = 'approved') as price_from
    from public.service_providers sp
    where private.provider_is_public(sp.id)
      and (p_beach is null or p_beach = any (sp.beaches))
      and (p_region is null or exists (select 1 from private.beach_regions() r
                                       where r.region = p_region and r.beach_id = any (sp.beaches)))
      and (p_type is null or sp.business_type = p_type)
      and (p_language is null or sp.languages ? p_language)
  ), filtered as (
    select * from listed l where p_max_price is null or l.price_from <= p_max_price
  ), page as (
    select f.* from filtered f
    order by
      case when p_sort = 'rating' then f.rating_avg end desc nulls last,
      case when p_sort = 'rating' then f.rating_count end desc,
      case when p_sort = 'price' then f.price_from end asc nulls last,
      pg_catalog.lower(f.business_name), f.id
    limit p_limit offset p_offset
  )
  select pg_catalog.jsonb_build_object(
    'total', (select pg_catalog.count(*) from filtered),
    'items', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', p.id, 'slug', p.slug, 'business_name', p.business_name,
        'business_type', p.business_type, 'photo_url', p.photo_url, 'cidade', p.cidade,
        'beaches', pg_catalog.to_jsonb(p.beaches), 'languages', p.languages,
        'cadastur_verified', p.cadastur_verified, 'rating_avg', p.rating_avg,
        'rating_count', p.rating_count, 'price_from', p.price_from)
      order by
        case when p_sort = 'rating' then p.rating_avg end desc nulls last,
        case when p_sort = 'rating' then p.rating_count end desc,
        case when p_sort = 'price' then p.price_from end asc nulls last,
        pg_catalog.lower(p.business_name), p.id)
      from page p), '[]'::jsonb))
  into result;
  return result;
end;
$$;
revoke all on function public.provider_directory(text, text, text, text, integer, text, integer, integer) from public;
grant execute on function public.provider_directory(text, text, text, text, integer, text, integer, integer)
  to anon, authenticated, service_role;

-- One approved provider's public page, by slug; null when there is none to show.
create function public.provider_profile(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', sp.id, 'slug', sp.slug, 'business_name', sp.business_name,
    'business_type', sp.business_type, 'about', sp.about, 'photo_url', sp.photo_url,
    'cidade', sp.cidade, 'area_served', sp.area_served, 'beaches', pg_catalog.to_jsonb(sp.beaches),
    'languages', sp.languages, 'cadastur', sp.cadastur,
    'cadastur_verified_at', sp.cadastur_verified_at, 'whatsapp', sp.whatsapp,
    'rating_avg', pg_catalog.round(sp.rating_total::numeric / nullif(sp.rating_count, 0), 1),
    'rating_count', sp.rating_count, 'rating_histogram', pg_catalog.to_jsonb(sp.rating_histogram),
    'services', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'id', s.id, 'title', s.title, 'description', s.description, 'price', s.price,
          'duration_minutes', s.duration_minutes, 'included', s.included, 'area', s.area)
        order by s.price asc nulls last, s.title, s.id)
      from public.provider_services s
      where s.provider_id = sp.id and s.status = 'approved'), '[]'::jsonb))
  from public.service_providers sp
  where sp.slug = p_slug and private.provider_is_public(sp.id)
$$;
revoke all on function public.provider_profile(text) from public;
grant execute on function public.provider_profile(text) to anon, authenticated, service_role;

-- The signed-in person asks an approved provider (not themselves) for a service on a day from
-- today on. The insert guard's limits apply (request_limit). The provider answers within 48 hours
-- and before the day asked for (a request for today or tomorrow: by the end of that day).
create function public.send_provider_request(
  p_provider uuid,
  p_service uuid,
  p_date date,
  p_people integer,
  p_message text,
  p_phone text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  at constant timestamptz := private.now();
  message constant text := pg_catalog.btrim(coalesce(p_message, ''));
  phone constant text := pg_catalog.btrim(coalesce(p_phone, ''));
  digits constant text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
  who text;
  deadline timestamptz;
  req public.provider_requests;
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if p_provider is null or p_provider = me or not private.provider_is_public(p_provider) then
    perform private.refuse('provider_not_found');
  end if;
  if p_service is not null and not exists (
    select 1 from public.provider_services s
    where s.id = p_service and s.provider_id = p_provider and s.status = 'approved') then
    perform private.refuse('invalid_service');
  end if;
  if p_date is null or p_date < private.sao_paulo_today()
     or p_date > private.sao_paulo_today() + 365 then
    perform private.refuse('invalid_date');
  end if;
  if p_people is null or p_people not between 1 and 50 then
    perform private.refuse('invalid_people');
  end if;
  if pg_catalog.char_length(message) not between 3 and 1000 then
    perform private.refuse('invalid_message');
  end if;
  -- A Brazilian phone with its area code (10 or 11 digits), optionally with the country's 55.
  if pg_catalog.char_length(phone) > 40 or not (
       pg_catalog.char_length(digits) in (10, 11)
       or (digits like '55%' and pg_catalog.char_length(digits) in (12, 13))) then
    perform private.refuse('invalid_phone');
  end if;
  select coalesce(nullif(pg_catalog.btrim(pu.name), ''), nullif(pg_catalog.btrim(p.full_name), ''),
      nullif(pg_catalog.btrim(p.nome), ''), pg_catalog.split_part(u.email, '@', 1))
  into who
  from auth.users u
  left join public.perfis_usuarios pu on pu.id = u.id
  left join public.profiles p on p.id = u.id
  where u.id = me;
  who := pg_catalog.left(coalesce(who, ''), 120);
  if pg_catalog.char_length(pg_catalog.btrim(who)) < 2 then
    who := 'Visitante';
  end if;
  deadline := least(at + interval '48 hours', private.sao_paulo_midnight(p_date));
  if deadline < at + interval '1 hour' then
    deadline := least(at + interval '48 hours', private.sao_paulo_midnight(p_date + 1));
  end if;
  insert into public.provider_requests (provider_id, requester_id, service_id, requester_name,
    message, needed_on, people, requester_phone, reply_by, created_at)
  values (p_provider, me, p_service, who, message, p_date, p_people, phone, deadline, at)
  returning * into req;
  return pg_catalog.jsonb_build_object('id', req.id, 'status', req.status, 'reply_by', req.reply_by);
end;
$$;
revoke all on function public.send_provider_request(uuid, uuid, date, integer, text, text) from public, anon;
grant execute on function public.send_provider_request(uuid, uuid, date, integer, text, text)
  to authenticated;

-- The requester calls it off: while pending, or accepted before the day. The provider is told.
create function public.cancel_provider_request(p_request uuid, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.provider_requests;
  why constant text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
begin
  select * into req from public.provider_requests r where r.id = p_request for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  if req.requester_id is distinct from auth.uid() then
    raise exception 'not your request' using errcode = '42501';
  end if;
  if req.status not in ('pending', 'accepted') then
    perform private.refuse('request_closed', pg_catalog.jsonb_build_object('status', req.status));
  end if;
  if req.needed_on < private.sao_paulo_today() then
    perform private.refuse('request_past', pg_catalog.jsonb_build_object('needed_on', req.needed_on));
  end if;
  if pg_catalog.char_length(coalesce(why, '')) > 500 then
    perform private.refuse('invalid_reason');
  end if;
  update public.provider_requests r
  set status = 'cancelled', cancelled_at = private.now(), cancel_reason = why
  where r.id = req.id
  returning * into req;
  perform private.audit('provider_request.cancel', 'provider_requests/' || req.id,
    pg_catalog.jsonb_build_object('reason', why));
  return pg_catalog.jsonb_build_object('id', req.id, 'status', req.status,
    'cancelled_at', req.cancelled_at, 'cancel_reason', req.cancel_reason);
end;
$$;
revoke all on function public.cancel_provider_request(uuid, text) from public, anon;
grant execute on function public.cancel_provider_request(uuid, text) to authenticated;

-- The provider accepts or declines a pending request before its deadline, with an answer the
-- requester reads (3 to 500 characters).
create or replace function public.respond_provider_request(p_request uuid, p_accept boolean, p_note text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.provider_requests;
  note constant text := pg_catalog.btrim(coalesce(p_note, ''));
begin
  select * into req from public.provider_requests r where r.id = p_request for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  if req.provider_id is distinct from auth.uid() then
    raise exception 'not allowed to answer this request' using errcode = '42501';
  end if;
  if req.status <> 'pending' then
    perform private.refuse('request_answered', pg_catalog.jsonb_build_object('status', req.status));
  end if;
  if req.reply_by <= private.now() then
    perform private.refuse('request_expired', pg_catalog.jsonb_build_object('reply_by', req.reply_by));
  end if;
  if p_accept is null then
    perform private.refuse('invalid_decision');
  end if;
  if pg_catalog.char_length(note) not between 3 and 500 then
    perform private.refuse('invalid_note');
  end if;
  update public.provider_requests r
  set status = case when p_accept then 'accepted' else 'declined' end,
    response_note = note,
    answered_at = private.now()
  where r.id = req.id
  returning * into req;
  perform private.audit('provider_request.answer', 'provider_requests/' || req.id,
    pg_catalog.jsonb_build_object('status', req.status));
  return pg_catalog.jsonb_build_object('id', req.id, 'status', req.status,
    'response_note', req.response_note, 'answered_at', req.answered_at);
end;
$$;
revoke all on function public.respond_provider_request(uuid, boolean, text) from public, anon;
grant execute on function public.respond_provider_request(uuid, boolean, text) to authenticated, service_role;

-- The provider closes an accepted request from its day on: done, or the requester never came.
create function public.finish_provider_request(p_request uuid, p_outcome text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.provider_requests;
begin
  select * into req from public.provider_requests r where r.id = p_request for update;
  if not found then
    perform private.refuse('not_found');
  end if;
  if req.provider_id is distinct from auth.uid() then
    raise exception 'not allowed to close this request' using errcode = '42501';
  end if;
  if p_outcome is null or p_outcome not in ('completed', 'no_show') then
    perform private.refuse('invalid_outcome');
  end if;
  if req.status <> 'accepted' then
    perform private.refuse('request_not_accepted', pg_catalog.jsonb_build_object('status', req.status));
  end if;
  if req.needed_on > private.sao_paulo_today() then
    perform private.refuse('request_too_early', pg_catalog.jsonb_build_object('needed_on', req.needed_on));
  end if;
  update public.provider_requests r
  set status = p_outcome, finished_at = private.now()
  where r.id = req.id
  returning * into req;
  perform private.audit('provider_request.finish', 'provider_requests/' || req.id,
    pg_catalog.jsonb_build_object('status', req.status));
  return pg_catalog.jsonb_build_object('id', req.id, 'status', req.status,
    'finished_at', req.finished_at);
end;
$$;
revoke all on function public.finish_provider_request(uuid, text) from public, anon;
grant execute on function public.finish_provider_request(uuid, text) to authenticated;

-- "Minhas solicitações": the signed-in person's requests, newest first. The provider's WhatsApp
-- once they accepted; the review (db-reviews) once the request is completed.
create function public.my_provider_requests()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', r.id, 'provider_id', r.provider_id, 'provider_slug', sp.slug,
      'provider_name', sp.business_name,
      'provider_whatsapp', case when r.status in ('accepted', 'completed', 'no_show')
        then sp.whatsapp end,
      'service_title', s.title, 'needed_on', r.needed_on, 'people', r.people,
      'message', r.message, 'status', r.status, 'response_note', r.response_note,
      'answered_at', r.answered_at, 'finished_at', r.finished_at, 'cancelled_at', r.cancelled_at,
      'cancel_reason', r.cancel_reason, 'created_at', r.created_at, 'reply_by', r.reply_by,
      'review', private.request_review(r.id),
      'can_review', r.status = 'completed' and coalesce(private.can_review_request(r.id), false))
    order by r.created_at desc, r.id), '[]'::jsonb)
  from public.provider_requests r
  join public.service_providers sp on sp.id = r.provider_id
  left join public.provider_services s on s.id = r.service_id
  where r.requester_id = auth.uid()
$$;
revoke all on function public.my_provider_requests() from public, anon;
grant execute on function public.my_provider_requests() to authenticated;

-- The provider's inbox, the latest deadline first: what the dashboard showed, plus the service,
-- the day, how many people and, once accepted, how to reach the requester.
create function public.provider_inbox()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', r.id, 'requester_name', r.requester_name, 'message', r.message,
      'departure_id', r.departure_id, 'needed_at', r.needed_at, 'needed_on', r.needed_on,
      'reply_by', r.reply_by, 'status', r.status, 'response_note', r.response_note,
      'answered_at', r.answered_at, 'created_at', r.created_at, 'people', r.people,
      'service_id', r.service_id, 'service_title', s.title, 'finished_at', r.finished_at,
      'cancelled_at', r.cancelled_at, 'cancel_reason', r.cancel_reason,
      'requester_phone', case when r.status in ('accepted', 'completed', 'no_show')
        then r.requester_phone end,
      'requester_email', case when r.status in ('accepted', 'completed', 'no_show')
        then u.email end)
    order by r.reply_by desc, r.id), '[]'::jsonb)
  from public.provider_requests r
  left join public.provider_services s on s.id = r.service_id
  left join auth.users u on u.id = r.requester_id
  where r.provider_id = auth.uid()
$$;
revoke all on function public.provider_inbox() from public, anon;
grant execute on function public.provider_inbox() to authenticated;

-- Admin review --------------------------------------------------------------------------------------

-- As 20261129000100, and approving a service verifies the provider's Cadastur as the admin saw it
-- (once; a new number waits for the next approval).
create or replace function public.review_provider_service(
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
  if p_decision = 'approved' then
    update public.service_providers sp set cadastur_verified_at = private.now()
    where sp.id = svc.provider_id and sp.cadastur is not null and sp.cadastur_verified_at is null;
  end if;
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

-- The admin's queue as before, with the provider's Cadastur number (what approving verifies) and
-- when it was verified, and the service's duration and "inclui".
create or replace function public.admin_provider_service_queue(status text default 'pending')
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
        'duration_minutes', s.duration_minutes, 'included', s.included,
        'provider_id', s.provider_id, 'provider_name', sp.business_name,
        'provider_type', sp.business_type, 'provider_city', sp.cidade,
        'provider_cadastur', sp.cadastur,
        'provider_cadastur_verified_at', sp.cadastur_verified_at)
      order by s.updated_at, s.id)
    from public.provider_services s
    join public.service_providers sp on sp.id = s.provider_id
    where coalesce(admin_provider_service_queue.status, 'all') in ('all', s.status)), '[]'::jsonb);
end;
$$;
revoke all on function public.admin_provider_service_queue(text) from public, anon, service_role;
grant execute on function public.admin_provider_service_queue(text) to authenticated;

-- E-mails ---------------------------------------------------------------------------------------------

-- One more reason: the requester called the request off (to the provider). The reasons already
-- allowed (whichever migrations added them) are kept.
do $$
declare
  c record;
  reasons text[] := '{}';
begin
  for c in
    select con.conname, pg_catalog.pg_get_constraintdef(con.oid) as def
    from pg_catalog.pg_constraint con
    where con.conrelid = 'public.notifications'::regclass and con.contype = 'c'
      and pg_catalog.pg_get_constraintdef(con.oid) like '%reason%'
  loop
    reasons := reasons || array(select m[1] from pg_catalog.regexp_matches(c.def, '''([a-z_]+)''', 'g') m);
    execute pg_catalog.format('alter table public.notifications drop constraint %I', c.conname);
  end loop;
  if not 'provider_request_cancelled' = any (reasons) then
    reasons := reasons || 'provider_request_cancelled'::text;
  end if;
  execute pg_catalog.format(
    'alter table public.notifications add constraint notifications_reason_check check (reason in (%s))',
    (select pg_catalog.string_agg(pg_catalog.quote_literal(r.reason), ', ' order by r.n)
     from (select x.reason, pg_catalog.min(x.n) as n
           from pg_catalog.unnest(reasons) with ordinality x(reason, n) group by x.reason) r));
end;
$$;

-- A provider got a request; its requester gets the answer (with the provider's note); the
-- provider hears when the requester calls it off.
create or replace function private.email_on_provider_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  business text;
  service text;
begin
  select sp.business_name into business from public.service_providers sp where sp.id = new.provider_id;
  select s.title into service from public.provider_services s where s.id = new.service_id;
  if tg_op = 'INSERT' then
    perform private.queue_email(new.provider_id, 'provider_request_received',
      pg_catalog.jsonb_build_object(
        'summary', pg_catalog.format('Novo pedido de %s.', new.requester_name),
        'request_id', new.id, 'business_name', business, 'requester_name', new.requester_name,
        'message', new.message, 'needed_at', new.needed_at, 'needed_on', new.needed_on,
        'people', new.people, 'service_title', service, 'reply_by', new.reply_by));
  elsif old.status = 'pending' and new.status in ('accepted', 'declined') then
    perform private.queue_email(new.requester_id, 'provider_request_answered',
      pg_catalog.jsonb_build_object(
        'summary', pg_catalog.format('%s respondeu ao seu pedido.', business),
        'request_id', new.id, 'business_name', business, 'requester_name', new.requester_name,
        'accepted', new.status = 'accepted', 'response_note', new.response_note,
        'needed_at', new.needed_at, 'needed_on', new.needed_on, 'service_title', service,
        'requests_path', '/minhas-solicitacoes'));
  elsif old.status in ('pending', 'accepted') and new.status = 'cancelled' then
    perform private.queue_email(new.provider_id, 'provider_request_cancelled',
      pg_catalog.jsonb_build_object(
        'summary', pg_catalog.format('%s cancelou o pedido.', new.requester_name),
        'request_id', new.id, 'business_name', business, 'requester_name', new.requester_name,
        'was_accepted', old.status = 'accepted', 'cancel_reason', new.cancel_reason,
        'needed_at', new.needed_at, 'needed_on', new.needed_on, 'people', new.people,
        'service_title', service));
  end if;
  return null;
end;
$$;
revoke all on function private.email_on_provider_request() from public, anon, authenticated;

-- Demo dates ----------------------------------------------------------------------------------------

-- As 20261126000600, and the lifecycle's new moments and days, and the Cadastur verification.
create or replace function private.rebase_provider_dates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  shift interval;
begin
  begin
    shift := new.value::timestamptz - old.value::timestamptz;
  exception when others then
    -- Not an instant (someone wrote another value over the setting): nothing to move by.
    return null;
  end;
  update public.provider_requests set created_at = created_at + shift, reply_by = reply_by + shift,
    needed_at = needed_at + shift, answered_at = answered_at + shift,
    needed_on = (needed_on + shift)::date, finished_at = finished_at + shift,
    cancelled_at = cancelled_at + shift;
  update public.provider_certificates
    set expires_on = (expires_on + shift)::date;
  update public.provider_services set reviewed_at = reviewed_at + shift;
  update public.service_providers set cadastur_verified_at = cadastur_verified_at + shift
  where cadastur_verified_at is not null;
  return null;
end;
$$;
revoke all on function private.rebase_provider_dates() from public, anon, authenticated;
