import styles from './Stepper.module.css';

/**
 * Where the person is in a sequence (escolher assentos → dados → pagamento). On a phone only the
 * current step's name shows; screen readers hear every step and which one is current.
 */
export function Stepper({
  steps,
  current,
  label = 'Etapas',
}: {
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
  label?: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={[styles.step, state === 'todo' ? null : styles[state]]
                .filter(Boolean)
                .join(' ')}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.name}>
                {step}
                {state === 'done' && <span className={styles.name}> (concluída)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
