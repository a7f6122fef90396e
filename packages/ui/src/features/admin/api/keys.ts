import type {
  AdminReviewFilter,
  PaymentIssueFilter,
  RegionKey,
  Role,
  ServiceStatus,
  TourStatus,
  UserStatus,
  Verification,
} from '@mare/domain';

const all = ['admin'] as const;
const manage = [...all, 'manage'] as const;
const reports = [...all, 'reports'] as const;

export type VerificationFilter = Verification | 'all';
export type ServiceFilter = ServiceStatus | 'all';

export interface UserFilters {
  search: string;
  role: Role | '';
  status: UserStatus | '';
  page: number;
}

export interface SalesFilters {
  tour?: string;
  owner?: string;
  region?: RegionKey;
}

/**
 * The admin's query keys, under one root. An admin write changes the queues and lists it came
 * from, the figures (tours in review, owners pending, refunds) and the audit log: it invalidates
 * `manage` and `reports`. Whether the admin is the master never changes in a session.
 */
export const adminKeys = {
  all,
  manage,
  reports,
  isMaster: () => [...all, 'is-master'] as const,
  users: (filters: UserFilters) => [...manage, 'users', filters] as const,
  user: (userId: string | null) => [...manage, 'user', userId] as const,
  ownerQueue: (filter: VerificationFilter) => [...manage, 'owner-queue', filter] as const,
  tours: (status: TourStatus | '') => [...manage, 'tours', status] as const,
  tourContent: (tourId: string | null) => [...manage, 'tour-content', tourId] as const,
  serviceQueue: (filter: ServiceFilter) => [...manage, 'service-queue', filter] as const,
  reviews: (filter: AdminReviewFilter, page: number) =>
    [...manage, 'reviews', filter, page] as const,
  dashboard: (from: string, to: string) => [...reports, 'dashboard', from, to] as const,
  recentAudit: (limit: number) => [...reports, 'recent-audit', limit] as const,
  paymentIssues: (filter: PaymentIssueFilter) => [...reports, 'payment-issues', filter] as const,
  salesReport: (from: string, to: string, filters: SalesFilters) =>
    [...reports, 'sales-report', from, to, filters] as const,
  salesBookings: (from: string, to: string, filters: SalesFilters, page: number) =>
    [...reports, 'sales-bookings', from, to, filters, page] as const,
};
