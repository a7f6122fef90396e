import { AdminSection } from './AdminSection.tsx';
import { AdminDashboardScreen } from '../admin-reports/AdminDashboardScreen.tsx';
import { SalesReportScreen } from '../admin-reports/SalesReportScreen.tsx';

export const AdminDashboardPage = AdminDashboardScreen;
export { AdminUsersPage } from '../admin-manage/AdminUsersPage.tsx';
export { AdminBoatOwnersPage } from '../admin-manage/AdminBoatOwnersPage.tsx';
export { AdminToursPage } from '../admin-manage/AdminToursPage.tsx';
export { AdminServicesPage } from '../admin-manage/AdminServicesPage.tsx';
export const AdminSalesReportPage = SalesReportScreen;

/** Placeholders the spec shows with a heading only. */
export const AdminContentPage = () => <AdminSection title="Conteúdo" />;
export const AdminMediaPage = () => <AdminSection title="Mídia" />;
export const AdminAuditLogsPage = () => <AdminSection title="Logs de Auditoria" />;
export const AdminBlockedUsersPage = () => <AdminSection title="Usuários Bloqueados" />;
export const AdminSettingsPage = () => <AdminSection title="Configurações" />;
