import type { RefundStatus } from '../booking/shapes.ts';

/**
 * The payments that need the admin (supabase: payment_issues, admin_payment_issues): what each
 * kind means and what to do about it, in pt-BR.
 */
export type PaymentIssueKind =
  'unknown_txid' | 'wrong_amount' | 'extra_payment' | 'refund_refused' | 'charge_removed';

export interface PaymentIssue {
  id: string;
  kind: PaymentIssueKind;
  txid: string | null;
  e2eid: string | null;
  expected: number | null;
  received: number | null;
  detail: Record<string, unknown>;
  created_at: string;
  resolved_at: string | null;
  resolution: string | null;
  resolved_by_name: string | null;
  booking_id: string | null;
  booking_code: string | null;
  booking_status: string | null;
  buyer_name: string | null;
  tour_title: string | null;
  starts_at: string | null;
  refund_amount: number | null;
  refund_status: RefundStatus | null;
  refund_reason: string | null;
}

export type PaymentIssueFilter = 'open' | 'resolved';

export const PAYMENT_ISSUE_KINDS: Record<PaymentIssueKind, { title: string; todo: string }> = {
  wrong_amount: {
    title: 'Pix com valor diferente da cobrança',
    todo: 'A reserva não foi confirmada. Confira o valor no extrato do banco e devolva o Pix ao pagador, ou combine com o comprador um novo pagamento.',
  },
  unknown_txid: {
    title: 'Pix para uma cobrança desconhecida',
    todo: 'Nenhuma reserva corresponde a este Pix. Procure o pagador pelo identificador no extrato do banco e devolva o valor.',
  },
  extra_payment: {
    title: 'Pix a mais para uma reserva já paga',
    todo: 'A reserva já estava paga. Devolva o segundo Pix ao pagador pelo banco.',
  },
  refund_refused: {
    title: 'Reembolso recusado pelo banco',
    todo: 'O banco não conseguiu devolver o valor. Fale com o comprador, confirme os dados da conta e faça a devolução por outro Pix.',
  },
  charge_removed: {
    title: 'Cobrança Pix removida pelo banco',
    todo: 'O banco removeu a cobrança antes do pagamento e os lugares foram liberados. Avise o comprador, se ele ainda quiser a reserva.',
  },
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'A enviar',
  sent: 'Enviado ao banco',
  done: 'Concluído',
  refused: 'Recusado pelo banco',
};

/** A title inside a sentence: its first letter small, except Pix, a name ("pagamento resolvido: Pix..."). */
export const inSentence = (title: string): string =>
  /^Pix\b/.test(title) ? title : `${title.charAt(0).toLowerCase()}${title.slice(1)}`;
