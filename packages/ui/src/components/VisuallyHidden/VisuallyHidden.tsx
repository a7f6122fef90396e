import type { HTMLAttributes, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only ("Excluir <nome do arquivo>" where the name is shown nearby). */
export function VisuallyHidden({
  children,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { children?: ReactNode }) {
  return (
    <span className={styles.hidden} {...rest}>
      {children}
    </span>
  );
}
