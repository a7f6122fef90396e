import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/index.ts';
import { PageFallback } from '../layout/PageFallback.tsx';
import { PATHS } from '../routes.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { RoleCheckFailed } from './RoleCheckFailed.tsx';
import type { RedirectState } from './RequireAuth.tsx';

/** The admin area: comfort only — the database's row-level security is the real gate. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, role, loading, roleLoading, roleError } = useAuth();
  const location = useLocation();
  if (loading || roleLoading)
    return <PageFallback label="Verificando Permissões Administrativas..." />;
  if (!user) {
    const state: RedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={PATHS.adminLogin} replace state={state} />;
  }
  if (roleError) return <RoleCheckFailed />;
  if (role !== 'admin') return <AccessDenied attemptedPath={location.pathname} />;
  return children ?? <Outlet />;
}
