import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../components/Card/Card.tsx';
import styles from './auth-forms.module.css';

/**
 * The frame every sign-in and sign-up screen shares: heading, intro, form, links. The screen
 * styles what it passes with this module's classes (`introText`, `link`).
 */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Arriving on a new screen, focus starts at its heading so the page is announced.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby="auth-title">
      <h1 id="auth-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Card>
  );
}
