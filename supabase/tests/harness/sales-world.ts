/**
 * A sales catalogue at scale for the sales benchmark (bench/sales.bench.ts) and the sales tests:
 * 200 boat owners (the first with tours 1–50, every other with about 5), 500 buyers, one
 * 30-seat boat per owner, 1,000 published tours over the five beaches and free places, and 53
 * weekly departures per tour across 2026 (2% cancelled). plantSales(first, last) adds sales
 * number first..last, spread over 2026 by paid time: a confirmed (or cancelled every 20th, no-show
 * every 37th) booking of 1–4 seats on the tour's next departure, its paid Pix charge, a second
 * paid charge a day later on 0.5% of them and an expired one on 2%, a full refund of each
 * cancelled sale and a partial one on every 13th. Set-based SQL for the superuser; the sales are
 * written with session_replication_role = replica (no per-row trigger or foreign-key check:
 * every row is consistent by construction). Deterministic: the same numbers give the same rows.
 */
export const salesOwners = 200;
export const salesTours = 1000;
const weeks = 53;
const buyers = 500;
/** The owner of tours 1–50. */
export const bigOwner = '0b000000-0000-4000-8000-000000000001';
const owners = salesOwners;
const tours = salesTours;

/** A deterministic uuid per kind of row and number. */
const id = (prefix: string, n: string) =>
  `('${prefix}000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/** Owners, buyers, boats (30 seats each), tours and their departures: once, after the seed. */
export const salesWorld = `
  insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
    created_at, updated_at, email_confirmed_at, confirmation_token, recovery_token,
    email_change_token_new, email_change)
  select '00000000-0000-0000-0000-000000000000'::uuid, ${id('0b', 'o')}, 'authenticated', 'authenticated',
    'dono' || o || '@bench.example', '{}'::jsonb, jsonb_build_object('full_name', 'Dono ' || lpad(o::text, 3, '0'),
    'account_type', 'boat_owner'), now(), now(), now(), '', '', '', ''
  from generate_series(1, ${owners}) o
  union all
  select '00000000-0000-0000-0000-000000000000'::uuid, ${id('0e', 'u')}, 'authenticated', 'authenticated',
    'comprador' || u || '@bench.example', '{}'::jsonb, jsonb_build_object('full_name', 'Comprador ' || u),
    now(), now(), now(), '', '', '', ''
  from generate_series(1, ${buyers}) u;

  insert into public.boats (id, owner_id, name, kind, registration, capacity, verification)
  select ${id('0c', 'o')}, ${id('0b', 'o')}, 'Barco ' || o, 'escuna', '381-' || lpad(o::text, 6, '0') || '-1',
    40, 'approved'
  from generate_series(1, ${owners}) o;
  insert into public.boat_zones (id, boat_id, code, name)
  select ${id('0f', 'o')}, ${id('0c', 'o')}, 'conves', 'Convés' from generate_series(1, ${owners}) o;
  insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col, kind)
  select ${id('0c', 'o')}, ${id('0f', 'o')}, 'S' || (r * 6 + c + 1), r, c,
    case when r * 6 + c = 28 then 'accessible' when r * 6 + c = 29 then 'crew' else 'passenger' end
  from generate_series(1, ${owners}) o, generate_series(0, 4) r, generate_series(0, 5) c;

  insert into public.tours (id, owner_id, beach_id, place, slug, title, duration_minutes, price_adult,
    price_child, child_max_age, lap_max_age, boarding_fee, status)
  select ${id('0a', 'k')}, ${id('0b', 'x.owner')},
    (array['praia-do-forno', 'baia-do-sancho', 'jericoacoara', 'alter-do-chao', 'praia-do-rosa', null])[k % 6 + 1],
    case when k % 6 = 5 then 'Lugar livre ' || k end,
    'bench-passeio-' || k, 'Passeio ' || lpad(k::text, 4, '0'), 180, 15000, 7500, 11, 5, 1000, 'published'
  from generate_series(1, ${tours}) k,
    lateral (select case when k <= 50 then 1 else 2 + k % ${owners - 1} end as owner) x;

  insert into public.departures (id, tour_id, boat_id, starts_at, status, cancel_reason, sales_cutoff_at)
  select ${id('0d', `k * 100 + w`)}, ${id('0a', 'k')}, ${id('0c', 'x.owner')}, s.at,
    case when (k + w) % 50 = 0 then 'cancelled' else 'scheduled' end,
    case when (k + w) % 50 = 0 then 'weather' end, s.at - interval '1 hour'
  from generate_series(1, ${tours}) k, generate_series(0, ${weeks - 1}) w,
    lateral (select case when k <= 50 then 1 else 2 + k % ${owners - 1} end as owner) x,
    lateral (select '2026-01-03T09:00:00-03:00'::timestamptz + (w * 7 + k % 7) * interval '1 day' as at) s;`;

/** Sales number first..last: a booking, its paid charge (and sometimes more), its refunds. */
export const plantSales = (first: number, last: number) => `
  set session_replication_role = replica;
  insert into public.bookings (id, code, departure_id, buyer_id, status, hold_expires_at, seat_count,
    lap_count, contact_name, subtotal, boarding_fees, total, created_at, purchased_at, confirmed_at,
    cancelled_at, cancel_reason, accepted_terms)
  select ${id('be', 'g')},
    (select string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((g / (31 ^ i)::bigint) % 31)::int + 1, 1), '' order by i desc)
     from generate_series(0, 5) i),
    ${id('0d', 'x.tour * 100 + x.week')}, ${id('0e', `g % ${buyers} + 1`)},
    case when g % 20 = 0 then 'cancelled' when g % 37 = 0 then 'no_show' else 'confirmed' end,
    x.paid + interval '30 minutes', 1 + g % 4, (g % 9 = 0)::int, 'Comprador ' || g,
    (1 + g % 4) * 15000, (1 + g % 4) * 1000, (1 + g % 4) * 16000,
    x.paid - interval '5 minutes', x.paid, x.paid,
    case when g % 20 = 0 then x.paid + interval '2 days' end,
    case when g % 20 = 0 then 'buyer' end,
    '{"price_adult":15000,"price_child":7500,"boarding_fee":1000,"child_max_age":11,"lap_max_age":5,"minimum_age":0,"cancellation_tiers":[{"hours_before":24,"percent":100}]}'
  from generate_series(${first}::bigint, ${last}) g,
    lateral (select '2026-01-01T03:00:00Z'::timestamptz + ((g * 7919) % 525600) * interval '1 minute' as paid) p,
    lateral (select (g * 31) % ${tours} + 1 as tour,
      least(${weeks - 1}, ceil(extract(epoch from p.paid - '2026-01-03T09:00:00-03:00'::timestamptz) / 604800)::int
        + 1) as week, p.paid) x;

  insert into public.payments (booking_id, provider, txid, amount, expires_at, status, paid_at, created_at)
  select b.id, 'demo', 'BP' || g, b.total, b.hold_expires_at, 'paid', b.purchased_at, b.created_at
  from generate_series(${first}, ${last}) g join public.bookings b on b.id = ${id('be', 'g')}
  union all
  select b.id, 'demo', 'BQ' || g, b.total, b.hold_expires_at + interval '1 day', 'paid',
    b.purchased_at + interval '1 day', b.created_at + interval '1 day'
  from generate_series(${first}, ${last}) g join public.bookings b on b.id = ${id('be', 'g')}
  where g % 200 = 7
  union all
  select b.id, 'demo', 'BX' || g, b.total, b.created_at, 'expired', null, b.created_at - interval '1 hour'
  from generate_series(${first}, ${last}) g join public.bookings b on b.id = ${id('be', 'g')}
  where g % 50 = 3;

  -- Most refunds are paid back by now (done); a few are still on their way or were refused.
  insert into public.refunds (booking_id, payment_id, amount, reason, rule, created_at, status)
  select p.booking_id, p.id, case when g % 20 = 0 then p.amount else 1000 end,
    case when g % 20 = 0 then 'buyer_cancelled' else 'withdrawal' end, 'bench', p.paid_at + interval '2 days',
    case when g % 1000 = 0 then 'pending' when g % 1000 = 260 then 'sent'
      when g % 5000 = 520 then 'refused' else 'done' end
  from generate_series(${first}, ${last}) g join public.payments p on p.txid = 'BP' || g
  where g % 20 = 0 or g % 13 = 0;
  set session_replication_role = origin;`;
