import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@mare/domain';
import { useAuth } from '../auth/index.ts';
import { ButtonSlot } from '../components/Button/index.ts';
import { RoleCheckFailed } from '../guards/index.ts';
import { PageFallback } from '../layout/PageFallback.tsx';
import { homeForRole, PATHS } from '../routes.ts';
import { ProfilePanel } from './ProfilePanel.tsx';
import styles from './dashboard.module.css';

/** What a dashboard is, told to someone whose account is not of its kind, and how to get one. */
export interface DashboardInvitation {
  about: string;
  join: { text: string; to: string; label: string };
}

function useArrivalFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return headingRef;
}

function Invitation({
  title,
  invitation,
  role,
}: {
  title: string;
  invitation: DashboardInvitation;
  role: Role | null;
}) {
  const headingRef = useArrivalFocus();
  const ownHome = homeForRole(role);
  return (
    <div className={styles.dashboard}>
      <section className={styles.panel} aria-labelledby="painel-titulo">
        <h1 id="painel-titulo" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {title}
        </h1>
        <p>{invitation.about}</p>
        <p>
          Sua conta não é deste tipo, então este painel não tem nada para ela.{' '}
          {invitation.join.text}
        </p>
        <div className={styles.actions}>
          <ButtonSlot>
            <Link to={invitation.join.to}>{invitation.join.label}</Link>
          </ButtonSlot>
          {ownHome === PATHS.home ? (
            <ButtonSlot variant="secondary">
              <Link to={PATHS.home}>Voltar ao início</Link>
            </ButtonSlot>
          ) : (
            <ButtonSlot variant="secondary">
              <Link to={ownHome}>Ir para o meu painel</Link>
            </ButtonSlot>
          )}
        </div>
      </section>
    </div>
  );
}

function Dashboard({ title, children }: { title: string; children?: ReactNode }) {
  const { user } = useAuth();
  const headingRef = useArrivalFocus();
  const name = (user?.user_metadata?.nome as string | undefined) ?? user?.email ?? '';
  return (
    <div className={styles.dashboard}>
      <header>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {title}
        </h1>
        <p className={styles.greeting}>Olá, {name}!</p>
      </header>
      {children}
      <ProfilePanel />
    </div>
  );
}

/**
 * The frame of the boat-owner and provider dashboards: greeting, the role's own panels, profile.
 * Someone signed in with another kind of account sees what the dashboard is and how to join
 * instead of tools that are not theirs (the database would refuse them anyway).
 */
export function DashboardScreen({
  title,
  forRole,
  invitation,
  bare = false,
  children,
}: {
  title: string;
  /** The kind of account this dashboard is for. */
  forRole: Role;
  invitation: DashboardInvitation;
  /** The children bring their own headings and profile (an area with pages of its own). */
  bare?: boolean;
  children?: ReactNode;
}) {
  const auth = useAuth();
  if (auth.roleError && !auth.roleLoading) return <RoleCheckFailed />;
  if (auth.roleLoading || (auth.user && auth.role === null)) {
    return <PageFallback label="Verificando seu perfil..." />;
  }
  if (auth.role !== forRole) {
    return <Invitation title={title} invitation={invitation} role={auth.role} />;
  }
  if (bare) return children;
  return <Dashboard title={title}>{children}</Dashboard>;
}
