import { defaultBackend, FIXTURE_IDS } from '@mare/mocks';
import { STORY_NOW } from '../storybook/AppStoryFrame.tsx';

/** The escuna of seed.sql, whose page and card the review stories show. */
export const ESCUNA = '70a00000-0000-4000-8000-000000000001';

export interface PlantedReview {
  stars: number;
  author?: string;
  body?: string;
  organization?: number;
  safety?: number;
  value?: number;
  answer?: string;
  /** Hidden by an admin, with this reason. */
  hiddenReason?: string;
  /** How long before the story's moment it was written (newest first in the lists). */
  hoursAgo?: number;
}

const CODE_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * Puts exactly these reviews on a tour (every other review is removed first, so the seed's own
 * do not change what a story shows): each on a confirmed booking of the tour's latest past
 * departure, written `hoursAgo` before the story's moment; the figures follow through the
 * database's trigger. Run as the database's owner.
 */
export async function plantTourReviews(tourId: string, reviews: readonly PlantedReview[]) {
  const rows = reviews.map((review, n) => ({
    code: `RV${CODE_LETTERS[Math.floor(n / CODE_LETTERS.length) % CODE_LETTERS.length]}${CODE_LETTERS[n % CODE_LETTERS.length]}QZ`,
    stars: review.stars,
    author: review.author ?? `Pessoa ${String.fromCharCode(65 + (n % 26))}.`,
    body: review.body ?? '',
    organization: review.organization ?? null,
    safety: review.safety ?? null,
    value: review.value ?? null,
    answer: review.answer ?? null,
    hidden_reason: review.hiddenReason ?? null,
    hours_ago: review.hoursAgo ?? n + 1,
  }));
  await defaultBackend.fixtures.sql(`delete from public.reviews`);
  await defaultBackend.fixtures.sql(
    `with input as (
       select * from jsonb_to_recordset($2::jsonb) as x(code text, stars int, author text, body text,
         organization int, safety int, value int, answer text, hidden_reason text, hours_ago int)),
     dep as (
       select d.id, d.starts_at from public.departures d
       where d.tour_id = $1 and d.starts_at < $3::timestamptz - interval '1 day'
       order by d.starts_at desc limit 1),
     bk as (
       insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count,
         subtotal, boarding_fees, total, purchased_at, confirmed_at, accepted_terms)
       select i.code, dep.id, $4, 'confirmed', dep.starts_at, 1, 0, 0, 0, dep.starts_at, dep.starts_at,
         '{}'::jsonb
       from input i, dep
       returning id, code)
     insert into public.reviews (author_id, booking_id, tour_id, author_name, stars, organization,
       safety, value, body, trip_date, answer, answered_at, hidden_at, hidden_reason, created_at)
     select $4, bk.id, $1, i.author, i.stars, i.organization, i.safety, i.value, i.body,
       (dep.starts_at at time zone 'America/Sao_Paulo')::date, i.answer,
       case when i.answer is not null then $3::timestamptz - make_interval(mins => 30 * i.hours_ago) end,
       case when i.hidden_reason is not null then $3::timestamptz - make_interval(mins => 10) end,
       i.hidden_reason, $3::timestamptz - make_interval(hours => i.hours_ago)
     from input i join bk on bk.code = i.code cross join dep`,
    [tourId, JSON.stringify(rows), STORY_NOW, FIXTURE_IDS.unconfirmed],
  );
}

/** Vera's escuna three days before the story's moment (seed.sql's booking 12): confirmed, over. */
export const VERA_PAST_ESCUNA = 'b00c0000-0000-4000-8000-000000000012';

/** Vera may review her past escuna (whatever review the seed gave it is removed). */
export const veraMayReview = () =>
  defaultBackend.fixtures.sql(`delete from public.reviews where booking_id = $1`, [
    VERA_PAST_ESCUNA,
  ]);

/** Vera reviewed her past escuna meanwhile (in another tab): the form's submit is refused. */
export const veraReviewedMeanwhile = () =>
  defaultBackend.fixtures.sql(
    `insert into public.reviews (author_id, booking_id, tour_id, author_name, stars, trip_date)
     select b.buyer_id, b.id, d.tour_id, 'Vera V.', 5, (d.starts_at at time zone 'America/Sao_Paulo')::date
     from public.bookings b join public.departures d on d.id = b.departure_id
     where b.id = $1 and not exists (select 1 from public.reviews r where r.booking_id = b.id)`,
    [VERA_PAST_ESCUNA],
  );

/** Removes every review (a tour or provider without any). */
export const clearReviews = () => defaultBackend.fixtures.sql(`delete from public.reviews`);

/** Ten reviews of the escuna, newest first: a histogram of every number of stars, some answered. */
export const ESCUNA_REVIEWS: readonly PlantedReview[] = [
  {
    stars: 5,
    author: 'Vera V.',
    body: 'Passeio lindo, tripulação atenta. A parada na Praia do Forno vale cada minuto.',
    organization: 5,
    safety: 5,
    value: 4,
    answer: 'Obrigado, Vera! Esperamos vocês de volta no verão.',
  },
  {
    stars: 4,
    author: 'Carlos M.',
    body: 'Muito bom, só achei o almoço caro.',
    organization: 4,
    value: 3,
  },
  { stars: 5, author: 'Ana P.', body: 'Água transparente e guia simpático.' },
  {
    stars: 2,
    author: 'Roberto S.',
    body: 'Saímos com uma hora de atraso e ninguém explicou o motivo.',
    organization: 1,
    safety: 4,
    answer:
      'Roberto, a Capitania segurou a saída por causa do vento. Desde então avisamos todos por WhatsApp.',
  },
  { stars: 5, author: 'Juliana R.' },
  { stars: 3, author: 'Marcos T.', body: 'Barco cheio demais.' },
  { stars: 5, author: 'Fernanda L.', body: 'Perfeito para ir com crianças.', safety: 5 },
  { stars: 1, author: 'Paulo A.', body: 'Enjoei o passeio todo.' },
  { stars: 4, author: 'Luiza C.', body: 'Bonito, mas leve protetor solar!' },
  { stars: 5, author: 'Tiago B.', body: 'Melhor passeio de Arraial.' },
];

/**
 * Reviews of Gabriela's services (the provider fixture) on her first requests: a 5 answered and a
 * 4 waiting for her answer. Every other review is removed first.
 */
export async function plantProviderReviews() {
  await clearReviews();
  await defaultBackend.fixtures.sql(
    `with firsts as (
       select r.*, row_number() over (order by r.created_at, r.id) as n
       from public.provider_requests r where r.provider_id = $1
       order by r.created_at, r.id limit 2)
     insert into public.reviews (author_id, request_id, provider_id, author_name, stars, body,
       trip_date, answer, answered_at, created_at)
     select f.requester_id, f.id, f.provider_id,
       case f.n when 1 then 'Vera V.' else 'Bruno B.' end,
       case f.n when 1 then 5 else 4 end,
       case f.n when 1 then 'Gabriela conhece cada trilha e explicou tudo com calma.'
         else 'Boa guia, mas chegou 15 minutos atrasada.' end,
       '2026-11-15',
       case f.n when 1 then 'Obrigada, Vera! Volte para a trilha do Pai Inácio.' end,
       case f.n when 1 then $2::timestamptz - interval '1 day' end,
       $2::timestamptz - make_interval(days => f.n::int)
     from firsts f`,
    [FIXTURE_IDS.serviceProvider, STORY_NOW],
  );
}
