import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import type { Outcome, Role, Session } from '@mare/domain';
import { useAuthService } from '../backend/index.ts';
import { FormAlert, SubmitButton, signInSchema, useZodForm } from '../forms/index.ts';
import type { RedirectState } from '../guards/index.ts';
import { homeForRole } from '../routes.ts';
import { CredentialFields } from './CredentialFields.tsx';
import { useGoWhenSignedIn } from './useGoWhenSignedIn.ts';
import styles from './auth-forms.module.css';

type SignInAction = (email: string, password: string) => Promise<Outcome<Session>>;

/**
 * Email + password form shared by the sign-in, provider and admin screens. After success it goes
 * back to the remembered origin, else to where the person's role belongs.
 */
export function SignInForm({ signIn, submitLabel }: { signIn: SignInAction; submitLabel: string }) {
  const auth = useAuthService();
  const goWhenSignedIn = useGoWhenSignedIn();
  const origin = (useLocation().state as RedirectState | null)?.from;
  const form = useZodForm(signInSchema);

  const onSubmit = form.submit(async (values) => {
    const outcome = await signIn(values.email, values.password);
    if (!outcome.ok) {
      toast.error(outcome.message);
      // Admin sign-in toasts the spec's short text; beside the form the person also sees why.
      const text = outcome.detail ? `${outcome.message}: ${outcome.detail}` : outcome.message;
      form.setMessage({ text, tone: 'error' });
      return;
    }
    const role = await auth.getRole(outcome.value.user.id);
    const roleName: Role | null = role.ok ? role.value : null;
    await goWhenSignedIn(outcome.value.user.id, origin ?? homeForRole(roleName));
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby="signin-status">
      <CredentialFields field={form.field} password="current-password" />
      <div id="signin-status">
        <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      </div>
      <SubmitButton pending={form.pending} pendingLabel="Entrando...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
