import { sampleBeachSummary } from './catalogue-summaries.ts';
import type { Beach } from './types.ts';

export const jericoacoara: Beach = {
  ...sampleBeachSummary('jericoacoara'),
  description:
    'Praia em frente à vila de Jericoacoara, no litoral oeste do Ceará, cercada de dunas, lagoas e pelo morro do Serrote. Os ventos constantes fazem dela um dos lugares mais procurados do mundo para o kitesurf e o windsurf, e o pôr do sol visto do alto da duna reúne visitantes todos os fins de tarde.',
  characteristics: {
    sand: 'Areia clara e fina, que o vento carrega e acumula em grandes campos de dunas móveis.',
    sea: 'Água morna e esverdeada, com ondas moderadas e vento forte, sobretudo de julho a janeiro; na maré baixa, formam-se piscinas naturais entre as pedras perto da Pedra Furada.',
    vegetation:
      'Restinga, coqueiros e cajueiros, manguezais no estuário do Rio Guriú e lagoas que se enchem na estação das chuvas.',
    infrastructure:
      'Vila de ruas de areia com pousadas, restaurantes e escolas de kitesurf. O último trecho da viagem é feito em veículos 4x4 pelas dunas, e os visitantes pagam uma taxa de turismo sustentável.',
  },
  nearbyAttractions: [
    'Pedra Furada',
    'Duna do Pôr do Sol',
    'Lagoa do Paraíso',
    'Lagoa Azul',
    'Árvore da Preguiça',
    'Serrote e Farol de Jericoacoara',
  ],
  history:
    'Até meados dos anos 1980, Jericoacoara era uma vila isolada de pescadores no meio das dunas. A fama veio com mochileiros e praticantes de esportes de vento. Em 1984 a região se tornou Área de Proteção Ambiental e, em 2002, parte dela passou a formar o Parque Nacional de Jericoacoara, hoje administrado pelo ICMBio.',
  curiosities: [
    'Em 1994, o jornal americano The Washington Post a incluiu entre as dez praias mais bonitas do mundo.',
    'A Pedra Furada, um arco de rocha esculpido pelo mar, é o cartão-postal da vila; por volta de julho, o sol se põe alinhado ao buraco do arco.',
    'A Árvore da Preguiça é um mangue-de-botão que cresceu deitado, moldado pelo vento que sopra sempre na mesma direção.',
    'Na Lagoa do Paraíso, as redes ficam armadas dentro da água, para descansar com os pés na lagoa.',
  ],
  latitude: -2.7958,
  longitude: -40.5125,
};
