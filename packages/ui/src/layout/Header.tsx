import { Link, NavLink } from 'react-router-dom';
import { useAuth, useSignOut } from '../auth/index.ts';
import { Button, buttonClassName } from '../components/Button/index.ts';
import { PATHS } from '../routes.ts';
import { dashboardFor } from './dashboard-link.ts';
import { SiteMenu } from './SiteMenu.tsx';
import styles from './layout.module.css';

/**
 * One row at every width. Wide screens show the navigation and the account's links; below
 * 768 px the row keeps the brand, the one account action that matters most (Entrar or Sair)
 * and a menu button that opens the rest.
 */
export function Header() {
  const { user, role, loading, roleLoading } = useAuth();
  const { signOut, pending } = useSignOut();
  const signedIn = Boolean(user) && !loading;
  const displayName = (user?.user_metadata?.nome as string | undefined) || user?.email || null;
  // Shown once the role is known, so a boat owner never sees a wrong link flash by.
  const dashboard = signedIn && !roleLoading ? dashboardFor(role) : null;

  return (
    <header className={styles.header} data-surface="inverse">
      <div className={styles.headerInner}>
        <Link to={PATHS.home} className={styles.brand} aria-label="Maré — página inicial">
          <span aria-hidden="true" className={styles.brandMark}>
            ≈
          </span>
          Maré
        </Link>
        <nav aria-label="Principal" className={`${styles.nav} ${styles.wide}`}>
          <NavLink to={PATHS.home} end className={`${styles.headerLink} ${styles.navLink}`}>
            Início
          </NavLink>
          <NavLink to={PATHS.tours} className={`${styles.headerLink} ${styles.navLink}`}>
            Passeios
          </NavLink>
          <NavLink to={PATHS.providers} className={`${styles.headerLink} ${styles.navLink}`}>
            Guias
          </NavLink>
          <NavLink to={PATHS.blog} className={`${styles.headerLink} ${styles.navLink}`}>
            Blog
          </NavLink>
        </nav>
        <div className={styles.account}>
          {signedIn ? (
            <>
              {displayName && (
                <span className={`${styles.accountName} ${styles.wider}`}>{displayName}</span>
              )}
              {dashboard && (
                <Link to={dashboard.path} className={`${styles.headerLink} ${styles.wide}`}>
                  {dashboard.label}
                </Link>
              )}
              <Link to={PATHS.myBookings} className={`${styles.headerLink} ${styles.wide}`}>
                Minhas reservas
              </Link>
              {/* Below 1024 px the row has no room for it: the menu (phones) and the request
                  e-mails lead there. */}
              <Link to={PATHS.myRequests} className={`${styles.headerLink} ${styles.wider}`}>
                Minhas solicitações
              </Link>
              <Button
                variant="ghost"
                size="sm"
                className={styles.onDark}
                onClick={() => void signOut()}
                busy={pending}
              >
                Sair
              </Button>
            </>
          ) : (
            // While the session is checked the links hold their place, unseen, so nothing shifts.
            <div className={loading ? styles.accountPending : styles.accountLinks}>
              <Link to={PATHS.signIn} className={styles.headerLink}>
                Entrar
              </Link>
              {/* A link with a button's look (not ButtonSlot): every page's first load has it. */}
              <Link
                to={PATHS.signUp}
                className={buttonClassName({
                  variant: 'secondary',
                  size: 'sm',
                  className: styles.wide,
                })}
              >
                Criar conta
              </Link>
            </div>
          )}
        </div>
        <SiteMenu
          className={styles.narrow}
          account={
            loading
              ? { kind: 'checking' }
              : signedIn
                ? { kind: 'signed-in', displayName, dashboard }
                : { kind: 'signed-out' }
          }
        />
      </div>
    </header>
  );
}
