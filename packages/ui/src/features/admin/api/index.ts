export {
  adminKeys,
  type SalesFilters,
  type ServiceFilter,
  type UserFilters,
  type VerificationFilter,
} from './keys.ts';
export * from './users-query.ts';
export * from './owners-query.ts';
export * from './tours-query.ts';
export * from './services-query.ts';
export * from './reports-query.ts';
// The domain's shapes and labels of what these calls return, for the screens that draw them.
export {
  ROLE_LABELS,
  STATUS_LABELS,
  TOUR_STATUS_LABELS,
  type AdminProviderService,
  type AdminTour,
  type AdminUser,
  type OwnerBoat,
  type QueueOwner,
  type Role,
  type TourStatus,
  type UserStatus,
} from '@mare/domain';
export * from './payments-query.ts';
export * from './no-show-query.ts';
export * from './reviews-query.ts';
