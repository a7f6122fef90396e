export { AuthProvider } from './AuthProvider.tsx';
export { useAuth, type AuthState } from './auth-context.ts';
export { useQuietAuthEvents, type Quietly } from './quiet-events.ts';
export { useAdminSignIn } from './useAdminSignIn.ts';
export { useSignOut } from './useSignOut.ts';
