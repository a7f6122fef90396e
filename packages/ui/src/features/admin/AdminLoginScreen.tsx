import { Link } from 'react-router-dom';
import { useAdminSignIn } from '../../auth/index.ts';
import { PATHS } from '../../routes.ts';
import { AuthCard } from '../../auth-forms/AuthCard.tsx';
import { SignInForm } from '../../auth-forms/SignInForm.tsx';
import authStyles from '../../auth-forms/auth-forms.module.css';

export function AdminLoginScreen() {
  const adminSignIn = useAdminSignIn();
  return (
    <AuthCard
      title="Administração"
      intro={<p className={authStyles.introText}>Acesso restrito à equipe da Maré.</p>}
      footer={
        <Link to={PATHS.home} className={authStyles.link}>
          Voltar ao site
        </Link>
      }
    >
      <SignInForm signIn={adminSignIn} submitLabel="Entrar na administração" />
    </AuthCard>
  );
}

export default AdminLoginScreen;
