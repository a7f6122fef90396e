import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * Unavailable and marked busy while its form's request is pending. `aria-disabled` rather than
 * `disabled`: a disabled button drops the keyboard focus, leaving the person nowhere when the
 * answer (often an error) arrives. useForm ignores submits while pending.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.submit} aria-disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
