import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { SignUpInput } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { useAuthService } from '../../backend/index.ts';
import type { FormMessage } from '../../forms/useZodForm.ts';
import { homeForRole } from '../../routes.ts';

/** The person's part of a sign-up, as both sign-up forms collect it (the name is also the full name). */
export const personOf = (values: {
  email: string;
  password: string;
  nome: string;
  cidade: string;
}) => ({
  email: values.email,
  password: values.password,
  nome: values.nome,
  fullName: values.nome,
  cidade: values.cidade,
});

/** How long a new session may take to reach the AuthProvider before the dashboard opens anyway. */
const SESSION_WAIT_MS = 5000;

/**
 * Runs a sign-up and reports it the way the spec says: a session means 'Cadastro realizado com
 * sucesso!' and the role's home; no session means "check your email" and a confirmation panel.
 */
export function useSignUp(setMessage: (message: FormMessage) => void) {
  const auth = useAuthService();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<{
    email: string;
    message: string;
  } | null>(null);
  const [signedIn, setSignedIn] = useState<{ userId: string; home: string } | null>(null);
  const arrived = useRef<() => void>(() => {});

  // The new session reaches the AuthProvider a task after signUp resolves: going to the dashboard
  // before that, its guard would see nobody signed in and send the person to sign in.
  useEffect(() => {
    if (!signedIn || user?.id !== signedIn.userId) return;
    navigate(signedIn.home, { replace: true });
    arrived.current();
  }, [signedIn, user, navigate]);

  const signUp = async (input: SignUpInput) => {
    const outcome = await auth.signUp(input);
    if (!outcome.ok) {
      toast.error(outcome.message);
      setMessage({ text: outcome.message, tone: 'error' });
      return;
    }
    toast.success(outcome.message);
    if (outcome.value.kind === 'confirm-email') {
      setAwaitingConfirmation({ email: input.email, message: outcome.message });
      return;
    }
    const userId = outcome.value.session.user.id;
    const home = homeForRole(input.accountType ?? 'user');
    // The form stays busy (no second submit) until the dashboard opens. Should the session never
    // reach the provider, the dashboard opens anyway, and its guard asks the person to sign in.
    await new Promise<void>((resolve) => {
      const giveUp = setTimeout(() => {
        navigate(home, { replace: true });
        resolve();
      }, SESSION_WAIT_MS);
      arrived.current = () => {
        clearTimeout(giveUp);
        resolve();
      };
      setSignedIn({ userId, home });
    });
  };

  return { signUp, awaitingConfirmation };
}
