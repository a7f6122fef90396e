import { lowerFirst } from '../grammar.ts';
import type { Variants } from './context.ts';

const intro: Variants = [
  ({ place, beach, stateName, regionPhrase }) =>
    `Se você procura um destino que reúna natureza, história e boas memórias, ${place.the} merece um lugar no seu roteiro. Fica em ${beach.city}, ${stateName}${regionPhrase}. ${beach.description}`,
  ({ place, beach, stateName, regionPhrase }) =>
    `Poucos lugares do Brasil impressionam tanto quanto ${place.the}, em ${beach.city}, ${stateName}${regionPhrase}. ${beach.description}`,
  ({ place, beach }) =>
    `${place.The} (${beach.city}, ${beach.state}) está entre os destinos mais comentados por quem viaja pelo Brasil, e não é por acaso. ${beach.description}`,
  ({ place, beach, inState }) =>
    `Imagine chegar ${place.to} depois de uma longa viagem e perceber que as fotos não exageravam. Em ${beach.city}, ${inState}, esse encontro acontece todos os dias. ${beach.description}`,
];

const sandAndSea: Variants = [
  ({ beach }) =>
    `A primeira coisa que chama a atenção é a paisagem. ${beach.characteristics.sand} ${beach.characteristics.sea}`,
  ({ beach }) =>
    `Quem chega logo entende a fama do lugar: ${lowerFirst(beach.characteristics.sand)} ${beach.characteristics.sea}`,
  ({ beach, place }) =>
    `Areia e água são as estrelas ${place.of}. ${beach.characteristics.sand} ${beach.characteristics.sea}`,
];

const natureAndServices: Variants = [
  ({ beach }) =>
    `Em volta, a natureza completa o cenário. ${beach.characteristics.vegetation} Para quem vai passar o dia, vale saber: ${lowerFirst(beach.characteristics.infrastructure)}`,
  ({ beach }) =>
    `${beach.characteristics.vegetation} Quanto à estrutura: ${lowerFirst(beach.characteristics.infrastructure)}`,
  ({ beach }) =>
    `O entorno faz parte da experiência: ${lowerFirst(beach.characteristics.vegetation)} E a estrutura? ${beach.characteristics.infrastructure}`,
];

const history: Variants = [
  ({ beach }) => `A história do lugar também ajuda a entender o seu encanto. ${beach.history}`,
  ({ beach, place }) =>
    `Antes de virar destino de viagem, ${place.the} já tinha muita história para contar. ${beach.history}`,
  ({ beach }) => `Um pouco de história: ${lowerFirst(beach.history)}`,
];

const curiosities: Variants = [
  ({ curiosities: [first, second] }) =>
    `Algumas curiosidades tornam a visita ainda mais interessante. ${first} ${second}`,
  ({ curiosities: [first, second] }) => `Você sabia? ${first} E mais: ${lowerFirst(second)}`,
  ({ curiosities: [first, second] }) =>
    `Para puxar conversa durante a viagem, guarde estas curiosidades. ${first} ${second}`,
];

const surroundings: Variants = [
  ({ attractions }) =>
    `Vale reservar tempo para conhecer os arredores. Perto dali estão ${attractions}.`,
  ({ attractions, place }) =>
    `A viagem fica ainda melhor com os passeios ao redor ${place.of}: ${attractions} estão entre as opções mais procuradas.`,
  ({ attractions }) =>
    `Quem fica mais de um dia pode explorar ${attractions} sem precisar ir longe.`,
];

/** The 6 templated paragraphs, in order. */
export const BODY_VARIANTS: readonly Variants[] = [
  intro,
  sandAndSea,
  natureAndServices,
  history,
  curiosities,
  surroundings,
];
