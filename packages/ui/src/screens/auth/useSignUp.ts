import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { SignUpInput } from '@mare/domain';
import { useAuthService } from '../../backend/index.ts';
import type { FormMessage } from '../../forms/useForm.ts';
import { homeForRole } from '../../routes.ts';

/**
 * Runs a sign-up and reports it the way the spec says: a session means 'Cadastro realizado com
 * sucesso!' and the role's home; no session means "check your email" and a confirmation panel.
 */
export function useSignUp(setMessage: (message: FormMessage) => void) {
  const auth = useAuthService();
  const navigate = useNavigate();
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<{
    email: string;
    message: string;
  } | null>(null);

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
    navigate(homeForRole(input.accountType ?? 'user'), { replace: true });
  };

  return { signUp, awaitingConfirmation };
}
