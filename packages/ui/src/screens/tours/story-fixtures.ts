import { defaultBackend } from '@mare/mocks';

/** Fixture ids of seed.sql's booking section (supabase/tests/harness/booking-session.ts). */
export const fixtureTour = (n: number) => `70a00000-0000-4000-8000-00000000000${n}`;
export const fixtureDeparture = (tour: number, day: number) =>
  `d0000000-0000-4000-8000-${String(tour).padStart(4, '0')}${String(day + 10).padStart(8, '0')}`;
const VERA = '00000000-0000-4000-8000-000000000006';

/**
 * Sells every free seat of a departure to the visitor fixture (confirmed bookings of at most 12
 * seats, as the booking core allows), so a story shows it sold out.
 */
export async function sellOut(departureId: string) {
  await defaultBackend.fixtures.sql(
    `do $$
     declare
       dep constant uuid := '${departureId}';
       batch uuid[];
       n integer := 0;
       bk uuid;
     begin
       loop
         select array_agg(id) into batch from (
           select s.id from public.boat_seats s
           join public.departures d on d.boat_id = s.boat_id and d.id = dep
           where s.kind in ('passenger', 'accessible')
             and not exists (select 1 from public.booking_seats bs
                             where bs.departure_id = dep and bs.seat_id = s.id and bs.active)
           order by s.code limit 12) free;
         exit when batch is null;
         n := n + 1;
         insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count,
           subtotal, boarding_fees, total, purchased_at, confirmed_at)
         values (substr('ABCDEFGHJK', n, 1) || 'ESGQT', dep, '${VERA}', 'confirmed', now(),
           cardinality(batch), 0, 0, 0, now(), now())
         returning id into bk;
         insert into public.booking_seats (booking_id, departure_id, seat_id)
         select bk, dep, unnest(batch);
       end loop;
     end $$`,
  );
}
