import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Period, SaleLine, SupabaseClient } from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { reportErrorMessage } from '../../../reports/report-request.ts';
import { adminKeys, type SalesFilters } from './keys.ts';

const range = (period: Period) => ({ p_from: period.from, p_to: period.to });
/** A filter left out is the function's default: every tour, owner or region. */
const filterArgs = (filters: SalesFilters) => ({
  p_tour: filters.tour,
  p_owner: filters.owner,
  p_region: filters.region,
});

export const adminDashboardQuery = (supabase: SupabaseClient, period: Period) =>
  queryOptions({
    queryKey: adminKeys.dashboard(period.from, period.to),
    queryFn: () => call(supabase.rpc('admin_dashboard', range(period)), reportErrorMessage),
    placeholderData: keepPreviousData,
  });

export function useAdminDashboard(period: Period) {
  const { supabase } = useBackend();
  return useQuery(adminDashboardQuery(supabase, period));
}

export const recentAuditQuery = (supabase: SupabaseClient, limit: number) =>
  queryOptions({
    queryKey: adminKeys.recentAudit(limit),
    queryFn: () => call(supabase.rpc('admin_recent_audit', { p_limit: limit }), reportErrorMessage),
  });

export function useRecentAudit(limit = 8) {
  const { supabase } = useBackend();
  return useQuery(recentAuditQuery(supabase, limit));
}

export const salesReportQuery = (supabase: SupabaseClient, period: Period, filters: SalesFilters) =>
  queryOptions({
    queryKey: adminKeys.salesReport(period.from, period.to, filters),
    queryFn: () =>
      call(
        supabase.rpc('admin_sales_report', { ...range(period), ...filterArgs(filters) }),
        reportErrorMessage,
      ),
    placeholderData: keepPreviousData,
  });

export function useSalesReport(period: Period, filters: SalesFilters) {
  const { supabase } = useBackend();
  return useQuery(salesReportQuery(supabase, period, filters));
}

export const SALES_PAGE_SIZE = 20;

/** One page of sales (admin_sales_bookings), `limit` from `offset`. */
const salesPage = (
  supabase: SupabaseClient,
  period: Period,
  filters: SalesFilters,
  limit: number,
  offset: number,
) =>
  call(
    supabase.rpc('admin_sales_bookings', {
      ...range(period),
      ...filterArgs(filters),
      p_limit: limit,
      p_offset: offset,
    }),
    reportErrorMessage,
  );

export const salesBookingsQuery = (
  supabase: SupabaseClient,
  period: Period,
  filters: SalesFilters,
  page: number,
) =>
  queryOptions({
    queryKey: adminKeys.salesBookings(period.from, period.to, filters, page),
    queryFn: () =>
      salesPage(supabase, period, filters, SALES_PAGE_SIZE, (page - 1) * SALES_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

export function useSalesBookings(period: Period, filters: SalesFilters, page: number) {
  const { supabase } = useBackend();
  return useQuery(salesBookingsQuery(supabase, period, filters, page));
}

/** Every sale of the period and filters, a thousand at a time (for the CSV). */
export function useFetchAllSales() {
  const { supabase } = useBackend();
  return async (period: Period, filters: SalesFilters): Promise<SaleLine[]> => {
    const rows: SaleLine[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await salesPage(supabase, period, filters, 1000, offset);
      rows.push(...page.rows);
      if (rows.length >= page.total || page.rows.length === 0) return rows;
    }
  };
}
