-- Service providers run their business: profile (Cadastur where the law asks for it, languages,
-- area served, certificates with expiry), services published after an admin's verification,
-- and an inbox of requests from visitors and boat owners with a reply deadline.

-- Profile ------------------------------------------------------------------------------------------

-- Lei 11.771/2008 (art. 22) asks guides, agencies (transfer), lodging and tour operators to be in
-- the Cadastur; restaurants may be. Today's numbers have 11 digits (the forms ask for exactly
-- that); the database takes up to the 20 it already allowed, digits only.
alter table public.service_providers alter column cadastur drop not null;
alter table public.service_providers
  add column languages jsonb not null default '["pt-BR"]'::jsonb,
  add column area_served text not null default '',
  add constraint service_providers_area_served_length check (pg_catalog.char_length(area_served) <= 200),
  add constraint service_providers_languages_known check (
    pg_catalog.jsonb_typeof(languages) = 'array'
    and pg_catalog.jsonb_array_length(languages) between 1 and 8
    and languages <@ '["pt-BR","en","es","fr","it","de"]'::jsonb
  ),
  -- NOT VALID: a row written before this rule keeps loading; any write to it must meet the rule.
  add constraint service_providers_cadastur_rule check (
    (cadastur is null or cadastur ~ '^[0-9]{11,20}$')
    and (cadastur is not null or business_type = 'restaurante')
  ) not valid;

grant update (languages, area_served) on table public.service_providers to authenticated;

-- Certificates (first aid, boat licence, language, ...) with an expiry date.
create table public.provider_certificates (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.service_providers (id) on delete cascade,
  name text not null check (pg_catalog.char_length(pg_catalog.btrim(name)) between 2 and 120),
  issuer text not null default '' check (pg_catalog.char_length(issuer) <= 120),
  expires_on date not null,
  created_at timestamptz not null default now()
);
create index provider_certificates_provider_idx on public.provider_certificates (provider_id);

-- Services -----------------------------------------------------------------------------------------

create table public.provider_services (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.service_providers (id) on delete cascade,
  title text not null check (pg_catalog.char_length(pg_catalog.btrim(title)) between 3 and 120),
  description text not null default '' check (pg_catalog.char_length(description) <= 2000),
  -- Centavos; null = "sob consulta".
  price integer check (price between 0 and 10000000),
  area text not null check (pg_catalog.char_length(pg_catalog.btrim(area)) between 2 and 120),
  -- pending → approved | refused, by review_provider_service (admin). Any edit sends it back.
  status text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
  refusal_reason text,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'refused') = (refusal_reason is not null))
);
create index provider_services_provider_idx on public.provider_services (provider_id);
create index provider_services_approved_idx on public.provider_services (provider_id) where status = 'approved';

create trigger provider_services_touch_updated_at before update on public.provider_services
  for each row execute function private.touch_updated_at();

-- What the public sees is what the admin verified: the provider's edit waits for a new review.
create function private.provider_service_edited()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated'
     and (new.title, new.description, new.price, new.area)
         is distinct from (old.title, old.description, old.price, old.area) then
    new.status := 'pending';
    new.refusal_reason := null;
    new.reviewed_at := null;
  end if;
  return new;
end;
$$;
revoke all on function private.provider_service_edited() from public, anon, authenticated;
create trigger provider_services_back_to_review before update on public.provider_services
  for each row execute function private.provider_service_edited();

-- Requests -----------------------------------------------------------------------------------------

create table public.provider_requests (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.service_providers (id) on delete cascade,
  requester_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- A boat owner asking for a guide on one of their departures, for example.
  departure_id uuid references public.departures (id) on delete set null,
  service_id uuid references public.provider_services (id) on delete set null,
  requester_name text not null check (pg_catalog.char_length(pg_catalog.btrim(requester_name)) between 2 and 120),
  message text not null check (pg_catalog.char_length(pg_catalog.btrim(message)) between 3 and 1000),
  needed_at timestamptz,
  reply_by timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  response_note text check (pg_catalog.char_length(response_note) <= 500),
  answered_at timestamptz,
  created_at timestamptz not null default now(),
  check (reply_by > created_at),
  check ((status = 'pending') = (answered_at is null))
);
create index provider_requests_provider_idx on public.provider_requests (provider_id, reply_by);
create index provider_requests_requester_idx on public.provider_requests (requester_id);

-- Access -------------------------------------------------------------------------------------------

create function private.is_service_provider(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.service_providers sp where sp.id = target)
$$;
revoke all on function private.is_service_provider(uuid) from public, anon;
grant execute on function private.is_service_provider(uuid) to authenticated, service_role;

revoke all on table public.provider_certificates, public.provider_services,
  public.provider_requests from public, anon, authenticated;

grant select, delete on table public.provider_certificates to authenticated;
grant insert (provider_id, name, issuer, expires_on) on table public.provider_certificates to authenticated;
grant update (name, issuer, expires_on) on table public.provider_certificates to authenticated;

grant select on table public.provider_services to anon, authenticated;
grant delete on table public.provider_services to authenticated;
grant insert (provider_id, title, description, price, area) on table public.provider_services to authenticated;
grant update (title, description, price, area, updated_at) on table public.provider_services to authenticated;

-- Requesters write their request; the provider answers through respond_provider_request.
grant select on table public.provider_requests to authenticated;
grant insert (provider_id, departure_id, service_id, requester_name, message, needed_at, reply_by)
  on table public.provider_requests to authenticated;

grant all on table public.provider_certificates, public.provider_services,
  public.provider_requests to service_role;

alter table public.provider_certificates enable row level security;
alter table public.provider_services enable row level security;
alter table public.provider_requests enable row level security;

create policy "provider_certificates: provider or admin reads" on public.provider_certificates
  for select to authenticated
  using (provider_id = (select auth.uid()) or (select private.is_admin()));
create policy "provider_certificates: provider inserts own" on public.provider_certificates
  for insert to authenticated with check (provider_id = (select auth.uid()));
create policy "provider_certificates: provider updates own" on public.provider_certificates
  for update to authenticated
  using (provider_id = (select auth.uid())) with check (provider_id = (select auth.uid()));
create policy "provider_certificates: provider deletes own" on public.provider_certificates
  for delete to authenticated using (provider_id = (select auth.uid()));

create policy "provider_services: anyone reads approved" on public.provider_services
  for select to anon, authenticated using (status = 'approved');
create policy "provider_services: provider or admin reads" on public.provider_services
  for select to authenticated
  using (provider_id = (select auth.uid()) or (select private.is_admin()));
create policy "provider_services: provider inserts own" on public.provider_services
  for insert to authenticated with check (provider_id = (select auth.uid()));
create policy "provider_services: provider updates own" on public.provider_services
  for update to authenticated
  using (provider_id = (select auth.uid())) with check (provider_id = (select auth.uid()));
create policy "provider_services: provider deletes own" on public.provider_services
  for delete to authenticated using (provider_id = (select auth.uid()));

create policy "provider_requests: provider, requester or admin reads" on public.provider_requests
  for select to authenticated
  using (provider_id = (select auth.uid()) or requester_id = (select auth.uid())
         or (select private.is_admin()));
-- Anyone signed in asks a provider (not themselves), before the deadline; a departure named in
-- the request must be the requester's own.
create policy "provider_requests: requester inserts own" on public.provider_requests
  for insert to authenticated
  with check (
    requester_id = (select auth.uid())
    and provider_id <> (select auth.uid())
    and private.is_service_provider(provider_id)
    and (departure_id is null or exists (
      select 1 from public.departures d where d.id = departure_id and private.owns_tour(d.tour_id)))
  );

-- Functions ----------------------------------------------------------------------------------------

-- The admin verifies a service: approved (published) or refused with a reason. Audited.
create function public.review_provider_service(p_service uuid, p_decision text, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  svc public.provider_services;
begin
  if not private.is_admin() then
    raise exception 'admins only' using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('approved', 'refused')
     or (p_decision = 'refused' and pg_catalog.char_length(pg_catalog.btrim(coalesce(p_reason, ''))) < 3) then
    perform private.refuse('invalid_decision');
  end if;
  update public.provider_services s set status = p_decision,
    refusal_reason = case when p_decision = 'refused' then pg_catalog.btrim(p_reason) end,
    reviewed_at = private.now()
  where s.id = p_service
  returning * into svc;
  if not found then
    perform private.refuse('not_found');
  end if;
  perform private.audit('provider_service.review', 'provider_services/' || svc.id,
    pg_catalog.jsonb_build_object('decision', p_decision, 'reason', p_reason, 'provider', svc.provider_id));
  return pg_catalog.jsonb_build_object('id', svc.id, 'status', svc.status,
    'refusal_reason', svc.refusal_reason);
end;
$$;
revoke all on function public.review_provider_service(uuid, text, text) from public, anon;
grant execute on function public.review_provider_service(uuid, text, text) to authenticated, service_role;

-- The provider accepts or declines a pending request before its deadline.
create function public.respond_provider_request(p_request uuid, p_accept boolean, p_note text default null)
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
    raise exception 'not allowed to answer this request' using errcode = '42501';
  end if;
  if req.status <> 'pending' then
    perform private.refuse('request_answered', pg_catalog.jsonb_build_object('status', req.status));
  end if;
  if req.reply_by <= private.now() then
    perform private.refuse('request_expired', pg_catalog.jsonb_build_object('reply_by', req.reply_by));
  end if;
  if p_accept is null or pg_catalog.char_length(coalesce(p_note, '')) > 500 then
    perform private.refuse('invalid_decision');
  end if;
  update public.provider_requests r
  set status = case when p_accept then 'accepted' else 'declined' end,
    response_note = nullif(pg_catalog.btrim(coalesce(p_note, '')), ''),
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

-- Demo databases move every fixture date with the demo anchor (private.rebase_demo_dates moves
-- the booking tables; this moves the provider ones by the same shift).
create function private.rebase_provider_dates()
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
    needed_at = needed_at + shift, answered_at = answered_at + shift;
  update public.provider_certificates
    set expires_on = (expires_on + shift)::date;
  update public.provider_services set reviewed_at = reviewed_at + shift;
  return null;
end;
$$;
revoke all on function private.rebase_provider_dates() from public, anon, authenticated;
create trigger app_settings_rebase_provider_dates
  after update on private.app_settings
  for each row when (new.key = 'demo_anchor' and new.value is distinct from old.value)
  execute function private.rebase_provider_dates();
