import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  adminErrorMessage,
  inSentence,
  PAYMENT_ISSUE_KINDS,
  type PaymentIssue,
  type PaymentIssueFilter,
  type SupabaseClient,
} from '@mare/domain';
import { call, useBackend } from '../../../backend/index.ts';
import { adminKeys } from './keys.ts';
import { useAdminRefresh } from './refresh.ts';

/** The payments that need attention, open ones oldest first (admin_payment_issues). */
export const paymentIssuesQuery = (supabase: SupabaseClient, filter: PaymentIssueFilter) =>
  queryOptions({
    queryKey: adminKeys.paymentIssues(filter),
    queryFn: () =>
      call(supabase.rpc('admin_payment_issues', { p_status: filter }), adminErrorMessage),
  });

export function usePaymentIssues(filter: PaymentIssueFilter) {
  const { supabase } = useBackend();
  return useQuery(paymentIssuesQuery(supabase, filter));
}

/**
 * Closes an issue with what was done; the database records who and when, and audits it. The
 * lists, the figures and the audit log read again.
 */
export function useResolvePaymentIssue() {
  const { supabase } = useBackend();
  const refresh = useAdminRefresh();
  return useMutation({
    mutationFn: async (input: { issue: PaymentIssue; resolution: string }) => {
      await call(
        supabase.rpc('admin_resolve_payment_issue', {
          issue_id: input.issue.id,
          resolution: input.resolution.trim(),
        }),
        adminErrorMessage,
      );
      return input;
    },
    onSuccess: async ({ issue }) => {
      toast.success(
        `Marcado como resolvido: ${inSentence(PAYMENT_ISSUE_KINDS[issue.kind].title)}.`,
      );
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}
