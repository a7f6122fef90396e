import { Link } from 'react-router-dom';
import { useAuthService } from '../../backend/index.ts';
import { PATHS } from '../../routes.ts';
import { AuthCard } from '../../auth-forms/AuthCard.tsx';
import { SignInForm } from '../../auth-forms/SignInForm.tsx';
import authStyles from '../../auth-forms/auth-forms.module.css';

export function SignInScreen() {
  const auth = useAuthService();
  return (
    <AuthCard
      title="Entrar"
      intro={
        <p className={authStyles.introText}>
          Acesse sua conta para gerenciar passeios, reservas e seu perfil.
        </p>
      }
      footer={
        <>
          <Link to={PATHS.forgotPassword} className={authStyles.link}>
            Esqueci minha senha
          </Link>
          <p>
            Ainda não tem conta?{' '}
            <Link to={PATHS.signUp} className={authStyles.link}>
              Cadastre-se
            </Link>
          </p>
        </>
      }
    >
      <SignInForm signIn={(email, password) => auth.signIn(email, password)} submitLabel="Entrar" />
    </AuthCard>
  );
}

export default SignInScreen;
