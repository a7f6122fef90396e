import styles from './Spinner.module.css';

/** A decorative turning ring; the busy state itself is told by `aria-busy` and the label beside it. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
