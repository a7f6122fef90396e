import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useIsDemo } from '../backend/index.ts';
import { ErrorBoundary } from '../components/ErrorPage/ErrorBoundary.tsx';
import { PATHS } from '../routes.ts';
import styles from './layout.module.css';

// Only demo builds show it, and its dialog (radix) would otherwise weigh on every first load.
const DemoReset = lazy(() =>
  import('./DemoReset.tsx').then(({ DemoReset }) => ({ default: DemoReset })),
);

export function Footer() {
  const demo = useIsDemo();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.footerText}>Maré — praias e passeios de barco no Brasil.</p>
        <nav aria-label="Rodapé" className={styles.footerNav}>
          <Link to={PATHS.providerRegistration} className={styles.footerLink}>
            Seja um parceiro
          </Link>
          <Link to={PATHS.providerLogin} className={styles.footerLink}>
            Área do parceiro
          </Link>
          <Link to={PATHS.adminLogin} className={styles.footerLink}>
            Administração
          </Link>
        </nav>
        {demo && (
          <div className={styles.demoNotice}>
            <p className={styles.footerText}>
              Modo demonstração: os dados ficam só neste navegador.{' '}
              <Link to={PATHS.demoMailbox} className={styles.footerLink}>
                Abrir a caixa de entrada de teste
              </Link>
            </p>
            <ErrorBoundary
              fallback={
                <p role="status" className={styles.footerText}>
                  A opção de restaurar os dados não pôde ser carregada. Recarregue a página para
                  tentar de novo.
                </p>
              }
            >
              <Suspense fallback={null}>
                <DemoReset />
              </Suspense>
            </ErrorBoundary>
          </div>
        )}
      </div>
    </footer>
  );
}
