import { DashboardScreen } from './DashboardScreen.tsx';
import styles from './dashboard.module.css';

export function BoatOwnerDashboardScreen() {
  return (
    <DashboardScreen title="Painel do dono de barco">
      <section className={styles.panel} aria-labelledby="proximos-passos">
        <h2 id="proximos-passos">Próximos passos</h2>
        <p>Em breve você cadastra seus barcos, passeios e horários de saída por aqui.</p>
      </section>
    </DashboardScreen>
  );
}

export default BoatOwnerDashboardScreen;
