import type { ReactNode } from 'react';
import styles from './BusyButton.module.css';

/**
 * A button that is unavailable while its request runs but keeps the keyboard focus: `disabled`
 * would drop it, leaving the person nowhere when the answer (often an error) arrives.
 */
export function BusyButton({
  busy,
  onPress,
  children,
}: {
  busy: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}
