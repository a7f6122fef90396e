import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useBackend } from '../backend/index.ts';
import { PATHS } from '../routes.ts';
import { ButtonSlot } from '../components/Button/ButtonSlot.tsx';
import { Card } from '../components/Card/Card.tsx';
import styles from './guards.module.css';

/** Tells the person they lack admin rights, and records the attempt for audit (once per path). */
export function AccessDenied({ attemptedPath }: { attemptedPath: string }) {
  const { auth } = useBackend();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
    if (recorded.current === attemptedPath) return;
    recorded.current = attemptedPath;
    void auth.recordAdminAccessDenied(attemptedPath);
  }, [auth, attemptedPath]);

  return (
    <Card as="section" padding="lg" className={styles.denied} aria-labelledby="acesso-negado">
      <h1 id="acesso-negado" ref={headingRef} tabIndex={-1} className={styles.title}>
        Acesso Negado
      </h1>
      <p>Você não tem permissões administrativas para acessar esta área.</p>
      <p>Esta tentativa de acesso foi registrada para auditoria.</p>
      <ButtonSlot>
        <Link to={PATHS.home}>Voltar ao Início</Link>
      </ButtonSlot>
    </Card>
  );
}
