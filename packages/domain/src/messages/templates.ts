// The pt-BR e-mails, one pure function per event. Each reads the facts the database stored on
// the outbox row (notifications.payload, supabase/migrations/20261202000400_email_outbox.sql).
import { buildIcs } from '../booking/ics.ts';
import { departureWhen, reais } from '../boat-owner/cancellation.ts';
import { composeEmail, type EmailBlock, type RenderedEmail } from './compose.ts';
import { lazyFormatter } from '../intl.ts';

/** Every e-mail the outbox sends (notifications.reason). */
export const EMAIL_REASONS = [
  'booking_confirmed',
  'booking_cancelled',
  'departure_cancelled',
  'refund_issued',
  'refund_sent',
  'refund_done',
  'pix_expiring',
  'trip_tomorrow',
  'tour_returned',
  'tour_published',
  'boat_verified',
  'boat_refused',
  'provider_request_received',
  'provider_request_answered',
  'provider_request_cancelled',
  'review_invitation',
  'review_hidden',
] as const;
export type EmailReason = (typeof EMAIL_REASONS)[number];

/** Sent whatever the person chose (private.email_is_essential says the same in SQL). */
export const ESSENTIAL_EMAILS: readonly EmailReason[] = [
  'booking_confirmed',
  'booking_cancelled',
  'departure_cancelled',
  'refund_issued',
  'refund_sent',
  'refund_done',
];

export const isEmailReason = (value: string): value is EmailReason =>
  (EMAIL_REASONS as readonly string[]).includes(value);

export const isEssentialEmail = (reason: EmailReason) => ESSENTIAL_EMAILS.includes(reason);

/** What every template needs besides its facts: the site's address and the time of sending. */
export interface EmailContext {
  /** Absolute, without a trailing slash: links in an e-mail cannot be relative. */
  siteUrl: string;
  now: Date;
}

/** The facts as stored: JSON, read field by field so a missing one never breaks the e-mail. */
export type EmailPayload = Readonly<Record<string, unknown>>;

const text = (p: EmailPayload, key: string): string | null => {
  const value = p[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
const cents = (p: EmailPayload, key: string): number => {
  const value = p[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.round(n) : 0;
};
const texts = (p: EmailPayload, key: string): string[] => {
  const value = p[key];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
};
const object = (p: EmailPayload, key: string): EmailPayload => {
  const value = p[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as EmailPayload)
    : {};
};

const link = (ctx: EmailContext, path: string | null, fallback: string) =>
  `${ctx.siteUrl}${path ?? fallback}`;

const greet = (name: string | null) => {
  const first = name?.split(/\s+/)[0];
  return first ? `Olá, ${first}!` : 'Olá!';
};

const tourTitle = (p: EmailPayload) => text(p, 'tour_title') ?? 'seu passeio';
const when = (p: EmailPayload) => {
  const startsAt = text(p, 'starts_at');
  return startsAt ? departureWhen(startsAt) : 'data a confirmar';
};

/** "Cais da Praia dos Anjos, Arraial do Cabo - RJ" and the owner's instructions, when given. */
function meetingPoint(p: EmailPayload): { address: string; instructions: string | null } {
  const point = object(p, 'meeting_point');
  return {
    address: text(point, 'address') ?? 'o endereço está no voucher',
    instructions: text(point, 'instructions'),
  };
}

const bookingFacts = (p: EmailPayload): [string, string][] => [
  ['Passeio', tourTitle(p)],
  ['Data', when(p)],
  ['Reserva', text(p, 'code') ?? '—'],
];

const meetingBlocks = (p: EmailPayload): EmailBlock[] => {
  const point = meetingPoint(p);
  return [
    {
      kind: 'facts',
      rows: [
        ['Ponto de encontro', point.address],
        ...(point.instructions ? [['Como chegar', point.instructions] as [string, string]] : []),
      ],
    },
  ];
};

const whatToBring = (p: EmailPayload): EmailBlock[] => {
  const items = texts(p, 'what_to_bring');
  return items.length > 0 ? [{ kind: 'list', title: 'O que levar', items }] : [];
};

/** Where a buyer turns optional e-mails off: the bookings page carries the switch. */
const buyerOptOut = (ctx: EmailContext) => ({
  href: `${ctx.siteUrl}/minhas-reservas`,
  where: 'Minhas reservas',
});
const ownerOptOut = (ctx: EmailContext) => ({
  href: `${ctx.siteUrl}/boat-owners`,
  where: 'seu painel, em Perfil',
});
const providerOptOut = (ctx: EmailContext) => ({
  href: `${ctx.siteUrl}/service-provider-dashboard`,
  where: 'seu painel, em Perfil',
});

export function bookingConfirmedEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const code = text(p, 'code') ?? '';
  const startsAt = text(p, 'starts_at');
  const point = meetingPoint(p);
  const voucher = link(ctx, text(p, 'voucher_path'), '/minhas-reservas');
  const attachments = startsAt
    ? [
        {
          filename: `passeio-${code || 'mare'}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: buildIcs({
            uid: text(p, 'booking_id') ?? code,
            title: tourTitle(p),
            start: new Date(startsAt),
            durationMinutes: cents(p, 'duration_minutes') || 60,
            location: point.address,
            description: [`Reserva ${code}`, point.instructions, `Voucher: ${voucher}`]
              .filter(Boolean)
              .join('. '),
            stamp: ctx.now,
          }),
        },
      ]
    : [];
  const total = cents(p, 'total');
  return composeEmail({
    subject: `Reserva ${code} confirmada: ${tourTitle(p)}`,
    preheader: `${when(p)} · ponto de encontro: ${point.address}`,
    heading: 'Sua reserva está confirmada',
    greeting: greet(text(p, 'contact_name')),
    blocks: [
      {
        kind: 'paragraph',
        text: 'Tudo certo com o pagamento. Guarde este e-mail: o voucher abre no celular, sem internet no cais.',
      },
      {
        kind: 'facts',
        rows: [
          ...bookingFacts(p),
          ['Lugares', String(cents(p, 'seats') || 1)],
          ['Total pago', reais(total)],
        ],
      },
      ...meetingBlocks(p),
      { kind: 'button', label: 'Abrir o voucher', href: voucher },
      {
        kind: 'paragraph',
        text: attachments.length
          ? 'O arquivo do passeio para a sua agenda vai anexo a este e-mail (.ics).'
          : 'O voucher tem o botão "Adicionar ao calendário".',
      },
    ],
    attachments,
  });
}

export function pixExpiringEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const code = text(p, 'code') ?? '';
  const pix = object(p, 'pix');
  const expiresAt = text(pix, 'expires_at');
  const brCode = text(pix, 'br_code');
  return composeEmail({
    subject: `Seu Pix da reserva ${code} vence em poucos minutos`,
    preheader: expiresAt
      ? `Pague até ${departureWhen(expiresAt)} para garantir os lugares.`
      : 'Pague logo para garantir os lugares.',
    heading: 'Seu Pix está quase vencendo',
    greeting: greet(text(p, 'contact_name')),
    blocks: [
      {
        kind: 'paragraph',
        text: 'Os lugares estão separados para você só até o Pix vencer. Depois disso eles voltam à venda e a reserva é cancelada sem custo.',
      },
      {
        kind: 'facts',
        rows: [
          ...bookingFacts(p),
          ['Valor', reais(cents(pix, 'amount') || cents(p, 'total'))],
          ...(expiresAt ? [['Vence em', departureWhen(expiresAt)] as [string, string]] : []),
        ],
      },
      ...(brCode ? [{ kind: 'code', title: 'Pix copia e cola', text: brCode } as const] : []),
      {
        kind: 'button',
        label: 'Pagar agora',
        href: link(ctx, text(p, 'voucher_path'), '/minhas-reservas'),
      },
    ],
    optOut: buyerOptOut(ctx),
  });
}

export function tripTomorrowEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const code = text(p, 'code') ?? '';
  return composeEmail({
    subject: `Amanhã é dia de passeio: ${tourTitle(p)}`,
    preheader: `${when(p)} · ${meetingPoint(p).address}`,
    heading: 'Seu passeio é amanhã',
    greeting: greet(text(p, 'contact_name')),
    blocks: [
      { kind: 'paragraph', text: 'Está chegando! Confira onde e quando encontrar a tripulação.' },
      { kind: 'facts', rows: bookingFacts(p) },
      ...meetingBlocks(p),
      ...whatToBring(p),
      {
        kind: 'paragraph',
        text: `Leve um documento com foto de cada passageiro e mostre o voucher da reserva ${code} no embarque.`,
      },
      {
        kind: 'button',
        label: 'Abrir o voucher',
        href: link(ctx, text(p, 'voucher_path'), '/minhas-reservas'),
      },
    ],
    optOut: buyerOptOut(ctx),
  });
}

/** The refund sentence every cancellation e-mail ends with. */
function refundSentence(refunded: number): string {
  return refunded > 0
    ? `O valor pago, ${reais(refunded)}, será devolvido por inteiro pelo Pix, para a conta de onde ele saiu. Avisaremos por e-mail quando o reembolso for enviado.`
    : 'Como o pagamento não tinha sido concluído, nada foi cobrado.';
}

export function departureCancelledEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const reason = text(p, 'cancel_reason') ?? 'motivo não informado';
  const refunded = cents(p, 'refunded');
  return composeEmail({
    subject: `Passeio cancelado: ${tourTitle(p)}, ${when(p)}`,
    preheader: `Motivo: ${reason}. ${refunded > 0 ? 'Reembolso integral.' : 'Nada foi cobrado.'}`,
    heading: 'Sua saída foi cancelada',
    greeting: greet(text(p, 'contact_name')),
    blocks: [
      {
        kind: 'paragraph',
        text: `Infelizmente a saída de ${when(p)} do passeio "${tourTitle(p)}" foi cancelada.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Motivo', reason],
          ['Reserva', text(p, 'code') ?? '—'],
          ['Reembolso', refunded > 0 ? reais(refunded) : 'Não se aplica'],
        ],
      },
      { kind: 'paragraph', text: refundSentence(refunded) },
      {
        kind: 'button',
        label: 'Ver outras datas',
        href: link(
          ctx,
          text(p, 'tour_slug') ? `/passeios/${text(p, 'tour_slug')}` : null,
          '/passeios',
        ),
      },
    ],
  });
}

export function bookingCancelledEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const refunded = cents(p, 'refunded');
  return composeEmail({
    subject: `Reserva ${text(p, 'code') ?? ''} cancelada`,
    preheader: refunded > 0 ? `Reembolso de ${reais(refunded)} a caminho.` : 'Nada foi cobrado.',
    heading: 'Sua reserva foi cancelada',
    greeting: greet(text(p, 'contact_name')),
    blocks: [
      {
        kind: 'paragraph',
        text: `A reserva do passeio "${tourTitle(p)}" de ${when(p)} foi cancelada.`,
      },
      {
        kind: 'facts',
        rows: [...bookingFacts(p), ['Reembolso', refunded > 0 ? reais(refunded) : 'Sem reembolso']],
      },
      {
        kind: 'paragraph',
        text:
          refunded > 0
            ? `Devolvemos ${reais(refunded)} pelo Pix, conforme a política de cancelamento aceita na compra. Avisaremos quando o reembolso for enviado.`
            : 'Nenhum valor foi devolvido: ou o pagamento não tinha sido feito, ou o cancelamento foi fora do prazo da política aceita na compra.',
      },
      {
        kind: 'button',
        label: 'Ver a reserva',
        href: link(ctx, text(p, 'voucher_path'), '/minhas-reservas'),
      },
    ],
  });
}

/** A refund: recorded (paid after the deadline), sent to the bank, or done. */
function refundEmail(
  p: EmailPayload,
  ctx: EmailContext,
  stage: 'issued' | 'sent' | 'done',
): RenderedEmail {
  const amount = cents(p, 'refund_amount') || cents(p, 'refunded');
  const code = text(p, 'code') ?? '';
  const copy = {
    issued: {
      subject: `Reembolso da reserva ${code}: o pagamento chegou depois do prazo`,
      heading: 'Seu pagamento será devolvido',
      intro: `O Pix da reserva ${code} chegou depois do prazo, quando os lugares já tinham sido liberados. Por isso a reserva não foi confirmada e o valor será devolvido por inteiro.`,
    },
    sent: {
      subject: `Reembolso enviado: reserva ${code}`,
      heading: 'Seu reembolso foi enviado',
      intro: `Pedimos ao banco a devolução de ${reais(amount)} pelo Pix, para a conta de onde veio o pagamento. Costuma cair em minutos; em alguns bancos, até o próximo dia útil.`,
    },
    done: {
      subject: `Reembolso concluído: reserva ${code}`,
      heading: 'Seu reembolso foi concluído',
      intro: `O banco confirmou a devolução de ${reais(amount)} na conta de onde veio o pagamento.`,
    },
  }[stage];
  return composeEmail({
    subject: copy.subject,
    preheader: `${reais(amount)} · ${tourTitle(p)}`,
    heading: copy.heading,
    greeting: greet(text(p, 'contact_name')),
    blocks: [
      { kind: 'paragraph', text: copy.intro },
      { kind: 'facts', rows: [...bookingFacts(p), ['Valor do reembolso', reais(amount)]] },
      {
        kind: 'button',
        label: 'Ver a reserva',
        href: link(ctx, text(p, 'voucher_path'), '/minhas-reservas'),
      },
    ],
  });
}

export const refundIssuedEmail = (p: EmailPayload, ctx: EmailContext) =>
  refundEmail(p, ctx, 'issued');
export const refundSentEmail = (p: EmailPayload, ctx: EmailContext) => refundEmail(p, ctx, 'sent');
export const refundDoneEmail = (p: EmailPayload, ctx: EmailContext) => refundEmail(p, ctx, 'done');

export function tourReturnedEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const title = tourTitle(p);
  const noted = text(p, 'noted_at');
  return composeEmail({
    subject: `Seu passeio "${title}" voltou da revisão`,
    preheader: 'Veja os comentários da equipe e envie de novo.',
    heading: 'Seu passeio voltou da revisão',
    greeting: 'Olá!',
    blocks: [
      {
        kind: 'paragraph',
        text: `A equipe da Maré revisou "${title}"${noted ? ` em ${departureWhen(noted)}` : ''} e pediu alguns ajustes antes de publicar.`,
      },
      { kind: 'quote', title: 'Comentários da revisão', text: text(p, 'comments') ?? '—' },
      { kind: 'paragraph', text: 'Faça os ajustes e envie o passeio para revisão de novo.' },
      {
        kind: 'button',
        label: 'Editar o passeio',
        href: link(ctx, text(p, 'edit_path'), '/boat-owners/passeios'),
      },
    ],
    optOut: ownerOptOut(ctx),
  });
}

export function tourPublishedEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const title = tourTitle(p);
  const comments = text(p, 'comments');
  return composeEmail({
    subject: `Seu passeio "${title}" foi publicado`,
    preheader: 'Ele já aparece para os visitantes, com as saídas à venda.',
    heading: 'Seu passeio está publicado',
    greeting: 'Olá!',
    blocks: [
      {
        kind: 'paragraph',
        text: `"${title}" foi aprovado e já aparece para os visitantes. As saídas programadas estão à venda.`,
      },
      ...(comments
        ? [{ kind: 'quote', title: 'Comentários da revisão', text: comments } as const]
        : []),
      {
        kind: 'button',
        label: 'Ver a página do passeio',
        href: link(ctx, text(p, 'tour_path'), '/passeios'),
      },
    ],
    optOut: ownerOptOut(ctx),
  });
}

export function boatVerifiedEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const boat = text(p, 'boat_name') ?? 'Seu barco';
  return composeEmail({
    subject: `Barco "${boat}" verificado`,
    preheader: 'Já pode programar saídas com ele.',
    heading: 'Seu barco foi verificado',
    greeting: 'Olá!',
    blocks: [
      {
        kind: 'paragraph',
        text: `Conferimos os documentos de "${boat}" com a Capitania dos Portos. Ele já pode receber saídas à venda.`,
      },
      { kind: 'button', label: 'Programar saídas', href: `${ctx.siteUrl}/boat-owners/saidas` },
    ],
    optOut: ownerOptOut(ctx),
  });
}

export function boatRefusedEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const boat = text(p, 'boat_name') ?? 'Seu barco';
  return composeEmail({
    subject: `Barco "${boat}" não foi verificado`,
    preheader: 'Veja o motivo e envie os dados corrigidos.',
    heading: 'Não conseguimos verificar seu barco',
    greeting: 'Olá!',
    blocks: [
      {
        kind: 'paragraph',
        text: `A verificação de "${boat}" foi recusada. Enquanto isso, ele não pode ter saídas à venda.`,
      },
      { kind: 'quote', title: 'Motivo', text: text(p, 'refusal_reason') ?? '—' },
      {
        kind: 'paragraph',
        text: 'Corrija os dados do barco e envie de novo: a equipe confere outra vez.',
      },
      { kind: 'button', label: 'Ver meus barcos', href: `${ctx.siteUrl}/boat-owners/barcos` },
    ],
    optOut: ownerOptOut(ctx),
  });
}

/** "sábado, 28/11/2026" from a calendar day ("2026-11-28"), whatever the device's zone. */
const DAY = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const calendarDay = (day: string): string | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? DAY().format(new Date(`${day}T12:00:00Z`)) : null;

/** The request's service, day and party, as far as the row says them. */
function requestFacts(p: EmailPayload): [string, string][] {
  const service = text(p, 'service_title');
  const day = calendarDay(text(p, 'needed_on') ?? '');
  const needed = text(p, 'needed_at');
  const people = cents(p, 'people');
  return [
    ...(service ? [['Serviço', service] as [string, string]] : []),
    ...(day
      ? [['Dia', day] as [string, string]]
      : needed
        ? [['Para quando', departureWhen(needed)] as [string, string]]
        : []),
    ...(people > 0
      ? [['Pessoas', people === 1 ? '1 pessoa' : `${people} pessoas`] as [string, string]]
      : []),
  ];
}

/** Where whoever asked follows their requests. */
const requestsLink = (p: EmailPayload, ctx: EmailContext) =>
  link(ctx, text(p, 'requests_path'), '/minhas-solicitacoes');

export function providerRequestReceivedEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const requester = text(p, 'requester_name') ?? 'Um cliente';
  const replyBy = text(p, 'reply_by');
  return composeEmail({
    subject: `Novo pedido de ${requester}`,
    preheader: replyBy ? `Responda até ${departureWhen(replyBy)}.` : 'Responda pelo seu painel.',
    heading: 'Você recebeu um pedido',
    greeting: 'Olá!',
    blocks: [
      {
        kind: 'paragraph',
        text: `${requester} pediu um serviço a ${text(p, 'business_name') ?? 'você'} pela Maré.`,
      },
      {
        kind: 'facts',
        rows: [
          ...requestFacts(p),
          ...(replyBy ? [['Responda até', departureWhen(replyBy)] as [string, string]] : []),
        ],
      },
      { kind: 'quote', title: 'Mensagem', text: text(p, 'message') ?? '—' },
      {
        kind: 'paragraph',
        text: 'O telefone de quem pediu aparece no seu painel assim que você aceitar o pedido.',
      },
      {
        kind: 'button',
        label: 'Responder o pedido',
        href: `${ctx.siteUrl}/service-provider-dashboard`,
      },
    ],
    optOut: providerOptOut(ctx),
  });
}

export function providerRequestAnsweredEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const business = text(p, 'business_name') ?? 'O parceiro';
  const accepted = p.accepted === true;
  const note = text(p, 'response_note');
  const facts = requestFacts(p);
  return composeEmail({
    subject: `${business} ${accepted ? 'aceitou' : 'recusou'} o seu pedido`,
    preheader:
      note ??
      (accepted ? 'Combine os detalhes com o parceiro.' : 'Procure outro parceiro na Maré.'),
    heading: accepted ? 'Seu pedido foi aceito' : 'Seu pedido foi recusado',
    greeting: greet(text(p, 'requester_name')),
    blocks: [
      {
        kind: 'paragraph',
        text: accepted
          ? `${business} aceitou o seu pedido. O WhatsApp do parceiro está em "Minhas solicitações": combine os detalhes por lá.`
          : `${business} não pode atender desta vez. Outros guias e serviços da região estão na Maré.`,
      },
      ...(facts.length > 0 ? [{ kind: 'facts', rows: facts } as const] : []),
      ...(note ? [{ kind: 'quote', title: 'Resposta do parceiro', text: note } as const] : []),
      { kind: 'button', label: 'Ver minhas solicitações', href: requestsLink(p, ctx) },
    ],
    optOut: buyerOptOut(ctx),
  });
}

export function providerRequestCancelledEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const requester = text(p, 'requester_name') ?? 'Quem fez o pedido';
  const reason = text(p, 'cancel_reason');
  const facts = requestFacts(p);
  return composeEmail({
    subject: `${requester} cancelou o pedido`,
    preheader: reason ?? 'Você não precisa fazer nada: o pedido saiu da sua agenda.',
    heading: 'Um pedido foi cancelado',
    greeting: 'Olá!',
    blocks: [
      {
        kind: 'paragraph',
        text:
          p.was_accepted === true
            ? `${requester} cancelou o pedido que você tinha aceitado. Não é preciso ir ao encontro.`
            : `${requester} cancelou o pedido antes da sua resposta. Não é preciso responder.`,
      },
      ...(facts.length > 0 ? [{ kind: 'facts', rows: facts } as const] : []),
      ...(reason ? [{ kind: 'quote', title: 'Motivo', text: reason } as const] : []),
      {
        kind: 'button',
        label: 'Abrir meu painel',
        href: `${ctx.siteUrl}/service-provider-dashboard`,
      },
    ],
    optOut: providerOptOut(ctx),
  });
}

/**
 * After the trip (the minute job, for a booking) or once a provider marks a request completed: an
 * invitation to review it, leading to where the review is written.
 */
export function reviewInvitationEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const business = text(p, 'business_name');
  const forRequest =
    text(p, 'request_id') !== null || (business !== null && !text(p, 'tour_title'));
  const day = calendarDay(text(p, 'trip_date') ?? '');
  const subject = forRequest
    ? `Como foi o serviço de ${business ?? 'seu parceiro'}?`
    : `Conte como foi: ${tourTitle(p)}`;
  const facts: [string, string][] = forRequest
    ? [
        ...(business ? [['Parceiro', business] as [string, string]] : []),
        ...requestFacts(p).filter(([label]) => label !== 'Dia'),
        ...(day ? [['Dia', day] as [string, string]] : []),
      ]
    : [
        ['Passeio', tourTitle(p)],
        ['Data', text(p, 'starts_at') ? when(p) : (day ?? 'data a confirmar')],
        ...(text(p, 'code') ? [['Reserva', text(p, 'code') ?? ''] as [string, string]] : []),
      ];
  return composeEmail({
    subject,
    preheader: 'Dê de 1 a 5 estrelas e conte como foi: leva menos de um minuto.',
    heading: forRequest ? 'Conte como foi o serviço' : 'Conte como foi o passeio',
    greeting: greet(text(p, 'contact_name') ?? text(p, 'requester_name')),
    blocks: [
      {
        kind: 'paragraph',
        text: forRequest
          ? 'Esperamos que tenha dado tudo certo! Sua avaliação ajuda outros viajantes a escolher e o parceiro a melhorar.'
          : 'Esperamos que o passeio tenha sido incrível! Sua avaliação ajuda outros viajantes a escolher e a tripulação a melhorar.',
      },
      ...(facts.length > 0 ? [{ kind: 'facts', rows: facts } as const] : []),
      {
        kind: 'paragraph',
        text: 'Dê de 1 a 5 estrelas e, se quiser, notas para organização, segurança e custo-benefício e um comentário. Você tem até 60 dias depois da data para avaliar, uma vez.',
      },
      {
        kind: 'button',
        label: forRequest ? 'Avaliar o serviço' : 'Avaliar o passeio',
        href: link(
          ctx,
          text(p, 'review_path'),
          forRequest ? '/minhas-solicitacoes' : (text(p, 'voucher_path') ?? '/minhas-reservas'),
        ),
      },
    ],
    optOut: buyerOptOut(ctx),
  });
}

/** An admin hid the person's review: what, why, and that it no longer shows or counts. */
export function reviewHiddenEmail(p: EmailPayload, ctx: EmailContext): RenderedEmail {
  const subjectTitle = text(p, 'subject_title') ?? 'um passeio';
  const reason = text(p, 'reason');
  const body = text(p, 'body');
  const stars = cents(p, 'stars');
  const day = calendarDay(text(p, 'trip_date') ?? '');
  const subjectPath = text(p, 'subject_path');
  return composeEmail({
    subject: `Sua avaliação de ${subjectTitle} foi ocultada`,
    preheader: reason ? `Motivo: ${reason}` : 'Ela não aparece mais para os outros viajantes.',
    heading: 'Sua avaliação foi ocultada',
    greeting: greet(text(p, 'author_name')),
    blocks: [
      {
        kind: 'paragraph',
        text: `A equipe da Maré ocultou a sua avaliação de ${subjectTitle}. Ela não aparece mais para os outros viajantes e não entra na nota média. Avaliações que desrespeitam alguém ou não falam da experiência são ocultadas.`,
      },
      ...(reason ? [{ kind: 'quote', title: 'Motivo', text: reason } as const] : []),
      {
        kind: 'facts',
        rows: [
          ['Sobre', subjectTitle],
          ...(day ? [['Data da viagem', day] as [string, string]] : []),
          ...(stars >= 1 && stars <= 5
            ? [['Estrelas', stars === 1 ? '1 estrela' : `${stars} estrelas`] as [string, string]]
            : []),
        ],
      },
      ...(body ? [{ kind: 'quote', title: 'O que você escreveu', text: body } as const] : []),
      ...(subjectPath
        ? [{ kind: 'button', label: 'Ver a página', href: link(ctx, subjectPath, '/') } as const]
        : []),
    ],
    optOut: buyerOptOut(ctx),
  });
}

const TEMPLATES: Record<EmailReason, (p: EmailPayload, ctx: EmailContext) => RenderedEmail> = {
  booking_confirmed: bookingConfirmedEmail,
  booking_cancelled: bookingCancelledEmail,
  departure_cancelled: departureCancelledEmail,
  refund_issued: refundIssuedEmail,
  refund_sent: refundSentEmail,
  refund_done: refundDoneEmail,
  pix_expiring: pixExpiringEmail,
  trip_tomorrow: tripTomorrowEmail,
  tour_returned: tourReturnedEmail,
  tour_published: tourPublishedEmail,
  boat_verified: boatVerifiedEmail,
  boat_refused: boatRefusedEmail,
  provider_request_received: providerRequestReceivedEmail,
  provider_request_answered: providerRequestAnsweredEmail,
  provider_request_cancelled: providerRequestCancelledEmail,
  review_invitation: reviewInvitationEmail,
  review_hidden: reviewHiddenEmail,
};

/** The e-mail of one outbox row; null for a reason this code does not know (never sent blank). */
export function renderEmail(
  reason: string,
  payload: unknown,
  ctx: EmailContext,
): RenderedEmail | null {
  if (!isEmailReason(reason)) return null;
  const facts =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as EmailPayload)
      : {};
  return TEMPLATES[reason](facts, ctx);
}
