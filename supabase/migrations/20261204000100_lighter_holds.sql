-- Holds spread over many departures (issue #37): with no queue on a departure, a hold's latency is
-- its own work, and at 32 connections on a few cores every connection waits for the others' work.
-- Measured per hold (pg_stat_statements, track = all), beyond the two inserts and the audit entry:
-- * private.tour_terms, a SQL function with SET search_path: never inlined, so its body was planned
--   again on every call (about as long as the booking's insert);
-- * private.now(), the same;
-- * the insert trigger private.freeze_booking_terms, entered on every hold only to see that the
--   hold already froze the terms;
-- * the account's open holds, counted by joining the buyer's index with every open hold of every
--   departure (bookings_open_expiry_idx): a hold read all the platform's open holds.
-- Now the two functions have no SET (every name in them is qualified; their callers are security
-- definer functions with an empty search_path, triggers and policies) and are inlined where they
-- are used, the trigger fires only for a booking inserted without its terms, and the buyer's index
-- carries the expiry, so the count reads that account's bookings alone. Rules unchanged.

create or replace function private.tour_terms(t public.tours)
returns jsonb
language sql
stable
as $$
  select pg_catalog.jsonb_build_object(
    'price_adult', t.price_adult, 'price_child', t.price_child, 'boarding_fee', t.boarding_fee,
    'child_max_age', t.child_max_age, 'lap_max_age', t.lap_max_age, 'minimum_age', t.minimum_age,
    'cancellation_tiers', t.cancellation_tiers)
$$;

create or replace function private.now()
returns timestamptz
language sql
stable
as $$
  select coalesce(
    nullif(pg_catalog.current_setting('mare.now', true), '')::pg_catalog.timestamptz,
    pg_catalog.now()
  )
$$;

drop trigger bookings_freeze_terms on public.bookings;
create trigger bookings_freeze_terms before insert on public.bookings
  for each row when (new.accepted_terms is null)
  execute function private.freeze_booking_terms();

-- Same name and first column (the buyer's bookings, row-level security): one more column, no new index.
drop index public.bookings_buyer_id_idx;
create index bookings_buyer_id_idx on public.bookings (buyer_id, hold_expires_at);
