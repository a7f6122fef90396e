import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { bookingTables, fixtureDeparture } from './harness/booking-session.ts';
import {
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import { describeTableMatrix, type TableStatements } from './harness/matrix.ts';

/**
 * Every booking table × who asks × what they do, on one subject row each (see harness/matrix.ts
 * for allow/hidden/deny). The owner is Bruno Barqueiro; the buyer is Vera Visitante, whose
 * confirmed booking on tomorrow's escuna is the subject of the booking tables; "provider" is
 * Gabriela Guia (a service provider who books other seats); "visitor" is a signed-in user with
 * no booking; "other owner" is a second boat owner made for the case. Nobody writes a booking
 * table directly, admins included: the functions do. Zones and seats change only through
 * save_boat_layout. The owner reads no passengers (the manifest functions show them), and nobody
 * reads a booking's contact columns (access-rules.test.ts), so bookings are read by column. A
 * blocked admin ("blocked_admin") has exactly the rights of a signed-in visitor.
 */
const matrix = `
table         | actor         | select | insert | update | delete
boats         | anonymous     | deny   | deny   | deny   | deny
boats         | visitor       | hidden | deny   | hidden | hidden
boats         | blocked_admin | hidden | deny   | hidden | hidden
boats         | buyer         | hidden | deny   | hidden | hidden
boats         | owner         | allow  | allow  | allow  | allow
boats         | other_owner   | hidden | deny   | hidden | hidden
boats         | provider      | hidden | deny   | hidden | hidden
boats         | admin         | allow  | deny   | hidden | hidden
boat_zones    | anonymous     | deny   | deny   | deny   | deny
boat_zones    | visitor       | hidden | deny   | deny   | deny
boat_zones    | blocked_admin | hidden | deny   | deny   | deny
boat_zones    | buyer         | hidden | deny   | deny   | deny
boat_zones    | owner         | allow  | deny   | deny   | deny
boat_zones    | other_owner   | hidden | deny   | deny   | deny
boat_zones    | provider      | hidden | deny   | deny   | deny
boat_zones    | admin         | allow  | deny   | deny   | deny
boat_seats    | anonymous     | deny   | deny   | deny   | deny
boat_seats    | visitor       | hidden | deny   | deny   | deny
boat_seats    | blocked_admin | hidden | deny   | deny   | deny
boat_seats    | buyer         | hidden | deny   | deny   | deny
boat_seats    | owner         | allow  | deny   | deny   | deny
boat_seats    | other_owner   | hidden | deny   | deny   | deny
boat_seats    | provider      | hidden | deny   | deny   | deny
boat_seats    | admin         | allow  | deny   | deny   | deny
tours         | anonymous     | hidden | deny   | deny   | deny
tours         | visitor       | hidden | deny   | hidden | hidden
tours         | blocked_admin | hidden | deny   | hidden | hidden
tours         | buyer         | hidden | deny   | hidden | hidden
tours         | owner         | allow  | allow  | allow  | allow
tours         | other_owner   | hidden | deny   | hidden | hidden
tours         | provider      | hidden | deny   | hidden | hidden
tours         | admin         | allow  | deny   | hidden | hidden
departures    | anonymous     | allow  | deny   | deny   | deny
departures    | visitor       | allow  | deny   | hidden | deny
departures    | blocked_admin | allow  | deny   | hidden | deny
departures    | buyer         | allow  | deny   | hidden | deny
departures    | owner         | allow  | allow  | allow  | deny
departures    | other_owner   | allow  | deny   | hidden | deny
departures    | provider      | allow  | deny   | hidden | deny
departures    | admin         | allow  | deny   | hidden | deny
bookings      | anonymous     | deny   | deny   | deny   | deny
bookings      | visitor       | hidden | deny   | deny   | deny
bookings      | blocked_admin | hidden | deny   | deny   | deny
bookings      | buyer         | allow  | deny   | deny   | deny
bookings      | owner         | allow  | deny   | deny   | deny
bookings      | other_owner   | hidden | deny   | deny   | deny
bookings      | provider      | hidden | deny   | deny   | deny
bookings      | admin         | allow  | deny   | deny   | deny
booking_seats | anonymous     | deny   | deny   | deny   | deny
booking_seats | visitor       | hidden | deny   | deny   | deny
booking_seats | blocked_admin | hidden | deny   | deny   | deny
booking_seats | buyer         | allow  | deny   | deny   | deny
booking_seats | owner         | allow  | deny   | deny   | deny
booking_seats | other_owner   | hidden | deny   | deny   | deny
booking_seats | provider      | hidden | deny   | deny   | deny
booking_seats | admin         | allow  | deny   | deny   | deny
passengers    | anonymous     | deny   | deny   | deny   | deny
passengers    | visitor       | hidden | deny   | deny   | deny
passengers    | blocked_admin | hidden | deny   | deny   | deny
passengers    | buyer         | allow  | deny   | deny   | deny
passengers    | owner         | hidden | deny   | deny   | deny
passengers    | other_owner   | hidden | deny   | deny   | deny
passengers    | provider      | hidden | deny   | deny   | deny
passengers    | admin         | allow  | deny   | deny   | deny
payments      | anonymous     | deny   | deny   | deny   | deny
payments      | visitor       | hidden | deny   | deny   | deny
payments      | blocked_admin | hidden | deny   | deny   | deny
payments      | buyer         | allow  | deny   | deny   | deny
payments      | owner         | hidden | deny   | deny   | deny
payments      | other_owner   | hidden | deny   | deny   | deny
payments      | provider      | hidden | deny   | deny   | deny
payments      | admin         | allow  | deny   | deny   | deny
refunds       | anonymous     | deny   | deny   | deny   | deny
refunds       | visitor       | hidden | deny   | deny   | deny
refunds       | blocked_admin | hidden | deny   | deny   | deny
refunds       | buyer         | allow  | deny   | deny   | deny
refunds       | owner         | allow  | deny   | deny   | deny
refunds       | other_owner   | hidden | deny   | deny   | deny
refunds       | provider      | hidden | deny   | deny   | deny
refunds       | admin         | allow  | deny   | deny   | deny
notifications | anonymous     | deny   | deny   | deny   | deny
notifications | visitor       | hidden | deny   | deny   | deny
notifications | blocked_admin | hidden | deny   | deny   | deny
notifications | buyer         | allow  | deny   | deny   | deny
notifications | owner         | hidden | deny   | deny   | deny
notifications | other_owner   | hidden | deny   | deny   | deny
notifications | provider      | hidden | deny   | deny   | deny
notifications | admin         | allow  | deny   | deny   | deny
`;

const otherOwner = { id: 'e0000000-0000-4000-8000-000000000099', email: 'outro-dono@mare.example' };
const visitor = { id: 'e0000000-0000-4000-8000-000000000098', email: 'sem-reserva@mare.example' };
/** An admin whose account is blocked: no admin power left, like any signed-in user. */
const blockedAdmin = {
  id: 'e0000000-0000-4000-8000-000000000097',
  email: 'admin-bloqueada@mare.example',
};
const actors: Record<string, Actor> = {
  anonymous,
  visitor: asUser(visitor),
  blocked_admin: asUser(blockedAdmin),
  buyer: asUser(users.visitante),
  owner: asUser(users.barqueiro),
  other_owner: asUser(otherOwner),
  provider: asUser(users.guia),
  admin: asUser(users.admin),
};

const boat = 'b0a70000-0000-4000-8000-0000000000aa';
const zone = '2a000000-0000-4000-8000-0000000000aa';
const seat = '5ea70000-0000-4000-8000-0000000000aa';
const draftTour = '70a00000-0000-4000-8000-000000000007';
const publishedTour = '70a00000-0000-4000-8000-000000000001';
const departure = fixtureDeparture(1, 1);
/** Vera's confirmed booking on tomorrow's escuna, and her cancelled (refunded) one. */
const booking = 'b00c0000-0000-4000-8000-000000000003';
const refundedBooking = 'b00c0000-0000-4000-8000-000000000009';
const owner = users.barqueiro.id;

async function setup(tx: Transaction) {
  await tx.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data) values
       ($1, $2, now(), '{"account_type":"boat_owner","nome":"Outro Dono"}'),
       ($3, $4, now(), '{"nome":"Sem Reserva"}')`,
    [otherOwner.id, otherOwner.email, visitor.id, visitor.email],
  );
  await tx.query(
    `insert into auth.users (id, email, email_confirmed_at, banned_until, raw_user_meta_data)
     values ($1, $2, now(), now() + interval '876000 hours', '{"nome":"Admin Bloqueada"}')`,
    [blockedAdmin.id, blockedAdmin.email],
  );
  await tx.query(`update public.perfis_usuarios set role = 'admin' where id = $1`, [
    blockedAdmin.id,
  ]);
  await tx.query(
    `insert into public.boats (id, owner_id, name, kind, registration, capacity, verification)
     values ($1, $2, 'Saveiro Teste', 'saveiro', '381-111111-1', 10, 'approved')`,
    [boat, owner],
  );
  await tx.query(
    `insert into public.boat_zones (id, boat_id, code, name) values ($1, $2, 'proa', 'Proa')`,
    [zone, boat],
  );
  await tx.query(
    `insert into public.boat_seats (id, boat_id, zone_id, code, seat_row, seat_col)
     values ($1, $2, $3, 'P1', 0, 0)`,
    [seat, boat, zone],
  );
}

/** Per table: the statement for each operation, $1 being the subject (or its parent). */
const statements: Record<string, TableStatements> = {
  boats: {
    select: ['select * from public.boats where id = $1', [boat]],
    insert: [
      `insert into public.boats (owner_id, name, kind, registration, capacity)
       values ($1, 'Nova', 'lancha', '381-222222-2', 8)`,
      [owner],
    ],
    update: ['update public.boats set name = name where id = $1', [boat]],
    delete: ['delete from public.boats where id = $1', [boat]],
  },
  boat_zones: {
    select: ['select * from public.boat_zones where id = $1', [zone]],
    insert: [
      `insert into public.boat_zones (boat_id, code, name) values ($1, 'popa', 'Popa')`,
      [boat],
    ],
    update: ['update public.boat_zones set name = name where id = $1', [zone]],
    delete: ['delete from public.boat_zones where id = $1', [zone]],
  },
  boat_seats: {
    select: ['select * from public.boat_seats where id = $1', [seat]],
    insert: [
      `insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col)
       values ($1, $2, 'P2', 0, 1)`,
      [boat, zone],
    ],
    update: ['update public.boat_seats set seat_col = seat_col where id = $1', [seat]],
    delete: ['delete from public.boat_seats where id = $1', [seat]],
  },
  tours: {
    select: ['select * from public.tours where id = $1', [draftTour]],
    insert: [
      `insert into public.tours (owner_id, place, slug, title, duration_minutes, price_adult, price_child)
       values ($1, 'Cabo Frio', 'novo-passeio', 'Novo passeio', 60, 5000, 2500)`,
      [owner],
    ],
    update: ['update public.tours set summary = summary where id = $1', [draftTour]],
    delete: ['delete from public.tours where id = $1', [draftTour]],
  },
  departures: {
    select: ['select * from public.departures where id = $1', [departure]],
    insert: [
      `insert into public.departures (tour_id, boat_id, starts_at, sales_cutoff_at)
       values ($1, $2, '2027-01-05T12:00:00Z', '2027-01-05T11:00:00Z')`,
      [publishedTour, boat],
    ],
    update: [
      'update public.departures set min_passengers = min_passengers where id = $1',
      [departure],
    ],
    delete: ['delete from public.departures where id = $1', [departure]],
  },
  bookings: {
    select: ['select id, status, seat_count, total from public.bookings where id = $1', [booking]],
    insert: [
      `insert into public.bookings (code, departure_id, buyer_id, hold_expires_at, seat_count)
       values ('ZZZZZZ', $1, $2, now(), 1)`,
      [departure, users.visitante.id],
    ],
    update: ["update public.bookings set status = 'confirmed' where id = $1", [booking]],
    delete: ['delete from public.bookings where id = $1', [booking]],
  },
  booking_seats: {
    select: ['select * from public.booking_seats where booking_id = $1 limit 1', [booking]],
    insert: [
      `insert into public.booking_seats (booking_id, departure_id, seat_id)
       select $1, departure_id, seat_id from public.booking_seats where booking_id = $1 limit 1`,
      [booking],
    ],
    update: ['update public.booking_seats set active = false where booking_id = $1', [booking]],
    delete: ['delete from public.booking_seats where booking_id = $1', [booking]],
  },
  passengers: {
    select: ["select * from public.passengers where booking_id = $1 and band = 'lap'", [booking]],
    insert: [
      `insert into public.passengers (booking_id, full_name, birth_date, band, price)
       values ($1, 'Bebê', '2025-01-01', 'lap', 0)`,
      [booking],
    ],
    update: ['update public.passengers set checked_in_at = now() where booking_id = $1', [booking]],
    delete: ['delete from public.passengers where booking_id = $1', [booking]],
  },
  payments: {
    select: ['select * from public.payments where booking_id = $1', [booking]],
    insert: [
      `insert into public.payments (booking_id, provider, txid, amount, expires_at)
       values ($1, 'demo', 'FORJADO1', 1, now())`,
      [booking],
    ],
    update: ["update public.payments set status = 'paid' where booking_id = $1", [booking]],
    delete: ['delete from public.payments where booking_id = $1', [booking]],
  },
  refunds: {
    select: ['select * from public.refunds where booking_id = $1', [refundedBooking]],
    insert: [
      `insert into public.refunds (booking_id, payment_id, amount, reason, rule)
       select $1, id, 999999, 'withdrawal', 'forged' from public.payments where booking_id = $1`,
      [refundedBooking],
    ],
    update: ['update public.refunds set amount = 999999 where booking_id = $1', [refundedBooking]],
    delete: ['delete from public.refunds where booking_id = $1', [refundedBooking]],
  },
  notifications: {
    select: ['select * from public.notifications where booking_id = $1', [booking]],
    insert: [
      `insert into public.notifications (user_id, booking_id, reason, channel, body)
       values ($2, $1, 'booking_confirmed', 'email', 'forjada')`,
      [booking, users.visitante.id],
    ],
    update: ["update public.notifications set body = 'x' where booking_id = $1", [booking]],
    delete: ['delete from public.notifications where booking_id = $1', [booking]],
  },
};

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describeTableMatrix({
  name: 'booking role matrix',
  matrix,
  tables: bookingTables,
  actors,
  statements,
  setup,
  db: () => db,
});
