import { PageSection } from '../../dashboard/PageSection.tsx';
import { SalesReportScreen } from './reports/SalesReportScreen.tsx';

export { AdminDashboardScreen } from './reports/AdminDashboardScreen.tsx';
export { AdminUsersScreen } from './manage/AdminUsersScreen.tsx';
export { AdminBoatOwnersScreen } from './manage/AdminBoatOwnersScreen.tsx';
export { AdminToursScreen } from './manage/AdminToursScreen.tsx';
export { AdminServicesScreen } from './manage/AdminServicesScreen.tsx';
export const AdminSalesReportScreen = SalesReportScreen;
export { PaymentIssuesScreen as AdminPaymentsScreen } from './payments/PaymentIssuesScreen.tsx';
export { AdminReviewsScreen } from './reviews/AdminReviewsScreen.tsx';

/** Placeholders the spec shows with a heading only. */
export const AdminContentScreen = () => <PageSection title="Conteúdo" />;
export const AdminMediaScreen = () => <PageSection title="Mídia" />;
export const AdminAuditLogsScreen = () => <PageSection title="Logs de Auditoria" />;
export const AdminBlockedUsersScreen = () => <PageSection title="Usuários Bloqueados" />;
export const AdminSettingsScreen = () => <PageSection title="Configurações" />;
