/** Machine codes the review functions refuse with (private.refuse: P0001, message = the code). */
const messages: Readonly<Record<string, string>> = {
  review_not_allowed:
    'Só quem fez o passeio (ou recebeu o serviço) pode avaliá-lo, depois da data e sem falta registrada.',
  review_exists: 'Você já avaliou esta viagem. Cada reserva recebe uma avaliação só.',
  review_window_closed: 'O prazo para avaliar terminou: as avaliações ficam abertas por 60 dias.',
  review_stars_invalid: 'Escolha de 1 a 5 estrelas.',
  review_text_too_long: 'O texto passou de 2.000 caracteres. Encurte um pouco.',
  answer_exists: 'Esta avaliação já foi respondida. A resposta é uma só.',
  answer_not_allowed: 'Só quem oferece o passeio ou o serviço pode responder a esta avaliação.',
  answer_invalid: 'Escreva a resposta, com até 1.000 caracteres.',
  review_not_found: 'Não encontramos esta avaliação. Atualize a página.',
  reason_required: 'Informe o motivo (de 3 a 500 caracteres); o autor vai recebê-lo por e-mail.',
  already_hidden: 'Esta avaliação já está oculta.',
  not_hidden: 'Esta avaliação já está visível.',
};

/** Said when the server cannot be reached or fails on its own. */
const UNREACHABLE = 'Não foi possível falar com o servidor. Verifique a conexão e tente novamente.';

const COMMON = new Map<string, string>([
  ['permission', 'Entre na sua conta para continuar.'],
  ['check_violation', 'Um dos campos passou do tamanho aceito. Confira o que foi digitado.'],
  ['network', UNREACHABLE],
  ['server', UNREACHABLE],
]);

/** The pt-BR message for a refusal or failure of a review call; undefined leaves the caller's. */
export function reviewErrorMessage(code: string): string | undefined {
  return messages[code] ?? COMMON.get(code);
}

/** Whether a refusal means the review can no longer be written (the form cannot help). */
export const isFinalReviewRefusal = (code: string) =>
  code === 'review_exists' || code === 'review_window_closed' || code === 'review_not_allowed';
