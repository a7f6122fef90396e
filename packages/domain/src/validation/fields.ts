import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** Client-side checks run before any request; each returns a pt-BR message or null. */

export const FIELD_MESSAGES = {
  required: 'Preencha este campo.',
  emailRequired: 'Informe seu email.',
  emailInvalid: 'Informe um email válido, como nome@exemplo.com.',
  passwordRequired: 'Informe sua senha.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  passwordsDiffer: 'As senhas não coincidem.',
  cadasturInvalid: 'O número do Cadastur tem 11 dígitos (somente números).',
  whatsappInvalid: 'Informe o WhatsApp com DDD, como (21) 98765-4321.',
  businessTypeRequired: 'Escolha o tipo de serviço.',
  taxIdRequired: 'Informe seu CPF ou CNPJ.',
  taxIdLength: 'O CPF tem 11 dígitos e o CNPJ, 14.',
  taxIdInvalid: 'CPF ou CNPJ inválido. Confira os números.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** Counted as sent (trimmed); UTF-16 units, never fewer than the database's characters. */
export function checkMaxLength(value: string, max: number): string | null {
  return value.trim().length > max ? `Use no máximo ${max} caracteres.` : null;
}

/** A required free-text field: filled in, and within the database's limit. */
export function checkRequiredText(value: string, message: string, max: number): string | null {
  return checkRequired(value, message) ?? checkMaxLength(value, max);
}

// Deliberately permissive: one @, something before it, a dot in the domain. The server decides the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkRequired(
  value: string,
  message: string = FIELD_MESSAGES.required,
): string | null {
  return value.trim() === '' ? message : null;
}

export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return FIELD_MESSAGES.emailRequired;
  return EMAIL_SHAPE.test(email) ? null : FIELD_MESSAGES.emailInvalid;
}

/** Sign-in only needs a password; sign-up and new passwords need the minimum length too. */
export function checkPassword(value: string, { forNewPassword = false } = {}): string | null {
  if (value === '') return FIELD_MESSAGES.passwordRequired;
  if (forNewPassword && value.length < MIN_PASSWORD_LENGTH) return FIELD_MESSAGES.passwordTooShort;
  return null;
}

export function checkPasswordConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return FIELD_MESSAGES.passwordRequired;
  return password === confirmation ? null : FIELD_MESSAGES.passwordsDiffer;
}

const digits = (value: string) => value.replace(/\D/g, '');

export function checkCadastur(value: string): string | null {
  return /^\d{11}$/.test(digits(value)) ? null : FIELD_MESSAGES.cadasturInvalid;
}

/** A CPF (11 digits) or CNPJ (14), punctuated or not, with right check digits. */
export function checkTaxId(value: string): string | null {
  const number = digits(value);
  if (number === '') return FIELD_MESSAGES.taxIdRequired;
  if (number.length !== 11 && number.length !== 14) return FIELD_MESSAGES.taxIdLength;
  const valid = number.length === 11 ? isValidCpf(number) : isValidCnpj(number);
  return valid ? null : FIELD_MESSAGES.taxIdInvalid;
}

/** Brazilian mobile: DDD (2 digits) + 9 + 8 digits, optionally with country code 55. */
export function checkWhatsapp(value: string): string | null {
  const number = digits(value).replace(/^55(?=\d{11}$)/, '');
  return /^[1-9]{2}9\d{8}$/.test(number) ? null : FIELD_MESSAGES.whatsappInvalid;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Runs each field's check and keeps only the failures, in field order. */
export function collectErrors<K extends string>(checks: Record<K, string | null>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const message = checks[key];
    if (message) errors[key] = message;
  }
  return errors;
}
