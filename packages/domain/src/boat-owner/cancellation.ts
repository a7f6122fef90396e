/** Why an owner cancels a departure: the form's choices and the text cancel_departure records. */
export const CANCEL_REASONS = [
  {
    value: 'capitania',
    label: 'Mar fechado pela Capitania',
    text: 'Mar fechado pela Capitania dos Portos',
  },
  { value: 'manutencao', label: 'Manutenção', text: 'Manutenção do barco' },
  { value: 'outro', label: 'Outro motivo', text: '' },
] as const;

export type CancelReasonChoice = (typeof CANCEL_REASONS)[number]['value'];

/** The reason as recorded and told to the buyers: the choice's text, or what the owner typed. */
export function cancelReasonText(choice: CancelReasonChoice, other: string): string {
  if (choice === 'outro') return other.trim();
  return CANCEL_REASONS.find((reason) => reason.value === choice)?.text ?? other.trim();
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

const REAIS = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const WHEN = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Sao_Paulo',
});

/** "22/11/2026 às 08h30", in São Paulo time whatever the device's zone. */
export function departureWhen(startsAt: string): string {
  const parts = WHEN.formatToParts(new Date(startsAt));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}h${part('minute')}`;
}

/** Intl puts a no-break space after "R$"; a chat message reads better with a plain one. */
export const reais = (cents: number): string => REAIS.format(cents / 100).replace(/\u00a0/g, ' ');

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
