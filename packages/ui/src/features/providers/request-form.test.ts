import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, FIELD_MESSAGES } from '@mare/domain';
import type { TabStorage } from '../../tab-storage/index.ts';
import { refusingTabStorage } from '../../tab-storage/refusing-storage.ts';
import {
  REQUEST_MESSAGES,
  lastRequestDay,
  requestDraftKey,
  requestDrafts,
  requestInput,
  requestSchema,
  saoPauloDay,
} from './request-form.ts';

const TODAY = '2026-11-21';
const schema = requestSchema({ today: TODAY, services: ['s1', 's2'] });
const valid = {
  servico: 's2',
  data: '2026-11-28',
  pessoas: '4',
  mensagem: '  Queremos um guia para a trilha do Pontal.  ',
  telefone: '(22) 99876-5432',
};

/** Each invalid field with its message. */
function issues(values: Record<string, string | undefined>) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('the request form', () => {
  it('takes a complete request and sends it trimmed, the phone as digits', () => {
    const result = schema.safeParse(valid);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(requestInput(result.data)).toEqual({
      service: 's2',
      date: '2026-11-28',
      people: 4,
      message: 'Queremos um guia para a trilha do Pontal.',
      phone: '22998765432',
    });
  });

  it('says in pt-BR what each empty field needs', () => {
    expect(issues({})).toEqual({
      servico: REQUEST_MESSAGES.service,
      data: REQUEST_MESSAGES.date,
      pessoas: REQUEST_MESSAGES.people,
      mensagem: REQUEST_MESSAGES.message,
      telefone: FIELD_MESSAGES.whatsappInvalid,
    });
    expect(REQUEST_MESSAGES.people).toBe('Informe de 1 a 50 pessoas.');
  });

  it('takes only a service of this provider', () => {
    expect(issues({ ...valid, servico: 'outro' })).toEqual({ servico: REQUEST_MESSAGES.service });
  });

  it('takes a day from today (São Paulo) to a year ahead', () => {
    expect(issues({ ...valid, data: TODAY })).toEqual({});
    expect(issues({ ...valid, data: '2026-11-20' })).toEqual({ data: REQUEST_MESSAGES.datePast });
    expect(lastRequestDay(TODAY)).toBe('2027-11-21');
    expect(issues({ ...valid, data: '2027-11-21' })).toEqual({});
    expect(issues({ ...valid, data: '2027-11-22' })).toEqual({ data: REQUEST_MESSAGES.dateFar });
    expect(issues({ ...valid, data: '2026-02-30' })).toEqual({
      data: REQUEST_MESSAGES.dateInvalid,
    });
    expect(issues({ ...valid, data: '28/11/2026' })).toEqual({
      data: REQUEST_MESSAGES.dateInvalid,
    });
    // 02:30 UTC on the 22nd is still the 21st in São Paulo.
    expect(saoPauloDay(new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-21');
  });

  it('takes 1 to 50 people, whole', () => {
    for (const people of ['1', '50', ' 7 '])
      expect(issues({ ...valid, pessoas: people })).toEqual({});
    for (const people of ['0', '51', '2.5', 'dois', '-1'])
      expect(issues({ ...valid, pessoas: people })).toEqual({ pessoas: REQUEST_MESSAGES.people });
  });

  it('takes a message of 3 to 1000 characters, counted trimmed', () => {
    expect(issues({ ...valid, mensagem: '  ok  ' })).toEqual({
      mensagem: REQUEST_MESSAGES.messageShort,
    });
    expect(issues({ ...valid, mensagem: 'x'.repeat(TEXT_LIMITS.requestMessage) })).toEqual({});
    expect(issues({ ...valid, mensagem: 'x'.repeat(TEXT_LIMITS.requestMessage + 1) })).toEqual({
      mensagem: `Use no máximo ${TEXT_LIMITS.requestMessage} caracteres.`,
    });
  });

  it('takes a mobile with its DDD, punctuated or not', () => {
    expect(issues({ ...valid, telefone: '22998765432' })).toEqual({});
    expect(issues({ ...valid, telefone: '+55 22 99876-5432' })).toEqual({});
    expect(issues({ ...valid, telefone: '99876-5432' })).toEqual({
      telefone: FIELD_MESSAGES.whatsappInvalid,
    });
  });
});

/** A tab storage in memory. */
function memoryStorage(): TabStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the request draft kept across sign-in', () => {
  it('keeps the form fields of one provider, and only text', () => {
    const storage = memoryStorage();
    const drafts = requestDrafts(storage);
    drafts.save('ana-guia', { ...valid, pessoas: '3', extra: 'nope', telefone: undefined });
    expect(drafts.load('ana-guia')).toEqual({
      servico: 's2',
      data: '2026-11-28',
      pessoas: '3',
      mensagem: valid.mensagem,
    });
    expect(drafts.load('outro-prestador')).toEqual({});
    storage.items.set(requestDraftKey('ana-guia'), JSON.stringify({ pessoas: 3, mensagem: ['x'] }));
    expect(drafts.load('ana-guia')).toEqual({});
    storage.items.set(requestDraftKey('ana-guia'), '{broken');
    expect(drafts.load('ana-guia')).toEqual({});
  });

  it('clears a sent request, and works without storage or with one that refuses', () => {
    const storage = memoryStorage();
    const drafts = requestDrafts(storage);
    drafts.save('ana-guia', valid);
    drafts.clear('ana-guia');
    expect(storage.items.size).toBe(0);
    for (const none of [requestDrafts(null), requestDrafts(refusingTabStorage())]) {
      none.save('ana-guia', valid);
      expect(none.load('ana-guia')).toEqual({});
      none.clear('ana-guia');
    }
  });
});
