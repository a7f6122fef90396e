/** What an audit action means, in pt-BR; an unknown action shows as recorded. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  admin_access_denied: 'Tentativa de acesso à área administrativa',
  'booking.hold': 'Lugares reservados',
  'booking.cancel': 'Reserva cancelada',
  'booking.expire_holds': 'Reservas expiradas',
  'payment.confirmed': 'Pagamento confirmado',
  'payment.refunded_late': 'Pagamento fora do prazo devolvido',
  'payment.br_code': 'Código Pix registrado',
  'departure.cancel': 'Saída cancelada',
  'boat.review': 'Barco verificado',
  'tour.review': 'Passeio revisado',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
