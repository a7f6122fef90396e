/** What a refused admin call says, whatever the function (the database checks the admin). */
export const PERMISSION_REFUSED = 'Você não tem permissões administrativas';

/** The database's refusal codes of the admin functions, in pt-BR. */
const REFUSALS: Record<string, string> = {
  master_protected: 'O administrador master não pode ser alterado nem bloqueado.',
  own_account: 'Você não pode alterar nem bloquear a sua própria conta.',
  master_only: 'Só o administrador master pode conceder ou retirar o papel de administrador.',
  invalid_role: 'Escolha um papel válido.',
  reason_required: 'Informe o motivo (de 3 a 500 caracteres).',
  already_blocked: 'Esta conta já está bloqueada.',
  not_blocked: 'Esta conta não está bloqueada.',
  not_found: 'Registro não encontrado. Atualize a página.',
  invalid_decision: 'Decisão inválida. Informe o motivo da recusa (ao menos 3 caracteres).',
  boat_has_published_departures:
    'Este barco tem saídas publicadas. Suspenda os passeios dele antes de retirar a aprovação.',
  boat_not_approved:
    'Há saídas deste passeio em barcos ainda não aprovados. Aprove os barcos em Donos de barco antes de publicar.',
  comments_required: 'Escreva um comentário para o dono do barco (de 3 a 2000 caracteres).',
  invalid_transition: 'O passeio mudou de situação. Atualize a página.',
  tour_changed:
    'O dono alterou este passeio enquanto você o lia. A prévia mostra agora a nova versão: confira antes de decidir.',
  service_changed:
    'O parceiro alterou este serviço enquanto você o lia. A fila mostra agora a nova versão: confira antes de decidir.',
  invalid_filter: 'Filtro inválido.',
  resolution_invalid: 'Escreva o que foi feito (de 2 a 500 caracteres).',
  forbidden: PERMISSION_REFUSED,
};

/**
 * The admin's failed calls in pt-BR, by code: a refused permission, the function's own refusal,
 * or one sentence for everything else (the network and the server included).
 */
export function adminErrorMessage(code: string): string {
  if (code === 'permission') return PERMISSION_REFUSED;
  return REFUSALS[code] ?? 'Não foi possível concluir. Tente novamente.';
}
