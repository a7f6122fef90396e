export { AuthProvider } from './AuthProvider.tsx';
export { useAuth, type AuthState } from './auth-context.ts';
export { useAdminSignIn } from './useAdminSignIn.ts';
export { useSignOut } from './useSignOut.ts';
export { useAuthTasks } from './auth-tasks.ts';
