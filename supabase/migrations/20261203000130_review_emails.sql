-- Issue 36, item 5: the review e-mails. `review_invitation` once per confirmed booking after its
-- trip ends (the minute job) and, from 20261203000300, once when a provider request is completed;
-- `review_hidden` to the author when an admin hides their review (admin_hide_review). Both are
-- optional e-mails (private.email_is_essential keeps to the booking and the money).

-- Two more reasons; the reasons already allowed (whichever migrations added them) are kept.
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
  reasons := reasons || array['review_invitation', 'review_hidden'];
  execute pg_catalog.format(
    'alter table public.notifications add constraint notifications_reason_check check (reason in (%s))',
    (select pg_catalog.string_agg(pg_catalog.quote_literal(r.reason), ', ' order by r.n)
     from (select x.reason, pg_catalog.min(x.n) as n
           from pg_catalog.unnest(reasons) with ordinality x(reason, n) group by x.reason) r));
end;
$$;

-- One invitation per booking, whatever runs the job twice.
create unique index notifications_review_invitation_once_idx on public.notifications (booking_id, reason)
  where reason = 'review_invitation' and channel = 'email';
-- The job looks at departures that left in the last days only.
create index departures_departed_starts_idx on public.departures (starts_at) where status = 'departed';

-- Invites the buyers of confirmed bookings (not no-shows, not cancelled) whose trip ended in the
-- last 7 days (a job that stopped for a while catches up; older trips are not chased), that are not
-- reviewed yet. The e-mail leads to the booking, where the review is written.
create function private.queue_review_invitations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
  at constant timestamptz := private.now();
begin
  insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body, payload)
  select b.buyer_id, b.id, b.departure_id, 'review_invitation', 'email',
    pg_catalog.format('Como foi o passeio "%s"? Conte para os próximos viajantes.', t.title),
    pg_catalog.jsonb_build_object('review_path', '/minhas-reservas/' || b.id,
      'trip_date', (d.starts_at at time zone 'America/Sao_Paulo')::date)
  from public.departures d
  join public.tours t on t.id = d.tour_id
  join public.bookings b on b.departure_id = d.id and b.status = 'confirmed'
  where d.status = 'departed'
    -- The longest tour lasts a day: its trip ends at most a day after it starts.
    and d.starts_at > at - interval '8 days' and d.starts_at <= at
    and d.starts_at + pg_catalog.make_interval(mins => t.duration_minutes) <= at
    and d.starts_at + pg_catalog.make_interval(mins => t.duration_minutes) > at - interval '7 days'
    and not exists (select 1 from public.reviews r where r.booking_id = b.id)
  order by b.id
  on conflict do nothing;
  get diagnostics n = row_count;
  return n;
end;
$$;
revoke all on function private.queue_review_invitations() from public, anon, authenticated;

-- The minute job as 20261202000400 (claimed), plus the review invitations.
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
  invitations integer := private.queue_review_invitations();
begin
  if expired > 0 or departed > 0 then
    perform private.audit('jobs.minute', 'departures',
      pg_catalog.jsonb_build_object('expired', expired, 'departed', departed));
  end if;
  return pg_catalog.jsonb_build_object('expired', expired, 'departed', departed,
    'reminders', reminders, 'invitations', invitations);
end;
$$;
