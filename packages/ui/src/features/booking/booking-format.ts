import type { Band, MyBooking, RefundRow, RefundStatus } from '@mare/domain';
import { SITE_TIME_ZONE } from '../../components/format/format.ts';

export const BAND_LABELS: Record<Band, string> = {
  adult: 'Adulto',
  child: 'Criança',
  lap: 'Criança de colo',
};

/** The departure's day in São Paulo (`aaaa-mm-dd`): ages and bands are counted on it. */
export function tripDateOf(startsAt: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(startsAt));
}

/** The four groups of "Minhas reservas", in the order they show. */
export type BookingGroup = 'pending' | 'confirmed' | 'done' | 'cancelled';

export const GROUP_LABELS: Record<BookingGroup, string> = {
  pending: 'Aguardando pagamento',
  confirmed: 'Confirmadas',
  done: 'Realizadas',
  cancelled: 'Canceladas',
};

export function groupOf(booking: Pick<MyBooking, 'status' | 'started'>): BookingGroup {
  switch (booking.status) {
    case 'held':
    case 'awaiting_payment':
      return 'pending';
    case 'confirmed':
      return booking.started ? 'done' : 'confirmed';
    case 'no_show':
      return 'done';
    default:
      return 'cancelled';
  }
}

export function statusLabel(booking: Pick<MyBooking, 'status' | 'started'>): {
  text: string;
  tone: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
} {
  switch (booking.status) {
    case 'held':
      return { text: 'Lugares reservados', tone: 'info' };
    case 'awaiting_payment':
      return { text: 'Aguardando pagamento', tone: 'warning' };
    case 'confirmed':
      return booking.started
        ? { text: 'Realizada', tone: 'neutral' }
        : { text: 'Confirmada', tone: 'success' };
    case 'no_show':
      return { text: 'Não compareceu', tone: 'neutral' };
    case 'expired':
      return { text: 'Expirada', tone: 'neutral' };
    default:
      return { text: 'Cancelada', tone: 'danger' };
  }
}

/** What a refund's rule means, in words a buyer reads. */
export function refundRuleText(rule: string): string {
  if (rule === 'withdrawal') return 'direito de arrependimento (CDC art. 49): valor integral';
  if (rule === 'full') return 'valor integral';
  if (rule === 'unpaid') return 'nada foi pago';
  if (rule === 'started') return 'o passeio já começou';
  const tier = /^tier_(\d+)$/.exec(rule);
  if (tier) return `${tier[1] ?? '0'}% do passeio, mais a taxa de embarque`;
  return rule;
}

/** Where a booking's money back stands, from its refunds (those with something to return). */
export interface RefundProgress {
  /** The least advanced: refused outranks pending, pending sent, sent done. */
  status: RefundStatus;
  /** Centavos. */
  amount: number;
  /** When the last one was paid back (done only). */
  doneAt: string | null;
}

const REFUND_ORDER: RefundStatus[] = ['refused', 'pending', 'sent', 'done'];

export function refundProgress(refunds: readonly RefundRow[]): RefundProgress | null {
  const owed = refunds.filter((refund) => refund.amount > 0);
  if (owed.length === 0) return null;
  const status =
    REFUND_ORDER.find((candidate) => owed.some((refund) => refund.status === candidate)) ?? 'done';
  const doneAt = owed
    .map((refund) => refund.done_at)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return {
    status,
    amount: owed.reduce((sum, refund) => sum + refund.amount, 0),
    doneAt: status === 'done' ? (doneAt ?? null) : null,
  };
}

/** A refund not yet settled: the screens showing it ask again until it is. */
export const refundInFlight = (booking: Pick<MyBooking, 'refunds'>) => {
  const status = refundProgress(booking.refunds)?.status;
  return status === 'pending' || status === 'sent';
};

/** The short line "Minhas reservas" shows for the money back. */
export const REFUND_SHORT: Record<RefundStatus, string> = {
  pending: 'Reembolso em preparação',
  sent: 'Reembolso enviado',
  done: 'Reembolso concluído',
  refused: 'Reembolso pendente com o banco',
};
