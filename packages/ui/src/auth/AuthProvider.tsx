import {
  startTransition,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthChangeEvent, Session } from '@mare/domain';
import { useBackendReady, useStoredSession } from '../backend/index.ts';
import { afterLoadWhenIdle } from '../backend/when-idle.ts';
import { showToast } from '../components/Toaster/toasts.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { AuthTasksContext, type AuthTasks } from './auth-tasks.ts';
import { NEW_PASSWORD_PATH } from '../routes.ts';

const initialState: AuthState = {
  user: null,
  session: null,
  role: null,
  loading: true,
  roleLoading: false,
  roleError: false,
};

/**
 * Follows the Supabase session and turns auth events into the spec's toasts.
 * Toasts fire on real transitions only (no user → user, user → none), so a page reload that
 * restores a session does not greet the person again. Events raised inside `quietly` (see
 * useAdminSignIn) update the state but toast nothing.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Listening never starts the backend's load: a page that needs it does, or the idle moment after load.
  const backendReady = useBackendReady();
  const storedSession = useStoredSession();
  const navigate = useNavigate();
  // `navigate` changes with every location: as an effect dependency it would re-subscribe on each
  // navigation, replaying the initial check (loading again, the role read again, a header flash).
  const openNewPasswordScreen = useEffectEvent(() => navigate(NEW_PASSWORD_PATH));
  const [state, setState] = useState<AuthState>(initialState);
  // A count, not a flag: two quiet tasks may overlap.
  const quietTasks = useRef(0);
  // Set by the subscription below, which knows who is signed in.
  const roleReload = useRef<() => Promise<void>>(() => Promise.resolve());
  const tasks = useMemo<AuthTasks>(
    () => ({
      quietly: async (task) => {
        quietTasks.current += 1;
        try {
          return await task();
        } finally {
          quietTasks.current -= 1;
        }
      },
      reloadRole: () => roleReload.current(),
    }),
    [],
  );

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let initialCheckDone = false;
    let currentUserId: string | null = null;
    let roleRequests = 0;
    // A transition: the session often resolves while a prerendered page's lazy screen is still
    // loading, and an urgent update reaching that unhydrated part would make React replace its
    // HTML with the loading fallback until the screen arrives (the page's heading would flash).
    const update = (next: (previous: AuthState) => AuthState) =>
      startTransition(() => setState(next));

    const loadRole = async (userId: string) => {
      const request = (roleRequests += 1);
      update((previous) => (previous.roleError ? { ...previous, roleLoading: true } : previous));
      const { auth } = await backendReady;
      const outcome = await auth.getRole(userId);
      // Only the latest read counts: an earlier one may predate a role change.
      if (!active || currentUserId !== userId || request !== roleRequests) return;
      // A failed read leaves the role unknown, so a guard offers a retry instead of a refusal.
      update((previous) => ({
        ...previous,
        role: outcome.ok ? outcome.value : null,
        loading: false,
        roleLoading: false,
        roleError: !outcome.ok,
      }));
    };

    const apply = (event: AuthChangeEvent, session: Session | null, quiet: boolean) => {
      if (!active) return;
      const nextUserId = session?.user.id ?? null;
      const wasSignedIn = currentUserId !== null;
      const userChanged = nextUserId !== currentUserId;
      currentUserId = nextUserId;

      const toasts = initialCheckDone && !quiet;
      if (toasts && event === 'SIGNED_IN' && !wasSignedIn)
        showToast((toast) => void import('./auth-toasts.ts').then((m) => m.toastSignedIn(toast)));
      if (toasts && event === 'SIGNED_OUT' && wasSignedIn)
        showToast((toast) => void import('./auth-toasts.ts').then((m) => m.toastSignedOut(toast)));
      if (event === 'PASSWORD_RECOVERY') openNewPasswordScreen();

      const firstCheck = !initialCheckDone;
      initialCheckDone = true;
      update((previous) => ({
        user: session?.user ?? null,
        session,
        role: userChanged ? null : previous.role,
        loading: firstCheck ? nextUserId !== null : previous.loading && nextUserId !== null,
        roleLoading: userChanged ? nextUserId !== null : previous.roleLoading,
        roleError: userChanged ? false : previous.roleError,
      }));
      if (userChanged && nextUserId) void loadRole(nextUserId);
    };

    roleReload.current = async () => {
      if (currentUserId) await loadRole(currentUserId);
    };

    // No session stored: signed out, known without the backend (which may never load on this page).
    // Said once the page has loaded and is idle, when the backend used to answer it: an update
    // while a prerendered page's lazy screen is still hydrating would make React drop its HTML.
    const cancelSignedOut = storedSession.present()
      ? () => {}
      : afterLoadWhenIdle(() => {
          if (!initialCheckDone) apply('INITIAL_SESSION', null, true);
        });

    void backendReady.then(({ supabase }) => {
      if (!active) return;
      // supabase-js warns against awaiting other client calls inside this callback: defer the work.
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        // Read now: supabase-js awaits this callback inside the call that raised the event, so
        // a quiet task is still running; by the deferred apply it may have ended.
        const quiet = quietTasks.current > 0;
        setTimeout(() => apply(event, session, quiet), 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      roleReload.current = () => Promise.resolve();
      cancelSignedOut();
      unsubscribe();
    };
  }, [backendReady, storedSession]);

  return (
    <AuthTasksContext.Provider value={tasks}>
      <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
    </AuthTasksContext.Provider>
  );
}
