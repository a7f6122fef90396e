import type { TideRule } from '@mare/domain';
import { fitSpanMinutes, formatLimit, spanWords } from '@mare/domain/tides/rule-words';
import type { TidesModule } from '../../tides/index.ts';

/**
 * What the owner's scheduling and calendar say about a tour's tide rule, computed with the tide
 * code passed in (loaded on demand, never imported here). The database stores the rule but
 * cannot predict tides, so it never refuses a departure for one: these words warn, the owner
 * decides.
 */

type Tides = Pick<
  TidesModule,
  | 'extremeLabel'
  | 'extremes'
  | 'firstMiss'
  | 'formatClock'
  | 'formatMetres'
  | 'goodDays'
  | 'ruleWindows'
  | 'tideAt'
  | 'tideStationFor'
>;

/** A tour the rule can be checked for: a rule, a beach with a tide station, the tour's length. */
export interface TideBoundTour {
  rule: TideRule;
  beachId: string;
  durationMinutes: number;
}

/** The tour's rule and beach when its tide can be checked; null otherwise. */
export function tideBound(
  tides: Pick<Tides, 'tideStationFor'>,
  tour:
    { tide_rule: TideRule | null; beach_id: string | null; duration_minutes: number } | undefined,
): TideBoundTour | null {
  if (!tour?.tide_rule || !tour.beach_id || !tides.tideStationFor(tour.beach_id)) return null;
  return { rule: tour.tide_rule, beachId: tour.beach_id, durationMinutes: tour.duration_minutes };
}

/** One departure of a rule as the schedule form expands it. */
export interface PlannedDeparture {
  /** aaaa-mm-dd, São Paulo. */
  date: string;
  /** hh:mm, São Paulo. */
  time: string;
  /** ISO instant. */
  startsAt: string;
}

export interface TideWarning extends PlannedDeparture {
  /** "Às 14:00 a maré estará em 1,8 m, acima do limite de 0,5 m deste passeio." */
  text: string;
}

/**
 * A height beside the rule's limit: to 10 cm, or to the centimetre when 10 cm would read as the
 * limit itself ("0,8 m, acima de 0,8 m" says nothing).
 */
function heightBeside(tides: Pick<Tides, 'formatMetres'>, height: number, limit: number): string {
  const rough = tides.formatMetres(height);
  return rough === tides.formatMetres(limit) || Math.round(height * 10) / 10 < limit
    ? `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(height)} m`
    : rough;
}

/**
 * The sentence for a departure outside the rule, in plain pt-BR: what the tide does at the time,
 * or, when the rule holds then, when it stops holding within the span it must (departureFits).
 */
export function warningText(
  tides: Pick<Tides, 'firstMiss' | 'formatClock' | 'formatMetres' | 'tideAt'>,
  { rule, beachId, durationMinutes }: TideBoundTour,
  departure: PlannedDeparture,
): string {
  const start = new Date(departure.startsAt);
  const miss = tides.firstMiss(rule, beachId, start, durationMinutes);
  const height = tides.tideAt(beachId, start)?.height ?? 0;
  if (miss && miss.getTime() > start.getTime()) {
    const when = `às ${tides.formatClock(miss)}, antes de ${spanWords(fitSpanMinutes(durationMinutes))} de passeio`;
    return rule.kind === 'below'
      ? `Às ${departure.time} a maré estará em ${heightBeside(tides, height, rule.metres)}, mas passa do limite de ${formatLimit(rule.metres)} deste passeio ${when}.`
      : `Às ${departure.time} a maré estará vazando, mas para de vazar ${when}; este passeio só sai na vazante.`;
  }
  if (rule.kind === 'below')
    return `Às ${departure.time} a maré estará em ${heightBeside(tides, height, rule.metres)}, acima do limite de ${formatLimit(rule.metres)} deste passeio.`;
  return `Às ${departure.time} a maré não estará vazando (${tides.formatMetres(height)}); este passeio só sai na vazante.`;
}

/** The planned departures outside the rule (departureFits), in order. */
export function offRuleOf(
  tides: Pick<Tides, 'firstMiss'>,
  { rule, beachId, durationMinutes }: TideBoundTour,
  planned: readonly PlannedDeparture[],
): PlannedDeparture[] {
  return planned.filter(
    (d) => tides.firstMiss(rule, beachId, new Date(d.startsAt), durationMinutes) !== null,
  );
}

/** The planned departures outside the rule, each with its sentence. */
export function tideWarnings(
  tides: Pick<Tides, 'firstMiss' | 'formatClock' | 'formatMetres' | 'tideAt'>,
  bound: TideBoundTour,
  planned: readonly PlannedDeparture[],
): TideWarning[] {
  return offRuleOf(tides, bound, planned).map((d) => ({
    ...d,
    text: warningText(tides, bound, d),
  }));
}

/** What the form needs to know: the departures outside the rule, once the tide code is here. */
export type TideCheck =
  { status: 'pending' | 'error' } | { status: 'ready'; offRule: PlannedDeparture[] };

/** Whether two answers say the same (the departures outside the rule, in order). */
export function sameCheck(a: TideCheck | null, b: TideCheck | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.status !== 'ready' || b.status !== 'ready') return a.status === b.status;
  return (
    a.offRule.length === b.offRule.length &&
    a.offRule.every((d, i) => d.startsAt === b.offRule[i]?.startsAt)
  );
}

/** The part of the day tours run, São Paulo time: the windows and good days are counted in it. */
export const TOUR_HOURS = { from: '06:00', to: '18:00' } as const;

export interface DayTides {
  /** "Maré baixa, 0,1 m às 08:10", in time order. */
  extremes: string[];
  /** "das 06:00 às 09:40", the spans the rule holds within the tour hours. */
  windows: string[];
}

/** A day's highs and lows, and when within the tour hours the rule holds. */
export function dayTides(
  tides: Pick<Tides, 'extremeLabel' | 'extremes' | 'formatClock' | 'ruleWindows'>,
  { rule, beachId }: TideBoundTour,
  day: string,
): DayTides {
  return {
    extremes: (tides.extremes(beachId, day) ?? []).map((e) => tides.extremeLabel(e)),
    windows: tides
      .ruleWindows(rule, beachId, day, TOUR_HOURS)
      .map((w) => `das ${tides.formatClock(w.start)} às ${tides.formatClock(w.end)}`),
  };
}

/** The days of a month (aaaa-mm) with a departure time in the tour hours that suits the rule. */
export function goodDaysOf(
  tides: Pick<Tides, 'goodDays'>,
  { rule, beachId, durationMinutes }: TideBoundTour,
  month: string,
): Set<string> {
  return new Set(tides.goodDays(rule, beachId, month, durationMinutes, TOUR_HOURS));
}

/** "das 06:00 às 09:40 e das 17:20 às 18:00". */
export const listInWords = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
