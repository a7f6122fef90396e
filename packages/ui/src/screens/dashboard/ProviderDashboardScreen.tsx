import { DashboardScreen } from './DashboardScreen.tsx';
import styles from './dashboard.module.css';

export function ProviderDashboardScreen() {
  return (
    <DashboardScreen title="Painel do parceiro">
      <section className={styles.panel} aria-labelledby="proximos-passos">
        <h2 id="proximos-passos">Próximos passos</h2>
        <p>Em breve você recebe pedidos de visitantes e gerencia seus serviços por aqui.</p>
      </section>
    </DashboardScreen>
  );
}

export default ProviderDashboardScreen;
