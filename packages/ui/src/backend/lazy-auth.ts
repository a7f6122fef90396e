import type { AuthService } from '@mare/domain';
import type { Backend } from './BackendContext.tsx';

type AuthMethod = keyof AuthService;

const METHODS: readonly AuthMethod[] = [
  'signIn',
  'signUp',
  'signOut',
  'adminSignIn',
  'getRole',
  'getProfile',
  'updateProfile',
  'requestPasswordReset',
  'updatePassword',
  'verifyEmailToken',
  'recordAdminAccessDenied',
];

/** The auth service whose every call first waits for (and if need be starts) the backend. */
export function lazyAuth(demand: () => Promise<Backend>): AuthService {
  const entries = METHODS.map((name) => [
    name,
    async (...args: unknown[]) => {
      const { auth } = await demand();
      return (auth[name] as (...params: unknown[]) => Promise<unknown>)(...args);
    },
  ]);
  return Object.fromEntries(entries) as unknown as AuthService;
}
