import { createPixClient, type PixClient } from './client.ts';
import type { ConfirmOutcome, PixDatabase, RefundOutcome } from './database.ts';
import { ChargeError, PixApiError, PixError } from './errors.ts';
import { cpfIsValid, fromValor, toValor } from './money.ts';
import {
  E2EID,
  TXID,
  type CobCompleta,
  type CobGerada,
  type CobSolicitada,
  type Devolucao,
} from './types.ts';

/** Everything the handlers need from their host: configuration and injected effects. */
export interface PixConfig {
  /** The PSP's API Pix base URL. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
  /** The receiver's Pix key (chave) the charges are paid to. */
  pixKey: string;
  /** The secret path segment of the webhook URL registered at the PSP. */
  webhookSecret: string;
  /** The bearer secret the scheduler sends to pix-reconcile and pix-refund. */
  cronSecret: string;
  /** Per PSP request. */
  timeoutMs?: number;
}

export interface PixDeps {
  config: PixConfig;
  fetch: typeof fetch;
  now: () => Date;
  db: PixDatabase;
  /** One client per deps, so its token cache lives as long as the host keeps them. */
  client?: PixClient;
}

/** The deps' client, made once. */
export function pixClient(deps: PixDeps): PixClient {
  deps.client ??= createPixClient({
    baseUrl: deps.config.baseUrl,
    tokenUrl: deps.config.tokenUrl,
    clientId: deps.config.clientId,
    clientSecret: deps.config.clientSecret,
    ...(deps.config.scope ? { scope: deps.config.scope } : {}),
    fetch: deps.fetch,
    now: () => deps.now().getTime(),
    ...(deps.config.timeoutMs ? { timeoutMs: deps.config.timeoutMs } : {}),
  });
  return deps.client;
}

// Charge ------------------------------------------------------------------------------------------

export interface ChargeResult {
  txid: string;
  brCode: string;
  amount: number;
  expiresAt: string;
}

/**
 * Creates the buyer's immediate charge at the PSP (PUT /cob/{txid}) for their pending payment:
 * the amount, an expiry that ends when the payment's does, the payer (name and a CPF that passes
 * its check digits) and Maré's Pix key; then stores the dynamic BR Code the PSP returned. Asked
 * again (a retry, a reload) it returns the stored code. When the PSP fails nothing changes here:
 * the booking keeps its seats until the payment expires, and the buyer may try again.
 */
export async function createCharge(
  deps: PixDeps,
  input: { bookingId: string; buyerId: string },
): Promise<ChargeResult> {
  const request = await deps.db.chargeRequest(input.bookingId, input.buyerId);
  if (!request) throw new ChargeError('not_found');
  const expiresAt = Date.parse(request.expires_at);
  const seconds = Math.floor((expiresAt - deps.now().getTime()) / 1000);
  if (
    request.payment_status !== 'pending' ||
    request.booking_status !== 'awaiting_payment' ||
    seconds < 1
  ) {
    throw new ChargeError('not_payable');
  }
  const answer = (brCode: string): ChargeResult => ({
    txid: request.txid,
    brCode,
    amount: request.amount,
    expiresAt: request.expires_at,
  });
  if (request.br_code && request.psp_status) return answer(request.br_code);

  const client = pixClient(deps);
  const payer = request.payer;
  const body: CobSolicitada = {
    calendario: { expiracao: seconds },
    ...(payer && cpfIsValid(payer.cpf) && payer.name.trim().length >= 2
      ? { devedor: { cpf: payer.cpf, nome: payer.name.trim().slice(0, 200) } }
      : {}),
    valor: { original: toValor(request.amount) },
    chave: deps.config.pixKey,
    solicitacaoPagador: `Reserva ${request.code} - Maré`,
  };
  let cob: CobGerada | CobCompleta;
  try {
    cob = await client.putCob(request.txid, body);
  } catch (error) {
    // The PSP may have created it already (our answer was lost): the same txid reads it back.
    if (!(error instanceof PixApiError)) throw error;
    const existing = await client.getCob(request.txid).catch(() => null);
    if (!existing || fromValor(existing.valor.original) !== request.amount) throw error;
    cob = existing;
  }
  const brCode = cob.pixCopiaECola;
  if (!brCode) {
    throw new PixApiError(502, {
      type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
      title: 'Cobrança sem pixCopiaECola',
      status: 502,
    });
  }
  await deps.db.chargeCreated(request.txid, brCode, cob.loc?.location ?? cob.location ?? null);
  return answer(brCode);
}

// Settling what the PSP says ---------------------------------------------------------------------

export interface Settlement {
  txid: string;
  outcome: ConfirmOutcome | 'removed' | 'unchanged' | 'open' | 'not_found';
}

/**
 * Applies one charge as the PSP reports it: each Pix paid into it, each of their devoluções that
 * reached a final status (the standard notifies those too), or its removal.
 */
async function settleCob(deps: PixDeps, cob: CobCompleta): Promise<Settlement[]> {
  const results: Settlement[] = [];
  for (const pix of cob.pix ?? []) {
    const amount = fromValor(pix.valor);
    if (!E2EID.test(pix.endToEndId) || amount === null || amount <= 0) continue;
    const outcome = await deps.db.confirm({
      txid: cob.txid,
      e2eid: pix.endToEndId,
      amount,
      paidAt: pix.horario,
    });
    results.push({ txid: cob.txid, outcome });
    for (const devolucao of pix.devolucoes ?? []) {
      if (devolucao.status === 'EM_PROCESSAMENTO') continue;
      await deps.db.refundSettled(devolucao.id, {
        pspStatus: devolucao.status,
        rtrId: E2EID.test(devolucao.rtrId) ? devolucao.rtrId : null,
        pspReason: devolucao.motivo ?? null,
      });
    }
  }
  if (
    results.length === 0 &&
    (cob.status === 'REMOVIDA_PELO_PSP' || cob.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR')
  ) {
    const outcome = await deps.db.chargeRemoved(cob.txid, cob.status);
    results.push({ txid: cob.txid, outcome: outcome === 'removed' ? 'removed' : 'unchanged' });
  }
  if (results.length === 0) results.push({ txid: cob.txid, outcome: 'open' });
  return results;
}

/**
 * The PSP's notification ({ pix: [...] } POSTed to <webhook>/pix). Its body is only a hint: each
 * txid named is read back from the PSP (GET /cob/{txid}) and settled with what the PSP says. The
 * database makes the same notification twice, or in any order, confirm once. Paid after expiry:
 * refunded at once (the refund job follows it). A PSP unreachable while reading back throws
 * PixUnavailableError: the host answers 5xx so the PSP sends it again (and reconcile catches up).
 */
export async function handleWebhook(
  deps: PixDeps,
  body: unknown,
): Promise<{ results: Settlement[] }> {
  const entries = (body as { pix?: unknown } | null)?.pix;
  const txids = new Set<string>();
  if (Array.isArray(entries)) {
    for (const entry of entries) {
      const txid = (entry as { txid?: unknown } | null)?.txid;
      if (typeof txid === 'string' && TXID.test(txid)) txids.add(txid);
    }
  }
  const client = pixClient(deps);
  const results: Settlement[] = [];
  for (const txid of txids) {
    let cob: CobCompleta;
    try {
      cob = await client.getCob(txid);
    } catch (error) {
      if (error instanceof PixApiError && error.notFound) {
        // The PSP knows no such charge: the body was not the PSP's own report.
        results.push({ txid, outcome: 'not_found' });
        continue;
      }
      throw error;
    }
    results.push(...(await settleCob(deps, cob)));
  }
  if (results.some((r) => r.outcome === 'expired_refunded')) {
    await runRefunds(deps).catch(() => undefined);
  }
  return { results };
}

// Reconciliation ---------------------------------------------------------------------------------

export interface ReconcileSummary {
  checked: number;
  confirmed: number;
  refunded: number;
  removed: number;
  issues: number;
}

/**
 * Lists the period's charges at the PSP (GET /cob?inicio&fim) and settles each one: a paid charge
 * whose webhook was lost is confirmed, a charge the PSP removed releases its hold. What was
 * already applied changes nothing.
 */
export async function reconcile(
  deps: PixDeps,
  period: { from: Date; to: Date },
): Promise<ReconcileSummary> {
  const cobs = await pixClient(deps).listCobs({
    inicio: period.from.toISOString(),
    fim: period.to.toISOString(),
  });
  const summary: ReconcileSummary = {
    checked: 0,
    confirmed: 0,
    refunded: 0,
    removed: 0,
    issues: 0,
  };
  for (const cob of cobs) {
    if (!TXID.test(cob.txid)) continue;
    summary.checked += 1;
    for (const { outcome } of await settleCob(deps, cob)) {
      if (outcome === 'confirmed') summary.confirmed += 1;
      else if (outcome === 'expired_refunded') summary.refunded += 1;
      else if (outcome === 'removed') summary.removed += 1;
      else if (
        outcome === 'unknown_txid' ||
        outcome === 'wrong_amount' ||
        outcome === 'extra_payment'
      )
        summary.issues += 1;
    }
  }
  if (summary.refunded > 0) await runRefunds(deps).catch(() => undefined);
  return summary;
}

// Refunds ----------------------------------------------------------------------------------------

export interface RefundSummary {
  sent: number;
  done: number;
  refused: number;
  retried: number;
}

const outcomeOf = (devolucao: Devolucao): RefundOutcome =>
  devolucao.status === 'DEVOLVIDO'
    ? 'done'
    : devolucao.status === 'NAO_REALIZADO'
      ? 'refused'
      : 'sent';

/**
 * Pays refunds back: each pending refund is sent as a devolução of its payment's Pix
 * (PUT /pix/{e2eid}/devolucao/{id}, our id, so a retry is the same devolução), each sent one is
 * followed (GET) until DEVOLVIDO or NAO_REALIZADO. A PSP that cannot be reached is retried with
 * backoff (the database schedules it); a refusal lands in the admin's queue.
 */
export async function runRefunds(
  deps: PixDeps,
  options: { max?: number } = {},
): Promise<RefundSummary> {
  const client = pixClient(deps);
  const summary: RefundSummary = { sent: 0, done: 0, refused: 0, retried: 0 };
  const due = await deps.db.refundsDue(options.max ?? 50);
  for (const refund of due) {
    let devolucao: Devolucao;
    try {
      if (refund.status === 'pending') {
        try {
          devolucao = await client.putDevolucao(refund.e2eid, refund.devolucao_id, {
            valor: toValor(refund.amount),
            natureza: 'ORIGINAL',
            descricao: 'Reembolso Maré',
          });
        } catch (error) {
          // Already requested (our answer was lost): the same id reads it back.
          if (!(error instanceof PixApiError)) throw error;
          const existing = await client
            .getDevolucao(refund.e2eid, refund.devolucao_id)
            .catch(() => null);
          if (!existing) {
            await deps.db.refundUpdate(refund.refund_id, {
              outcome: 'refused',
              pspReason: error.problem.detail ?? error.problem.title,
            });
            summary.refused += 1;
            continue;
          }
          devolucao = existing;
        }
      } else {
        devolucao = await client.getDevolucao(refund.e2eid, refund.devolucao_id);
      }
    } catch (error) {
      if (!(error instanceof PixError)) throw error;
      await deps.db.refundUpdate(refund.refund_id, {
        outcome: 'retry',
        error: `${error.code}: ${error.message}`,
      });
      summary.retried += 1;
      continue;
    }
    const outcome = outcomeOf(devolucao);
    await deps.db.refundUpdate(refund.refund_id, {
      outcome,
      rtrId: E2EID.test(devolucao.rtrId) ? devolucao.rtrId : null,
      pspReason: devolucao.motivo ?? null,
    });
    if (outcome === 'sent') summary.sent += 1;
    else if (outcome === 'done') summary.done += 1;
    else summary.refused += 1;
  }
  return summary;
}
