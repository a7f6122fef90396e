import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { PageFallback } from '../../layout/PageFallback.tsx';
import { ADMIN_SECTIONS } from '../../routes.ts';
import styles from './admin.module.css';

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
