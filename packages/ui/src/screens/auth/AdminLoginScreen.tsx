import { Link } from 'react-router-dom';
import { useAuthService } from '../../backend/index.ts';
import { PATHS } from '../../routes.ts';
import { AuthCard } from './AuthCard.tsx';
import { SignInForm } from './SignInForm.tsx';

export function AdminLoginScreen() {
  const auth = useAuthService();
  return (
    <AuthCard
      title="Administração"
      intro={<p>Acesso restrito à equipe da Maré.</p>}
      footer={<Link to={PATHS.home}>Voltar ao site</Link>}
    >
      <SignInForm
        signIn={(email, password) => auth.adminSignIn(email, password)}
        submitLabel="Entrar na administração"
      />
    </AuthCard>
  );
}

export default AdminLoginScreen;
