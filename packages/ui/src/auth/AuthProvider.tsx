import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { AUTH_MESSAGES, type AuthChangeEvent, type Session } from '@mare/domain';
import { useBackendReady } from '../backend/index.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { NEW_PASSWORD_PATH } from '../routes.ts';

const initialState: AuthState = {
  user: null,
  session: null,
  role: null,
  loading: true,
  roleLoading: false,
};

/**
 * Follows the Supabase session and turns auth events into the spec's toasts.
 * Toasts fire on real transitions only (no user → user, user → none), so a page reload that
 * restores a session does not greet the person again.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Listening never starts the backend's load: a page that needs it does, or the idle moment after load.
  const backendReady = useBackendReady();
  const navigate = useNavigate();
  const [state, setState] = useState<AuthState>(initialState);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let initialCheckDone = false;
    let currentUserId: string | null = null;

    const loadRole = async (userId: string) => {
      const { auth } = await backendReady;
      const outcome = await auth.getRole(userId);
      if (!active || currentUserId !== userId) return;
      setState((previous) => ({
        ...previous,
        role: outcome.ok ? outcome.value : 'user',
        loading: false,
        roleLoading: false,
      }));
    };

    const apply = (event: AuthChangeEvent, session: Session | null) => {
      if (!active) return;
      const nextUserId = session?.user.id ?? null;
      const wasSignedIn = currentUserId !== null;
      const userChanged = nextUserId !== currentUserId;
      currentUserId = nextUserId;

      if (initialCheckDone && event === 'SIGNED_IN' && !wasSignedIn)
        toast.success(AUTH_MESSAGES.signInSuccess);
      if (initialCheckDone && event === 'SIGNED_OUT' && wasSignedIn)
        toast.info(AUTH_MESSAGES.signedOut);
      if (event === 'PASSWORD_RECOVERY') navigate(NEW_PASSWORD_PATH);

      const firstCheck = !initialCheckDone;
      initialCheckDone = true;
      setState((previous) => ({
        user: session?.user ?? null,
        session,
        role: userChanged ? null : previous.role,
        loading: firstCheck ? nextUserId !== null : previous.loading && nextUserId !== null,
        roleLoading: userChanged ? nextUserId !== null : previous.roleLoading,
      }));
      if (userChanged && nextUserId) void loadRole(nextUserId);
    };

    void backendReady.then(({ supabase }) => {
      if (!active) return;
      // supabase-js warns against awaiting other client calls inside this callback: defer the work.
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        setTimeout(() => apply(event, session), 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [backendReady, navigate]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
