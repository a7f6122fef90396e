import { formatCpf, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { ageOn, bandFor, type Band, type PriceBands } from './price.ts';

/**
 * The checkout's passenger and contact checks, in pt-BR, before anything is sent: the same
 * rules as public.checkout (names, birth dates against the departure day, minimum age, CPF with
 * its check digits for adults), so the server's refusal is the exception.
 */
export const CHECKOUT_MESSAGES = {
  name: 'Informe o nome completo.',
  birthDate: 'Informe a data de nascimento.',
  birthFuture: 'A data de nascimento não pode ser depois do passeio.',
  birthTooOld: 'Confira a data de nascimento.',
  cpfRequired: 'Informe o CPF (obrigatório para adultos).',
  cpfInvalid: 'CPF inválido. Confira os números.',
  minimumAge: (age: number) => `A idade mínima para este passeio é ${age} anos.`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function checkPassengerName(value: string): string | null {
  return value.trim().length >= 2 ? null : CHECKOUT_MESSAGES.name;
}

/** A birth date (`aaaa-mm-dd`) on the day of the trip, within 120 years and the minimum age. */
export function checkBirthDate(value: string, tripDate: string, minimumAge = 0): string | null {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return CHECKOUT_MESSAGES.birthDate;
  if (value > tripDate) return CHECKOUT_MESSAGES.birthFuture;
  const age = ageOn(value, tripDate);
  if (age > 120) return CHECKOUT_MESSAGES.birthTooOld;
  if (age < minimumAge) return CHECKOUT_MESSAGES.minimumAge(minimumAge);
  return null;
}

/** The band of a passenger born on `birthDate`, on the trip's date; null until the date is valid. */
export function passengerBand(
  birthDate: string,
  tripDate: string,
  bands: Pick<PriceBands, 'childMaxAge' | 'lapMaxAge'>,
): Band | null {
  if (checkBirthDate(birthDate, tripDate) !== null) return null;
  return bandFor(ageOn(birthDate, tripDate), bands);
}

/** CPF: required for adults, optional otherwise; when given, the check digits must match. */
export function checkPassengerCpf(value: string, band: Band | null): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return band === 'adult' ? CHECKOUT_MESSAGES.cpfRequired : null;
  return isValidCpf(digits) ? null : CHECKOUT_MESSAGES.cpfInvalid;
}

/** "12345678909" or a half-typed value as the mask shows it: "123.456.789-09". */
export function maskCpf(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  return digits.length === 0 ? '' : formatCpf(digits);
}

/** "(71) 99999-0006" as typed: digits placed in the mask, up to 11. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const local = d.slice(2);
  const split = local.length > 8 ? 5 : 4;
  return `(${d.slice(0, 2)}) ${local.slice(0, split)}${local.length > split ? `-${local.slice(split)}` : ''}`;
}

/**
 * Whether the passengers' bands fill the booking as held: seated ones (adults and children) the
 * seats, lap children the lap places. Null when they do; the pt-BR reason otherwise.
 */
export function checkPartyFits(
  bands: readonly Band[],
  held: { seats: number; laps: number },
): string | null {
  const seated = bands.filter((band) => band !== 'lap').length;
  const laps = bands.length - seated;
  if (seated === held.seats && laps === held.laps) return null;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Pelas datas de nascimento, são ${plural(seated, 'passageiro com lugar', 'passageiros com lugar')} e ${plural(laps, 'criança de colo', 'crianças de colo')}; a reserva tem ${plural(held.seats, 'lugar', 'lugares')} e ${plural(held.laps, 'criança de colo', 'crianças de colo')}. Confira as datas ou escolha os lugares de novo.`;
}
