import { sampleBeachSummary } from './catalogue-summaries.ts';
import type { Beach } from './types.ts';

export const alterDoChao: Beach = {
  ...sampleBeachSummary('alter-do-chao'),
  description:
    'Vila na margem direita do Rio Tapajós, a cerca de 35 km do centro de Santarém, no oeste do Pará. Na seca, o rio baixa e revela praias de areia branca como a Ilha do Amor, bem em frente à vila, o que rendeu ao lugar o apelido de "Caribe amazônico".',
  characteristics: {
    sand: 'Areia branca e fina, em bancos que surgem quando o rio baixa, de agosto a dezembro.',
    sea: 'Água doce, morna e esverdeada do Rio Tapajós, calma e sem ondas; na cheia, no primeiro semestre, boa parte das praias fica submersa.',
    vegetation:
      'Floresta amazônica, igapós que alagam na cheia e morros como a Serra da Piraoca em volta da vila.',
    infrastructure:
      'Pousadas, restaurantes e barracas de palha na Ilha do Amor; a travessia até a ilha é feita em pequenas canoas, as catraias. Santarém tem aeroporto com voos regulares.',
  },
  nearbyAttractions: [
    'Ilha do Amor',
    'Lago Verde',
    'Serra da Piraoca',
    'Ponta do Cururu',
    'Floresta Encantada',
    'Floresta Nacional do Tapajós',
  ],
  history:
    'A região era habitada pelo povo indígena Borari quando missionários portugueses chegaram, no século XVII. Em 1758, a aldeia foi elevada a vila com o nome de Alter do Chão, em homenagem à vila portuguesa de mesmo nome. Hoje é um distrito de Santarém e guarda a Festa do Sairé, uma das celebrações mais antigas da Amazônia.',
  curiosities: [
    'O jornal britânico The Guardian já incluiu Alter do Chão entre as praias mais bonitas do Brasil.',
    'Na Festa do Sairé, em setembro, os botos Tucuxi e Cor-de-Rosa disputam a preferência do público em uma apresentação folclórica.',
    'No fim da tarde, botos costumam aparecer perto da Ponta do Cururu, um dos melhores lugares para ver o pôr do sol sobre o Tapajós.',
    'Em frente a Santarém, as águas claras do Tapajós e as barrentas do Amazonas correm lado a lado por quilômetros sem se misturar.',
  ],
  latitude: -2.4995,
  longitude: -54.9535,
};
