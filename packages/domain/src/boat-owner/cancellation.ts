import { SAO_PAULO_TIME_ZONE } from '../clock/clock-time.ts';
import { lazyFormatter } from '../intl.ts';

/**
 * Why an owner cancels a departure: the form's choices, as cancel_departure_with_reason
 * (supabase/migrations/20261202000310_statuses_and_reasons.sql) takes and words them.
 */
export const CANCEL_REASONS = [
  { value: 'weather', label: 'Mar fechado / ressaca', text: 'mar fechado / ressaca' },
  { value: 'maintenance', label: 'Manutenção do barco', text: 'manutenção do barco' },
  {
    value: 'minimum_not_met',
    label: 'Mínimo de passageiros não atingido',
    text: 'mínimo de passageiros não atingido',
  },
  { value: 'other', label: 'Outro motivo', text: '' },
] as const;

export type CancelReasonChoice = (typeof CANCEL_REASONS)[number]['value'];

/** The database's limit on the owner's words (the detail, or the whole reason for "other"). */
export const CANCEL_DETAILS_MAX = 200;

/**
 * The reason as the database records it and people read it: the choice's words and the owner's
 * detail ("mar fechado / ressaca — Capitania dos Portos"), or only what the owner typed.
 */
export function cancelReasonText(choice: CancelReasonChoice, details: string): string {
  const detail = details.trim();
  const text = CANCEL_REASONS.find((reason) => reason.value === choice)?.text ?? '';
  if (!text) return detail;
  return detail ? `${text} — ${detail}` : text;
}

/** "Cancelada: mar fechado / ressaca — Capitania dos Portos", or "Cancelada" with no reason. */
export function cancelledWithReason(reason: string | null | undefined): string {
  const why = reason?.trim();
  return why ? `Cancelada: ${why}` : 'Cancelada';
}

/**
 * wa.me wants the number in international form, digits only: a Brazilian mobile with DDD gets
 * the country code 55. Null when the phone is not a usable mobile.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0+/, '');
  const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
  return /^[1-9]{2}9\d{8}$/.test(national) ? `55${national}` : null;
}

/** A wa.me link that opens the chat with the message typed in, or null without a mobile. */
export function whatsappLink(phone: string | null | undefined, message: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}

const REAIS = lazyFormatter(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
);
const WHEN = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: SAO_PAULO_TIME_ZONE,
    }),
);

/** "22/11/2026 às 08h30", in São Paulo time whatever the device's zone. */
export function departureWhen(startsAt: string): string {
  const parts = WHEN().formatToParts(new Date(startsAt));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}h${part('minute')}`;
}

/** Intl puts a no-break space after "R$"; a chat message reads better with a plain one. */
export const reais = (cents: number): string =>
  REAIS()
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');

export interface CancelledBookingMessage {
  contactName: string | null;
  tourTitle: string;
  startsAt: string;
  reason: string;
  code: string;
  /** Centavos returned (0 when the booking was never paid). */
  refunded: number;
}

/** The pt-BR WhatsApp message to a buyer whose departure was cancelled. */
export function departureCancelledMessage(m: CancelledBookingMessage): string {
  const first = m.contactName?.trim().split(/\s+/)[0];
  const greeting = first ? `Olá, ${first}!` : 'Olá!';
  const refund =
    m.refunded > 0
      ? `O valor pago, ${reais(m.refunded)}, será devolvido por inteiro no seu Pix.`
      : 'Como o pagamento não foi concluído, nada foi cobrado.';
  return [
    `${greeting} Aqui é da Maré.`,
    `Infelizmente a saída de ${departureWhen(m.startsAt)} do passeio "${m.tourTitle}" foi cancelada. Motivo: ${m.reason}.`,
    `${refund} Reserva ${m.code}.`,
    'Se quiser, podemos remarcar para outra data. Desculpe o transtorno!',
  ].join('\n\n');
}
