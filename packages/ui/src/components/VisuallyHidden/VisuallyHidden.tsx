import type { HTMLAttributes, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/**
 * Text for screen readers only ("Excluir <nome do arquivo>" where the name is shown nearby); `as`
 * gives a heading that names a section whose look already says what it is.
 */
export function VisuallyHidden({
  as: Element = 'span',
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'span' | 'h2' | 'h3'; children?: ReactNode }) {
  return (
    <Element className={styles.hidden} {...rest}>
      {children}
    </Element>
  );
}
