import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Period, SupabaseClient } from '@mare/domain';
import { call } from '../../../backend/index.ts';
import { reportErrorMessage } from '../../../reports/report-request.ts';
import { boatOwnerKeys } from './keys.ts';
import { ownerCall, useOwner } from './owner.ts';

/** The owner's figures of [from, to) for Início (owner_revenue_summary), in centavos. */
export const monthRevenueQuery = (
  supabase: SupabaseClient,
  userId: string | undefined,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: boatOwnerKeys.monthRevenue(userId, from, to),
    queryFn: userId
      ? () => ownerCall(supabase.rpc('owner_revenue_summary', { p_from: from, p_to: to }))
      : skipToken,
  });

export function useMonthRevenue(from: string, to: string) {
  const { supabase, userId } = useOwner();
  return useQuery(monthRevenueQuery(supabase, userId, from, to));
}

/** The signed-in boat owner's figures for the Receita screen (owner_revenue_report). */
export const ownerRevenueQuery = (
  supabase: SupabaseClient,
  userId: string | undefined,
  period: Period,
) =>
  queryOptions({
    queryKey: boatOwnerKeys.revenue(userId, period.from, period.to),
    queryFn: userId
      ? () =>
          call(
            supabase.rpc('owner_revenue_report', { p_from: period.from, p_to: period.to }),
            reportErrorMessage,
          )
      : skipToken,
    placeholderData: keepPreviousData,
  });

export function useOwnerRevenue(period: Period) {
  const { supabase, userId } = useOwner();
  return useQuery(ownerRevenueQuery(supabase, userId, period));
}
