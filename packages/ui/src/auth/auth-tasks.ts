import { createContext, useContext } from 'react';

/** Runs `task` with the auth-event toasts off, for flows that sign in or out only on the way. */
export type Quietly = <T>(task: () => Promise<T>) => Promise<T>;

/** What flows that drive auth themselves (the admin sign-in) need from the AuthProvider. */
export interface AuthTasks {
  quietly: Quietly;
  /** Reads the signed-in person's role again, for a flow that changed it (the master bootstrap). */
  reloadRole: () => Promise<void>;
}

export const AuthTasksContext = createContext<AuthTasks | null>(null);

export function useAuthTasks(): AuthTasks {
  const tasks = useContext(AuthTasksContext);
  if (!tasks) throw new Error('useAuthTasks must be used inside <AuthProvider>.');
  return tasks;
}
