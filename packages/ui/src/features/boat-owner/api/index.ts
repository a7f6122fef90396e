export { boatOwnerKeys } from './keys.ts';
export * from './boats-query.ts';
export * from './layout-query.ts';
export * from './tours-query.ts';
export * from './departures-query.ts';
export * from './tax-id-query.ts';
export * from './manifest-query.ts';
export * from './no-show-query.ts';
export * from './review-notes-query.ts';
export * from './revenue-query.ts';
// The domain's shapes of what these calls return, for the screens that draw them.
export {
  onBoard,
  type Boat,
  type BoatInput,
  type BoatKind,
  type BoatStatus,
  type Departure,
  type DepartureStatus,
  type ItineraryStop,
  type Tour,
  type TourInput,
  type TourStatus,
  type Verification,
} from '@mare/domain';
