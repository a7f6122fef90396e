import { isValidCpf } from '@brazilian-utils/brazilian-utils';

/** CPF with its check digits (mask characters allowed), as the checkout requires for adults. */
export function isCpf(value: string): boolean {
  return isValidCpf(value);
}

/** Digits only, as the database stores it. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}
