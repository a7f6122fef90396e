import { describe, expect, it } from 'vitest';
import type { RequestStatus } from '@mare/domain';
import { answerSchema } from './answer-form.ts';
import { checkPhotoUrl, publicProfileSchema, BEACH_CHOICES } from './public-profile-form.ts';
import { BADGES, FILTER_LABELS, filterOf, isInboxFilter } from './request-words.ts';
import {
  DURATION_MESSAGE,
  INCLUDED_MESSAGE,
  durationField,
  includedField,
  includedOf,
  parseDuration,
} from './service-form.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe("the provider's request words", () => {
  it('names every status as the provider reads it, and files it under one filter', () => {
    const statuses: (RequestStatus | 'expired')[] = [
      'pending',
      'expired',
      'accepted',
      'declined',
      'completed',
      'no_show',
      'cancelled',
    ];
    expect(statuses.map((status) => BADGES[status].text)).toEqual([
      'Aguardando sua resposta',
      'Prazo encerrado',
      'Aceito',
      'Recusado',
      'Concluído',
      'Não compareceu',
      'Cancelado pela pessoa',
    ]);
    expect(statuses.map(filterOf)).toEqual([
      'open',
      'closed',
      'accepted',
      'closed',
      'done',
      'done',
      'closed',
    ]);
    expect(Object.keys(FILTER_LABELS).every(isInboxFilter)).toBe(true);
    expect(isInboxFilter('archived')).toBe(false);
  });
});

describe('the answer form', () => {
  it('asks for 3 to 500 characters, trimmed', () => {
    expect(answerSchema.parse({ note: '  Combinado, até sábado!  ' })).toEqual({
      note: 'Combinado, até sábado!',
    });
    expect(firstMessage(answerSchema.safeParse({ note: '  ok ' }))).toBe(
      'Escreva uma resposta para a pessoa (ao menos 3 caracteres).',
    );
    expect(firstMessage(answerSchema.safeParse({ note: undefined }))).toBe(
      'Escreva uma resposta para a pessoa (ao menos 3 caracteres).',
    );
    expect(answerSchema.safeParse({ note: 'x'.repeat(500) }).success).toBe(true);
    expect(firstMessage(answerSchema.safeParse({ note: 'x'.repeat(501) }))).toBe(
      'Use no máximo 500 caracteres.',
    );
  });
});

describe("a service's duration and what it includes", () => {
  it('reads minutes from 15 to 1440, or none', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration(' 150 ')).toBe(150);
    expect(parseDuration('15')).toBe(15);
    expect(parseDuration('1440')).toBe(1440);
    expect(parseDuration('14')).toBeUndefined();
    expect(parseDuration('1441')).toBeUndefined();
    expect(parseDuration('2h30')).toBeUndefined();
    expect(durationField.safeParse('90').success).toBe(true);
    expect(firstMessage(durationField.safeParse('1,5'))).toBe(DURATION_MESSAGE);
  });

  it('keeps the filled lines, trimmed, up to 12 of 80 characters', () => {
    expect(includedOf([{ text: ' Água ' }, { text: '  ' }, { text: 'Fotos' }])).toEqual([
      'Água',
      'Fotos',
    ]);
    expect(includedOf(Array.from({ length: 14 }, (_, i) => ({ text: `Item ${i}` })))).toHaveLength(
      12,
    );
    expect(includedField.safeParse([{ text: 'x'.repeat(80) }]).success).toBe(true);
    const tooLong = includedField.safeParse([{ text: 'ok' }, { text: 'x'.repeat(81) }]);
    expect(firstMessage(tooLong)).toBe(INCLUDED_MESSAGE);
    expect(tooLong.error?.issues[0]?.path).toEqual([1, 'text']);
  });
});

describe('the public page form', () => {
  it('takes a public image address or none', () => {
    expect(checkPhotoUrl('')).toBeNull();
    expect(checkPhotoUrl('https://example.com/foto.jpg')).toBeNull();
    expect(checkPhotoUrl('/images/providers/gabriela.jpg')).toBeNull();
    expect(checkPhotoUrl('javascript:alert(1)')).toMatch(/^Informe o endereço de uma imagem/);
    expect(checkPhotoUrl('https://example.com/a b.jpg')).toMatch(/^Informe/);
    expect(checkPhotoUrl(`https://example.com/${'a'.repeat(500)}`)).toMatch(/^Informe/);
  });

  it('keeps the about text trimmed, no photo as null, and only the five beaches', () => {
    expect(BEACH_CHOICES.map((beach) => beach.value)).toEqual([
      'baia-do-sancho',
      'jericoacoara',
      'praia-do-forno',
      'praia-do-rosa',
      'alter-do-chao',
    ]);
    expect(
      publicProfileSchema.parse({
        about: ' Guia desde 2010. ',
        photo_url: ' ',
        beaches: ['praia-do-forno', 'copacabana'],
      }),
    ).toEqual({ about: 'Guia desde 2010.', photo_url: null, beaches: ['praia-do-forno'] });
    // One box checked reads as a string, none as false (react-hook-form's checkboxes).
    expect(
      publicProfileSchema.parse({ about: '', photo_url: '', beaches: 'jericoacoara' }).beaches,
    ).toEqual(['jericoacoara']);
    expect(publicProfileSchema.parse({ about: '', photo_url: '', beaches: false }).beaches).toEqual(
      [],
    );
    expect(
      firstMessage(
        publicProfileSchema.safeParse({ about: 'x'.repeat(2001), photo_url: '', beaches: [] }),
      ),
    ).toBe('Use no máximo 2000 caracteres.');
  });
});
