import { lazyFormatter } from '../intl.ts';

/**
 * Alter do Chão is on the Tapajós, far from any tide station: what decides a visit is the river's
 * yearly flood, which covers the beaches in the first half of the year and uncovers them in the
 * dry months. The months' phases are the ones published for the Santarém gauge (low in October
 * and November, high in May and June); the only measured levels given are the published
 * long-run means of the high and the low phase. No monthly mean is given: none was found
 * published, and one year's readings are not a mean.
 */
export type RiverPhase = 'enchente' | 'cheia' | 'vazante' | 'seca';

export interface RiverMonth {
  /** 1–12. */
  month: number;
  phase: RiverPhase;
  beaches: 'submersas' | 'parciais' | 'expostas';
  /** pt-BR, for the "Antes de ir" box and the calendar. */
  label: string;
}

/** A published mean level of one phase at the river's gauge, in metres. */
export interface RiverLevel {
  phase: RiverPhase;
  metres: number;
}

export interface RiverSeason {
  river: string;
  /** False: each month's level is not measured; only `levels`, the phases' means, are. */
  measured: false;
  /** The gauge the phases and levels are of. */
  gauge: string;
  levels: readonly RiverLevel[];
  /** pt-BR, shown under the season: what the table is, and its sources by name. */
  source: string;
  months: readonly RiverMonth[];
}

const LABELS: Record<RiverPhase, string> = {
  enchente: 'Rio subindo: as praias começam a ser cobertas',
  cheia: 'Rio cheio: a maior parte das praias fica submersa',
  vazante: 'Rio baixando: os primeiros bancos de areia aparecem',
  seca: 'Rio baixo: praias de areia branca à mostra',
};

const BEACHES: Record<RiverPhase, RiverMonth['beaches']> = {
  enchente: 'parciais',
  cheia: 'submersas',
  vazante: 'parciais',
  seca: 'expostas',
};

// Jan–Apr rising; May–Jun high water; Jul–Sep falling; Oct–Dec low water (the beaches' season).
const PHASES: readonly RiverPhase[] = [
  'enchente',
  'enchente',
  'enchente',
  'enchente',
  'cheia',
  'cheia',
  'vazante',
  'vazante',
  'vazante',
  'seca',
  'seca',
  'seca',
];

export const TAPAJOS_SEASON: RiverSeason = {
  river: 'Rio Tapajós',
  measured: false,
  gauge: 'régua de Santarém (ANA)',
  // Bentes, Oliveira, Zacardi e Barreto, Revista Brasileira de Geografia Física: the Santarém
  // station's ANA data, 2000–2015.
  levels: [
    { phase: 'cheia', metres: 7.77 },
    { phase: 'seca', metres: 2.28 },
  ],
  source:
    'Fases do Tapajós na régua de Santarém: o rio sobe de janeiro a abril, fica cheio em maio e ' +
    'junho, baixa de julho a setembro e fica baixo de outubro a dezembro (Ruffino, A pesca e os ' +
    'recursos pesqueiros na Amazônia brasileira, Ibama/ProVárzea, 2004). Nível médio de 2000 a ' +
    '2015, dados da ANA: 7,77 m na cheia e 2,28 m na seca (Bentes e outros, Revista Brasileira ' +
    'de Geografia Física). Os meses de cada fase e o nível mudam de um ano para outro.',
  months: PHASES.map((phase, index) => ({
    month: index + 1,
    phase,
    beaches: BEACHES[phase],
    label: LABELS[phase],
  })),
};

const RIVER_BEACHES: Readonly<Record<string, RiverSeason>> = {
  'alter-do-chao': TAPAJOS_SEASON,
};

/** The months' names in pt-BR, January first. */
export const MONTH_NAMES: readonly string[] = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "Em novembro, rio baixo: praias de areia branca à mostra". */
export function riverMonthSentence(season: RiverSeason, month: number): string | null {
  const entry = season.months.find((m) => m.month === month);
  if (!entry) return null;
  return `Em ${MONTH_NAMES[month - 1] ?? ''}, ${entry.label.charAt(0).toLowerCase()}${entry.label.slice(1)}`;
}

const gaugeMetres = lazyFormatter(
  () =>
    new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** "7,77 m (média da cheia)": the published mean level of a month's phase, when there is one. */
export function riverLevelText(season: RiverSeason, month: number): string | null {
  const entry = season.months.find((m) => m.month === month);
  const level = season.levels.find((l) => l.phase === entry?.phase);
  return level ? `${gaugeMetres().format(level.metres)} m (média da ${level.phase})` : null;
}

/** The river season of a river beach; null for a sea beach. */
export function riverSeasonFor(beachId: string): RiverSeason | null {
  return RIVER_BEACHES[beachId] ?? null;
}
