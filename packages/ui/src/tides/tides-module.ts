/**
 * Everything the tide UI computes with, in one module loaded on demand (useTides): the predictor,
 * the stations' constituents and the beaches' visit facts stay out of the pages' first chunks.
 */
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
