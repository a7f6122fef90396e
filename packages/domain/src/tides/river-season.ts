/**
 * Alter do Chão is on the Tapajós, far from any tide station: what decides a visit is the river's
 * yearly flood, which covers the beaches in the first half of the year and uncovers them in the
 * dry months. The table is qualitative on purpose: no gauge figure below was checked against a
 * published series, so none is given (see `source`).
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
    'Qualitative: the Tapajós at Alter do Chão is low roughly August to December and high in the ' +
    "first half of the year (Maré's beach description and issue #40). Gauge figures would come " +
    "from ANA's HidroWeb series (hidroweb.ana.gov.br) for the Santarém gauge; not yet checked, so " +
    'no level is stated.',
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

/** The river season of a river beach; null for a sea beach. */
export function riverSeasonFor(beachId: string): RiverSeason | null {
  return RIVER_BEACHES[beachId] ?? null;
}
