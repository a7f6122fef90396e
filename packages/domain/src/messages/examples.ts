import type { EmailContext, EmailPayload, EmailReason } from './templates.ts';

/** A fixed context for previews and tests: the demo's address and the fixture clock. */
export const EXAMPLE_EMAIL_CONTEXT: EmailContext = {
  siteUrl: 'https://mare.example',
  now: new Date('2026-11-21T13:30:00.000Z'),
};

const booking = {
  booking_id: 'b0000000-0000-4000-8000-000000000001',
  code: 'K7M2QX',
  contact_name: 'Vera Visitante',
  tour_title: 'Passeio de escuna pelas praias de Arraial do Cabo',
  tour_slug: 'escuna-praias-de-arraial',
  starts_at: '2026-11-22T11:30:00.000Z',
  duration_minutes: 240,
  meeting_point: {
    address: 'Cais da Praia dos Anjos, Arraial do Cabo - RJ',
    instructions: 'Chegue 30 minutos antes e procure a barraca azul da Maré no cais.',
  },
  what_to_bring: ['Protetor solar', 'Toalha', 'Roupa de banho', 'Dinheiro para o almoço'],
  seats: 2,
  total: 22000,
  voucher_path: '/minhas-reservas/b0000000-0000-4000-8000-000000000001',
  refunded: 0,
};

/** One realistic row of facts per e-mail (what the database stores on the outbox row). */
export const EXAMPLE_EMAIL_PAYLOADS: Record<EmailReason, EmailPayload> = {
  booking_confirmed: booking,
  booking_cancelled: { ...booking, refunded: 22000 },
  departure_cancelled: {
    ...booking,
    cancel_reason: 'Mar fechado pela Capitania dos Portos',
    refunded: 22000,
  },
  refund_issued: { ...booking, refund_amount: 22000 },
  refund_sent: { ...booking, refund_amount: 22000 },
  refund_done: { ...booking, refund_amount: 22000 },
  pix_expiring: {
    ...booking,
    pix: {
      br_code:
        '00020126360014br.gov.bcb.pix0114+55229999999995204000053039865406220.005802BR5913MARE PASSEIOS6015ARRAIAL DO CABO62290525MAREK7M2QX0000000000000006304ABCD',
      amount: 22000,
      expires_at: '2026-11-21T13:40:00.000Z',
    },
  },
  trip_tomorrow: booking,
  tour_returned: {
    tour_id: '70a00000-0000-4000-8000-000000000008',
    tour_title: 'Volta à Ilha de Cabo Frio ao pôr do sol',
    comments: 'Faltam fotos do barco por dentro.\nO ponto de encontro precisa do número do píer.',
    noted_at: '2026-11-21T12:00:00.000Z',
    edit_path: '/boat-owners/passeios/70a00000-0000-4000-8000-000000000008',
  },
  tour_published: {
    tour_id: '70a00000-0000-4000-8000-000000000008',
    tour_title: 'Volta à Ilha de Cabo Frio ao pôr do sol',
    tour_path: '/passeios/volta-ilha-cabo-frio',
    comments: 'Ótimas fotos. Boa temporada!',
  },
  boat_verified: { boat_id: 'b0a70000-0000-4000-8000-000000000001', boat_name: 'Escuna Maré Alta' },
  boat_refused: {
    boat_id: 'b0a70000-0000-4000-8000-000000000002',
    boat_name: 'Lancha Vento Sul',
    refusal_reason: 'A inscrição na Capitania não confere com o documento enviado.',
  },
  provider_request_received: {
    request_id: 'a1000000-0000-4000-8000-000000000001',
    business_name: 'Guia Marina Costa',
    requester_name: 'Bruno Barqueiro',
    message: 'Preciso de um guia bilíngue (inglês) para a saída de sábado, 12 pessoas.',
    needed_at: '2026-11-28T11:30:00.000Z',
    needed_on: '2026-11-28',
    people: 12,
    service_title: 'Guia bilíngue para passeio de escuna',
    reply_by: '2026-11-25T21:00:00.000Z',
  },
  provider_request_answered: {
    request_id: 'a1000000-0000-4000-8000-000000000001',
    business_name: 'Guia Marina Costa',
    requester_name: 'Bruno Barqueiro',
    accepted: true,
    response_note: 'Combinado! Chego ao cais às 08h00.',
    service_title: 'Guia bilíngue para passeio de escuna',
    needed_on: '2026-11-28',
    requests_path: '/minhas-solicitacoes',
  },
  provider_request_cancelled: {
    request_id: 'a1000000-0000-4000-8000-000000000002',
    business_name: 'Guia Marina Costa',
    requester_name: 'Vera Visitante',
    was_accepted: true,
    cancel_reason: 'Mudamos a data da viagem.',
    service_title: 'Guia para a Praia do Forno',
    needed_on: '2026-11-28',
    people: 4,
  },
  review_invitation: {
    ...booking,
    starts_at: '2026-11-18T12:00:00.000Z',
    trip_date: '2026-11-18',
    review_path: '/minhas-reservas/b0000000-0000-4000-8000-000000000001',
  },
  review_hidden: {
    review_id: 'e0000000-0000-4000-8000-000000000001',
    subject_title: 'Passeio de escuna pelas praias de Arraial do Cabo',
    subject_path: '/passeios/escuna-praias-de-arraial',
    author_name: 'Vera V.',
    stars: 1,
    body: 'Tripulação péssima, um bando de incompetentes.',
    trip_date: '2026-11-18',
    reason: 'Linguagem ofensiva contra a tripulação. Critique o serviço sem ofender pessoas.',
  },
};
