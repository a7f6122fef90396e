import type { Variants } from './context.ts';

const planning: Variants = [
  () =>
    'Para aproveitar melhor, planeje a viagem com antecedência, reserve a hospedagem cedo na alta temporada e confira a previsão do tempo antes de sair.',
  () =>
    'Leve protetor solar, chapéu e uma garrafa de água reutilizável, e prefira o começo da manhã ou o fim da tarde para caminhar e fotografar.',
  () =>
    'Uma dica de quem conhece: converse com os moradores sobre os melhores horários para o banho e para os passeios. Ninguém conhece o lugar tão bem quanto eles.',
];

const responsibility: Variants = [
  ({ place }) =>
    `A beleza ${place.of} depende de todos: traga seu lixo de volta, respeite os animais e siga as orientações locais.`,
  () =>
    'Viajar com responsabilidade faz diferença. Prefira guias e negócios locais, não alimente os animais e deixe a natureza como a encontrou.',
  ({ place }) =>
    `O turismo consciente ajuda a preservar destinos como ${place.the} para as próximas gerações. Respeite as regras de visitação e as áreas protegidas.`,
];

const invitation: Variants = [
  ({ place }) =>
    `Pronto para conhecer ${place.the}? Veja os passeios de barco e as experiências disponíveis no Maré e comece a planejar a sua próxima viagem.`,
  ({ place }) =>
    `Quer ir ${place.to}? No Maré você encontra passeios, dicas e prestadores de serviço para transformar essa vontade em viagem.`,
  ({ place }) =>
    `${place.The} espera por você. Continue acompanhando o blog do Maré para mais roteiros, curiosidades e inspiração sobre as praias do Brasil.`,
];

/** The 3 closing paragraphs, in order. */
export const CLOSING_VARIANTS: readonly Variants[] = [planning, responsibility, invitation];

/** Appended to the summary. */
export const SUMMARY_CALL_TO_ACTION = 'Leia o artigo completo e planeje a sua próxima viagem!';
