import type {
  AdminProviderService,
  AdminTour,
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
  QueueOwner,
  ServiceReview,
  TourDecision,
} from '../admin/manage.ts';
import type { PaymentIssue } from '../admin/payment-issues.ts';
import type { AdminDashboard, AuditEntry, SalesPage, SalesReport } from '../reports/figures.ts';

/**
 * The shapes of the `jsonb` the admin feature's SQL functions return, by function name (see
 * supabase/schema.sql for each function). database.ts puts them in the typed client.
 */
export interface AdminReturns {
  admin_list_users: AdminUserPage;
  admin_user_detail: AdminUserDetail;
  admin_set_user_role: AdminUser;
  admin_block_user: AdminUser;
  admin_unblock_user: AdminUser;
  admin_boat_owner_queue: QueueOwner[];
  admin_list_tours: AdminTour[];
  admin_decide_tour: TourDecision;
  admin_provider_service_queue: AdminProviderService[];
  review_provider_service: ServiceReview;
  admin_dashboard: AdminDashboard;
  admin_recent_audit: AuditEntry[];
  admin_payment_issues: PaymentIssue[];
  admin_sales_report: SalesReport;
  admin_sales_bookings: SalesPage;
}
