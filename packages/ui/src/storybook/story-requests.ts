/**
 * Service requests the stories plant beside the seed's: Vera Visitante's to Gabriela Guia in the
 * states supabase/seed.sql does not have. Shared by "Minhas solicitações" and the provider's
 * dashboard, which show the same requests from either side.
 */
import { defaultBackend } from '@mare/mocks';

/** Fixture people and things of supabase/seed.sql (i19b section). */
const GABRIELA = '00000000-0000-4000-8000-000000000004';
const VERA = '00000000-0000-4000-8000-000000000006';
const RECIFE_DE_FORA = '00000000-0000-4000-8000-00000019b101';

/** Vera's requests the stories add to the seed's (pending, past its deadline, declined). */
export const VERA_REQUESTS = {
  accepted: '00000000-0000-4000-8000-0000003601a1',
  completed: '00000000-0000-4000-8000-0000003601a2',
  reviewed: '00000000-0000-4000-8000-0000003601a3',
  noShow: '00000000-0000-4000-8000-0000003601a4',
  cancelled: '00000000-0000-4000-8000-0000003601a5',
} as const;

/** The seed's request of Vera to Gabriela, waiting for an answer until 16h30 on the stories' day. */
export const VERA_PENDING = '00000000-0000-4000-8000-00000019b202';

/**
 * Vera's requests to Gabriela in every state after an answer, around the stories' day
 * (21/11/2026): accepted for next Friday, completed (one still to review, one reviewed with 5
 * stars), a no-show and one she cancelled. (The seed's other requests of Vera go to the other
 * providers; Gabriela's own inbox has only pending, expired, one accepted and one declined.)
 */
export async function withVeraRequests() {
  await defaultBackend.fixtures.sql(
    `insert into public.provider_requests (id, provider_id, requester_id, service_id, requester_name,
     message, needed_on, people, requester_phone, reply_by, status, response_note, answered_at,
     finished_at, cancelled_at, cancel_reason, created_at) values
   ($1, $6, $7, $8, 'Vera Visitante', 'Queremos conhecer o Recife de Fora na sexta, duas pessoas.',
     '2026-11-27', 2, '(71) 99999-0006', '2026-11-21T12:00:00-03:00', 'accepted',
     'Combinado! Encontro vocês no píer às 8h, levem protetor solar.', '2026-11-20T09:00:00-03:00',
     null, null, null, '2026-11-19T18:00:00-03:00'),
   ($2, $6, $7, $8, 'Vera Visitante', 'Mergulho no Recife de Fora para a família.',
     '2026-11-18', 4, '(71) 99999-0006', '2026-11-16T12:00:00-03:00', 'completed',
     'Perfeito, nos vemos às 9h.', '2026-11-15T10:00:00-03:00', '2026-11-18T17:00:00-03:00',
     null, null, '2026-11-14T20:00:00-03:00'),
   ($3, $6, $7, null, 'Vera Visitante', 'City tour pelo centro histórico, meio período.',
     '2026-11-10', 2, '(71) 99999-0006', '2026-11-08T12:00:00-03:00', 'completed',
     'Claro! Saímos às 14h da praça.', '2026-11-07T10:00:00-03:00', '2026-11-10T18:00:00-03:00',
     null, null, '2026-11-06T20:00:00-03:00'),
   ($4, $6, $7, null, 'Vera Visitante', 'Trilha até a Ponta do Corumbau de manhã cedo.',
     '2026-11-12', 3, '(71) 99999-0006', '2026-11-10T12:00:00-03:00', 'no_show',
     'Combinado, às 6h na entrada da trilha.', '2026-11-09T10:00:00-03:00',
     '2026-11-12T08:00:00-03:00', null, null, '2026-11-08T20:00:00-03:00'),
   ($5, $6, $7, null, 'Vera Visitante', 'Guia para o pôr do sol na orla, sábado.',
     '2026-11-29', 2, '(71) 99999-0006', '2026-11-22T12:00:00-03:00', 'cancelled',
     null, null, null, '2026-11-20T21:00:00-03:00', 'Mudamos a data da viagem.',
     '2026-11-20T19:00:00-03:00')`,
    [
      VERA_REQUESTS.accepted,
      VERA_REQUESTS.completed,
      VERA_REQUESTS.reviewed,
      VERA_REQUESTS.noShow,
      VERA_REQUESTS.cancelled,
      GABRIELA,
      VERA,
      RECIFE_DE_FORA,
    ],
  );
  await defaultBackend.fixtures.sql(
    `insert into public.reviews (author_id, request_id, provider_id, author_name, stars, body,
       trip_date, created_at)
     values ($1, $2, $3, 'Vera V.', 5, 'Gabriela conhece cada rua do centro.', '2026-11-10',
       '2026-11-11T10:00:00-03:00')`,
    [VERA, VERA_REQUESTS.reviewed, GABRIELA],
  );
  return {};
}
