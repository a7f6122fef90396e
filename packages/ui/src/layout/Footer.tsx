import { Link } from 'react-router-dom';
import { useIsDemo } from '../backend/index.ts';
import { PATHS } from '../routes.ts';
import { DemoReset } from './DemoReset.tsx';
import styles from './layout.module.css';

export function Footer() {
  const demo = useIsDemo();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>Maré — praias e passeios de barco no Brasil.</p>
        <nav aria-label="Rodapé" className={styles.footerNav}>
          <Link to={PATHS.providerRegistration}>Seja um parceiro</Link>
          <Link to={PATHS.providerLogin}>Área do parceiro</Link>
          <Link to={PATHS.adminLogin}>Administração</Link>
        </nav>
        {demo && (
          <div className={styles.demoNotice}>
            <p>
              Modo demonstração: os dados ficam só neste navegador.{' '}
              <Link to={PATHS.demoMailbox}>Abrir a caixa de entrada de teste</Link>
            </p>
            <DemoReset />
          </div>
        )}
      </div>
    </footer>
  );
}
