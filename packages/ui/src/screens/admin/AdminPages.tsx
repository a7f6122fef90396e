import { AdminSection } from './AdminSection.tsx';

/** Sections whose data arrives in a later issue: heading and a short note of what is coming. */
function Upcoming({ title, what }: { title: string; what: string }) {
  return (
    <AdminSection title={title}>
      <p>{what}</p>
    </AdminSection>
  );
}

export const AdminDashboardPage = () => (
  <Upcoming
    title="Painel administrativo"
    what="Resumo de usuários, passeios e vendas da plataforma."
  />
);
export const AdminUsersPage = () => (
  <Upcoming title="Usuários" what="Busca, filtro por papel e bloqueio de contas." />
);
export const AdminBoatOwnersPage = () => (
  <Upcoming title="Donos de barco" what="Verificação de documentos e publicação de barcos." />
);
export const AdminToursPage = () => (
  <Upcoming title="Passeios" what="Publicação e revisão dos passeios cadastrados." />
);
export const AdminSalesReportPage = () => (
  <Upcoming title="Relatório de vendas" what="Receita, reservas e ticket médio por período." />
);

/** Placeholders the spec shows with a heading only. */
export const AdminContentPage = () => <AdminSection title="Conteúdo" />;
export const AdminMediaPage = () => <AdminSection title="Mídia" />;
export const AdminAuditLogsPage = () => <AdminSection title="Logs de Auditoria" />;
export const AdminBlockedUsersPage = () => <AdminSection title="Usuários Bloqueados" />;
export const AdminSettingsPage = () => <AdminSection title="Configurações" />;
