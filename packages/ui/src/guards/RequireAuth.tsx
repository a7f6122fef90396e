import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/index.ts';
import { PageFallback } from '../layout/PageFallback.tsx';
import { PATHS } from '../routes.ts';

export interface RedirectState {
  from?: string;
}

/** Pages that need a signed-in person; others go to sign-in, which brings them back here. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageFallback label="Verificando autenticação..." />;
  if (!user) {
    const state: RedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={PATHS.signIn} replace state={state} />;
  }
  return children ?? <Outlet />;
}
