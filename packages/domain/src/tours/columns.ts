import type { Json, Tables } from '../database.ts';
import type { TideRule } from '../tides/rules.ts';
import type { CancellationTierRow, ItineraryStop, MeetingPoint } from './shapes.ts';

/**
 * The `jsonb` columns of public.tours read into their shapes. The generated types can only say
 * `Json`; these check each value instead of trusting it, and drop what does not fit (the
 * database's checks keep it from happening).
 */

type Field = 'string' | 'number';
type Fields = Readonly<Record<string, Field>>;

/** An object whose listed fields have their type; `optional` ones may be missing. */
function hasFields(value: unknown, required: Fields, optional: Fields = {}): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = new Map(Object.entries(value));
  return (
    Object.entries(required).every(([key, type]) => typeof entries.get(key) === type) &&
    Object.entries(optional).every(
      ([key, type]) => entries.get(key) === undefined || typeof entries.get(key) === type,
    )
  );
}

const isTier = (value: unknown): value is CancellationTierRow =>
  hasFields(value, { hours_before: 'number', percent: 'number' });

const isStop = (value: unknown): value is ItineraryStop =>
  hasFields(value, { title: 'string' }, { description: 'string', minutes: 'number' });

const isMeetingPoint = (value: unknown): value is MeetingPoint =>
  hasFields(
    value,
    {},
    { address: 'string', latitude: 'number', longitude: 'number', instructions: 'string' },
  );

const isString = (value: unknown): value is string => typeof value === 'string';

/** The items of a `jsonb` array that have the shape; anything else is no items. */
function itemsOf<T>(value: Json, fits: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.flatMap((item) => (fits(item) ? [item] : [])) : [];
}

export const readStrings = (value: Json): string[] => itemsOf(value, isString);
export const readCancellationTiers = (value: Json): CancellationTierRow[] => itemsOf(value, isTier);
export const readItinerary = (value: Json): ItineraryStop[] => itemsOf(value, isStop);
export const readMeetingPoint = (value: Json): MeetingPoint => (isMeetingPoint(value) ? value : {});

/**
 * tours.tide_rule: null for none, or for anything the database's check (private.tide_rule_valid)
 * would refuse: one of the two shapes, no other key, a height above 0 and up to 3 m in centimetres.
 */
export function readTideRule(value: Json | null): TideRule | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { kind, metres, ...rest } = value;
  if (Object.keys(rest).length > 0) return null;
  if (kind === 'falling') return metres === undefined ? { kind } : null;
  return kind === 'below' &&
    typeof metres === 'number' &&
    metres > 0 &&
    metres <= 3 &&
    Math.abs(metres * 100 - Math.round(metres * 100)) < 1e-9
    ? { kind, metres }
    : null;
}

/** The columns of public.tours the tour page shows: never the owner, nor review fields. */
export type TourPageRow = Pick<
  Tables<'tours'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'summary'
  | 'beach_id'
  | 'place'
  | 'itinerary'
  | 'included'
  | 'not_included'
  | 'meeting_point'
  | 'what_to_bring'
  | 'duration_minutes'
  | 'minimum_age'
  | 'languages'
  | 'price_adult'
  | 'price_child'
  | 'child_max_age'
  | 'lap_max_age'
  | 'boarding_fee'
  | 'cancellation_tiers'
  | 'photos'
  | 'status'
  | 'tide_rule'
>;

type JsonColumn =
  | 'itinerary'
  | 'included'
  | 'not_included'
  | 'meeting_point'
  | 'what_to_bring'
  | 'languages'
  | 'cancellation_tiers'
  | 'photos'
  | 'tide_rule';

/** A tour as its page draws it: the row with its `jsonb` columns in their shapes. */
export type TourDetail = Omit<TourPageRow, JsonColumn> & {
  itinerary: ItineraryStop[];
  included: string[];
  not_included: string[];
  meeting_point: MeetingPoint;
  what_to_bring: string[];
  languages: string[];
  cancellation_tiers: CancellationTierRow[];
  photos: string[];
  tide_rule: TideRule | null;
};

export function toTourDetail(row: TourPageRow): TourDetail {
  return {
    ...row,
    itinerary: readItinerary(row.itinerary),
    included: readStrings(row.included),
    not_included: readStrings(row.not_included),
    meeting_point: readMeetingPoint(row.meeting_point),
    what_to_bring: readStrings(row.what_to_bring),
    languages: readStrings(row.languages),
    cancellation_tiers: readCancellationTiers(row.cancellation_tiers),
    photos: readStrings(row.photos),
    tide_rule: readTideRule(row.tide_rule),
  };
}
