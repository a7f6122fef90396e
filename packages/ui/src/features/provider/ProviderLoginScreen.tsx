import { Link } from 'react-router-dom';
import { useAuthService } from '../../backend/index.ts';
import { PATHS } from '../../routes.ts';
import { AuthCard } from '../../auth-forms/AuthCard.tsx';
import { SignInForm } from '../../auth-forms/SignInForm.tsx';
import authStyles from '../../auth-forms/auth-forms.module.css';

export function ProviderLoginScreen() {
  const auth = useAuthService();
  return (
    <AuthCard
      title="Área do parceiro"
      intro={
        <p className={authStyles.introText}>
          Guias, transfers, restaurantes, hospedagens e operadores de passeio entram aqui.
        </p>
      }
      footer={
        <>
          <Link to={PATHS.forgotPassword} className={authStyles.link}>
            Esqueci minha senha
          </Link>
          <p>
            Ainda não é parceiro?{' '}
            <Link to={PATHS.providerRegistration} className={authStyles.link}>
              Cadastre seu negócio
            </Link>
          </p>
        </>
      }
    >
      <SignInForm
        signIn={(email, password) => auth.signIn(email, password)}
        submitLabel="Entrar como parceiro"
      />
    </AuthCard>
  );
}

export default ProviderLoginScreen;
