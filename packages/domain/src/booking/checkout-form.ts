import { formatCpf, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { checkEmail, checkMaxLength, checkWhatsapp, FIELD_MESSAGES } from '../validation/fields.ts';
import { TEXT_LIMITS, TEXT_MINIMUMS } from '../validation/text-limits.ts';
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
  cpfRepeated: 'Este CPF já foi informado para outro passageiro desta reserva.',
  minimumAge: (age: number) => `A idade mínima para este passeio é ${age} anos.`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A passenger's or the contact's full name: 2 to 120 characters, as passengers.full_name keeps. */
export function checkPassengerName(value: string): string | null {
  // Code points, as the database counts: one emoji is one character there, two UTF-16 units here.
  return Array.from(value.trim()).length >= TEXT_MINIMUMS.passengerName
    ? checkMaxLength(value, TEXT_LIMITS.passengerName)
    : CHECKOUT_MESSAGES.name;
}

/** The contact's email: a plausible address, within what the forms keep. */
export function checkContactEmail(value: string): string | null {
  return checkEmail(value) ?? checkMaxLength(value, TEXT_LIMITS.contactEmail);
}

/** The contact's WhatsApp: a Brazilian mobile, within what the forms keep. */
export function checkContactPhone(value: string): string | null {
  return checkWhatsapp(value) ?? checkMaxLength(value, TEXT_LIMITS.phone);
}

/**
 * The places whose CPF repeats one typed for an earlier passenger: the database keeps each CPF once
 * per booking (cpf_duplicate). Empty CPFs never repeat.
 */
export function repeatedCpfs(cpfs: readonly string[]): number[] {
  const seen = new Set<string>();
  return cpfs.flatMap((cpf, i) => {
    const digits = cpf.replace(/\D/g, '');
    if (!digits) return [];
    if (seen.has(digits)) return [i];
    seen.add(digits);
    return [];
  });
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
 * seats, lap children the lap places, never more lap children than adults. Null when they do;
 * the pt-BR reason otherwise.
 */
export function checkPartyFits(
  bands: readonly Band[],
  held: { seats: number; laps: number },
): string | null {
  const seated = bands.filter((band) => band !== 'lap').length;
  const laps = bands.length - seated;
  const adults = bands.filter((band) => band === 'adult').length;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  // public.checkout: lap_needs_adult.
  if (seated === held.seats && laps === held.laps && laps > adults)
    return `Cada criança de colo viaja no colo de um adulto: pelas datas de nascimento, são ${plural(adults, 'adulto', 'adultos')} e ${plural(laps, 'criança de colo', 'crianças de colo')}. Confira as datas.`;
  if (seated === held.seats && laps === held.laps) return null;
  return `Pelas datas de nascimento, são ${plural(seated, 'passageiro com lugar', 'passageiros com lugar')} e ${plural(laps, 'criança de colo', 'crianças de colo')}; a reserva tem ${plural(held.seats, 'lugar', 'lugares')} e ${plural(held.laps, 'criança de colo', 'crianças de colo')}. Confira as datas ou escolha os lugares de novo.`;
}

/** A field of the checkout form: a passenger's (by place on the form) or the contact's. */
export type CheckoutField =
  { passenger: number; part: 'name' | 'cpf' | 'birth' } | { contact: 'name' | 'email' };

/** What the form sent, as typed: passengers in form order, and `sent[i]` = form place of the i-th sent. */
export interface CheckoutSent {
  passengers: readonly { name: string; cpf: string }[];
  sent: readonly number[];
  contact: { name: string; email: string };
}

/**
 * The fields a refusal of public.checkout is about, each with its pt-BR message; empty when it is
 * about no one field. The server counts `detail.index` in the order it was sent (seated
 * passengers first), which `sent` turns back into places on the form. A check violation on
 * passengers.full_name (a name over the limit that slipped past the form) lands on every name
 * over it.
 */
export function checkoutRefusalFields(
  refusal: { code: string; detail: Record<string, unknown> | null },
  form: CheckoutSent,
): { field: CheckoutField; message: string }[] {
  const { code, detail } = refusal;
  const index = Number(detail?.index ?? Number.NaN);
  const place = Number.isInteger(index) ? form.sent[index] : undefined;
  const passenger = place === undefined ? undefined : form.passengers[place];
  if (place !== undefined && passenger) {
    if (code === 'passenger_name_invalid')
      return [
        {
          field: { passenger: place, part: 'name' },
          message: checkPassengerName(passenger.name) ?? CHECKOUT_MESSAGES.name,
        },
      ];
    if (code === 'cpf_invalid')
      return [
        {
          field: { passenger: place, part: 'cpf' },
          message: checkPassengerCpf(passenger.cpf, 'adult') ?? CHECKOUT_MESSAGES.cpfInvalid,
        },
      ];
    if (code === 'cpf_duplicate')
      return [{ field: { passenger: place, part: 'cpf' }, message: CHECKOUT_MESSAGES.cpfRepeated }];
    if (code === 'birth_date_invalid')
      return [
        { field: { passenger: place, part: 'birth' }, message: CHECKOUT_MESSAGES.birthTooOld },
      ];
    if (code === 'below_minimum_age')
      return [
        {
          field: { passenger: place, part: 'birth' },
          message: CHECKOUT_MESSAGES.minimumAge(Number(detail?.minimum_age ?? 0)),
        },
      ];
  }
  if (code === 'contact_invalid') {
    const name = checkPassengerName(form.contact.name);
    if (name) return [{ field: { contact: 'name' }, message: name }];
    return [
      {
        field: { contact: 'email' },
        message: checkContactEmail(form.contact.email) ?? FIELD_MESSAGES.emailInvalid,
      },
    ];
  }
  if (code === 'check_violation' && detail?.constraint === 'passengers_full_name_check') {
    const tooLong = form.passengers.flatMap(({ name }, i) => {
      const message = checkPassengerName(name);
      return message ? [{ field: { passenger: i, part: 'name' } as const, message }] : [];
    });
    if (tooLong.length > 0) return tooLong;
  }
  return [];
}
