import { describe, expect, it } from 'vitest';
import {
  EMAIL_REASONS,
  ESSENTIAL_EMAILS,
  EXAMPLE_EMAIL_CONTEXT as ctx,
  EXAMPLE_EMAIL_PAYLOADS as examples,
  escapeHtml,
  isEssentialEmail,
  renderEmail,
  type EmailReason,
  type RenderedEmail,
} from './index.ts';

const render = (reason: EmailReason, payload: unknown = examples[reason]): RenderedEmail => {
  const email = renderEmail(reason, payload, ctx);
  if (!email) throw new Error(`no template for ${reason}`);
  return email;
};

/** The visible words of the HTML part (tags dropped, entities read). */
const htmlWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('every e-mail', () => {
  it.each(EMAIL_REASONS)(
    '%s has a subject, an HTML document in pt-BR and a plain-text part',
    (reason) => {
      const email = render(reason);
      expect(email.subject.length).toBeGreaterThan(10);
      expect(email.html).toMatch(/^<!doctype html><html lang="pt-BR">/);
      expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
      expect(email.text.length).toBeGreaterThan(80);
      expect(email.text).not.toMatch(/<[a-z]/i);
      for (const part of [email.subject, email.html, email.text])
        expect(part).not.toMatch(/undefined|null|NaN|\[object/);
    },
  );

  it.each(EMAIL_REASONS)('%s renders from an empty payload without a hole', (reason) => {
    const email = render(reason, {});
    for (const part of [email.subject, email.html, email.text])
      expect(part).not.toMatch(/undefined|null|NaN|\[object/);
  });

  it.each(EMAIL_REASONS)('%s says how to turn it off only when it is optional', (reason) => {
    const email = render(reason);
    if (isEssentialEmail(reason)) {
      expect(email.text).toContain('ele é sempre enviado');
      expect(email.text).not.toContain('Avisos opcionais por e-mail');
    } else {
      expect(email.text).toContain('desligue "Avisos opcionais por e-mail"');
      expect(email.html).toMatch(/href="https:\/\/mare\.example\/[a-z-]+"/);
    }
  });

  it('keeps the essential list to the booking and the money', () => {
    expect([...ESSENTIAL_EMAILS].sort()).toEqual(
      [
        'booking_cancelled',
        'booking_confirmed',
        'departure_cancelled',
        'refund_done',
        'refund_issued',
        'refund_sent',
      ].sort(),
    );
  });

  it('refuses a reason it does not know instead of sending a blank e-mail', () => {
    expect(renderEmail('newsletter', {}, ctx)).toBeNull();
    expect(render('booking_confirmed', 'not an object').subject).toContain('confirmada');
  });

  it('escapes what people typed: a comment cannot inject markup', () => {
    const email = render('tour_returned', {
      ...examples.tour_returned,
      comments: '<script>alert(1)</script> & "aspas"',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;aspas&quot;');
    expect(email.text).toContain('> <script>alert(1)</script> & "aspas"');
  });
});

describe('booking confirmed', () => {
  const email = render('booking_confirmed');

  it('gives the voucher link, the meeting point and the date in São Paulo time', () => {
    const voucher = 'https://mare.example/minhas-reservas/b0000000-0000-4000-8000-000000000001';
    expect(email.text).toContain(`Abrir o voucher: ${voucher}`);
    expect(email.html).toContain(`href="${voucher}"`);
    for (const part of [email.text, htmlWords(email.html)]) {
      expect(part).toContain('Cais da Praia dos Anjos, Arraial do Cabo - RJ');
      expect(part).toContain('Chegue 30 minutos antes');
      expect(part).toContain('22/11/2026 às 08h30');
      expect(part).toContain('R$ 220,00');
    }
    expect(email.subject).toBe(
      'Reserva K7M2QX confirmada: Passeio de escuna pelas praias de Arraial do Cabo',
    );
  });

  it('attaches the trip as an .ics event with the meeting point as its place', () => {
    expect(email.attachments).toHaveLength(1);
    const [ics] = email.attachments;
    expect(ics?.filename).toBe('passeio-K7M2QX.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const unfolded = ics?.content.replace(/\r\n /g, '') ?? '';
    expect(unfolded).toContain('DTSTART:20261122T113000Z');
    expect(unfolded).toContain('DTEND:20261122T153000Z');
    expect(unfolded).toContain('DTSTAMP:20261121T133000Z');
    expect(unfolded).toContain('LOCATION:Cais da Praia dos Anjos\\, Arraial do Cabo - RJ');
  });
});

describe('the reminders', () => {
  it('the Pix about to expire gives the copia e cola, the amount and the deadline', () => {
    const email = render('pix_expiring');
    expect(email.text).toContain('Pix copia e cola:\n00020126');
    expect(email.text).toContain('Valor: R$ 220,00');
    expect(email.text).toContain('Vence em: 21/11/2026 às 10h40');
  });

  it('the day before gives the meeting point and o que levar', () => {
    const email = render('trip_tomorrow');
    expect(email.subject).toContain('Amanhã');
    expect(email.text).toContain('Ponto de encontro: Cais da Praia dos Anjos');
    expect(email.text).toContain('O que levar:\n- Protetor solar\n- Toalha');
    expect(email.html).toContain('<li>Dinheiro para o almoço</li>');
  });
});

describe('cancellations and refunds', () => {
  it('a cancelled departure gives the reason and the full refund', () => {
    const email = render('departure_cancelled');
    expect(email.subject).toBe(
      'Passeio cancelado: Passeio de escuna pelas praias de Arraial do Cabo, 22/11/2026 às 08h30',
    );
    expect(email.text).toContain('Motivo: Mar fechado pela Capitania dos Portos');
    expect(email.text).toContain('O valor pago, R$ 220,00, será devolvido por inteiro pelo Pix');
    expect(htmlWords(email.html)).toContain('Mar fechado pela Capitania dos Portos');
  });

  it('an unpaid booking of a cancelled departure is told nothing was charged', () => {
    const email = render('departure_cancelled', { ...examples.departure_cancelled, refunded: 0 });
    expect(email.text).toContain('nada foi cobrado');
    expect(email.text).toContain('Reembolso: Não se aplica');
  });

  it('refund sent and refund done name the amount and differ in what happened', () => {
    const sent = render('refund_sent');
    const done = render('refund_done');
    expect(sent.subject).toBe('Reembolso enviado: reserva K7M2QX');
    expect(done.subject).toBe('Reembolso concluído: reserva K7M2QX');
    expect(sent.text).toContain('Pedimos ao banco a devolução de R$ 220,00');
    expect(done.text).toContain('O banco confirmou a devolução de R$ 220,00');
  });
});

describe('owners and providers', () => {
  it('a tour returned from review quotes the admin, line by line', () => {
    const email = render('tour_returned');
    expect(email.text).toContain(
      'Comentários da revisão:\n> Faltam fotos do barco por dentro.\n> O ponto de encontro precisa do número do píer.',
    );
    expect(email.html).toContain('Faltam fotos do barco por dentro.<br>O ponto de encontro');
    expect(email.text).toContain('https://mare.example/boat-owners/passeios/70a00000');
  });

  it('a published tour links to its page', () => {
    expect(render('tour_published').text).toContain(
      'https://mare.example/passeios/volta-ilha-cabo-frio',
    );
  });

  it('a boat is verified, or refused with the reason', () => {
    expect(render('boat_verified').subject).toBe('Barco "Escuna Maré Alta" verificado');
    expect(render('boat_refused').text).toContain(
      'Motivo:\n> A inscrição na Capitania não confere com o documento enviado.',
    );
  });

  it('a provider request, received and answered', () => {
    const received = render('provider_request_received');
    expect(received.subject).toBe('Novo pedido de Bruno Barqueiro');
    expect(received.text).toContain('Responda até: 25/11/2026 às 18h00');
    const answered = render('provider_request_answered');
    expect(answered.subject).toBe('Guia Marina Costa aceitou o seu pedido');
    const declined = render('provider_request_answered', {
      ...examples.provider_request_answered,
      accepted: false,
      response_note: null,
    });
    expect(declined.subject).toBe('Guia Marina Costa recusou o seu pedido');
    expect(declined.text).not.toContain('Resposta do parceiro');
  });

  it('a request carries its service, day and party; the answer its note and the way back', () => {
    const received = render('provider_request_received');
    expect(received.text).toContain('Serviço: Guia bilíngue para passeio de escuna');
    expect(received.text).toContain('Dia: sábado, 28/11/2026');
    expect(received.text).toContain('Pessoas: 12 pessoas');
    const answered = render('provider_request_answered');
    expect(answered.text).toContain('Resposta do parceiro:\n> Combinado! Chego ao cais às 08h00.');
    expect(answered.text).toContain('https://mare.example/minhas-solicitacoes');
    expect(htmlWords(answered.html)).toContain('Dia sábado, 28/11/2026');
    // A boat owner's request for a departure carries its time instead of a day.
    const forDeparture = render('provider_request_received', {
      ...examples.provider_request_received,
      needed_on: null,
      people: null,
    });
    expect(forDeparture.text).toContain('Para quando: 28/11/2026 às 08h30');
    expect(forDeparture.text).not.toContain('Pessoas');
  });

  it('a request cancelled by whoever asked tells the provider why, and whether it was accepted', () => {
    const cancelled = render('provider_request_cancelled');
    expect(cancelled.subject).toBe('Vera Visitante cancelou o pedido');
    expect(cancelled.text).toContain('cancelou o pedido que você tinha aceitado');
    expect(cancelled.text).toContain('Motivo:\n> Mudamos a data da viagem.');
    expect(cancelled.text).toContain('Pessoas: 4 pessoas');
    const unanswered = render('provider_request_cancelled', {
      ...examples.provider_request_cancelled,
      was_accepted: false,
      cancel_reason: null,
      people: 1,
    });
    expect(unanswered.text).toContain('antes da sua resposta');
    expect(unanswered.text).toContain('Pessoas: 1 pessoa');
    expect(unanswered.text).not.toContain('Motivo');
  });
});

describe('the review e-mails', () => {
  it('invite the buyer after the trip, with the tour and a link to the booking', () => {
    const email = render('review_invitation');
    expect(email.subject).toBe('Conte como foi: Passeio de escuna pelas praias de Arraial do Cabo');
    expect(email.text).toContain('Olá, Vera!');
    expect(email.text).toContain('até 60 dias');
    expect(email.text).toContain(
      'https://mare.example/minhas-reservas/b0000000-0000-4000-8000-000000000001',
    );
    expect(htmlWords(email.html)).toContain('Avaliar o passeio');
  });

  it('invite the requester of a completed request, with the provider and "Minhas solicitações"', () => {
    const email = render('review_invitation', {
      request_id: 'a1000000-0000-4000-8000-000000000003',
      business_name: 'Guia Marina Costa',
      requester_name: 'Vera Visitante',
      trip_date: '2026-11-28',
      review_path: '/minhas-solicitacoes',
    });
    expect(email.subject).toBe('Como foi o serviço de Guia Marina Costa?');
    expect(email.text).toContain('Parceiro: Guia Marina Costa');
    expect(email.text).toContain('Dia: sábado, 28/11/2026');
    expect(email.text).toContain('https://mare.example/minhas-solicitacoes');
    expect(htmlWords(email.html)).toContain('Avaliar o serviço');
  });

  it('tell the author their review was hidden, why, and what they wrote', () => {
    const email = render('review_hidden');
    expect(email.subject).toBe(
      'Sua avaliação de Passeio de escuna pelas praias de Arraial do Cabo foi ocultada',
    );
    expect(email.text).toContain(
      'Motivo:\n> Linguagem ofensiva contra a tripulação. Critique o serviço sem ofender pessoas.',
    );
    expect(email.text).toContain('não entra na nota média');
    expect(email.text).toContain('Estrelas: 1 estrela');
    expect(email.text).toContain('https://mare.example/passeios/escuna-praias-de-arraial');
  });
});
