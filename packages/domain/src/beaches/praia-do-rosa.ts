import { sampleBeachSummary } from './catalogue-summaries.ts';
import type { Beach } from './types.ts';

export const praiaDoRosa: Beach = {
  ...sampleBeachSummary('praia-do-rosa'),
  description:
    'Baía em forma de ferradura no litoral sul de Santa Catarina, com cerca de 3 km de areia entre morros cobertos de Mata Atlântica. É conhecida pelas ondas para o surfe, pelas trilhas e lagoas e, no inverno, pela visita das baleias-francas.',
  characteristics: {
    sand: 'Areia clara e fofa, em uma faixa longa entre o Canto Norte e o Canto Sul.',
    sea: 'Mar aberto de águas verde-azuladas, frias em boa parte do ano, com ondas constantes que atraem surfistas; os cantos da baía ficam mais abrigados do vento.',
    vegetation: 'Morros de Mata Atlântica, restinga sobre as dunas e lagoas costeiras ao redor.',
    infrastructure:
      'Muitas pousadas, restaurantes e escolas de surfe espalhados pelos morros e ligados pelo Caminho do Rei; os serviços se concentram no centrinho do Rosa.',
  },
  nearbyAttractions: [
    'Praia Vermelha',
    'Praia do Luz',
    'Lagoa de Ibiraquera',
    'Praia da Ferrugem, em Garopaba',
    'Caminho do Rei',
  ],
  history:
    'Por muito tempo o Rosa foi uma comunidade de pescadores de origem açoriana, sem luz elétrica nem estrada. Nos anos 1970, surfistas vindos sobretudo do Rio Grande do Sul descobriram suas ondas e foram recebidos pela família de Dorvino Manoel da Rosa, o pescador que deu nome à praia. Muitos desses pioneiros ficaram e abriram as primeiras pousadas.',
  curiosities: [
    'O nome não vem de nenhuma flor: homenageia Dorvino Manoel da Rosa, patriarca de uma família de pescadores do lugar.',
    'Faz parte do Clube das Mais Belas Baías do Mundo desde 2003.',
    'De julho a novembro, as baleias-francas chegam para dar à luz e amamentar os filhotes e podem ser vistas da própria areia.',
    'A praia fica dentro da Área de Proteção Ambiental da Baleia Franca, criada em 2000.',
  ],
  latitude: -28.131,
  longitude: -48.637,
};
