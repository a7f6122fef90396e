import { lazyFormatter } from '../intl.ts';

/**
 * A tide rule and its words, without the predictor: screens that only name a rule (the owner's
 * forms, the calendar legend) import this statically and stay light.
 */

/** A tour's tide rule: only below a height (natural pools, rocks) or only on the ebb. */
export type TideRule = { kind: 'below'; metres: number } | { kind: 'falling' };

// A rule's limit keeps its centimetres (0,75 m is not 0,8 m); heights are shown to 10 cm.
const limit = lazyFormatter(
  () =>
    new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 2,
    }),
);

/** A rule's limit as the owner set it: "0,5 m", "0,75 m". */
export const formatLimit = (metres: number): string => `${limit().format(metres)} m`;

/** "só com maré abaixo de 0,5 m", "na maré vazante". */
export function tideRuleLabel(rule: TideRule): string {
  return rule.kind === 'below'
    ? `só com maré abaixo de ${formatLimit(rule.metres)}`
    : 'na maré vazante';
}

/**
 * The beaches Maré predicts a tide for (the keys of BEACH_TIDE_STATIONS) and those with a river
 * season instead: a page knows whether to draw a tide section before the tide code arrives. A
 * test keeps these lists equal to the data's.
 */
export const TIDE_BEACH_IDS: readonly string[] = [
  'baia-do-sancho',
  'jericoacoara',
  'praia-do-forno',
  'praia-do-rosa',
];
export const RIVER_BEACH_IDS: readonly string[] = ['alter-do-chao'];

/** Whether Maré shows a tide or a river season for the beach. */
export const hasTideOrRiver = (beachId: string): boolean =>
  TIDE_BEACH_IDS.includes(beachId) || RIVER_BEACH_IDS.includes(beachId);

/** How long a rule must hold from a departure, at most and at least. */
export const FIT_MAX_MINUTES = 120;
export const FIT_MIN_MINUTES = 10;

/**
 * How long the rule must hold from a departure for it to suit the tour: the tour's length, up to
 * two hours (what the tide decides is the stop at the beach, not the whole trip).
 */
export const fitSpanMinutes = (durationMinutes: number): number =>
  Math.min(Math.max(durationMinutes, FIT_MIN_MINUTES), FIT_MAX_MINUTES);

/** "2 h", "1 h 30 min", "45 min". */
export function spanWords(minutes: number): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export { minutesOf } from '../clock/clock-time.ts';
