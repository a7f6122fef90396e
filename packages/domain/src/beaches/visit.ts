/**
 * What to know before going to a beach (the articles' "Antes de ir" box), in plain pt-BR. Kept
 * apart from the beaches themselves: only the box reads it, and it loads with the tide code after
 * the page has painted. Wording is general on purpose: fees change every year, so they are named
 * with where to check them, never with a value.
 */

/** A fee or tax a visitor pays to reach or stay at the beach. */
export interface BeachFee {
  name: string;
  text: string;
  /** Where to check the current value (an official page). */
  url?: string;
  urlLabel?: string;
}

export interface BeachVisit {
  /** The tide that suits a visit and why; null where the tide decides little (or there is none). */
  tide: { best: 'low' | 'high'; why: string } | null;
  /** When to go, in plain words. */
  season: string;
  sea: string;
  wind: string;
  bring: readonly string[];
  fees: readonly BeachFee[];
  accessibility: string;
}

const VISITS: Readonly<Record<string, BeachVisit>> = {
  'baia-do-sancho': {
    tide: {
      best: 'low',
      why: 'Na maré baixa a faixa de areia fica mais larga e a água junto às pedras, mais calma para o mergulho livre.',
    },
    season:
      'De agosto a janeiro chove pouco e o mar de dentro costuma estar calmo e transparente; as chuvas se concentram de março a julho.',
    sea: 'Água morna e cristalina, quase sempre calma; entre dezembro e março, os swells podem trazer ondas maiores.',
    wind: 'Os ventos alísios sopram de leste e sudeste quase o ano todo; a baía, no mar de dentro, fica abrigada deles.',
    bring: [
      'Água e lanche: não há quiosques na praia',
      'Máscara e snorkel',
      'Protetor solar e chapéu',
      'Calçado firme para as escadas da falésia',
    ],
    fees: [
      {
        name: 'Taxa de Preservação Ambiental (TPA)',
        text: 'Cobrada pelo governo de Pernambuco de todo visitante do arquipélago, por dia de permanência. O valor é reajustado todo ano.',
        url: 'https://www.noronha.pe.gov.br/',
        urlLabel: 'Consultar o valor atual no site da Administração de Fernando de Noronha',
      },
      {
        name: 'Ingresso do Parque Nacional Marinho',
        text: 'Exigido para visitar as praias e trilhas do parque, como o Sancho. O parque é administrado pelo ICMBio.',
        url: 'https://www.gov.br/icmbio/pt-br',
        urlLabel: 'Consultar as regras no site do ICMBio',
      },
    ],
    accessibility:
      'Acesso difícil: a descida é por escadas de metal estreitas dentro de uma fenda na rocha, e não há caminho para cadeira de rodas. Os mirantes no alto da falésia e os passeios de barco são a alternativa para quem não pode descer.',
  },
  jericoacoara: {
    tide: {
      best: 'low',
      why: 'Na maré baixa formam-se as piscinas naturais entre as pedras, e a caminhada pela praia até a Pedra Furada fica possível.',
    },
    season:
      'De julho a janeiro é a temporada de vento, a preferida do kitesurf; de fevereiro a junho chove mais e as lagoas da região se enchem.',
    sea: 'Água morna e esverdeada, com ondas moderadas.',
    wind: 'Vento forte e constante, sobretudo de julho a janeiro.',
    bring: [
      'Protetor solar, chapéu e óculos de sol',
      'Calçado para as pedras e as dunas',
      'Água para a caminhada até a Pedra Furada',
    ],
    fees: [
      {
        name: 'Taxa de Turismo Sustentável (TTS)',
        text: 'Cobrada pela prefeitura de Jijoca de Jericoacoara de quem visita a vila, conforme os dias de permanência. Confira o valor e a forma de pagamento com a prefeitura antes de viajar.',
      },
    ],
    accessibility:
      'A vila tem ruas de areia, sem calçamento, e o último trecho da viagem é feito em veículos 4x4 pelas dunas: cadeiras de rodas comuns rodam mal. O caminho até a Pedra Furada passa por pedras.',
  },
  'praia-do-forno': {
    tide: {
      best: 'low',
      why: 'Na maré baixa a faixa de areia fica mais larga; o mar da enseada é calmo em qualquer maré.',
    },
    season:
      'Dá para ir o ano todo: a região chove pouco. O verão, de dezembro a março, é a época mais movimentada.',
    sea: 'Calmo e quase sem ondas, de água cristalina e fria por causa da ressurgência.',
    wind: 'O vento nordeste sopra com frequência e traz a ressurgência, que esfria a água; a enseada fica abrigada.',
    bring: [
      'Protetor solar',
      'Máscara e snorkel',
      'Calçado para a trilha',
      'Um agasalho leve para o barco',
    ],
    fees: [
      {
        name: 'Entrada na praia',
        text: 'A praia é pública e não cobra entrada. Nos passeios de barco, a taxa de embarque vem à parte no preço de cada saída.',
      },
    ],
    accessibility:
      'Chega-se por uma trilha curta, com subida e degraus, a partir da Praia dos Anjos, ou de barco-táxi; a trilha não serve para cadeira de rodas.',
  },
  'praia-do-rosa': {
    tide: null,
    season:
      'De julho a novembro as baleias-francas vêm à baía ter os filhotes e podem ser vistas da areia; o verão, de dezembro a março, é a alta temporada de praia.',
    sea: 'Mar aberto, com ondas constantes que atraem surfistas e água fria em boa parte do ano; os cantos da baía são mais abrigados.',
    wind: 'As frentes frias trazem vento sul e mar mais agitado, sobretudo no inverno.',
    bring: [
      'Roupa de borracha para entrar no mar no inverno',
      'Binóculo para ver as baleias',
      'Calçado para as trilhas e o Caminho do Rei',
    ],
    fees: [{ name: 'Entrada na praia', text: 'A praia é pública e não cobra entrada.' }],
    accessibility:
      'A praia fica abaixo dos morros: a descida pelas ruas e trilhas é íngreme e, em boa parte, de terra ou areia.',
  },
  'alter-do-chao': {
    tide: null,
    season:
      'De agosto a dezembro o Tapajós baixa e as praias de areia branca aparecem, como a Ilha do Amor; no primeiro semestre, na cheia, boa parte delas fica submersa.',
    sea: 'Água doce, morna e calma, sem ondas.',
    wind: 'À tarde o vento pode levantar marolas no rio.',
    bring: [
      'Repelente',
      'Protetor solar e chapéu',
      'Dinheiro para a travessia de catraia até a Ilha do Amor',
    ],
    fees: [
      {
        name: 'Entrada na praia',
        text: 'As praias são públicas e não cobram entrada; a travessia de catraia até a Ilha do Amor é paga à parte.',
      },
    ],
    accessibility:
      'Na seca, chega-se à Ilha do Amor de catraia, com embarque e desembarque pela água rasa e pela areia fofa.',
  },
};

/** What to know before visiting a beach; null for a beach Maré has no such facts about. */
export function beachVisit(beachId: string): BeachVisit | null {
  return VISITS[beachId] ?? null;
}
