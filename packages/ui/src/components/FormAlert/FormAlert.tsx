import type { ReactNode } from 'react';
import styles from './FormAlert.module.css';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

/**
 * The form-level message beside a form, announced politely. The live region is always rendered
 * so that screen readers notice when text appears in it.
 */
export function FormAlert({
  message,
  tone = 'error',
  id,
}: {
  message: ReactNode;
  tone?: AlertTone | undefined;
  id?: string;
}) {
  return (
    <div id={id} aria-live="polite" aria-atomic="true" className={styles.region}>
      {message ? (
        <p className={[styles.alert, styles[tone]].join(' ')} data-tone={tone}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
