import { Money } from '../Money/Money.tsx';
import styles from './Price.module.css';

/** A price in reais, written by `Intl` ("R$ 1.234,56"); the whole price, never fees added later. */
export function Price({
  cents,
  from = false,
  unit,
  size = 'md',
}: {
  /** The amount in cents, so sums stay exact. */
  cents: number;
  /** "a partir de", for the lowest of several prices. */
  from?: boolean;
  /** What it is per: "por pessoa". */
  unit?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <span>
      {from && <span className={styles.from}>a partir de</span>}
      <Money cents={cents} className={size === 'lg' ? styles.lg : undefined} />
      {unit && <span className={styles.unit}>{unit}</span>}
    </span>
  );
}
