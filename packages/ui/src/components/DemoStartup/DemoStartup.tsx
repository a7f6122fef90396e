import { useId, useState } from 'react';
import { RetryAlert } from '../RetryAlert/RetryAlert.tsx';
import styles from './DemoStartup.module.css';
import { lazyFormatter } from '@mare/domain';

/** Where the demo's in-browser database is: nothing to show, starting (0 to 1), up, or failed. */
export type DemoStartupState =
  | { status: 'idle' }
  | { status: 'loading'; fraction: number }
  | { status: 'ready' }
  | { status: 'failed' };

export const DEMO_STARTUP_MESSAGES = {
  loading: 'Preparando a demonstração…',
  failed:
    'Não foi possível preparar a demonstração. Verifique a conexão e tente novamente; o que está na página continua aqui.',
} as const;

/** A landmark of its own: it sits outside the page's header, main and footer. */
const REGION = 'Início da demonstração';

const percent = lazyFormatter(
  () => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 }),
);

/**
 * A discreet notice at the foot of the window while the demo database starts (its download, then
 * its boot), and a retry when it failed. The page stays usable behind it.
 */
export function DemoStartup({
  state,
  onRetry,
}: {
  state: DemoStartupState;
  /** The site reloads the page: a fresh start is the robust one after a failed engine load. */
  onRetry: () => void;
}) {
  const labelId = useId();
  const [retrying, setRetrying] = useState(false);
  if (state.status === 'loading') {
    const fraction = Math.min(Math.max(state.fraction, 0), 1);
    const text = percent().format(fraction);
    return (
      <section aria-label={REGION} className={styles.notice} data-demo-startup="loading">
        <p id={labelId} className={styles.message}>
          {DEMO_STARTUP_MESSAGES.loading} <span aria-hidden="true">{text}</span>
        </p>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(fraction * 100)}
          aria-valuetext={text}
          className={styles.track}
        >
          <div className={styles.bar} style={{ inlineSize: `${fraction * 100}%` }} />
        </div>
      </section>
    );
  }
  if (state.status === 'failed') {
    return (
      <section aria-label={REGION} className={styles.failed} data-demo-startup="failed">
        <RetryAlert
          message={DEMO_STARTUP_MESSAGES.failed}
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            onRetry();
          }}
        />
      </section>
    );
  }
  return null;
}
