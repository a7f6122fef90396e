import { useOnline, type Connectivity } from './useOnline.ts';
import styles from './OfflineBanner.module.css';

/**
 * A discreet notice while the browser is offline. The live region is always in the page, so the
 * change is announced; it is empty (and takes no room) while online. A bare polite live region,
 * not role="status": the pages' own status messages stay the only status on the page.
 */
export function OfflineBanner({ connectivity }: { connectivity?: Connectivity | null }) {
  const online = useOnline(connectivity);
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      data-offline-banner=""
      className={online ? undefined : styles.banner}
    >
      {online ? null : (
        <p className={styles.message}>
          Você está sem conexão. O que você digitar continua aqui; envie de novo quando a conexão
          voltar.
        </p>
      )}
    </div>
  );
}
