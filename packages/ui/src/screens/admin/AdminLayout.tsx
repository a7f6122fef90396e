import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { PageFallback } from '../../layout/PageFallback.tsx';
import styles from './admin.module.css';

export const ADMIN_SECTIONS = [
  { path: 'dashboard', label: 'Painel' },
  { path: 'users', label: 'Usuários' },
  { path: 'boat-owners', label: 'Donos de barco' },
  { path: 'tours', label: 'Passeios' },
  { path: 'sales-report', label: 'Relatório de vendas' },
  { path: 'content', label: 'Conteúdo' },
  { path: 'media', label: 'Mídia' },
  { path: 'audit-logs', label: 'Auditoria' },
  { path: 'blocked-users', label: 'Usuários bloqueados' },
  { path: 'settings', label: 'Configurações' },
] as const;

/** Side navigation to every admin section, and the section itself. */
export function AdminLayout() {
  return (
    <div className={styles.layout}>
      <nav aria-label="Administração" className={styles.nav}>
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={`/admin/${section.path}`}>{section.label}</NavLink>
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
