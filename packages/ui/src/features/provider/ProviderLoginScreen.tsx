import { Link } from 'react-router-dom';
import { useAuthService } from '../../backend/index.ts';
import { PATHS } from '../../routes.ts';
import { AuthCard } from '../../auth-forms/AuthCard.tsx';
import { SignInForm } from '../../auth-forms/SignInForm.tsx';

export function ProviderLoginScreen() {
  const auth = useAuthService();
  return (
    <AuthCard
      title="Área do parceiro"
      intro={
        <p>Guias, transfers, restaurantes, hospedagens e operadores de passeio entram aqui.</p>
      }
      footer={
        <>
          <Link to={PATHS.forgotPassword}>Esqueci minha senha</Link>
          <p>
            Ainda não é parceiro? <Link to={PATHS.providerRegistration}>Cadastre seu negócio</Link>
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
