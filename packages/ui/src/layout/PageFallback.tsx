import styles from './layout.module.css';

/** Shown while a page or a permission check is loading; announced to screen readers. */
export function PageFallback({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className={styles.fallback} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
