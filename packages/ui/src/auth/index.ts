export { AuthProvider } from './AuthProvider.tsx';
export { useAuth, type AuthState } from './auth-context.ts';
export { useAuthTasks, type AuthTasks, type Quietly } from './auth-tasks.ts';
export { useAdminSignIn } from './useAdminSignIn.ts';
export { useSignOut } from './useSignOut.ts';
