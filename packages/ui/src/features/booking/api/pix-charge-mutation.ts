import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@mare/domain';
import { RequestError, useBackend } from '../../../backend/index.ts';
import { bookingKeys } from './keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

/** What the pix-charge function answers: the PSP's dynamic BR Code for the booking's payment. */
export interface PixCharge {
  txid: string;
  br_code: string;
  amount: number;
  expires_at: string;
}

/** The function's refusals (supabase/functions/_shared/pix/http.ts), plus a dropped connection. */
export type PixChargeErrorCode =
  | 'psp_unavailable'
  | 'psp_refused'
  | 'not_payable'
  | 'not_found'
  | 'unauthorized'
  | 'network'
  | 'server';

const MESSAGES: Record<PixChargeErrorCode, string> = {
  psp_unavailable:
    'O banco que gera o Pix não respondeu a tempo. Seus lugares continuam reservados: tente de novo em instantes.',
  psp_refused:
    'O banco não conseguiu gerar o código Pix desta reserva. Tente de novo; se continuar, fale com a gente.',
  not_payable: 'Esta reserva não está mais aguardando pagamento.',
  not_found: 'Não encontramos esta reserva na sua conta.',
  unauthorized: 'Sua sessão expirou. Entre de novo para pagar.',
  network: 'Sem conexão com o servidor. Seus lugares continuam reservados: tente de novo.',
  server:
    'O servidor falhou ao gerar o código Pix. Seus lugares continuam reservados: tente de novo.',
};

const isCode = (word: unknown): word is PixChargeErrorCode =>
  typeof word === 'string' && word in MESSAGES;

/** The function's failure (functions-js hands the Response in `context`) as a RequestError. */
async function chargeRefusal(error: unknown): Promise<RequestError> {
  const context =
    typeof error === 'object' && error !== null && 'context' in error ? error.context : null;
  const response = context instanceof Response ? context : null;
  if (!response) return new RequestError(MESSAGES.network, undefined, 'network');
  const body: unknown = await response.json().catch(() => null);
  const word =
    typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  const code: PixChargeErrorCode = isCode(word)
    ? word
    : response.status === 401
      ? 'unauthorized'
      : response.status === 502 || response.status === 503 || response.status === 504
        ? 'psp_unavailable'
        : 'server';
  return new RequestError(MESSAGES[code], response.status, code);
}

/** Asks the pix-charge function for the booking's Pix (it charges at the PSP once). */
export async function createPixCharge(
  supabase: SupabaseClient,
  bookingId: string,
): Promise<PixCharge> {
  const { data, error } = await supabase.functions.invoke<PixCharge>('pix-charge', {
    body: { booking_id: bookingId },
  });
  if (error || !data || typeof data.br_code !== 'string') throw await chargeRefusal(error);
  return data;
}

/**
 * The booking's Pix charge: the buyer's screen asks for it when the payment has no code yet, and
 * again on "Tentar de novo". The booking is read again once answered (the code is stored).
 */
export function usePixChargeMutation({
  onSuccess,
  onError,
}: MutationCallbacks<PixCharge, string> = {}) {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => createPixCharge(supabase, bookingId),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.one(args[1]) });
    },
    onError: async (error, bookingId, ...rest) => {
      await onError?.(error, bookingId, ...rest);
      // Paid, expired or cancelled meanwhile: the page shows what the booking is now.
      if (error instanceof RequestError && error.code === 'not_payable')
        await queryClient.invalidateQueries({ queryKey: bookingKeys.one(bookingId) });
    },
  });
}
