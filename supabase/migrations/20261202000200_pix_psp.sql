-- Real Pix through the Banco Central's API Pix (issue 34): the PSP's ids and statuses on payments
-- and refunds, a queue of payments that need the admin, and the functions the Edge Functions
-- (supabase/functions/pix-*) call with the service-role key. The money rules stay the database's:
-- refunds never exceed payments (refunds_within_paid), and every writer takes the lock order
-- departure → booking → payment → refund.

-- Payments: what the PSP says --------------------------------------------------------------------

alter table public.payments
  -- The endToEndId of the Pix that paid the charge (from the PSP, never from a webhook's body).
  add column e2eid text unique check (e2eid ~ '^[A-Za-z0-9]{32}$'),
  -- The charge's status at the PSP (CobStatus of the standard); null before it exists there.
  add column psp_status text check (psp_status in
    ('ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP')),
  -- The dynamic QR's location (loc.location), for support.
  add column psp_location text check (psp_location ~ '^\S{1,77}$'),
  add column charged_at timestamptz;

-- Refunds: where the money is --------------------------------------------------------------------

alter table public.refunds
  -- pending: not yet accepted by the PSP; sent: the PSP is paying it back (EM_PROCESSAMENTO);
  -- done: DEVOLVIDO; refused: NAO_REALIZADO (the admin's queue).
  add column status text not null default 'pending' check (status in ('pending', 'sent', 'done', 'refused')),
  -- The {id} of PUT /pix/{e2eid}/devolucao/{id}: ours, stable, so a retried request is the same devolução.
  add column devolucao_id text generated always as ('D' || pg_catalog.replace(id::text, '-', '')) stored,
  add column rtr_id text check (rtr_id ~ '^[A-Za-z0-9]{32}$'),
  add column psp_status text check (psp_status in ('EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO')),
  -- Written only by pix_refund_update, which keeps the first 140 characters (last_error: 500).
  add column psp_reason text,
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz,
  add column last_error text,
  add column sent_at timestamptz,
  add column done_at timestamptz,
  add column refused_at timestamptz;
create unique index refunds_devolucao_id_key on public.refunds (devolucao_id);
create index refunds_due_idx on public.refunds (next_attempt_at) where status in ('pending', 'sent');

-- Nothing to pay back is done at once.
update public.refunds r set status = 'done', done_at = r.created_at where r.amount = 0;

create function private.refund_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.amount = 0 then
    new.status := 'done';
    new.done_at := private.now();
  end if;
  return new;
end;
$$;
revoke all on function private.refund_defaults() from public, anon, authenticated;
create trigger refunds_defaults before insert on public.refunds
  for each row execute function private.refund_defaults();

-- Payments that need attention ---------------------------------------------------------------------

-- What the PSP reported that the database could not simply apply: money arrived for a charge Maré
-- does not know, in a different amount, twice, or a refund the PSP refused. The same event twice
-- is recorded once (kind, key).
create table public.payment_issues (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in
    ('unknown_txid', 'wrong_amount', 'extra_payment', 'refund_refused', 'charge_removed')),
  key text not null check (key ~ '^[A-Za-z0-9-]{1,80}$'),
  txid text check (txid ~ '^[A-Za-z0-9]{1,35}$'),
  e2eid text check (e2eid ~ '^[A-Za-z0-9]{1,32}$'),
  payment_id uuid references public.payments (id) on delete set null,
  refund_id uuid references public.refunds (id) on delete set null,
  booking_id uuid references public.bookings (id) on delete set null,
  expected integer,
  received integer,
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null,
  -- Typed by the admin: the form's limit is packages/domain TEXT_LIMITS.issueResolution.
  resolution text check (pg_catalog.length(pg_catalog.btrim(resolution)) between 2 and 500),
  unique (kind, key)
);
create index payment_issues_open_idx on public.payment_issues (created_at) where resolved_at is null;
alter table public.payment_issues enable row level security;
revoke all on table public.payment_issues from anon, authenticated;
grant select on table public.payment_issues to authenticated;
create policy "payment_issues: admin reads" on public.payment_issues for select to authenticated
  using (private.is_admin());

create function private.record_payment_issue(
  kind text, key text, txid text, e2eid text, payment_id uuid, refund_id uuid, booking_id uuid,
  expected integer, received integer, detail jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.payment_issues (kind, key, txid, e2eid, payment_id, refund_id, booking_id,
    expected, received, detail, created_at)
  values (kind, key, txid, e2eid, payment_id, refund_id, booking_id, expected, received,
    coalesce(detail, '{}'::jsonb), private.now())
  on conflict on constraint payment_issues_kind_key_key do nothing;
  if found then
    perform private.audit('payment.issue', 'payment_issues/' || kind,
      pg_catalog.jsonb_build_object('txid', txid, 'e2eid', e2eid, 'expected', expected, 'received', received));
  end if;
end;
$$;
revoke all on function private.record_payment_issue(text, text, text, text, uuid, uuid, uuid, integer, integer, jsonb)
  from public, anon, authenticated;

-- The admin closes an issue once handled (paid back by hand, matched, ...): audited.
create function public.admin_resolve_payment_issue(issue_id uuid, resolution text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  issue public.payment_issues;
begin
  if not private.is_admin() then
    raise exception 'forbidden' using errcode = '42501';
  end if;
  if pg_catalog.length(pg_catalog.btrim(coalesce(resolution, ''))) not between 2 and 500 then
    perform private.refuse('resolution_invalid', pg_catalog.jsonb_build_object('max', 500));
  end if;
  update public.payment_issues i set resolved_at = private.now(), resolved_by = auth.uid(),
    resolution = pg_catalog.btrim(admin_resolve_payment_issue.resolution)
  where i.id = issue_id and i.resolved_at is null
  returning * into issue;
  if issue.id is null then
    perform private.refuse('not_found');
  end if;
  perform private.audit('payment_issue.resolve', 'payment_issues/' || issue.id,
    pg_catalog.jsonb_build_object('kind', issue.kind, 'resolution', issue.resolution));
  return pg_catalog.to_jsonb(issue);
end;
$$;
revoke all on function public.admin_resolve_payment_issue(uuid, text) from public, anon, service_role;
grant execute on function public.admin_resolve_payment_issue(uuid, text) to authenticated;

-- Checkout ---------------------------------------------------------------------------------------

-- As in 20261130000100_money_and_seats.sql; only the txid is longer.
create or replace function public.checkout(booking_id uuid, contact jsonb, passengers jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.bookings := private.lock_booking(checkout.booking_id);
  dep public.departures;
  terms jsonb;
  trip_date date;
  p jsonb;
  i integer := 0;
  birth date;
  age integer;
  band text;
  cpf text;
  name text;
  cpfs text[] := '{}';
  bands text[] := '{}';
  seat_ids uuid[];
  seated integer := 0;
  adults integer;
  children integer;
  laps integer;
  price jsonb;
  txid text;
  pay public.payments;
  expires timestamptz;
  at constant timestamptz := private.now();
begin
  if booking.id is null or booking.buyer_id is distinct from auth.uid() then
    perform private.refuse('not_found');
  end if;
  if booking.status = 'awaiting_payment' and booking.hold_expires_at > at then
    -- A retried checkout gets the same charge.
    select * into pay from public.payments py
    where py.booking_id = booking.id and py.status = 'pending' order by py.created_at desc limit 1;
    return private.checkout_answer(booking, pay);
  end if;
  if booking.status in ('held', 'awaiting_payment') and booking.hold_expires_at <= at then
    perform private.expire_holds(booking.departure_id);
    perform private.refuse('hold_expired');
  end if;
  if booking.status <> 'held' then
    perform private.refuse('hold_expired', pg_catalog.jsonb_build_object('status', booking.status));
  end if;

  select * into dep from public.departures d where d.id = booking.departure_id;
  terms := booking.accepted_terms;
  trip_date := (dep.starts_at at time zone 'America/Sao_Paulo')::date;

  if pg_catalog.jsonb_typeof(contact) is distinct from 'object'
     or pg_catalog.length(pg_catalog.btrim(coalesce(contact ->> 'name', ''))) not between 2 and 120
     or coalesce(contact ->> 'email', '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
     or pg_catalog.length(pg_catalog.btrim(contact ->> 'email')) > 254
     or pg_catalog.length(pg_catalog.btrim(coalesce(contact ->> 'phone', ''))) > 40 then
    perform private.refuse('contact_invalid');
  end if;
  if pg_catalog.jsonb_typeof(passengers) is distinct from 'array' or pg_catalog.jsonb_array_length(passengers) > 24 then
    perform private.refuse('party_mismatch');
  end if;

  select pg_catalog.array_agg(bs.seat_id order by s.code) into seat_ids
  from public.booking_seats bs join public.boat_seats s on s.id = bs.seat_id
  where bs.booking_id = booking.id and bs.active;

  for p in select * from pg_catalog.jsonb_array_elements(passengers) loop
    name := pg_catalog.btrim(coalesce(p ->> 'full_name', ''));
    if pg_catalog.length(name) < 2 or pg_catalog.length(name) > 120 then
      perform private.refuse('passenger_name_invalid', pg_catalog.jsonb_build_object('index', i, 'max', 120));
    end if;
    begin
      birth := (p ->> 'birth_date')::date;
    exception when others then
      birth := null;
    end;
    if birth is null or birth > trip_date or birth < trip_date - interval '120 years' then
      perform private.refuse('birth_date_invalid', pg_catalog.jsonb_build_object('index', i));
    end if;
    age := private.age_on(birth, trip_date);
    if age < (terms ->> 'minimum_age')::integer then
      perform private.refuse('below_minimum_age',
        pg_catalog.jsonb_build_object('index', i, 'minimum_age', (terms ->> 'minimum_age')::integer));
    end if;
    band := private.band_for(age, (terms ->> 'child_max_age')::integer, (terms ->> 'lap_max_age')::integer);
    cpf := nullif(pg_catalog.regexp_replace(coalesce(p ->> 'cpf', ''), '[^0-9]', '', 'g'), '');
    if (cpf is null and band = 'adult') or (cpf is not null and not private.cpf_is_valid(cpf)) then
      perform private.refuse('cpf_invalid', pg_catalog.jsonb_build_object('index', i));
    end if;
    if cpf = any (cpfs) then
      perform private.refuse('cpf_duplicate', pg_catalog.jsonb_build_object('index', i));
    end if;
    if cpf is not null then
      cpfs := cpfs || cpf;
    end if;
    bands := bands || band;
    i := i + 1;
  end loop;

  adults := (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'adult');
  children := (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'child');
  laps := (select pg_catalog.count(*)::integer from pg_catalog.unnest(bands) b where b = 'lap');
  if adults + children <> booking.seat_count or laps <> booking.lap_count then
    perform private.refuse('party_mismatch',
      pg_catalog.jsonb_build_object('seats', booking.seat_count, 'lap_children', booking.lap_count));
  end if;
  if laps > adults then
    perform private.refuse('lap_needs_adult', pg_catalog.jsonb_build_object('adults', adults, 'lap_children', laps));
  end if;

  i := 0;
  for p in select * from pg_catalog.jsonb_array_elements(passengers) loop
    i := i + 1;
    band := bands[i];
    if band <> 'lap' then
      seated := seated + 1;
    end if;
    insert into public.passengers (booking_id, full_name, cpf, birth_date, band, seat_id, price)
    values (booking.id, pg_catalog.btrim(p ->> 'full_name'),
      nullif(pg_catalog.regexp_replace(coalesce(p ->> 'cpf', ''), '[^0-9]', '', 'g'), ''),
      (p ->> 'birth_date')::date, band,
      case when band = 'lap' then null else seat_ids[seated] end,
      case band when 'adult' then (terms ->> 'price_adult')::integer
        when 'child' then (terms ->> 'price_child')::integer else 0 end);
  end loop;

  price := private.party_price((terms ->> 'price_adult')::integer, (terms ->> 'price_child')::integer,
    (terms ->> 'boarding_fee')::integer, adults, children, laps);

  if (price ->> 'total')::integer = 0 then
    -- Nothing to pay: confirmed now, no charge issued.
    update public.bookings b set
      status = 'confirmed', confirmed_at = at, purchased_at = at,
      contact_name = pg_catalog.btrim(contact ->> 'name'),
      contact_email = pg_catalog.lower(pg_catalog.btrim(contact ->> 'email')),
      contact_phone = nullif(pg_catalog.btrim(coalesce(contact ->> 'phone', '')), ''),
      subtotal = 0, boarding_fees = 0, total = 0
    where b.id = booking.id
    returning * into booking;
    insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
    values (booking.buyer_id, booking.id, booking.departure_id, 'booking_confirmed', 'email',
      pg_catalog.format('Reserva %s confirmada. Boa viagem!', booking.code));
    perform private.confirm_departure_if_full(booking.departure_id);
    perform private.audit('booking.checkout', 'bookings/' || booking.id,
      pg_catalog.jsonb_build_object('amount', 0, 'confirmed', true));
    return pg_catalog.jsonb_build_object('booking_id', booking.id, 'code', booking.code,
      'status', booking.status, 'subtotal', 0, 'boarding_fees', 0, 'total', 0, 'payment', null);
  end if;

  expires := least(at + interval '30 minutes', booking.created_at + interval '40 minutes', dep.starts_at);
  -- 30 characters: the API Pix's PUT /cob/{txid} takes 26 to 35 (the static demo code keeps 25).
  txid := 'MARE' || booking.code
    || pg_catalog.upper(pg_catalog.substr(pg_catalog.md5(pg_catalog.gen_random_uuid()::text), 1, 20));
  insert into public.payments (booking_id, provider, txid, br_code, amount, expires_at)
  values (booking.id, coalesce(private.setting('payment_provider'), 'demo'), txid,
    case when coalesce(private.setting('payment_provider'), 'demo') = 'demo' then
      private.pix_br_code(private.setting('demo_pix_key'), private.setting('demo_pix_merchant'),
        private.setting('demo_pix_city'), (price ->> 'total')::integer, txid)
    end,
    (price ->> 'total')::integer, expires)
  returning * into pay;

  update public.bookings b set
    status = 'awaiting_payment',
    hold_expires_at = expires,
    contact_name = pg_catalog.btrim(contact ->> 'name'),
    contact_email = pg_catalog.lower(pg_catalog.btrim(contact ->> 'email')),
    contact_phone = nullif(pg_catalog.btrim(coalesce(contact ->> 'phone', '')), ''),
    subtotal = (price ->> 'subtotal')::integer,
    boarding_fees = (price ->> 'boarding_fees')::integer,
    total = (price ->> 'total')::integer,
    purchased_at = at
  where b.id = booking.id
  returning * into booking;

  perform private.audit('booking.checkout', 'bookings/' || booking.id,
    pg_catalog.jsonb_build_object('txid', txid, 'amount', pay.amount));
  return private.checkout_answer(booking, pay);
end;
$$;

-- The charge at the PSP ----------------------------------------------------------------------------

-- What the charge function needs to create the buyer's charge at the PSP (PUT /cob/{txid}): the
-- buyer's own booking and its latest charge. The payer (devedor) is the passenger named as the
-- contact, else the first adult, with the CPF the checkout verified.
create function public.pix_charge_request(booking_id uuid, buyer_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  pay public.payments;
  payer jsonb;
  at constant timestamptz := private.now();
begin
  select * into booking from public.bookings b
  where b.id = pix_charge_request.booking_id and b.buyer_id = pix_charge_request.buyer_id;
  if booking.id is null then
    perform private.refuse('not_found');
  end if;
  select * into pay from public.payments p where p.booking_id = booking.id
  order by p.created_at desc limit 1;
  if pay.id is null then
    perform private.refuse('not_found');
  end if;
  select pg_catalog.jsonb_build_object('name', p.full_name, 'cpf', p.cpf) into payer
  from public.passengers p
  where p.booking_id = booking.id and p.cpf is not null
  order by pg_catalog.lower(p.full_name) = pg_catalog.lower(coalesce(booking.contact_name, '')) desc,
    p.band = 'adult' desc, p.full_name, p.id
  limit 1;
  return pg_catalog.jsonb_build_object(
    'txid', pay.txid, 'amount', pay.amount, 'expires_at', pay.expires_at,
    'created_at', pay.created_at, 'br_code', pay.br_code, 'psp_status', pay.psp_status,
    -- A pending charge whose time is up is expired, even before the minute job has run.
    'payment_status', case when pay.status = 'pending' and pay.expires_at <= at then 'expired' else pay.status end,
    'booking_status', booking.status, 'code', booking.code, 'provider', pay.provider, 'payer', payer);
end;
$$;
revoke all on function public.pix_charge_request(uuid, uuid) from public, anon, authenticated;
grant execute on function public.pix_charge_request(uuid, uuid) to service_role;

-- The PSP created the charge: its BR Code (pixCopiaECola, the dynamic QR) and location.
create function public.pix_charge_created(txid text, br_code text, location text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_catalog.length(coalesce(br_code, '')) not between 20 and 512 then
    perform private.refuse('br_code_invalid');
  end if;
  update public.payments p set br_code = pix_charge_created.br_code,
    psp_location = pix_charge_created.location,
    psp_status = coalesce(p.psp_status, 'ATIVA'), charged_at = coalesce(p.charged_at, private.now())
  where p.txid = pix_charge_created.txid and p.status = 'pending';
  if not found then
    perform private.refuse('not_found');
  end if;
  perform private.audit('payment.charge', 'payments/' || pix_charge_created.txid,
    pg_catalog.jsonb_build_object('location', location));
end;
$$;
revoke all on function public.pix_charge_created(text, text, text) from public, anon, authenticated;
grant execute on function public.pix_charge_created(text, text, text) to service_role;

-- A Pix the PSP says was paid (read back from the PSP, never taken from a webhook's body).
-- Idempotent: the same endToEndId again changes nothing. Money for an unknown charge, in another
-- amount, or a second Pix for a charge already paid is recorded for the admin and confirms
-- nothing. A payment after expiry is refunded in full (private.settle_payment) and the refund job
-- sends it back. Lock order: departure → booking → payment.
create function public.pix_confirm(txid text, e2eid text, amount integer, paid_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay public.payments;
  booking public.bookings;
  settled jsonb;
begin
  if coalesce(e2eid, '') !~ '^[A-Za-z0-9]{32}$' or amount is null or amount <= 0 then
    perform private.refuse('pix_invalid');
  end if;
  select * into pay from public.payments p where p.txid = pix_confirm.txid;
  if pay.id is null then
    perform private.record_payment_issue('unknown_txid', e2eid, pix_confirm.txid, e2eid, null, null, null,
      null, amount, pg_catalog.jsonb_build_object('paid_at', paid_at));
    return pg_catalog.jsonb_build_object('outcome', 'unknown_txid');
  end if;
  booking := private.lock_booking(pay.booking_id);
  select * into pay from public.payments p where p.id = pay.id for update;
  if pay.e2eid = pix_confirm.e2eid then
    return pg_catalog.jsonb_build_object('outcome', 'duplicate', 'booking_id', booking.id,
      'status', booking.status, 'payment', pay.status);
  end if;
  if pay.e2eid is not null or pay.status = 'paid' then
    perform private.record_payment_issue('extra_payment', e2eid, pay.txid, e2eid, pay.id, null, booking.id,
      pay.amount, amount, pg_catalog.jsonb_build_object('paid_at', paid_at, 'first_e2eid', pay.e2eid));
    return pg_catalog.jsonb_build_object('outcome', 'extra_payment', 'booking_id', booking.id);
  end if;
  if amount <> pay.amount then
    perform private.record_payment_issue('wrong_amount', e2eid, pay.txid, e2eid, pay.id, null, booking.id,
      pay.amount, amount, pg_catalog.jsonb_build_object('paid_at', paid_at));
    return pg_catalog.jsonb_build_object('outcome', 'wrong_amount', 'booking_id', booking.id);
  end if;
  update public.payments p set e2eid = pix_confirm.e2eid, psp_status = 'CONCLUIDA' where p.id = pay.id;
  settled := private.settle_payment(pay.id, amount);
  return settled || pg_catalog.jsonb_build_object('outcome',
    case when settled ->> 'payment' = 'refunded' then 'expired_refunded' else 'confirmed' end);
end;
$$;
revoke all on function public.pix_confirm(text, text, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.pix_confirm(text, text, integer, timestamptz) to service_role;

-- The PSP removed a charge (REMOVIDA_PELO_PSP, or by hand at the PSP): it can no longer be paid,
-- so the hold ends now and the seats go back on sale. A paid charge is never undone here.
create function public.pix_charge_removed(txid text, psp_status text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pay public.payments;
  booking public.bookings;
begin
  if psp_status not in ('REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP') then
    perform private.refuse('status_invalid');
  end if;
  select * into pay from public.payments p where p.txid = pix_charge_removed.txid;
  if pay.id is null then
    return pg_catalog.jsonb_build_object('outcome', 'unknown_txid');
  end if;
  booking := private.lock_booking(pay.booking_id);
  select * into pay from public.payments p where p.id = pay.id for update;
  if pay.status <> 'pending' then
    return pg_catalog.jsonb_build_object('outcome', 'unchanged', 'payment', pay.status);
  end if;
  update public.payments p set status = 'cancelled', psp_status = pix_charge_removed.psp_status
  where p.id = pay.id;
  if booking.status = 'awaiting_payment' then
    update public.bookings b set status = 'expired' where b.id = booking.id;
  end if;
  perform private.record_payment_issue('charge_removed', pay.txid, pay.txid, null, pay.id, null, booking.id,
    pay.amount, null, pg_catalog.jsonb_build_object('psp_status', psp_status));
  return pg_catalog.jsonb_build_object('outcome', 'removed', 'booking_id', booking.id);
end;
$$;
revoke all on function public.pix_charge_removed(text, text) from public, anon, authenticated;
grant execute on function public.pix_charge_removed(text, text) to service_role;

-- Refunds paid back --------------------------------------------------------------------------------

-- The refunds the refund job should act on now: pending ones to send and sent ones to follow,
-- whose payment the PSP settled (it has an endToEndId). Oldest first.
create function public.pix_refunds_due(max integer default 50)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'refund_id', r.id, 'devolucao_id', r.devolucao_id, 'e2eid', p.e2eid, 'amount', r.amount,
    'status', r.status, 'attempts', r.attempts) order by r.created_at, r.id), '[]'::jsonb)
  from (
    select r.* from public.refunds r
    where r.status in ('pending', 'sent') and r.amount > 0
      -- New rows are due at once (created_at is the wall clock, private.now() may be pinned).
      and (r.next_attempt_at is null or r.next_attempt_at <= private.now())
    order by r.created_at, r.id
    limit least(greatest(coalesce(pix_refunds_due.max, 50), 1), 500)
  ) r
  join public.payments p on p.id = r.payment_id and p.e2eid is not null
$$;
revoke all on function public.pix_refunds_due(integer) from public, anon, authenticated;
grant execute on function public.pix_refunds_due(integer) to service_role;

-- What the PSP answered for a refund. 'sent' (EM_PROCESSAMENTO) is followed a minute later;
-- 'retry' (the PSP could not be reached) waits 1, 2, 4 ... up to 60 minutes; 'done' (DEVOLVIDO)
-- and 'refused' (NAO_REALIZADO: the admin's queue) are final. Lock order: departure → booking →
-- payment → refund.
create function public.pix_refund_update(refund_id uuid, outcome text, rtr_id text default null,
  psp_reason text default null, error text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  refund public.refunds;
  booking public.bookings;
  pay public.payments;
  at constant timestamptz := private.now();
  money text;
begin
  if outcome not in ('sent', 'done', 'refused', 'retry') then
    perform private.refuse('outcome_invalid');
  end if;
  select * into refund from public.refunds r where r.id = pix_refund_update.refund_id;
  if refund.id is null then
    perform private.refuse('not_found');
  end if;
  booking := private.lock_booking(refund.booking_id);
  select * into pay from public.payments p where p.id = refund.payment_id for update;
  select * into refund from public.refunds r where r.id = pix_refund_update.refund_id for update;
  if refund.status in ('done', 'refused') then
    return pg_catalog.jsonb_build_object('refund_id', refund.id, 'status', refund.status, 'changed', false);
  end if;
  money := pg_catalog.replace(pg_catalog.to_char(refund.amount / 100.0, 'FM999999990.00'), '.', ',');

  if outcome = 'retry' then
    update public.refunds r set attempts = r.attempts + 1,
      next_attempt_at = at + pg_catalog.make_interval(mins => least(pg_catalog.power(2, r.attempts)::integer, 60)),
      last_error = pg_catalog.left(error, 500)
    where r.id = refund.id returning * into refund;
    return pg_catalog.jsonb_build_object('refund_id', refund.id, 'status', refund.status, 'changed', false,
      'next_attempt_at', refund.next_attempt_at);
  end if;

  if outcome = 'sent' then
    update public.refunds r set status = 'sent', psp_status = 'EM_PROCESSAMENTO',
      rtr_id = coalesce(pix_refund_update.rtr_id, r.rtr_id), sent_at = coalesce(r.sent_at, at),
      attempts = r.attempts + 1, next_attempt_at = at + interval '1 minute', last_error = null
    where r.id = refund.id returning * into refund;
    if refund.sent_at = at then
      insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
      values (booking.buyer_id, booking.id, booking.departure_id, 'refund_issued', 'email',
        pg_catalog.format('Reembolso enviado: R$ %s da reserva %s estão voltando para a sua conta.', money, booking.code));
    end if;
  elsif outcome = 'done' then
    update public.refunds r set status = 'done', psp_status = 'DEVOLVIDO',
      rtr_id = coalesce(pix_refund_update.rtr_id, r.rtr_id), sent_at = coalesce(r.sent_at, at),
      done_at = at, next_attempt_at = null, last_error = null
    where r.id = refund.id returning * into refund;
    insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
    values (booking.buyer_id, booking.id, booking.departure_id, 'refund_issued', 'email',
      pg_catalog.format('Reembolso concluído: R$ %s da reserva %s foram devolvidos.', money, booking.code));
  else
    update public.refunds r set status = 'refused', psp_status = 'NAO_REALIZADO',
      rtr_id = coalesce(pix_refund_update.rtr_id, r.rtr_id),
      psp_reason = pg_catalog.left(pix_refund_update.psp_reason, 140),
      refused_at = at, next_attempt_at = null
    where r.id = refund.id returning * into refund;
    perform private.record_payment_issue('refund_refused', refund.id::text, pay.txid, pay.e2eid, pay.id,
      refund.id, booking.id, refund.amount, null,
      pg_catalog.jsonb_build_object('reason', refund.psp_reason));
  end if;
  perform private.audit('refund.' || outcome, 'refunds/' || refund.id,
    pg_catalog.jsonb_build_object('amount', refund.amount, 'rtr_id', refund.rtr_id, 'reason', refund.psp_reason));
  return pg_catalog.jsonb_build_object('refund_id', refund.id, 'status', refund.status, 'changed', true);
end;
$$;
revoke all on function public.pix_refund_update(uuid, text, text, text, text) from public, anon, authenticated;
grant execute on function public.pix_refund_update(uuid, text, text, text, text) to service_role;

-- The PSP's own report of a devolução in a final status (its notification, read back from the
-- PSP by the webhook): applied to the refund it belongs to, by our devolução id. Unknown ids (a
-- devolução made at the PSP by hand) change nothing.
create function public.pix_refund_settled(devolucao_id text, psp_status text, rtr_id text default null,
  psp_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  refund_id uuid;
begin
  if psp_status not in ('DEVOLVIDO', 'NAO_REALIZADO') then
    perform private.refuse('status_invalid');
  end if;
  select r.id into refund_id from public.refunds r where r.devolucao_id = pix_refund_settled.devolucao_id;
  if refund_id is null then
    return pg_catalog.jsonb_build_object('outcome', 'unknown');
  end if;
  return public.pix_refund_update(refund_id,
    case when psp_status = 'DEVOLVIDO' then 'done' else 'refused' end, rtr_id, psp_reason, null);
end;
$$;
revoke all on function public.pix_refund_settled(text, text, text, text) from public, anon, authenticated;
grant execute on function public.pix_refund_settled(text, text, text, text) to service_role;

-- What the buyer sees ------------------------------------------------------------------------------

-- As in 20261130000100_money_and_seats.sql; each refund also says where its money is.
create or replace function public.my_bookings(booking_id uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with clock as (select private.now() as at)
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'id', b.id,
    'code', b.code,
    -- A hold or a charge whose time is up is expired, even before expire_holds has run.
    'status', case when b.status in ('held', 'awaiting_payment') and b.hold_expires_at <= clock.at
      then 'expired' else b.status end,
    'hold_expires_at', b.hold_expires_at,
    'seat_count', b.seat_count,
    'lap_count', b.lap_count,
    'contact_name', b.contact_name,
    'contact_email', b.contact_email,
    'contact_phone', b.contact_phone,
    'subtotal', b.subtotal,
    'boarding_fees', b.boarding_fees,
    'total', b.total,
    'created_at', b.created_at,
    'purchased_at', b.purchased_at,
    'confirmed_at', b.confirmed_at,
    'cancelled_at', b.cancelled_at,
    'cancel_reason', b.cancel_reason,
    'started', d.starts_at <= clock.at,
    'seats', (
      select coalesce(pg_catalog.jsonb_agg(s.code order by s.code), '[]'::jsonb)
      from public.booking_seats bs join public.boat_seats s on s.id = bs.seat_id
      where bs.booking_id = b.id),
    'departure', pg_catalog.jsonb_build_object('id', d.id, 'starts_at', d.starts_at,
      'status', d.status, 'cancel_reason', d.cancel_reason),
    -- Prices, bands and tiers as the buyer accepted them (frozen on the booking).
    'tour', pg_catalog.jsonb_build_object('id', t.id, 'slug', t.slug, 'title', t.title,
      'duration_minutes', t.duration_minutes, 'meeting_point', t.meeting_point) || b.accepted_terms,
    'boat', pg_catalog.jsonb_build_object('name', bt.name, 'kind', bt.kind),
    'passengers', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'full_name', p.full_name, 'birth_date', p.birth_date, 'band', p.band, 'price', p.price,
        'seat', s.code) order by s.code nulls last, p.full_name), '[]'::jsonb)
      from public.passengers p left join public.boat_seats s on s.id = p.seat_id
      where p.booking_id = b.id),
    'payment', (
      select pg_catalog.jsonb_build_object('txid', py.txid, 'br_code', py.br_code,
        'amount', py.amount, 'expires_at', py.expires_at,
        'status', case when py.status = 'pending' and py.expires_at <= clock.at then 'expired'
          else py.status end,
        'paid_at', py.paid_at, 'provider', py.provider)
      from public.payments py where py.booking_id = b.id
      order by py.created_at desc limit 1),
    'refunds', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('amount', r.amount,
        'reason', r.reason, 'rule', r.rule, 'created_at', r.created_at,
        -- Where the money is: pending (not yet sent), sent (the PSP is paying it back), done, refused.
        'status', r.status, 'sent_at', r.sent_at, 'done_at', r.done_at) order by r.created_at),
        '[]'::jsonb)
      from public.refunds r where r.booking_id = b.id),
    -- What cancel_booking would give back now (the same rule), so it is shown before asking.
    'refund_preview', case
      when b.status = 'confirmed' and clock.at < d.starts_at then
        private.refund_amount(b.subtotal, b.boarding_fees, b.accepted_terms -> 'cancellation_tiers', d.starts_at,
          b.purchased_at, clock.at)
      when b.status in ('held', 'awaiting_payment') and b.hold_expires_at > clock.at
        and clock.at < d.starts_at then
        pg_catalog.jsonb_build_object('amount', 0, 'rule', 'unpaid')
    end
  ) order by d.starts_at desc, b.created_at desc), '[]'::jsonb)
  from clock
  cross join public.bookings b
  join public.departures d on d.id = b.departure_id
  join public.tours t on t.id = d.tour_id
  join public.boats bt on bt.id = d.boat_id
  where b.buyer_id = auth.uid()
    and (my_bookings.booking_id is null or b.id = my_bookings.booking_id)
$$;

-- Demo dates -------------------------------------------------------------------------------------

-- As in 20261124000400_booking_functions.sql, with the PSP's timestamps moved too.
create or replace function private.rebase_demo_dates(anchor timestamptz)
returns interval
language plpgsql
security definer
set search_path = ''
as $$
declare
  shift interval;
begin
  if not private.demo_mode() then
    raise exception 'rebase_demo_dates runs on demo databases only' using errcode = '42501';
  end if;
  shift := anchor - private.setting('demo_anchor')::timestamptz;
  if shift = interval '0' then
    return shift;
  end if;
  alter table public.departures disable trigger departures_guard_changes;
  update public.departures set starts_at = starts_at + shift, sales_cutoff_at = sales_cutoff_at + shift;
  alter table public.departures enable trigger departures_guard_changes;
  update public.bookings set hold_expires_at = hold_expires_at + shift, created_at = created_at + shift,
    purchased_at = purchased_at + shift, confirmed_at = confirmed_at + shift,
    cancelled_at = cancelled_at + shift;
  update public.payments set expires_at = expires_at + shift, paid_at = paid_at + shift,
    created_at = created_at + shift, charged_at = charged_at + shift;
  update public.passengers set checked_in_at = checked_in_at + shift;
  update public.refunds set created_at = created_at + shift, sent_at = sent_at + shift,
    done_at = done_at + shift, refused_at = refused_at + shift, next_attempt_at = next_attempt_at + shift;
  update public.payment_issues set created_at = created_at + shift, resolved_at = resolved_at + shift;
  update public.notifications set created_at = created_at + shift, sent_at = sent_at + shift;
  update private.app_settings set value = anchor::text, updated_at = pg_catalog.now()
  where key = 'demo_anchor';
  return shift;
end;
$$;

-- Schedules ----------------------------------------------------------------------------------------

-- Where the project has pg_cron and pg_net (Supabase does; PGlite and plain servers do not):
-- reconcile every 5 minutes, refunds every minute. The functions' URL and the cron secret are read
-- from Vault when the job runs (README, "Taking real Pix payments"); until both are stored the
-- jobs do nothing.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('mare-pix-reconcile', '*/5 * * * *', $job$
      select net.http_post(
        url := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'mare_functions_url') || '/pix-reconcile',
        headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization',
          'Bearer ' || (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'mare_pix_cron_secret')),
        body := '{}'::jsonb, timeout_milliseconds := 55000)
      where exists (select 1 from vault.decrypted_secrets s where s.name = 'mare_pix_cron_secret')
        and exists (select 1 from vault.decrypted_secrets s where s.name = 'mare_functions_url')
    $job$);
    perform cron.schedule('mare-pix-refund', '* * * * *', $job$
      select net.http_post(
        url := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'mare_functions_url') || '/pix-refund',
        headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization',
          'Bearer ' || (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'mare_pix_cron_secret')),
        body := '{}'::jsonb, timeout_milliseconds := 55000)
      where exists (select 1 from vault.decrypted_secrets s where s.name = 'mare_pix_cron_secret')
        and exists (select 1 from vault.decrypted_secrets s where s.name = 'mare_functions_url')
    $job$);
  end if;
end;
$$;
