import type { Role } from '@mare/domain';
import { PATHS } from '../routes.ts';

export interface DashboardLink {
  path: string;
  label: string;
}

/** The dashboard a signed-in person's role opens; a plain account has none. */
export function dashboardFor(role: Role | null): DashboardLink | null {
  switch (role) {
    case 'admin':
      return { path: PATHS.admin, label: 'Painel administrativo' };
    case 'boat_owner':
      return { path: PATHS.boatOwners, label: 'Painel do dono de barco' };
    case 'service_provider':
      return { path: PATHS.providerDashboard, label: 'Painel do parceiro' };
    default:
      return null;
  }
}
