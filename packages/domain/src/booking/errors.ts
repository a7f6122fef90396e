import { lazyFormatter } from '../intl.ts';

/** Machine codes the booking functions refuse with (SQLSTATE P0001, message = the code). */
export const BOOKING_ERROR_CODES = [
  'not_found',
  'seat_taken',
  'seat_unavailable',
  'departure_closed',
  'cutoff_passed',
  'capacity_reached',
  'too_many_holds',
  'too_many_people',
  'hold_cooldown',
  'invalid_party',
  'hold_expired',
  'contact_invalid',
  'passenger_name_invalid',
  'birth_date_invalid',
  'below_minimum_age',
  'cpf_invalid',
  'cpf_duplicate',
  'lap_needs_adult',
  'party_mismatch',
  'amount_mismatch',
  'not_cancellable',
  'tour_started',
  'departure_started',
  'reason_required',
  'invalid_decision',
] as const;

export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number];

const RELEASED_TOO_OFTEN = 'Você liberou várias reservas desta saída em pouco tempo.';

const messages: Record<BookingErrorCode, string> = {
  not_found: 'Não encontramos esta reserva ou saída.',
  seat_taken: 'Alguém acabou de reservar um desses lugares. Escolha outro.',
  seat_unavailable: 'Um dos lugares escolhidos não está à venda.',
  departure_closed: 'As vendas para esta saída estão encerradas.',
  cutoff_passed: 'O prazo para reservar esta saída já terminou.',
  capacity_reached: 'Não há mais lugares suficientes nesta saída.',
  too_many_holds: 'Você já tem 3 reservas em andamento. Conclua ou cancele uma delas.',
  too_many_people:
    'Você já tem reservas em andamento para 12 pessoas nesta saída. Conclua ou cancele uma delas.',
  hold_cooldown: `${RELEASED_TOO_OFTEN} Aguarde um pouco para reservar de novo.`,
  invalid_party:
    'Escolha de 1 a 12 pessoas por reserva; crianças de colo só onde o passeio aceita, uma por adulto.',
  hold_expired: 'O tempo para concluir a reserva acabou e os lugares foram liberados.',
  contact_invalid: 'Informe um nome e um e-mail válidos para contato.',
  passenger_name_invalid: 'Informe o nome completo de cada passageiro.',
  birth_date_invalid: 'Confira a data de nascimento do passageiro.',
  below_minimum_age: 'Um dos passageiros não tem a idade mínima para este passeio.',
  cpf_invalid: 'CPF inválido. Confira os números.',
  cpf_duplicate: 'Este CPF já foi informado para outro passageiro desta reserva.',
  lap_needs_adult:
    'Cada criança de colo precisa viajar com um adulto: há mais crianças de colo que adultos.',
  party_mismatch: 'O número de passageiros não corresponde aos lugares reservados.',
  amount_mismatch: 'O valor pago não corresponde ao da cobrança.',
  not_cancellable: 'Esta reserva não pode mais ser cancelada.',
  tour_started: 'O passeio já começou; não é possível cancelar.',
  departure_started: 'A saída já começou; não é possível cancelá-la.',
  reason_required: 'Informe o motivo do cancelamento.',
  invalid_decision: 'Decisão inválida.',
};

/**
 * A write the database refused by a check constraint (23514): at checkout, a text over its limit
 * that slipped past the form. The form marks the field; this is the line above it.
 */
export const CHECK_VIOLATION_MESSAGE =
  'Um dos campos passou do tamanho aceito. Confira o que foi digitado.';

export function isBookingErrorCode(value: string): value is BookingErrorCode {
  return BOOKING_ERROR_CODES.some((code) => code === value);
}

/** Said when the server cannot be reached or answers with a failure of its own. */
const UNREACHABLE = 'Não foi possível falar com o servidor. Verifique a conexão e tente novamente.';

/** The failures every call shares (the ui's RequestError codes), as the booking screens word them. */
const COMMON_MESSAGES = new Map<string, string>([
  ['permission', 'Entre na sua conta para continuar a reserva.'],
  ['check_violation', CHECK_VIOLATION_MESSAGE],
  ['network', UNREACHABLE],
  ['server', UNREACHABLE],
]);

const clockTime = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }),
);

/**
 * The pt-BR message for a refusal or failure of a booking call; a generic one for anything
 * unknown. The refusal's detail adds what the person can act on (when a cool-down ends).
 */
export function bookingErrorMessage(
  code: string,
  detail?: Readonly<Record<string, unknown>> | null,
): string {
  if (!isBookingErrorCode(code))
    return COMMON_MESSAGES.get(code) ?? 'Não foi possível concluir a reserva. Tente novamente.';
  const retryAt = typeof detail?.retry_at === 'string' ? Date.parse(detail.retry_at) : NaN;
  if (code === 'hold_cooldown' && Number.isFinite(retryAt))
    return `${RELEASED_TOO_OFTEN} Você poderá reservar de novo a partir das ${clockTime().format(retryAt)}.`;
  return messages[code];
}
