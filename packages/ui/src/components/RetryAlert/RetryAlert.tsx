import { Button } from '../Button/Button.tsx';
import styles from './RetryAlert.module.css';

/** A load that failed: its reason, announced, and a retry that keeps the focus while it runs. */
export function RetryAlert({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" busy={retrying} busyLabel="Tentando..." onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
