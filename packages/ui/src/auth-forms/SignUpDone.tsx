import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useIsDemo } from '../backend/index.ts';
import { PATHS } from '../routes.ts';
import styles from './auth-forms.module.css';

/** After a sign-up that needs confirmation: where the link went, and what to do next. */
export function SignUpDone({ email, message }: { email: string; message: string }) {
  const demo = useIsDemo();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.done} ref={ref} tabIndex={-1} role="status">
      <p>
        <strong>{message}</strong>
      </p>
      <p>
        Enviamos o link de confirmação para <strong>{email}</strong>. Depois de confirmar, é só
        entrar.
      </p>
      {demo && (
        <p>
          No modo demonstração o email chega na{' '}
          <Link to={PATHS.demoMailbox}>caixa de entrada de teste</Link>.
        </p>
      )}
      <Link to={PATHS.signIn}>Ir para o login</Link>
    </div>
  );
}
