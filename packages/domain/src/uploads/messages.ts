/** Every pt-BR text of the file-upload screen's rules, in one place so screens and tests agree. */

const quoted = (name: string) => `“${name}”`;

export const UPLOAD_MESSAGES = {
  refusedType: (name: string) =>
    `${quoted(name)} foi recusado: tipo de arquivo não aceito. Envie imagens JPEG, PNG ou WebP.`,
  refusedSize: (name: string, size: string, limit: string) =>
    `${quoted(name)} foi recusado: tem ${size}, acima do limite de ${limit}.`,
  refusedEmpty: (name: string) => `${quoted(name)} foi recusado: o arquivo está vazio.`,
  refusedReplacementType: (name: string, type: string) =>
    `${quoted(name)} foi recusado: a substituição precisa ser uma imagem ${type}, do mesmo tipo do arquivo atual.`,

  newNameRequired: 'Informe o novo nome.',
  newNameTooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  newNameCharacters:
    'Use apenas letras sem acento, números, ponto, hífen e sublinhado, sem espaços; comece com letra ou número.',
  newNameExtension: (extensions: string) =>
    `O nome deve terminar em ${extensions}, o mesmo tipo do arquivo.`,
  newNameImageExtension: 'O nome deve terminar em .jpg, .jpeg, .png ou .webp.',
  newNameUnchanged: 'O novo nome é igual ao atual.',

  status: { waiting: 'aguardando', uploading: 'enviando', done: 'enviado', error: 'erro' },
  progress: (done: number, total: number) =>
    `${done} de ${total} ${total === 1 ? 'enviado' : 'enviados'}`,
  progressBytes: (done: string, total: string) => `${done} de ${total}`,
  progressFailed: (failed: number) => `${failed} com erro`,
  progressBarLabel: 'Progresso do envio',
  sending: (position: number, total: number, name: string) =>
    `Enviando arquivo ${position} de ${total}: ${quoted(name)}`,
  sendingBarLabel: (name: string) => `Enviando ${quoted(name)}`,
} as const;

/** What the person sees when a file action succeeds. */
export const STORAGE_SUCCESS = {
  uploaded: (name: string, stored: string) =>
    name === stored
      ? `${quoted(name)} foi enviado.`
      : `${quoted(name)} foi enviado como ${quoted(stored)}.`,
  renamed: (name: string) => `Arquivo renomeado para ${quoted(name)}.`,
  duplicated: (name: string) => `Cópia criada: ${quoted(name)}.`,
  replaced: (name: string) => `${quoted(name)} foi substituído.`,
  removed: (name: string) => `${quoted(name)} foi excluído.`,
  linkCopied: 'Link assinado copiado! Ele vale por 1 hora.',
  linkReady: 'Não foi possível copiar automaticamente. Copie o link no campo abaixo.',
} as const;

/** Why a storage call failed, by the storage server's logical status (or the network). */
export const STORAGE_REASONS = {
  badRequest: 'O servidor recusou o pedido. Verifique o nome do arquivo e tente de novo.',
  sessionExpired: 'Sua sessão expirou. Entre novamente para continuar.',
  permissionDenied: 'Permissão negada: você só pode alterar arquivos da sua própria pasta.',
  notFound: 'Arquivo não encontrado. Ele pode ter sido removido ou renomeado.',
  duplicate: 'Já existe um arquivo com esse nome.',
  // The server's limit, which may be lower than the 5 MB checked before sending.
  tooLarge: 'O arquivo passa do tamanho máximo aceito pelo servidor. Envie uma imagem menor.',
  unsupportedType: 'Tipo de arquivo não aceito. Envie imagens JPEG, PNG ou WebP.',
  rateLimited: 'Muitas requisições seguidas. Aguarde um pouco e tente de novo.',
  serverError: 'Erro no servidor de arquivos. Tente novamente em instantes.',
  unavailable: 'O serviço de arquivos está indisponível no momento. Tente novamente em instantes.',
  network: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  unknown: 'Algo deu errado com o arquivo. Tente novamente.',
} as const;

/** What the person was doing when a storage call failed: the first sentence of the message. */
export const STORAGE_ACTIONS = {
  upload: (name: string) => `Não foi possível enviar ${quoted(name)}.`,
  list: () => 'Não foi possível carregar seus arquivos.',
  rename: (name: string) => `Não foi possível renomear ${quoted(name)}.`,
  duplicate: (name: string) => `Não foi possível duplicar ${quoted(name)}.`,
  replace: (name: string) => `Não foi possível substituir ${quoted(name)}.`,
  remove: (name: string) => `Não foi possível excluir ${quoted(name)}.`,
  sign: (name: string) => `Não foi possível gerar o link de ${quoted(name)}.`,
} as const;

export type StorageAction = keyof typeof STORAGE_ACTIONS;
