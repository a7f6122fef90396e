import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminDashboard,
  AuditEntry,
  Period,
  RegionKey,
  SaleLine,
  SalesPage,
  SalesReport,
} from '@mare/domain';
import { useBackend } from '../../../backend/index.ts';
import { callReport } from '../../../reports/report-request.ts';

export interface SalesFilters {
  tour?: string;
  owner?: string;
  region?: RegionKey;
}

const range = (period: Period) => ({ p_from: period.from, p_to: period.to });
const filterArgs = (filters: SalesFilters) => ({
  p_tour: filters.tour ?? null,
  p_owner: filters.owner ?? null,
  p_region: filters.region ?? null,
});

export function useAdminDashboard(period: Period) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin', 'dashboard', period.from, period.to],
    queryFn: () => callReport<AdminDashboard>(supabase, 'admin_dashboard', range(period)),
    placeholderData: keepPreviousData,
  });
}

export function useRecentAudit(limit = 8) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin', 'recent-audit', limit],
    queryFn: () => callReport<AuditEntry[]>(supabase, 'admin_recent_audit', { p_limit: limit }),
  });
}

export function useSalesReport(period: Period, filters: SalesFilters) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin', 'sales-report', period.from, period.to, filters],
    queryFn: () =>
      callReport<SalesReport>(supabase, 'admin_sales_report', {
        ...range(period),
        ...filterArgs(filters),
      }),
    placeholderData: keepPreviousData,
  });
}

export const SALES_PAGE_SIZE = 20;

export function useSalesBookings(period: Period, filters: SalesFilters, page: number) {
  const { supabase } = useBackend();
  return useQuery({
    queryKey: ['admin', 'sales-bookings', period.from, period.to, filters, page],
    queryFn: () =>
      callReport<SalesPage>(supabase, 'admin_sales_bookings', {
        ...range(period),
        ...filterArgs(filters),
        p_limit: SALES_PAGE_SIZE,
        p_offset: (page - 1) * SALES_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every sale of the period and filters, a thousand at a time (for the CSV). */
export function useFetchAllSales() {
  const { supabase } = useBackend();
  return async (period: Period, filters: SalesFilters): Promise<SaleLine[]> => {
    const rows: SaleLine[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await callReport<SalesPage>(supabase, 'admin_sales_bookings', {
        ...range(period),
        ...filterArgs(filters),
        p_limit: 1000,
        p_offset: offset,
      });
      rows.push(...page.rows);
      if (rows.length >= page.total || page.rows.length === 0) return rows;
    }
  };
}
