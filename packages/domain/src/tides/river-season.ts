/**
 * Alter do Chão is on the Tapajós, far from any tide station: what decides a visit is the river's
 * yearly flood, which covers the beaches in the first half of the year and uncovers them in the
 * dry months. The table is qualitative on purpose: no gauge figure below was checked against a
 * published series, so none is given (`source` says so to the visitor).
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

export interface RiverSeason {
  river: string;
  /** False: the phases are described, not measured. */
  measured: false;
  /** pt-BR, shown under the season: what the table is and is not. */
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

// Jan rising; Feb–Jun high water; Jul falling; Aug–Dec low water (the beaches' season).
const PHASES: readonly RiverPhase[] = [
  'enchente',
  'cheia',
  'cheia',
  'cheia',
  'cheia',
  'cheia',
  'vazante',
  'seca',
  'seca',
  'seca',
  'seca',
  'seca',
];

export const TAPAJOS_SEASON: RiverSeason = {
  river: 'Rio Tapajós',
  measured: false,
  source:
    'Época de cheia e vazante do Tapajós em Santarém, em linhas gerais: o rio sobe no começo do ' +
    'ano, fica cheio de fevereiro a junho, baixa em julho e deixa as praias à mostra de agosto a ' +
    'dezembro. São fases descritas, não medidas: o nível muda de um ano para outro.',
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

/** The river season of a river beach; null for a sea beach. */
export function riverSeasonFor(beachId: string): RiverSeason | null {
  return RIVER_BEACHES[beachId] ?? null;
}
