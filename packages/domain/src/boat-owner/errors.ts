/**
 * The boat owner's refusals (migration 20261126000100, the booking core's rules the dashboard
 * meets and the passenger list's functions): the machine code of the database's message → pt-BR.
 */
const messages: Record<string, string> = {
  not_found: 'Não encontramos este item. Ele pode ter sido removido.',
  layout_invalid: 'O mapa de lugares tem um erro. Confira nomes, números e posições.',
  layout_duplicate_seat: 'Há lugares com o mesmo número. Renumere a área.',
  layout_sold_seat_changed:
    'Um lugar já reservado foi removido, renumerado ou bloqueado. Lugares vendidos mantêm o número e continuam à venda.',
  passenger_seats_exceed_capacity:
    'O barco não pode levar mais passageiros do que a lotação do cartão de lotação.',
  tour_incomplete:
    'Antes de enviar para revisão, preencha o roteiro, o ponto de encontro, um resumo, ao menos uma foto e o barco padrão.',
  tour_not_draft: 'Só um rascunho pode ser enviado para revisão.',
  tour_status_locked:
    'A situação do passeio muda só pelos botões "Enviar para revisão" e "Voltar para rascunho". Publicar e suspender cabem à equipe Maré.',
  tour_not_in_review: 'Este passeio não está mais em revisão. Atualize a página.',
  default_boat_not_yours: 'Escolha um dos seus barcos como barco padrão.',
  boat_retired: 'Este barco está arquivado. Reative-o antes de agendar saídas.',
  schedule_invalid:
    'Confira a regra: de 1 a 400 saídas, antecedência e mínimo de passageiros válidos.',
  schedule_in_past: 'Há datas no passado na regra. Escolha datas a partir de amanhã.',
  departure_not_open: 'Esta saída já foi cancelada ou realizada.',
  departure_has_bookings:
    'Esta saída já tem reservas: o horário não pode mudar. Cancele a saída se precisar.',
  boat_too_small: 'O barco escolhido não comporta os passageiros já reservados.',
  boat_lacks_sold_seats: 'O barco escolhido não tem todos os lugares já vendidos nesta saída.',
  slug_taken: 'Já existe um passeio com este endereço. Mude o título ou o endereço.',
  cancellation_tiers_invalid:
    'Confira o cancelamento: até 5 faixas, horas de 0 a 720 sem repetir e reembolso de 0 a 100%.',
  tide_rule_invalid:
    'Confira a regra de maré: uma altura de 0,01 a 3 m, com até duas casas decimais, ou maré vazante.',
  tide_rule_no_tide:
    'A Maré não tem previsão de maré para este lugar: escolha “Sem regra de maré” ou uma praia com maré.',
  tax_id_invalid: 'CPF ou CNPJ inválido. Confira os números.',
  check_in_closed: 'Não é possível fazer o check-in: a reserva ou a saída foi cancelada.',
  reason_required: 'Informe o motivo do cancelamento.',
  not_cancellable: 'Esta saída não pode mais ser cancelada.',
  departure_started: 'A saída já começou: não é mais possível cancelá-la.',
  reason_too_long: 'Use no máximo 200 caracteres no motivo.',
  cutoff_passed:
    'O prazo de vendas desta saída já passou. Para reabrir as vendas, adie antes o prazo em “Editar”.',
  departure_not_started:
    'A saída ainda não começou: só depois do horário dá para marcar quem não veio.',
  not_markable: 'Só uma reserva paga pode ser marcada como não compareceu (e só essa, desmarcada).',
  checked_in: 'Alguém desta reserva já fez check-in: ela não pode ser marcada como não compareceu.',
  departure_cancelled: 'Esta saída foi cancelada: não há quem marcar como não compareceu.',
};

/** A refusal's details as the database sent them (`raise … using detail = '{…}'`). */
type Detail = Readonly<Record<string, unknown>> | null;

/**
 * The pt-BR text of one of the owner's refusals; undefined for a code that is none of them. A
 * tour sent to review incomplete lists what is missing.
 */
export function boatOwnerRefusal(code: string, detail: Detail = null): string | undefined {
  const missing = detail?.['missing'];
  if (code === 'tour_incomplete' && Array.isArray(missing)) {
    const labels = missing.map((field) => TOUR_MISSING_LABELS[String(field)] ?? String(field));
    return `Antes de enviar para revisão, preencha: ${labels.join(', ')}.`;
  }
  return messages[code];
}

/**
 * The boat owner's failed calls in pt-BR, by code (the refusal's own, or the common kinds): a
 * duplicate is the tour's address, anything unknown "could not save". Network and server
 * failures keep the common texts.
 */
export function boatOwnerErrorMessage(code: string, detail: Detail = null): string | undefined {
  if (code === 'network' || code === 'server') return undefined;
  if (code === 'permission') return 'Você não tem permissão para alterar isto.';
  if (code === 'conflict') return messages['slug_taken'];
  return boatOwnerRefusal(code, detail) ?? 'Não foi possível salvar. Tente novamente.';
}

/** The machine codes of the tour fields a review request found missing, in pt-BR. */
export const TOUR_MISSING_LABELS: Record<string, string> = {
  itinerary: 'roteiro',
  meeting_point: 'ponto de encontro',
  photos: 'fotos',
  default_boat: 'barco padrão',
  summary: 'resumo (20 caracteres ou mais)',
};
