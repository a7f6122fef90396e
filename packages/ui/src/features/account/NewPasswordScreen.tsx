import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuth } from '../../auth/index.ts';
import { useAuthService } from '../../backend/index.ts';
import {
  FormAlert,
  PasswordField,
  SubmitButton,
  useZodForm,
  newPasswordSchema,
} from '../../forms/index.ts';
import { PageFallback } from '../../layout/PageFallback.tsx';
import { PATHS, homeForRole } from '../../routes.ts';
import { AuthCard } from '../../auth-forms/AuthCard.tsx';
import styles from '../../auth-forms/auth-forms.module.css';

/** Reached through the password-recovery event, which signs the person in for this one step. */
export function NewPasswordScreen() {
  const auth = useAuthService();
  const { user, role, loading } = useAuth();
  const navigate = useNavigate();
  const form = useZodForm(newPasswordSchema);

  const onSubmit = form.submit(async (values) => {
    const outcome = await auth.updatePassword(values.password);
    if (!outcome.ok) {
      toast.error(outcome.message);
      form.setMessage({ text: outcome.message, tone: 'error' });
      return;
    }
    toast.success(outcome.message);
    navigate(homeForRole(role), { replace: true });
  });

  if (loading) return <PageFallback label="Verificando autenticação..." />;
  if (!user) {
    return (
      <AuthCard
        title="Link expirado"
        footer={
          <Link to={PATHS.forgotPassword} className={styles.link}>
            Pedir um novo link
          </Link>
        }
      >
        <p>Este link de redefinição não é mais válido. Peça um novo para criar sua senha.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Criar nova senha"
      intro={<p className={styles.introText}>Escolha uma senha com pelo menos 6 caracteres.</p>}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordField label="Nova senha" autoComplete="new-password" {...form.field('password')} />
        <PasswordField
          label="Confirme a nova senha"
          autoComplete="new-password"
          {...form.field('confirmation')}
        />
        <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
        <SubmitButton pending={form.pending} pendingLabel="Salvando...">
          Salvar nova senha
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export default NewPasswordScreen;
