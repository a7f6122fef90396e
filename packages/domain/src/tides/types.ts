/** One harmonic constituent: amplitude in metres, phase lag in degrees (GMT). */
export interface TideConstituent {
  name: string;
  amplitude: number;
  phase: number;
}

/** A tide station as Maré ships it (extracted at build time from @neaps/tide-database). */
export interface TideStation {
  id: string;
  /** The database's name, as spelled there. */
  name: string;
  /** The name the site shows (pt-BR spelling). */
  label: string;
  locality: string;
  region: string;
  latitude: number;
  longitude: number;
  /** Heights are given above this datum (MLWS for the TICON stations). */
  chartDatum: string;
  mslAboveDatum: number;
  /** Lowest and highest astronomical tide above the chart datum. */
  range: { lowest: number; highest: number };
  /** The years of gauge records the constituents were fitted to. */
  epoch: { start: string; end: string };
  source: { name: string; url: string };
  /** Must be shown wherever the station's data is shown (CC BY 4.0). */
  attribution: string;
  license: string;
  constituents: readonly TideConstituent[];
}
