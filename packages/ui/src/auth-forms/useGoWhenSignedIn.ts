import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/index.ts';

/** How long a new session may take to reach the AuthProvider before the page opens anyway. */
const SESSION_WAIT_MS = 5000;

/**
 * Opens a page once the AuthProvider knows the person who just signed in (or up). The session
 * reaches it a task after the call that made it: a guarded page opened before that saw nobody
 * signed in and sent the person to an empty sign-in form (the account journey did, under load).
 * The returned function resolves on arrival; should the session never arrive, the page opens
 * anyway after SESSION_WAIT_MS and its guard decides.
 */
export function useGoWhenSignedIn() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ userId: string; path: string } | null>(null);
  const arrived = useRef<() => void>(() => {});

  useEffect(() => {
    if (!target || user?.id !== target.userId) return;
    navigate(target.path, { replace: true });
    arrived.current();
  }, [target, user, navigate]);

  return useCallback(
    (userId: string, path: string) =>
      new Promise<void>((resolve) => {
        const giveUp = setTimeout(() => {
          navigate(path, { replace: true });
          resolve();
        }, SESSION_WAIT_MS);
        arrived.current = () => {
          clearTimeout(giveUp);
          resolve();
        };
        setTarget({ userId, path });
      }),
    [navigate],
  );
}
