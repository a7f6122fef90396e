import { PATHS } from '../../routes.ts';
import { DashboardScreen } from '../../dashboard/DashboardScreen.tsx';
import { ProviderDetailsPanel } from './ProviderDetailsPanel.tsx';
import { ProviderPublicPanel } from './ProviderPublicPanel.tsx';
import { Tabs } from '../../components/Tabs/Tabs.tsx';
import { CertificatesPanel } from './CertificatesPanel.tsx';
import { RequestsPanel } from './RequestsPanel.tsx';
import { ReviewsPanel } from './ReviewsPanel.tsx';
import { ServicesPanel } from './ServicesPanel.tsx';

export function ProviderDashboardScreen() {
  return (
    <DashboardScreen
      title="Painel do parceiro"
      forRole="service_provider"
      invitation={{
        about:
          'Este é o painel dos parceiros da Maré — guias, transfers, restaurantes, hospedagens e passeios: aqui o parceiro mantém os dados do negócio (Cadastur, WhatsApp) e recebe pedidos de visitantes.',
        join: {
          text: 'Para aparecer como parceiro, cadastre seu negócio com o número do Cadastur.',
          to: PATHS.providerRegistration,
          label: 'Cadastrar meu negócio',
        },
      }}
    >
      <Tabs
        label="Seções do painel do parceiro"
        items={[
          {
            value: 'perfil',
            label: 'Perfil',
            content: (
              <>
                <ProviderDetailsPanel />
                <ProviderPublicPanel />
                <CertificatesPanel />
              </>
            ),
          },
          { value: 'servicos', label: 'Serviços', content: <ServicesPanel /> },
          { value: 'pedidos', label: 'Pedidos', content: <RequestsPanel /> },
          { value: 'avaliacoes', label: 'Avaliações', content: <ReviewsPanel /> },
        ]}
      />
    </DashboardScreen>
  );
}

export default ProviderDashboardScreen;
