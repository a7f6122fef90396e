-- Issue 35, item 1: the notifications become an e-mail outbox.
-- Every e-mail row is written by the database when its event happens (the booking functions as
-- before, AFTER triggers for the review, boat, provider and refund events, the minute job for
-- reminders); a BEFORE INSERT trigger gives it its addressee and the facts its template needs.
-- The send-email Edge Function (supabase/functions/send-email) claims due rows with
-- `for update skip locked`, renders the pt-BR template, sends it through the provider and records
-- the outcome: sent_at, or the error with the next attempt (backoff), or failed after the last.
-- WhatsApp rows stay what they were: the owner's own message, sent by hand.

-- The outbox columns ------------------------------------------------------------------------------

alter table public.notifications
  add column payload jsonb not null default '{}'::jsonb,
  add column to_email text,
  add column status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz,
  add column locked_until timestamptz,
  add column last_error text check (pg_catalog.char_length(last_error) <= 1000),
  add column failed_at timestamptz,
  add column provider_message_id text;

-- The reasons: the booking ones as before, plus the new events. Whatever check another migration
-- put on reason is replaced (looked up, so the order of files does not matter).
do $$
declare
  c record;
begin
  for c in
    select con.conname from pg_catalog.pg_constraint con
    where con.conrelid = 'public.notifications'::regclass and con.contype = 'c'
      and pg_catalog.pg_get_constraintdef(con.oid) like '%reason%'
  loop
    execute pg_catalog.format('alter table public.notifications drop constraint %I', c.conname);
  end loop;
end;
$$;
alter table public.notifications add constraint notifications_reason_check check (reason in (
  'booking_confirmed', 'booking_cancelled', 'departure_cancelled', 'refund_issued',
  'refund_sent', 'refund_done', 'pix_expiring', 'trip_tomorrow', 'tour_returned', 'tour_published',
  'boat_verified', 'boat_refused', 'provider_request_received', 'provider_request_answered'
));

-- The delivery job reads due e-mails in order; reminders are written once per booking.
create index notifications_due_idx on public.notifications (next_attempt_at, id)
  where channel = 'email' and status in ('pending', 'sending');
create unique index notifications_reminder_once_idx on public.notifications (booking_id, reason)
  where reason in ('pix_expiring', 'trip_tomorrow') and channel = 'email';

-- Which e-mails a person may turn off: everything but the booking and the money.
create function private.email_is_essential(reason text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select reason in ('booking_confirmed', 'booking_cancelled', 'departure_cancelled',
    'refund_issued', 'refund_sent', 'refund_done')
$$;
revoke all on function private.email_is_essential(text) from public, anon, authenticated;

-- Preferences ---------------------------------------------------------------------------------------

-- One switch: the non-essential e-mails (reminders, reviews, boats, provider requests). No row
-- means the default: on.
create table public.email_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  optional_emails boolean not null default true,
  updated_at timestamptz not null default now()
);
alter table public.email_preferences enable row level security;
revoke all on table public.email_preferences from public, anon, authenticated;
grant select on table public.email_preferences to authenticated;
grant all on table public.email_preferences to service_role;
create policy "email_preferences: own row reads" on public.email_preferences for select
  to authenticated using (user_id = (select auth.uid()));

-- The account screen's switch. Answers the preference as stored.
create function public.set_email_preferences(optional_emails boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if set_email_preferences.optional_emails is null then
    perform private.refuse('invalid_preference');
  end if;
  insert into public.email_preferences as p (user_id, optional_emails, updated_at)
  values (me, set_email_preferences.optional_emails, private.now())
  on conflict (user_id) do update
    set optional_emails = excluded.optional_emails, updated_at = excluded.updated_at;
  return pg_catalog.jsonb_build_object('optional_emails', set_email_preferences.optional_emails);
end;
$$;
revoke all on function public.set_email_preferences(boolean) from public, anon;
grant execute on function public.set_email_preferences(boolean) to authenticated;

create function public.my_email_preferences()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('optional_emails', coalesce(
    (select p.optional_emails from public.email_preferences p where p.user_id = auth.uid()), true))
$$;
revoke all on function public.my_email_preferences() from public, anon;
grant execute on function public.my_email_preferences() to authenticated;

-- What a template needs -----------------------------------------------------------------------------

-- The facts of a booking's e-mails: who, which tour, when, where, what to bring, the money. Read
-- when the row is written, so the e-mail says what was true at the event.
create function private.booking_email_facts(target uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'booking_id', b.id,
    'code', b.code,
    'contact_name', b.contact_name,
    'tour_title', t.title,
    'tour_slug', t.slug,
    'starts_at', d.starts_at,
    'duration_minutes', t.duration_minutes,
    'meeting_point', t.meeting_point,
    'what_to_bring', t.what_to_bring,
    'seats', (select pg_catalog.count(*) from public.booking_seats s where s.booking_id = b.id),
    'total', b.total,
    'voucher_path', '/minhas-reservas/' || b.id,
    'cancel_reason', d.cancel_reason,
    -- A reason code column may come from another migration; read it only if it is there.
    'cancel_reason_code', pg_catalog.to_jsonb(d) ->> 'cancel_reason_code',
    'refunded', coalesce((select pg_catalog.sum(r.amount) from public.refunds r
      where r.booking_id = b.id), 0),
    'pix', (select pg_catalog.jsonb_build_object('br_code', p.br_code, 'amount', p.amount,
        'expires_at', p.expires_at)
      from public.payments p where p.booking_id = b.id and p.status = 'pending'
      order by p.created_at desc limit 1)
  )
  from public.bookings b
  join public.departures d on d.id = b.departure_id
  join public.tours t on t.id = d.tour_id
  where b.id = target
$$;
revoke all on function private.booking_email_facts(uuid) from public, anon, authenticated;

-- Fills an outbox row: its addressee (the booking's contact e-mail, else the account's), the
-- template's facts under whatever the writer gave, and its first due time. Rows written already
-- sent (the seed's history) are recorded as sent.
create function private.notification_fill()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  facts jsonb := '{}'::jsonb;
  refund public.refunds;
begin
  if new.booking_id is not null then
    facts := coalesce(private.booking_email_facts(new.booking_id), '{}'::jsonb);
    -- The Pix module reports a refund sent to the bank, then done, as 'refund_issued' rows: the
    -- refund stamped at this very moment says which, so each gets its own e-mail.
    if new.reason = 'refund_issued' then
      select r.* into refund from public.refunds r
      where r.booking_id = new.booking_id
        and private.now() in ((pg_catalog.to_jsonb(r) ->> 'done_at')::timestamptz,
          (pg_catalog.to_jsonb(r) ->> 'sent_at')::timestamptz)
      order by r.created_at desc, r.id desc limit 1;
      if refund.id is not null then
        new.reason := case when (pg_catalog.to_jsonb(refund) ->> 'done_at')::timestamptz = private.now()
          then 'refund_done' else 'refund_sent' end;
        new.payload := coalesce(new.payload, '{}'::jsonb)
          || pg_catalog.jsonb_build_object('refund_id', refund.id);
      end if;
    end if;
    if new.reason in ('refund_sent', 'refund_done', 'refund_issued') then
      select r.* into refund from public.refunds r
      where r.booking_id = new.booking_id
        and (r.id::text = new.payload ->> 'refund_id' or new.payload ->> 'refund_id' is null)
      order by r.created_at desc, r.id desc limit 1;
      if refund.id is not null then
        facts := facts || pg_catalog.jsonb_build_object('refund_id', refund.id,
          'refund_amount', refund.amount, 'refund_reason', refund.reason);
      end if;
    end if;
    if new.to_email is null then
      select nullif(b.contact_email, '') into new.to_email
      from public.bookings b where b.id = new.booking_id;
    end if;
  end if;
  new.payload := facts || coalesce(new.payload, '{}'::jsonb);
  if new.to_email is null then
    select u.email into new.to_email from auth.users u where u.id = new.user_id;
  end if;
  if new.sent_at is not null then
    new.status := 'sent';
  elsif new.channel = 'email' then
    new.next_attempt_at := coalesce(new.next_attempt_at, private.now());
  end if;
  return new;
end;
$$;
revoke all on function private.notification_fill() from public, anon, authenticated;
create trigger notifications_fill before insert on public.notifications
  for each row execute function private.notification_fill();

-- One e-mail to one account, with its facts (the events below that are not a booking's).
create function private.queue_email(addressee uuid, reason text, facts jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, reason, channel, body, payload)
  values (addressee, reason, 'email', coalesce(facts ->> 'summary', reason), facts)
$$;
revoke all on function private.queue_email(uuid, text, jsonb) from public, anon, authenticated;

-- Events ---------------------------------------------------------------------------------------------

-- The admin sent a tour back: the owner gets the comments. A note on publishing joins the
-- "published" e-mail written a moment before in the same transaction.
create function private.email_on_review_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
begin
  if new.decision = 'publish' then
    update public.notifications n set payload = n.payload || pg_catalog.jsonb_build_object('comments', new.comments)
    where n.reason = 'tour_published' and n.status = 'pending' and n.payload ->> 'tour_id' = new.tour_id::text
      and n.created_at = pg_catalog.now();
    return null;
  end if;
  if new.decision <> 'send_back' then
    return null;
  end if;
  select * into tour from public.tours t where t.id = new.tour_id;
  perform private.queue_email(tour.owner_id, 'tour_returned', pg_catalog.jsonb_build_object(
    'summary', pg_catalog.format('O passeio "%s" voltou da revisão.', tour.title),
    'tour_id', tour.id, 'tour_title', tour.title, 'comments', new.comments,
    'noted_at', new.created_at, 'edit_path', '/boat-owners/passeios/' || tour.id));
  return null;
end;
$$;
revoke all on function private.email_on_review_note() from public, anon, authenticated;
create trigger tour_review_notes_email after insert on public.tour_review_notes
  for each row execute function private.email_on_review_note();

-- A tour went on sale: the owner hears it (admin_decide_tour writes its note right after the
-- status: the note trigger above adds it to this e-mail while it waits).
create function private.email_on_tour_published()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'published' or old.status = 'published' then
    return null;
  end if;
  perform private.queue_email(new.owner_id, 'tour_published', pg_catalog.jsonb_build_object(
    'summary', pg_catalog.format('O passeio "%s" foi publicado.', new.title),
    'tour_id', new.id, 'tour_title', new.title, 'tour_path', '/passeios/' || new.slug));
  return null;
end;
$$;
revoke all on function private.email_on_tour_published() from public, anon, authenticated;
create trigger tours_email_published after update of status on public.tours
  for each row execute function private.email_on_tour_published();

-- A boat was verified or refused by an admin.
create function private.email_on_boat_verification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.verification = old.verification or new.verification not in ('approved', 'refused') then
    return null;
  end if;
  perform private.queue_email(new.owner_id,
    case new.verification when 'approved' then 'boat_verified' else 'boat_refused' end,
    pg_catalog.jsonb_build_object(
      'summary', pg_catalog.format('Barco "%s": %s.', new.name,
        case new.verification when 'approved' then 'verificado' else 'recusado' end),
      'boat_id', new.id, 'boat_name', new.name, 'refusal_reason', new.refusal_reason));
  return null;
end;
$$;
revoke all on function private.email_on_boat_verification() from public, anon, authenticated;
create trigger boats_email_verification after update of verification on public.boats
  for each row execute function private.email_on_boat_verification();

-- A provider got a request; later its requester gets the answer.
create function private.email_on_provider_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  business text;
begin
  select sp.business_name into business from public.service_providers sp where sp.id = new.provider_id;
  if tg_op = 'INSERT' then
    perform private.queue_email(new.provider_id, 'provider_request_received',
      pg_catalog.jsonb_build_object(
        'summary', pg_catalog.format('Novo pedido de %s.', new.requester_name),
        'request_id', new.id, 'business_name', business, 'requester_name', new.requester_name,
        'message', new.message, 'needed_at', new.needed_at, 'reply_by', new.reply_by));
  elsif old.status = 'pending' and new.status in ('accepted', 'declined') then
    perform private.queue_email(new.requester_id, 'provider_request_answered',
      pg_catalog.jsonb_build_object(
        'summary', pg_catalog.format('%s respondeu ao seu pedido.', business),
        'request_id', new.id, 'business_name', business, 'requester_name', new.requester_name,
        'accepted', new.status = 'accepted', 'response_note', new.response_note,
        'needed_at', new.needed_at));
  end if;
  return null;
end;
$$;
revoke all on function private.email_on_provider_request() from public, anon, authenticated;
create trigger provider_requests_email after insert or update of status on public.provider_requests
  for each row execute function private.email_on_provider_request();

-- Reminders (the minute job) -------------------------------------------------------------------------

-- "Your Pix expires soon" ten minutes before a hold lapses, and "your trip is tomorrow" once the
-- departure is less than a day away (bookings confirmed before that day only: a booking made on
-- the eve got its confirmation moments ago). Each at most once per booking (unique index).
create function private.queue_timed_notifications()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer := 0;
  added integer;
  at constant timestamptz := private.now();
begin
  insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
  select b.buyer_id, b.id, b.departure_id, 'pix_expiring', 'email',
    pg_catalog.format('O Pix da reserva %s vence em breve.', b.code)
  from public.bookings b
  where b.status = 'awaiting_payment' and b.hold_expires_at > at
    and b.hold_expires_at <= at + interval '10 minutes'
    and exists (select 1 from public.payments p where p.booking_id = b.id and p.status = 'pending')
  order by b.id
  on conflict do nothing;
  get diagnostics added = row_count;
  n := n + added;

  insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body)
  select b.buyer_id, b.id, b.departure_id, 'trip_tomorrow', 'email',
    pg_catalog.format('O passeio da reserva %s é amanhã.', b.code)
  from public.bookings b
  join public.departures d on d.id = b.departure_id
  where b.status = 'confirmed' and d.status in ('scheduled', 'confirmed', 'closed')
    and d.starts_at > at + interval '2 hours' and d.starts_at <= at + interval '24 hours'
    and coalesce(b.confirmed_at, b.created_at) < d.starts_at - interval '24 hours'
  order by b.id
  on conflict do nothing;
  get diagnostics added = row_count;
  return n + added;
end;
$$;
revoke all on function private.queue_timed_notifications() from public, anon, authenticated;

-- The minute job as before, plus the reminders (claimed in coord: built on 20261130000100).
create or replace function public.run_minute_jobs()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  expired integer := private.expire_holds(null);
  departed integer := private.mark_departed();
  reminders integer := private.queue_timed_notifications();
begin
  if expired > 0 or departed > 0 then
    perform private.audit('jobs.minute', 'departures',
      pg_catalog.jsonb_build_object('expired', expired, 'departed', departed));
  end if;
  return pg_catalog.jsonb_build_object('expired', expired, 'departed', departed,
    'reminders', reminders);
end;
$$;
revoke all on function public.run_minute_jobs() from public, anon, authenticated;
grant execute on function public.run_minute_jobs() to service_role;

-- Delivery (service_role only: the send-email function) ------------------------------------------

-- Claims up to `batch` due e-mails for `lease_seconds`: pending ones whose time came, and ones a
-- crashed sender left in 'sending' past their lease. Rows another sender holds are skipped, never
-- waited for. An optional e-mail to someone who turned them off is marked skipped, not sent.
create function public.claim_email_notifications(batch integer default 20, lease_seconds integer default 120)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  at constant timestamptz := private.now();
  claimed jsonb;
begin
  if batch is null or batch < 1 or batch > 100 or lease_seconds is null or lease_seconds < 10 then
    perform private.refuse('invalid_batch');
  end if;
  with picked as (
    select n.id,
      not private.email_is_essential(n.reason)
        and coalesce((select p.optional_emails from public.email_preferences p
          where p.user_id = n.user_id), true) = false as opted_out
    from public.notifications n
    where n.channel = 'email'
      and ((n.status = 'pending' and n.next_attempt_at <= at)
        or (n.status = 'sending' and n.locked_until < at))
    order by n.next_attempt_at, n.id
    limit claim_email_notifications.batch
    for update of n skip locked
  ), updated as (
    update public.notifications n set
      status = case when picked.opted_out then 'skipped' else 'sending' end,
      attempts = n.attempts + case when picked.opted_out then 0 else 1 end,
      locked_until = case when picked.opted_out then null
        else at + pg_catalog.make_interval(secs => claim_email_notifications.lease_seconds) end
    from picked
    where n.id = picked.id
    returning n.*, picked.opted_out
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', u.id, 'reason', u.reason, 'to', u.to_email, 'payload', u.payload,
      'attempts', u.attempts, 'created_at', u.created_at, 'user_id', u.user_id)
      order by u.next_attempt_at, u.id), '[]'::jsonb)
  into claimed
  from updated u
  where not u.opted_out;
  return claimed;
end;
$$;
revoke all on function public.claim_email_notifications(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_email_notifications(integer, integer) to service_role;

-- What came of one claimed e-mail: 'sent' (with the provider's id), 'retry' (at retry_at) or
-- 'failed' (given up). Only a row still being sent changes; a late report changes nothing.
create function public.record_email_delivery(
  notification_id uuid,
  outcome text,
  provider_message_id text default null,
  error text default null,
  retry_at timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  at constant timestamptz := private.now();
  done public.notifications;
begin
  if outcome not in ('sent', 'retry', 'failed') or (outcome = 'retry' and retry_at is null) then
    perform private.refuse('invalid_outcome');
  end if;
  update public.notifications n set
    status = case outcome when 'sent' then 'sent' when 'retry' then 'pending' else 'failed' end,
    sent_at = case when outcome = 'sent' then at end,
    failed_at = case when outcome = 'failed' then at end,
    next_attempt_at = case when outcome = 'retry' then record_email_delivery.retry_at else n.next_attempt_at end,
    provider_message_id = coalesce(record_email_delivery.provider_message_id, n.provider_message_id),
    last_error = case when outcome = 'sent' then null
      else pg_catalog.left(coalesce(record_email_delivery.error, 'erro desconhecido'), 1000) end,
    locked_until = null
  where n.id = record_email_delivery.notification_id and n.status = 'sending'
  returning * into done;
  if done.id is null then
    return pg_catalog.jsonb_build_object('id', notification_id, 'status', null);
  end if;
  return pg_catalog.jsonb_build_object('id', done.id, 'status', done.status, 'attempts', done.attempts);
end;
$$;
revoke all on function public.record_email_delivery(uuid, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_email_delivery(uuid, text, text, text, timestamptz) to service_role;

-- Item 2: whom the cancellation e-mail reached ------------------------------------------------------

-- For the owner's "Avisar pelo WhatsApp" list of a cancelled departure: per booking, the
-- cancellation e-mail's state (sent, on its way, failed) and when it was sent. The owner of the
-- tour or an admin only.
create function public.departure_email_reach(p_departure uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.departures d join public.tours t on t.id = d.tour_id
    where d.id = p_departure and (t.owner_id = auth.uid() or private.is_admin())
  ) then
    perform private.refuse('not_found');
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'booking_id', x.booking_id, 'status', x.status, 'sent_at', x.sent_at) order by x.booking_id)
    from (
      select distinct on (n.booking_id) n.booking_id,
        case n.status when 'sent' then 'sent' when 'failed' then 'failed'
          when 'skipped' then 'failed' else 'pending' end as status,
        n.sent_at
      from public.notifications n
      where n.departure_id = p_departure and n.reason = 'departure_cancelled'
        and n.channel = 'email' and n.booking_id is not null
      order by n.booking_id, n.created_at desc
    ) x), '[]'::jsonb);
end;
$$;
revoke all on function public.departure_email_reach(uuid) from public, anon;
grant execute on function public.departure_email_reach(uuid) to authenticated;
