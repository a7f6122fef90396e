import { useState } from 'react';
import { toast } from 'sonner';
import type { SignUpInput } from '@mare/domain';
import { useAuthService } from '../backend/index.ts';
import type { FormMessage } from '../forms/useZodForm.ts';
import { homeForRole } from '../routes.ts';
import { useGoWhenSignedIn } from './useGoWhenSignedIn.ts';

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

/**
 * Runs a sign-up and reports it the way the spec says: a session means 'Cadastro realizado com
 * sucesso!' and the role's home; no session means "check your email" and a confirmation panel.
 */
export function useSignUp(setMessage: (message: FormMessage) => void) {
  const auth = useAuthService();
  const goWhenSignedIn = useGoWhenSignedIn();
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
    // The form stays busy (no second submit) until the dashboard opens.
    await goWhenSignedIn(outcome.value.session.user.id, homeForRole(input.accountType ?? 'user'));
  };

  return { signUp, awaitingConfirmation };
}
