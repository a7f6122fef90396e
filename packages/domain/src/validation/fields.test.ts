import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  checkCadastur,
  checkEmail,
  checkMaxLength,
  checkPassword,
  checkPasswordConfirmation,
  checkRequired,
  checkRequiredText,
  checkTaxId,
  checkWhatsapp,
  collectErrors,
} from './fields.ts';
import { TEXT_LIMITS, textBounds } from './text-limits.ts';

describe('field checks', () => {
  it.each([
    ['', FIELD_MESSAGES.emailRequired],
    ['   ', FIELD_MESSAGES.emailRequired],
    ['ana', FIELD_MESSAGES.emailInvalid],
    ['ana@', FIELD_MESSAGES.emailInvalid],
    ['ana@mare', FIELD_MESSAGES.emailInvalid],
    ['ana maria@mare.example', FIELD_MESSAGES.emailInvalid],
    ['ana@mare.example', null],
    ['  ana@mare.example  ', null],
  ])('email %j → %j', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });

  it('asks for a password, and for six characters only when it is a new one', () => {
    expect(checkPassword('')).toBe(FIELD_MESSAGES.passwordRequired);
    expect(checkPassword('abc')).toBeNull();
    expect(checkPassword('abc', { forNewPassword: true })).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    expect(checkPassword('abcdef', { forNewPassword: true })).toBeNull();
  });

  it('compares the confirmation with the password', () => {
    expect(checkPasswordConfirmation('abcdef', '')).toBe(FIELD_MESSAGES.passwordRequired);
    expect(checkPasswordConfirmation('abcdef', 'abcdeg')).toBe(FIELD_MESSAGES.passwordsDiffer);
    expect(checkPasswordConfirmation('abcdef', 'abcdef')).toBeNull();
  });

  it('requires non-blank text', () => {
    expect(checkRequired(' ')).toBe(FIELD_MESSAGES.required);
    expect(checkRequired('', 'Informe seu nome.')).toBe('Informe seu nome.');
    expect(checkRequired('Ana')).toBeNull();
  });

  it.each([
    ['12345678901', null],
    ['123.456.789-01', null],
    ['1234567890', FIELD_MESSAGES.cadasturInvalid],
    ['', FIELD_MESSAGES.cadasturInvalid],
  ])('cadastur %j → %j', (value, expected) => {
    expect(checkCadastur(value)).toBe(expected);
  });

  it.each([
    ['111.444.777-35', null],
    ['11144477735', null],
    ['11.222.333/0001-81', null],
    ['', FIELD_MESSAGES.taxIdRequired],
    ['111.444.777-3', FIELD_MESSAGES.taxIdLength],
    ['111.444.777-36', FIELD_MESSAGES.taxIdInvalid],
    ['111.111.111-11', FIELD_MESSAGES.taxIdInvalid],
    ['11.222.333/0001-82', FIELD_MESSAGES.taxIdInvalid],
  ])('tax id %j → %j', (value, expected) => {
    expect(checkTaxId(value)).toBe(expected);
  });

  it.each([
    ['(21) 98765-4321', null],
    ['+55 21 98765-4321', null],
    ['21987654321', null],
    ['(21) 8765-4321', FIELD_MESSAGES.whatsappInvalid],
    ['(01) 98765-4321', FIELD_MESSAGES.whatsappInvalid],
    ['', FIELD_MESSAGES.whatsappInvalid],
  ])('whatsapp %j → %j', (value, expected) => {
    expect(checkWhatsapp(value)).toBe(expected);
  });

  it('collects only the failing fields', () => {
    expect(collectErrors({ email: checkEmail('x'), password: checkPassword('secret') })).toEqual({
      email: FIELD_MESSAGES.emailInvalid,
    });
  });
});

describe('checkMaxLength', () => {
  it('lets the limit through, counted as sent (trimmed), and names it in pt-BR when over', () => {
    expect(checkMaxLength('a'.repeat(TEXT_LIMITS.bio), TEXT_LIMITS.bio)).toBeNull();
    expect(checkMaxLength(`  ${'a'.repeat(TEXT_LIMITS.name)}  `, TEXT_LIMITS.name)).toBeNull();
    expect(checkMaxLength('a'.repeat(TEXT_LIMITS.name + 1), TEXT_LIMITS.name)).toBe(
      'Use no máximo 120 caracteres.',
    );
  });
});

describe('checkRequiredText', () => {
  it('asks for the field first, then for the limit', () => {
    expect(checkRequiredText('  ', 'Informe seu nome.', TEXT_LIMITS.name)).toBe(
      'Informe seu nome.',
    );
    expect(checkRequiredText('a'.repeat(121), 'Informe seu nome.', TEXT_LIMITS.name)).toBe(
      'Use no máximo 120 caracteres.',
    );
    expect(checkRequiredText('Ana', 'Informe seu nome.', TEXT_LIMITS.name)).toBeNull();
  });
});

describe('textBounds', () => {
  it('gives the fewest and most characters of a limit', () => {
    expect(textBounds('passengerName')).toEqual({ min: 2, max: 120 });
    expect(textBounds('bio')).toEqual({ min: 0, max: 1000 });
  });
});
