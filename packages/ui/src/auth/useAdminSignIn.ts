import { useCallback } from 'react';
import { toast } from 'sonner';
import type { Outcome, Session } from '@mare/domain';
import { useAuthService } from '../backend/index.ts';
import { useAuthTasks } from './auth-tasks.ts';

/**
 * Admin sign-in. It signs in before it knows the role, and signs a non-admin out
 * again: those passing events must not toast, or a refused person would read "signed in",
 * "signed out" and the refusal. Only a real admin sign-in is greeted, once.
 */
export function useAdminSignIn(): (email: string, password: string) => Promise<Outcome<Session>> {
  const auth = useAuthService();
  const { quietly, reloadRole } = useAuthTasks();
  return useCallback(
    async (email, password) => {
      const outcome = await quietly(() => auth.adminSignIn(email, password));
      if (outcome.ok) {
        // The role read on the sign-in event came before a master bootstrap made it admin.
        await reloadRole();
        toast.success(outcome.message);
      }
      return outcome;
    },
    [auth, quietly, reloadRole],
  );
}
