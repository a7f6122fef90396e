import styles from './forms.module.css';

/**
 * The form-level message beside the form, announced politely. It is always rendered so that
 * screen readers notice when text appears in it.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success' | 'info';
}) {
  return (
    <div aria-live="polite" aria-atomic="true" className={styles.alertRegion}>
      {message && (
        <p className={styles.alert} data-tone={tone}>
          {message}
        </p>
      )}
    </div>
  );
}
