import { useEffect, useRef, type ReactNode } from 'react';
import styles from './PageSection.module.css';

/** One page of a dashboard (admin, revenue): its heading (focused on arrival) and, later, its data. */
export function PageSection({ title, children }: { title: string; children?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [title]);
  return (
    <section aria-labelledby="admin-section-title">
      <h1 id="admin-section-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
