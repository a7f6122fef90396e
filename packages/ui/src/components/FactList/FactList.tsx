import type { ReactNode } from 'react';
import styles from './FactList.module.css';

export type FactListLayout = 'inline' | 'columns';
export type FactListAlign = 'baseline' | 'center';

/**
 * A short list of facts ("Duração: 3 h", "Idiomas: português"), as a description list. Its
 * entries are `Fact`s, so a fact that may be missing is simply left out.
 */
export function FactList({
  layout = 'inline',
  align = 'baseline',
  className,
  children,
}: {
  /**
   * `inline`: one fact a line, "term: value", the value wrapping after the term. `columns`: the
   * term above its value, the facts side by side in columns at least 12rem wide.
   */
  layout?: FactListLayout;
  /**
   * Inline only. `baseline` lines the value's text up with the term's (text, links); `center`
   * centres them, for values holding a badge or a loading bar.
   */
  align?: FactListAlign;
  /** For the layout or the look of the place it is shown in. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <dl
      className={[
        styles.list,
        styles[layout],
        layout === 'inline' ? styles[align] : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </dl>
  );
}

/** One fact of a `FactList`: its term and, as children, its value. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
