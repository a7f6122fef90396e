import { useQueryClient } from '@tanstack/react-query';
import { RequestError } from '../../../backend/index.ts';
import { adminKeys } from './keys.ts';

/** After any admin write: the lists, details, figures and audit log read again. */
export function useAdminRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.manage }),
      queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
    ]);
}

/** Refused because the tour or service changed since it was read: the lists show the new one. */
export const changedMeanwhile = (error: Error) =>
  error instanceof RequestError &&
  (error.code === 'tour_changed' || error.code === 'service_changed');
