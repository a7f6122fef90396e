import type { components } from '@mare/openapi/pix';

export type Problema = components['schemas']['Problema'];
export type Violacao = components['schemas']['Violacao'];

/** The standard's error types (openapi/pix.yaml, "Tratamento de erros"), by the name in its URI. */
export type ErrorType =
  | 'RequisicaoInvalida'
  | 'AcessoNegado'
  | 'NaoEncontrado'
  | 'ErroInternoDoServidor'
  | 'ServicoIndisponivel'
  | 'IndisponibilidadePorTempoEsgotado'
  | 'CobNaoEncontrado'
  | 'CobOperacaoInvalida'
  | 'CobConsultaInvalida'
  | 'PixNaoEncontrado'
  | 'PixDevolucaoNaoEncontrada'
  | 'PixDevolucaoInvalida'
  | 'WebhookOperacaoInvalida';

const ERRORS: Record<ErrorType, { status: number; title: string; detail: string }> = {
  RequisicaoInvalida: { status: 400, title: 'Requisição inválida', detail: 'Requisição inválida.' },
  AcessoNegado: {
    status: 403,
    title: 'Acesso Negado',
    detail: 'Requisição de participante autenticado que viola alguma regra de autorização.',
  },
  NaoEncontrado: { status: 404, title: 'Não Encontrado', detail: 'Entidade não encontrada.' },
  ErroInternoDoServidor: {
    status: 500,
    title: 'Erro Interno do Servidor',
    detail: 'Condição inesperada ao processar requisição.',
  },
  ServicoIndisponivel: {
    status: 503,
    title: 'Serviço Indisponível',
    detail:
      'Serviço não está disponível no momento. Serviço solicitado pode estar em manutenção ou fora da janela de funcionamento.',
  },
  IndisponibilidadePorTempoEsgotado: {
    status: 504,
    title: 'Indisponibilidade por tempo esgotado',
    detail: 'Indica que o serviço demorou além do esperado para retornar.',
  },
  CobNaoEncontrado: {
    status: 404,
    title: 'Cobrança não encontrada',
    detail: 'Cobrança não encontrada para o txid informado.',
  },
  CobOperacaoInvalida: {
    status: 400,
    title: 'Cobrança inválida.',
    detail:
      'A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o _schema_ ou está semanticamente errada.',
  },
  CobConsultaInvalida: {
    status: 400,
    title: 'Consulta de cobranças inválida.',
    detail:
      'Os parâmetros de consulta à lista de cobranças para pagamento imediato não respeitam o _schema_ ou não fazem sentido semanticamente.',
  },
  PixNaoEncontrado: {
    status: 404,
    title: 'Pix não encontrado',
    detail: 'Pix não encontrado para o e2eid informado.',
  },
  PixDevolucaoNaoEncontrada: {
    status: 404,
    title: 'Devolução não encontrada',
    detail: 'Devolução representada por {id} não encontrada para o e2eid informado.',
  },
  PixDevolucaoInvalida: {
    status: 400,
    title: 'Devolução inválida.',
    detail:
      'A presente requisição de devolução não respeita o _schema_ ou não faz sentido semanticamente.',
  },
  WebhookOperacaoInvalida: {
    status: 400,
    title: 'Webhook inválido.',
    detail:
      'A presente requisição busca criar um webhook sem respeitar o _schema_ ou, ainda, com sentido semanticamente inválido.',
  },
};

export const ERROR_TYPE_BASE = 'https://pix.bcb.gov.br/api/v2/error/';

/** An RFC 7807 answer, as the standard's PSPs send it. */
export function problem(
  type: ErrorType,
  violacoes: Violacao[] = [],
  headers: Record<string, string> = {},
): Response {
  const { status, title, detail } = ERRORS[type];
  const body: Problema = {
    type: `${ERROR_TYPE_BASE}${type}`,
    title,
    status,
    detail,
    ...(violacoes.length > 0 ? { violacoes } : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });
}

/** A bearer token that is missing, unknown or expired (RFC 6750 §3.1). */
export function invalidToken(): Response {
  const body: Problema = {
    type: `${ERROR_TYPE_BASE}AcessoNegado`,
    title: 'Não autorizado',
    status: 401,
    detail: 'O token de acesso está ausente, é inválido ou expirou.',
  };
  return new Response(JSON.stringify(body), {
    status: 401,
    headers: {
      'Content-Type': 'application/problem+json',
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    },
  });
}
