import { useEffect, useRef, type ReactNode } from 'react';
import { useAuth } from '../../auth/index.ts';
import { ProfilePanel } from './ProfilePanel.tsx';
import styles from './dashboard.module.css';

/** The frame of the boat-owner and provider dashboards: greeting, what comes next, profile. */
export function DashboardScreen({ title, children }: { title: string; children?: ReactNode }) {
  const { user } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const name = (user?.user_metadata?.nome as string | undefined) ?? user?.email ?? '';
  return (
    <div className={styles.dashboard}>
      <header>
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className={styles.greeting}>Olá, {name}!</p>
      </header>
      {children}
      <ProfilePanel />
    </div>
  );
}
