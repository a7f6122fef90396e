import { createContext, useContext } from 'react';
import type { Role, Session, User } from '@mare/domain';

export interface AuthState {
  user: User | null;
  session: Session | null;
  role: Role | null;
  /** True until the initial session check (and the role of a restored session) is done. */
  loading: boolean;
  /** True while the role of a freshly signed-in user is being read. */
  roleLoading: boolean;
  /** The role could not be read (network, server): not the same as having no rights. */
  roleError: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}
