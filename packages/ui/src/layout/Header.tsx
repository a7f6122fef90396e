import { Link, NavLink } from 'react-router-dom';
import { useAuth, useSignOut } from '../auth/index.ts';
import { PATHS, homeForRole } from '../routes.ts';
import styles from './layout.module.css';

export function Header() {
  const { user, role, loading } = useAuth();
  const { signOut, pending } = useSignOut();
  const displayName = (user?.user_metadata?.nome as string | undefined) || user?.email;

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={PATHS.home} className={styles.brand} aria-label="Maré — página inicial">
          <span aria-hidden="true" className={styles.brandMark}>
            ≈
          </span>
          Maré
        </Link>
        <nav aria-label="Principal" className={styles.nav}>
          <NavLink to={PATHS.home} end>
            Início
          </NavLink>
          <NavLink to={PATHS.blog}>Blog</NavLink>
        </nav>
        <div className={styles.account}>
          {user && !loading ? (
            <>
              <Link to={homeForRole(role)} className={styles.accountName}>
                {displayName}
              </Link>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void signOut()}
                disabled={pending}
                aria-busy={pending}
              >
                Sair
              </button>
            </>
          ) : (
            // While the session is checked the links hold their place, unseen, so nothing shifts.
            <div className={loading ? styles.accountPending : styles.accountLinks}>
              <Link to={PATHS.signIn}>Entrar</Link>
              <Link to={PATHS.signUp} className={styles.cta}>
                Cadastrar
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
