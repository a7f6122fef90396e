import type { ReactNode } from 'react';
import { useHydrated } from '../hydration/index.ts';
import styles from './forms.module.css';

/**
 * Unavailable and marked busy while its form's request is pending. `aria-disabled` rather than
 * `disabled`: a disabled button drops the keyboard focus, leaving the person nowhere when the
 * answer (often an error) arrives. useForm ignores submits while pending.
 *
 * On a prerendered page it is truly disabled until the scripts have hydrated the form: the browser
 * would otherwise submit it natively, putting the fields (the password too) into the URL.
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
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={styles.submit}
      disabled={!hydrated}
      aria-disabled={pending}
      aria-busy={pending}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
