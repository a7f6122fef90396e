import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { SignUpInput } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { useAuthService } from '../../backend/index.ts';
import type { FormMessage } from '../../forms/useForm.ts';
import { homeForRole } from '../../routes.ts';

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

  // The new session reaches the AuthProvider a task after signUp resolves: going to the dashboard
  // before that, its guard would see nobody signed in and send the person to sign in.
  useEffect(() => {
    if (signedIn && user?.id === signedIn.userId) navigate(signedIn.home, { replace: true });
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
    setSignedIn({
      userId: outcome.value.session.user.id,
      home: homeForRole(input.accountType ?? 'user'),
    });
  };

  return { signUp, awaitingConfirmation };
}
