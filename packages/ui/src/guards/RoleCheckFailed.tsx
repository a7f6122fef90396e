import { useEffect, useRef } from 'react';
import { useAuth, useAuthTasks } from '../auth/index.ts';
import { Card } from '../components/Card/Card.tsx';
import { RetryAlert } from '../components/RetryAlert/RetryAlert.tsx';
import styles from './guards.module.css';

/** The role read failed: say so and offer a retry, never a refusal the person does not deserve. */
export function RoleCheckFailed() {
  const { roleLoading } = useAuth();
  const { reloadRole } = useAuthTasks();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card as="section" padding="lg" className={styles.denied} aria-labelledby="perfil-indisponivel">
      <h1 id="perfil-indisponivel" ref={headingRef} tabIndex={-1} className={styles.title}>
        Não foi possível verificar seu perfil
      </h1>
      <RetryAlert
        message="Verifique sua conexão e tente novamente. Nada foi alterado na sua conta."
        retrying={roleLoading}
        onRetry={() => void reloadRole()}
      />
    </Card>
  );
}
