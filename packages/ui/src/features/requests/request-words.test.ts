import { describe, expect, it } from 'vitest';
import type { MyProviderRequest, RequestStatus } from '@mare/domain';
import { cancelSchema } from './cancel-form.ts';
import { GROUP_LABELS, STATUS_WORDS, brDay, groupOf, shownRequest } from './request-words.ts';

const request = (status: RequestStatus, reply_by = '2026-11-22T12:00:00Z'): MyProviderRequest => ({
  id: 'r1',
  provider_id: 'p1',
  provider_slug: 'gabriela-guia',
  provider_name: 'Gabriela Guia',
  provider_whatsapp: null,
  service_title: 'Guia para o Recife de Fora',
  needed_on: '2026-11-28',
  people: 4,
  message: 'Somos 4 adultos.',
  status,
  response_note: null,
  answered_at: null,
  finished_at: null,
  cancelled_at: null,
  cancel_reason: null,
  created_at: '2026-11-20T12:00:00Z',
  reply_by,
  review: null,
  can_review: false,
});

describe('"Minhas solicitações" words', () => {
  it('names every status in pt-BR, and an unanswered one past its deadline "Sem resposta"', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const words = (status: RequestStatus, replyBy?: string) =>
      STATUS_WORDS[shownRequest(request(status, replyBy), now).shown].text;
    expect(words('pending')).toBe('Aguardando resposta');
    expect(words('pending', '2026-11-21T12:00:00Z')).toBe('Sem resposta');
    expect(words('accepted')).toBe('Aceita');
    expect(words('declined')).toBe('Recusada');
    expect(words('completed')).toBe('Concluída');
    expect(words('no_show')).toBe('Não compareceu');
    expect(words('cancelled')).toBe('Cancelada');
    // An accepted request keeps its word after the deadline: the deadline was for the answer.
    expect(words('accepted', '2026-11-01T00:00:00Z')).toBe('Aceita');
  });

  it('sorts each status into one of the four groups', () => {
    expect(groupOf('pending')).toBe('open');
    expect(groupOf('accepted')).toBe('accepted');
    expect(groupOf('completed')).toBe('done');
    expect(groupOf('no_show')).toBe('done');
    expect(groupOf('declined')).toBe('closed');
    expect(groupOf('expired')).toBe('closed');
    expect(groupOf('cancelled')).toBe('closed');
    expect(Object.values(GROUP_LABELS)).toEqual([
      'Aguardando resposta',
      'Aceitas',
      'Concluídas',
      'Encerradas',
    ]);
  });

  it('writes a day as dd/mm/aaaa without shifting it', () => {
    expect(brDay('2026-12-01')).toBe('01/12/2026');
  });
});

describe('the cancel form', () => {
  it('takes no reason, or a trimmed one up to 500 characters', () => {
    expect(cancelSchema.parse({ reason: undefined })).toEqual({ reason: '' });
    expect(cancelSchema.parse({ reason: '  Mudamos a data.  ' })).toEqual({
      reason: 'Mudamos a data.',
    });
    expect(cancelSchema.parse({ reason: 'x'.repeat(500) }).reason).toHaveLength(500);
    const tooLong = cancelSchema.safeParse({ reason: 'x'.repeat(501) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Use no máximo 500 caracteres.');
  });
});
