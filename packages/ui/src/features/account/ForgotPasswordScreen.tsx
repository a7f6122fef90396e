import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuthService } from '../../backend/index.ts';
import {
  FormAlert,
  SubmitButton,
  TextField,
  useZodForm,
  emailOnlySchema,
} from '../../forms/index.ts';
import { PATHS } from '../../routes.ts';
import { AuthCard } from '../../auth-forms/AuthCard.tsx';
import styles from '../../auth-forms/auth-forms.module.css';

/** Same answer whether or not the account exists, so nobody can probe for accounts. */
export function ForgotPasswordScreen() {
  const auth = useAuthService();
  const form = useZodForm(emailOnlySchema);

  const onSubmit = form.submit(async (values) => {
    const outcome = await auth.requestPasswordReset(values.email);
    if (!outcome.ok) {
      toast.error(outcome.message);
      form.setMessage({ text: outcome.message, tone: 'error' });
      return;
    }
    toast.info(outcome.message);
    form.setMessage({ text: outcome.message, tone: 'success' });
  });

  return (
    <AuthCard
      title="Esqueci minha senha"
      intro={
        <p className={styles.introText}>
          Informe o email da sua conta e enviaremos um link para criar uma nova senha.
        </p>
      }
      footer={
        <Link to={PATHS.signIn} className={styles.link}>
          Voltar para o login
        </Link>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
        <SubmitButton pending={form.pending} pendingLabel="Enviando...">
          Enviar link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export default ForgotPasswordScreen;
