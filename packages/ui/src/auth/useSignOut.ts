import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_OUT_REDIRECT_MS } from '@mare/domain';
import { useBackendPromise } from '../backend/index.ts';
import { showToast } from '../components/Toaster/toasts.ts';

/** Sign-out as the spec has it: global sign-out, a toast, then home after 500 ms. */
export function useSignOut() {
  const loadBackend = useBackendPromise();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    const { auth } = await loadBackend();
    const outcome = await auth.signOut();
    setPending(false);
    if (!outcome.ok) {
      showToast((toast) => toast.error(outcome.message));
      return;
    }
    showToast((toast) => toast.success(outcome.message));
    setTimeout(() => navigate('/'), SIGN_OUT_REDIRECT_MS);
  }, [loadBackend, navigate]);

  return { signOut, pending };
}
