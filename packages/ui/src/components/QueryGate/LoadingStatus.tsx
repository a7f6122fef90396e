import styles from './LoadingStatus.module.css';

/** A large turning ring over what is loading, announced to screen readers: a page, a panel. */
export function LoadingStatus({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
