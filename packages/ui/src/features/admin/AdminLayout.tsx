import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Badge, VisuallyHidden } from '../../components/index.ts';
import { PageFallback } from '../../layout/PageFallback.tsx';
import { ADMIN_SECTIONS, PATHS } from '../../routes.ts';
import { usePaymentIssues } from './api/index.ts';
import styles from './admin.module.css';

/**
 * How many payments wait for the admin, next to "Pagamentos" (the same query as the Painel's, so
 * one request serves both). Nothing while it loads or if it fails: the page itself says why.
 */
function OpenPaymentsCount() {
  const { data } = usePaymentIssues('open');
  const count = data?.length ?? 0;
  if (count === 0) return null;
  // The space keeps the link's name "Pagamentos 2 precisam de atenção".
  return (
    <>
      {' '}
      <Badge tone="warning" className={styles.navCount}>
        {count}
        <VisuallyHidden>
          {count === 1 ? ' precisa de atenção' : ' precisam de atenção'}
        </VisuallyHidden>
      </Badge>
    </>
  );
}

/** Side navigation to every admin section, and the section itself. */
export function AdminLayout() {
  return (
    <div className={styles.layout}>
      <nav aria-label="Administração">
        <ul className={styles.navList}>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} className={styles.navLink}>
                {section.label}
                {section.path === PATHS.adminPayments && <OpenPaymentsCount />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

export default AdminLayout;
