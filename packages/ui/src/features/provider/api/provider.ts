import { AUTH_MESSAGES, providerErrorMessage } from '@mare/domain';
import { useAuth } from '../../../auth/index.ts';
import { RequestError, useBackend, type ErrorMessages } from '../../../backend/index.ts';

export const PROVIDER_MESSAGES = {
  certificatesLoad: 'Erro ao carregar seus certificados',
  servicesLoad: 'Erro ao carregar seus serviços',
  requestsLoad: 'Erro ao carregar seus pedidos',
  saveFailed: 'Não foi possível salvar. Confira sua conexão e tente novamente.',
  answerFailed: 'Não foi possível enviar a resposta. Tente novamente.',
  finishFailed: 'Não foi possível registrar o resultado do pedido. Tente novamente.',
  publicProfileLoad: 'Erro ao carregar sua página pública',
} as const;

/** A provider's refusal in its own words, anything else as what the call was for (`failed`). */
export const providerMessages =
  (failed: string): ErrorMessages =>
  (code) =>
    providerErrorMessage(code) ?? failed;

/** The client and the signed-in provider's id. */
export function useProvider() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return { supabase, userId: user?.id };
}

/** The provider's id for a write; a signed-out session cannot write. */
export function signedIn(userId: string | undefined): string {
  if (!userId) throw new RequestError(AUTH_MESSAGES.notAuthenticated, 401);
  return userId;
}
