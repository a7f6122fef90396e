import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** What shows where a list has nothing yet: what it is, and what to do next. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  titleClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative glyph or SVG. */
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** For the spacing of the place it is shown in. */
  titleClassName?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={[styles.title, titleClassName].filter(Boolean).join(' ')}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
