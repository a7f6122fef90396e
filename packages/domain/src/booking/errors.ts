/** Machine codes the booking functions refuse with (SQLSTATE P0001, message = the code). */
export const BOOKING_ERROR_CODES = [
  'not_found',
  'seat_taken',
  'seat_unavailable',
  'departure_closed',
  'cutoff_passed',
  'capacity_reached',
  'too_many_holds',
  'invalid_party',
  'hold_expired',
  'contact_invalid',
  'passenger_name_invalid',
  'birth_date_invalid',
  'below_minimum_age',
  'cpf_invalid',
  'party_mismatch',
  'amount_mismatch',
  'not_cancellable',
  'tour_started',
  'reason_required',
  'invalid_decision',
] as const;

export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number];

const messages: Record<BookingErrorCode, string> = {
  not_found: 'Não encontramos esta reserva ou saída.',
  seat_taken: 'Alguém acabou de reservar um desses lugares. Escolha outro.',
  seat_unavailable: 'Um dos lugares escolhidos não está à venda.',
  departure_closed: 'As vendas para esta saída estão encerradas.',
  cutoff_passed: 'O prazo para reservar esta saída já terminou.',
  capacity_reached: 'Não há mais lugares suficientes nesta saída.',
  too_many_holds: 'Você já tem 3 reservas em andamento. Conclua ou cancele uma delas.',
  invalid_party: 'Escolha de 1 a 12 lugares; cada criança de colo precisa de um adulto.',
  hold_expired: 'O tempo para concluir a reserva acabou e os lugares foram liberados.',
  contact_invalid: 'Informe um nome e um e-mail válidos para contato.',
  passenger_name_invalid: 'Informe o nome completo de cada passageiro.',
  birth_date_invalid: 'Confira a data de nascimento do passageiro.',
  below_minimum_age: 'Um dos passageiros não tem a idade mínima para este passeio.',
  cpf_invalid: 'CPF inválido. Confira os números.',
  party_mismatch: 'O número de passageiros não corresponde aos lugares reservados.',
  amount_mismatch: 'O valor pago não corresponde ao da cobrança.',
  not_cancellable: 'Esta reserva não pode mais ser cancelada.',
  tour_started: 'O passeio já começou; não é possível cancelar.',
  reason_required: 'Informe o motivo do cancelamento.',
  invalid_decision: 'Decisão inválida.',
};

export function isBookingErrorCode(value: string): value is BookingErrorCode {
  return (BOOKING_ERROR_CODES as readonly string[]).includes(value);
}

/** The pt-BR message for a refusal; a generic one for anything unknown. */
export function bookingErrorMessage(code: string): string {
  return isBookingErrorCode(code)
    ? messages[code]
    : 'Não foi possível concluir a reserva. Tente novamente.';
}
