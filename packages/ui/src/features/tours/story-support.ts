import { defaultBackend } from '@mare/mocks';
import type { TourDetail, TourListingPage } from '@mare/domain';

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

/** The escuna tour as a build read it for its prerendered page (seed.sql's row). */
export const BUILT_ESCUNA: TourDetail = {
  id: fixtureTour(1),
  slug: 'escuna-praias-de-arraial',
  title: 'Passeio de escuna pelas praias de Arraial do Cabo',
  summary:
    'O clássico de Arraial: Praia do Forno, Ilha do Farol e Gruta Azul, com paradas para banho em águas transparentes.',
  beach_id: 'praia-do-forno',
  place: null,
  itinerary: [
    { title: 'Saída da Praia dos Anjos', minutes: 15 },
    {
      title: 'Praia do Forno',
      minutes: 40,
      description: 'Parada de 40 minutos para banho e snorkel.',
    },
  ],
  included: ['Colete salva-vidas', 'Água mineral', 'Guia a bordo'],
  not_included: ['Taxa de embarque (cobrada à parte)', 'Almoço'],
  meeting_point: {
    address: 'Cais da Praia dos Anjos, Arraial do Cabo - RJ',
    latitude: -22.9745,
    longitude: -42.0184,
    instructions: 'Chegue 30 minutos antes e procure a barraca azul da Maré no cais.',
  },
  what_to_bring: ['Protetor solar', 'Toalha'],
  duration_minutes: 240,
  minimum_age: 0,
  languages: ['pt-BR', 'es'],
  price_adult: 10000,
  price_child: 5000,
  child_max_age: 11,
  lap_max_age: 5,
  boarding_fee: 1000,
  cancellation_tiers: [
    { percent: 100, hours_before: 24 },
    { percent: 50, hours_before: 12 },
  ],
  photos: ['/images/tours/escuna-arraial.webp'],
  status: 'published',
  tide_rule: null,
};

/** The listing a build read: the escuna, its next departure with seats that are long gone. */
export const BUILT_LISTING: TourListingPage = {
  total: 1,
  published: 1,
  page: 1,
  page_size: 12,
  tours: [
    {
      ...BUILT_ESCUNA,
      covered: true,
      seats_sold: 0,
      rating_avg: 4.3,
      rating_count: 10,
      next_departure: {
        id: fixtureDeparture(1, 1),
        starts_at: '2026-11-22T12:00:00+00:00',
        status: 'confirmed',
        seats_left: 3,
        seats_total: 34,
      },
    },
  ],
};
