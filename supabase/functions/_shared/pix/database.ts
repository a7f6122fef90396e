// The narrow database port of the Pix handlers: the definer functions of
// supabase/migrations/20261202000200_pix_psp.sql, called with the service-role key.

export interface ChargeRequest {
  txid: string;
  amount: number;
  expires_at: string;
  created_at: string;
  br_code: string | null;
  psp_status: string | null;
  payment_status: 'pending' | 'paid' | 'expired' | 'cancelled';
  booking_status: string;
  code: string;
  provider: string;
  payer: { name: string; cpf: string } | null;
}

export type ConfirmOutcome =
  | 'confirmed'
  | 'expired_refunded'
  | 'duplicate'
  | 'unknown_txid'
  | 'wrong_amount'
  | 'extra_payment';

export interface DueRefund {
  refund_id: string;
  devolucao_id: string;
  e2eid: string;
  amount: number;
  status: 'pending' | 'sent';
  attempts: number;
}

export type RefundOutcome = 'sent' | 'done' | 'refused' | 'retry';

export interface PixDatabase {
  /** The buyer's booking's latest charge; null when it is not theirs or does not exist. */
  chargeRequest(bookingId: string, buyerId: string): Promise<ChargeRequest | null>;
  chargeCreated(txid: string, brCode: string, location: string | null): Promise<void>;
  confirm(pix: {
    txid: string;
    e2eid: string;
    amount: number;
    paidAt: string;
  }): Promise<ConfirmOutcome>;
  chargeRemoved(txid: string, pspStatus: string): Promise<string>;
  refundsDue(max: number): Promise<DueRefund[]>;
  refundUpdate(
    refundId: string,
    update: {
      outcome: RefundOutcome;
      rtrId?: string | null;
      pspReason?: string | null;
      error?: string | null;
    },
  ): Promise<void>;
  /** A devolução the PSP reports final (DEVOLVIDO / NAO_REALIZADO), by our devolução id. */
  refundSettled(
    devolucaoId: string,
    report: {
      pspStatus: 'DEVOLVIDO' | 'NAO_REALIZADO';
      rtrId?: string | null;
      pspReason?: string | null;
    },
  ): Promise<void>;
}

/** What the port needs of supabase-js: `(fn, args) => client.rpc(fn, args)`. */
export type Rpc = (
  fn: string,
  args: Record<string, unknown>,
) => PromiseLike<{ data: unknown; error: { message: string; code?: string } | null }>;

export class DatabaseError extends Error {
  constructor(
    readonly fn: string,
    message: string,
    readonly code: string | null,
  ) {
    super(`${fn}: ${message}`);
    this.name = 'DatabaseError';
  }
}

/** The port over PostgREST (supabase-js with the service-role key, or the mock backend's). */
export function rpcPixDatabase(rpc: Rpc): PixDatabase {
  async function call<T>(fn: string, args: Record<string, unknown>): Promise<T> {
    const { data, error } = await rpc(fn, args);
    if (error) throw new DatabaseError(fn, error.message, error.code ?? null);
    return data as T;
  }
  return {
    async chargeRequest(bookingId, buyerId) {
      try {
        return await call<ChargeRequest>('pix_charge_request', {
          booking_id: bookingId,
          buyer_id: buyerId,
        });
      } catch (error) {
        if (error instanceof DatabaseError && /not_found/.test(error.message)) return null;
        throw error;
      }
    },
    async chargeCreated(txid, brCode, location) {
      await call('pix_charge_created', { txid, br_code: brCode, location });
    },
    async confirm({ txid, e2eid, amount, paidAt }) {
      const result = await call<{ outcome: ConfirmOutcome }>('pix_confirm', {
        txid,
        e2eid,
        amount,
        paid_at: paidAt,
      });
      return result.outcome;
    },
    async chargeRemoved(txid, pspStatus) {
      const result = await call<{ outcome: string }>('pix_charge_removed', {
        txid,
        psp_status: pspStatus,
      });
      return result.outcome;
    },
    refundsDue: (max) => call<DueRefund[]>('pix_refunds_due', { max }),
    async refundUpdate(refundId, update) {
      await call('pix_refund_update', {
        refund_id: refundId,
        outcome: update.outcome,
        rtr_id: update.rtrId ?? null,
        psp_reason: update.pspReason ?? null,
        error: update.error ?? null,
      });
    },
    async refundSettled(devolucaoId, report) {
      await call('pix_refund_settled', {
        devolucao_id: devolucaoId,
        psp_status: report.pspStatus,
        rtr_id: report.rtrId ?? null,
        psp_reason: report.pspReason ?? null,
      });
    },
  };
}
