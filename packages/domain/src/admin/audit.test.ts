import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../reports/figures.ts';
import { AUDIT_ACTIONS_IN_WORDS, AUDIT_SYSTEM_ACTOR, auditSentence } from './audit.ts';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  created_at: '2026-11-21T12:00:00Z',
  action: 'user.block',
  target: 'users/00000000-0000-4000-8000-000000000009',
  details: {},
  actor_id: '00000000-0000-4000-8000-000000000002',
  actor_name: 'Ana',
  actor_email: 'admin@mare.example',
  target_kind: 'users',
  target_name: 'Rita Reserva',
  target_when: null,
  ...overrides,
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/;

describe('audit entries in words', () => {
  it('say who did what to whom, by name', () => {
    const blocked = auditSentence(
      entry({
        details: {
          before: { status: 'active' },
          after: { status: 'blocked', reason: 'Fraude no Pix' },
        },
      }),
    );
    expect(blocked).toEqual({ text: 'Ana bloqueou Rita Reserva', detail: 'Motivo: Fraude no Pix' });
    expect(auditSentence(entry({ action: 'user.unblock' })).text).toBe(
      'Ana desbloqueou Rita Reserva',
    );
    expect(
      auditSentence(
        entry({
          action: 'user.role_change',
          details: { before: { role: 'user' }, after: { role: 'boat_owner' } },
        }),
      ).text,
    ).toBe('Ana mudou o papel de Rita Reserva para Dono de barco');
  });

  it('name tours, boats, departures and bookings with their articles', () => {
    const tour = { target: 'tours/t1', target_kind: 'tours', target_name: 'Escuna Arraial' };
    expect(
      auditSentence(
        entry({ ...tour, action: 'tour.send_back', details: { comments: 'Faltam fotos' } }),
      ),
    ).toEqual({
      text: 'Ana devolveu o passeio Escuna Arraial ao dono',
      detail: 'Comentários: Faltam fotos',
    });
    expect(auditSentence(entry({ ...tour, action: 'tour.publish' })).text).toBe(
      'Ana publicou o passeio Escuna Arraial',
    );
    expect(
      auditSentence(entry({ ...tour, action: 'tour.review', details: { status: 'published' } }))
        .text,
    ).toBe('Ana publicou o passeio Escuna Arraial');
    expect(
      auditSentence(entry({ ...tour, action: 'tour.price_change', actor_name: 'Bruno' })).text,
    ).toBe('Bruno mudou os preços do passeio Escuna Arraial');
    expect(
      auditSentence(
        entry({
          action: 'boat.review',
          target_kind: 'boats',
          target_name: 'Lancha Azul',
          details: { after: { verification: 'refused', refusal_reason: 'Documento vencido' } },
        }),
      ),
    ).toEqual({ text: 'Ana recusou o barco Lancha Azul', detail: 'Motivo: Documento vencido' });
    expect(
      auditSentence(
        entry({
          action: 'departure.cancel',
          actor_name: 'Bruno',
          target_kind: 'departures',
          target_name: 'Escuna Arraial',
          target_when: '2026-11-22T11:30:00Z',
          details: { reason: 'Mar fechado', bookings: 3, refunded: 45000 },
        }),
      ),
    ).toEqual({
      text: 'Bruno cancelou a saída de Escuna Arraial de 22/11/2026 às 08h30',
      detail: 'Motivo: Mar fechado · 3 reservas canceladas, R$\u00a0450,00 devolvidos',
    });
    expect(
      auditSentence(
        entry({
          action: 'booking.hold',
          actor_name: 'Vera',
          target_kind: 'bookings',
          target_name: 'MR7K2Q',
        }),
      ).text,
    ).toBe('Vera segurou lugares na reserva MR7K2Q');
  });

  it("write the owner's departure and manifest actions", () => {
    const departure = {
      target_kind: 'departures',
      target_name: 'Escuna Arraial',
      target_when: null,
    };
    expect(
      auditSentence(entry({ ...departure, action: 'departure.close_sales', actor_name: 'Bruno' }))
        .text,
    ).toBe('Bruno encerrou as vendas da saída de Escuna Arraial');
    const booking = { target_kind: 'bookings', target_name: 'MR7K2Q' };
    expect(
      auditSentence(entry({ ...booking, action: 'booking.no_show', actor_name: 'Bruno' })).text,
    ).toBe('Bruno marcou a reserva MR7K2Q como não compareceu');
  });

  it('say what a gone target was, never its key', () => {
    const gone = auditSentence(
      entry({
        action: 'booking.hold',
        target: 'bookings/5d1c0a7e-0000-4000-8000-000000000001',
        target_kind: 'bookings',
        target_name: null,
      }),
    );
    expect(gone.text).toBe('Ana segurou lugares em uma reserva removida');
    expect(auditSentence(entry({ target_name: null })).text).toBe(
      'Ana bloqueou uma conta removida',
    );
    expect(
      auditSentence(entry({ action: 'boat.layout', target_kind: 'boats', target_name: null })).text,
    ).toBe('Ana mudou o mapa de assentos de um barco removido');
    expect(`${gone.text} ${gone.detail ?? ''}`).not.toMatch(UUID);
  });

  it("write the database's own entries without a person", () => {
    const system = { actor_id: null, actor_name: null, actor_email: null };
    expect(
      auditSentence(
        entry({
          ...system,
          action: 'booking.expire_holds',
          target: 'bookings',
          target_kind: 'bookings',
          target_name: null,
          details: { expired: 2 },
        }),
      ).text,
    ).toBe('2 reservas não pagas expiraram');
    expect(
      auditSentence(
        entry({
          ...system,
          action: 'payment.confirmed',
          target_kind: 'bookings',
          target_name: 'MR7K2Q',
          details: { txid: 'x', amount: 28000 },
        }),
      ),
    ).toEqual({ text: 'Pagamento confirmado para a reserva MR7K2Q', detail: 'R$\u00a0280,00' });
    expect(
      auditSentence(
        entry({
          ...system,
          action: 'payment.issue',
          target: 'payment_issues/wrong_amount',
          target_kind: 'payment_issues',
          target_name: null,
          details: { expected: 28000, received: 2800 },
        }),
      ),
    ).toEqual({
      text: 'Pix recebido com valor diferente da cobrança',
      detail: 'Esperado R$\u00a0280,00, recebido R$\u00a028,00',
    });
    expect(auditSentence(entry({ ...system, action: 'user.block' })).text).toBe(
      `${AUDIT_SYSTEM_ACTOR} bloqueou Rita Reserva`,
    );
  });

  it('show a refused admin access with the address tried', () => {
    expect(
      auditSentence(
        entry({
          action: 'admin_access_denied',
          actor_name: 'Vera',
          target: '/admin/users',
          target_kind: '',
          target_name: null,
        }),
      ),
    ).toEqual({
      text: 'Vera tentou abrir a área administrativa sem permissão',
      detail: 'Endereço: /admin/users',
    });
  });

  it('write every action in words, with its detail when it carries one', () => {
    const details = {
      before: { status: 'in_review' },
      after: { status: 'refused', role: 'admin', verification: 'approved', refusal_reason: 'Foto' },
      status: 'declined',
      comments: 'Faltam fotos',
      cancel_bookings: true,
      created: 3,
      expired: 1,
      departed: 2,
      closed: 1,
      amount: 1500,
      expected: 2000,
      reason: 'Sem saldo',
      kind: 'wrong_amount',
      resolution: 'Devolvido',
      bookings: 2,
      refunded: 3000,
    };
    for (const action of AUDIT_ACTIONS_IN_WORDS) {
      const { text, detail } = auditSentence(
        entry({ action, details, target_kind: 'tours', target_name: 'Escuna' }),
      );
      expect(text, action).not.toContain('sem descrição');
      expect(text, action).not.toContain('undefined');
      expect(detail ?? '', action).not.toContain('undefined');
    }
    expect(
      auditSentence(entry({ action: 'payment.issue', target: 'payment_issues/x', details: {} })),
    ).toEqual({ text: 'Pagamento que precisa de atenção registrado', detail: null });
    expect(
      auditSentence(entry({ action: 'payment.issue', details: { received: 100 } })).detail,
    ).toBe('Recebido R$\u00a01,00');
    expect(
      auditSentence(entry({ action: 'refund.refused', details: { amount: 100 } })).detail,
    ).toBe('R$\u00a01,00');
    expect(
      auditSentence(entry({ action: 'booking.cancel', details: { amount: 0 } })).detail,
    ).toBeNull();
    expect(auditSentence(entry({ action: 'tour.review', details: {} })).text).toBe(
      'Ana revisou Rita Reserva',
    );
    expect(
      auditSentence(entry({ action: 'provider_request.answer', details: { status: 'accepted' } }))
        .text,
    ).toBe('Ana aceitou Rita Reserva');
    expect(auditSentence(entry({ action: 'provider_request.cancel', details: {} })).text).toBe(
      'Ana cancelou Rita Reserva',
    );
    expect(
      auditSentence(entry({ action: 'provider_request.finish', details: { status: 'no_show' } }))
        .text,
    ).toBe('Ana registrou que ninguém compareceu a Rita Reserva');
    expect(
      auditSentence(entry({ action: 'provider_request.finish', details: { status: 'completed' } }))
        .text,
    ).toBe('Ana concluiu Rita Reserva');
    const hidden = entry({
      action: 'review.hide',
      target_kind: 'reviews',
      target_name: 'Vera V. sobre Escuna',
      details: { after: { hidden: true, reason: 'Linguagem ofensiva' } },
    });
    expect(auditSentence(hidden)).toEqual({
      text: 'Ana ocultou a avaliação de Vera V. sobre Escuna',
      detail: 'Motivo: Linguagem ofensiva',
    });
    expect(
      auditSentence({ ...hidden, action: 'review.unhide', details: { after: { hidden: false } } }),
    ).toEqual({ text: 'Ana voltou a mostrar a avaliação de Vera V. sobre Escuna', detail: null });
    expect(auditSentence({ ...hidden, action: 'review.answer', details: {} }).text).toBe(
      'Ana respondeu a avaliação de Vera V. sobre Escuna',
    );
  });

  it('name every kind of target', () => {
    const phrase = (target_kind: string, target_name: string | null) =>
      auditSentence(entry({ action: 'booking.cancel', target_kind, target_name })).text;
    expect(phrase('boats', 'Lancha')).toBe('Ana cancelou o barco Lancha');
    expect(phrase('payments', 'MR7K2Q')).toBe('Ana cancelou a reserva MR7K2Q');
    expect(phrase('departures', null)).toBe('Ana cancelou uma saída removida');
    expect(phrase('departures', 'Escuna')).toBe('Ana cancelou a saída de Escuna');
    expect(phrase('passengers', null)).toBe('Ana cancelou um passageiro removido');
    expect(phrase('provider_services', 'Guia')).toBe('Ana cancelou o serviço Guia');
    expect(phrase('provider_services', null)).toBe('Ana cancelou um serviço removido');
    expect(phrase('provider_requests', 'Vera')).toBe('Ana cancelou o pedido de Vera');
    expect(phrase('provider_requests', null)).toBe('Ana cancelou um pedido removido');
    expect(phrase('reviews', 'Vera V. sobre Escuna')).toBe(
      'Ana cancelou a avaliação de Vera V. sobre Escuna',
    );
    expect(phrase('reviews', null)).toBe('Ana cancelou uma avaliação removida');
    expect(phrase('tours', null)).toBe('Ana cancelou um passeio removido');
    expect(phrase('', null)).toBe('Ana cancelou um registro');
  });

  it('still name actor and target for an action without its own sentence', () => {
    expect(auditSentence(entry({ action: 'user.rename' })).text).toBe(
      'Ana fez uma ação sem descrição (user.rename) em Rita Reserva',
    );
  });
});
