import { sampleBeachSummary } from './catalogue-summaries.ts';
import type { Beach } from './types.ts';

export const baiaDoSancho: Beach = {
  ...sampleBeachSummary('baia-do-sancho'),
  description:
    'Enseada de areia clara ao pé de uma falésia coberta de vegetação, no lado do arquipélago voltado para o continente, o chamado "mar de dentro". A água transparente, em tons de verde e azul, faz dela um dos melhores lugares do Brasil para o mergulho livre.',
  characteristics: {
    sand: 'Areia clara e fina, em uma faixa estreita abrigada pela falésia.',
    sea: 'Água morna e cristalina, quase sempre calma e com ótima visibilidade; entre dezembro e março, os swells podem trazer ondas maiores.',
    vegetation:
      'Falésia recoberta pela vegetação nativa da ilha, com árvores e arbustos que descem quase até a areia.',
    infrastructure:
      'Não há quiosques nem construções na areia, porque a praia fica dentro do Parque Nacional Marinho. Chega-se por escadas presas em uma fenda da rocha ou de barco; é preciso levar água e lanche.',
  },
  nearbyAttractions: [
    'Mirante da Baía do Sancho',
    'Mirante da Baía dos Golfinhos',
    'Baía dos Porcos',
    'Morro Dois Irmãos',
    'Praia da Cacimba do Padre',
  ],
  history:
    'O arquipélago foi avistado em 1503 por uma expedição portuguesa e doado em 1504 a Fernão de Loronha, em uma das primeiras capitanias do Brasil. Durante séculos serviu de presídio e de posto militar. Em 1988 a maior parte das ilhas virou o Parque Nacional Marinho de Fernando de Noronha e o território passou a pertencer a Pernambuco; em 2001, junto com o Atol das Rocas, foi declarado Patrimônio Natural da Humanidade pela UNESCO.',
  curiosities: [
    "Foi eleita várias vezes a melhor praia do mundo no prêmio Travellers' Choice do TripAdvisor.",
    'A descida até a areia passa por escadas de metal presas dentro de uma fenda estreita na rocha, por onde passa uma pessoa de cada vez.',
    'Na vizinha Baía dos Golfinhos, grupos de golfinhos-rotadores costumam descansar pela manhã e podem ser vistos do mirante.',
    'Além da taxa de preservação ambiental cobrada na ilha, a visita exige o ingresso do parque nacional, administrado pelo ICMBio.',
  ],
  latitude: -3.8547,
  longitude: -32.4432,
};
