import { sampleBeachSummary } from './catalogue-summaries.ts';
import type { Beach } from './types.ts';

export const praiaDoForno: Beach = {
  ...sampleBeachSummary('praia-do-forno'),
  description:
    'Pequena enseada entre morros, a poucos minutos do centro de Arraial do Cabo, na Região dos Lagos. As águas calmas e transparentes, em tons de azul-turquesa, ajudam a explicar o apelido de "Caribe brasileiro" que a cidade ganhou.',
  characteristics: {
    sand: 'Areia clara, com um leve tom rosado, em uma faixa curta entre dois costões.',
    sea: 'Mar calmo, quase sem ondas, de água cristalina que costuma ser fria por causa da ressurgência típica da região.',
    vegetation: 'Morros cobertos de restinga e mata seca, com cactos e bromélias nas encostas.',
    infrastructure:
      'Quiosques com aluguel de cadeiras e guarda-sóis e um restaurante. Chega-se por uma trilha curta que começa perto da Praia dos Anjos ou de barco-táxi.',
  },
  nearbyAttractions: [
    'Praia dos Anjos',
    'Prainhas do Pontal do Atalaia',
    'Praia do Farol, na Ilha do Cabo Frio',
    'Gruta Azul',
    'Mirante do Pontal do Atalaia',
  ],
  history:
    'Em 1503, a expedição de Gonçalo Coelho, da qual fazia parte Américo Vespúcio, deixou junto ao cabo uma feitoria com um grupo de homens, um dos primeiros estabelecimentos portugueses no Brasil. A vila de pescadores pertenceu a Cabo Frio até 1985, quando Arraial do Cabo se emancipou. Em 1997 foi criada a Reserva Extrativista Marinha de Arraial do Cabo, que protege a pesca artesanal.',
  curiosities: [
    'A água é fria mesmo no verão por causa da ressurgência: o vento afasta a água da superfície e faz subir águas profundas, frias e ricas em nutrientes.',
    'Esses nutrientes sustentam uma vida marinha farta, e Arraial do Cabo é conhecida como a capital do mergulho no Brasil.',
    'No alto da trilha há um mirante com vista de toda a enseada.',
    'A Praia do Farol, na Ilha do Cabo Frio, é área controlada pela Marinha e só recebe visitas curtas, em passeios de barco.',
  ],
  latitude: -22.9655,
  longitude: -42.0122,
};
