/**
 * A small booking world for tests that do not lean on the seed: one boat owner, one boat with
 * `seats` passenger seats in two zones (proa first, popa after; four to a row), a published
 * tour and one departure two days after `clock`; plus `buyers` signed-up users. Plain SQL, run
 * as the superuser, so it works on PGlite and on the real server alike.
 */
export interface World {
  ownerId: string;
  boatId: string;
  tourId: string;
  departureId: string;
  buyerIds: string[];
  seatCodes: string[];
}

const uuid = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export function bookingWorld(options: {
  /** Distinguishes worlds in one database (0–255). */
  key: number;
  seats: number;
  buyers: number;
  clock: string;
  capacity?: number;
}): { sql: string; world: World } {
  const k = options.key.toString(16).padStart(2, '0');
  const ownerId = uuid(`0e${k}0000`, 1);
  const boatId = uuid(`0b${k}0000`, 1);
  const tourId = uuid(`07${k}0000`, 1);
  const departureId = uuid(`0d${k}0000`, 1);
  const buyerIds = Array.from({ length: options.buyers }, (_, i) => uuid(`0c${k}0000`, i + 1));
  const seatCodes = Array.from({ length: options.seats }, (_, i) => `S${i + 1}`);
  const half = Math.ceil(options.seats / 2);
  const sql = `
    insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data)
    values ('${ownerId}', 'dono-${k}@mare.example', now(), '{"account_type":"boat_owner","nome":"Dono"}');
    insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data)
    select ('0c${k}0000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
           'comprador-${k}-' || i || '@mare.example', now(), '{"nome":"Comprador"}'
    from generate_series(1, ${options.buyers}) i;
    insert into public.boats (id, owner_id, name, kind, registration, capacity, verification)
    values ('${boatId}', '${ownerId}', 'Barco de teste ${k}', 'lancha', '381-000000-0',
            ${options.capacity ?? options.seats}, 'approved');
    insert into public.boat_zones (id, boat_id, code, name, covered, position) values
      ('${uuid(`0a${k}0000`, 1)}', '${boatId}', 'proa', 'Proa', false, 1),
      ('${uuid(`0a${k}0000`, 2)}', '${boatId}', 'popa', 'Popa', true, 2);
    insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col, kind)
    select '${boatId}',
           case when i <= ${half} then '${uuid(`0a${k}0000`, 1)}'::uuid else '${uuid(`0a${k}0000`, 2)}'::uuid end,
           'S' || i, (i - 1) / 4, (i - 1) % 4, 'passenger'
    from generate_series(1, ${options.seats}) i;
    insert into public.tours (id, owner_id, beach_id, slug, title, duration_minutes, price_adult,
      price_child, child_max_age, lap_max_age, boarding_fee, cancellation_tiers, status)
    values ('${tourId}', '${ownerId}', 'praia-do-forno', 'passeio-teste-${k}', 'Passeio de teste',
      120, 10000, 5000, 11, 5, 1000,
      '[{"hours_before":24,"percent":100},{"hours_before":12,"percent":50}]', 'published');
    insert into public.departures (id, tour_id, boat_id, starts_at, sales_cutoff_at, min_passengers)
    values ('${departureId}', '${tourId}', '${boatId}', '${options.clock}'::timestamptz + interval '2 days',
      '${options.clock}'::timestamptz + interval '2 days' - interval '1 hour', 4);
  `;
  return { sql, world: { ownerId, boatId, tourId, departureId, buyerIds, seatCodes } };
}
