import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnerRevenueReport, Period } from '@mare/domain';
import { useAuth } from '../../../auth/index.ts';
import { useBackend } from '../../../backend/index.ts';
import { callReport } from '../../../reports/report-request.ts';

/** The signed-in boat owner's figures for the Receita screen (owner_revenue_report). */
export function useOwnerRevenue(period: Period) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery({
    queryKey: ['owner-revenue', user?.id, period.from, period.to],
    enabled: Boolean(user),
    queryFn: () =>
      callReport<OwnerRevenueReport>(supabase, 'owner_revenue_report', {
        p_from: period.from,
        p_to: period.to,
      }),
    placeholderData: keepPreviousData,
  });
}
