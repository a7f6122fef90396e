/**
 * Everything the tide UI computes with, in one module loaded on demand (useTides): the predictor,
 * the stations' constituents and the beaches' visit facts stay out of the pages' first chunks.
 */
import { tideAt } from '@mare/domain/tides';

export {
  bestHours,
  bestOfWeek,
  curve,
  dayAfter,
  departureFits,
  extremeLabel,
  extremes,
  firstFittingStart,
  firstMiss,
  formatClock,
  formatMetres,
  MONTH_NAMES,
  goodDays,
  riverLevelText,
  riverMonthSentence,
  riverSeasonFor,
  ruleMet,
  ruleWindows,
  saoPauloDay,
  tideAt,
  tideStationFor,
} from '@mare/domain/tides';
export { beachVisit } from '@mare/domain/beaches/visit';
export { departureMeetsRule, departureTideText } from './tide-text.ts';

/**
 * Builds the beach's tide predictor and runs it once: the first prediction parses the station's
 * constituents and warms the code (tens of milliseconds), done apart from the render (useTides).
 */
export function prepareTides(beachId: string): void {
  tideAt(beachId, new Date(0));
}
