import { formatBRL } from '../format/format.ts';
import styles from './Money.module.css';

/**
 * An amount in reais, written by `Intl` ("R$ 14.545,00"), that never breaks across lines: the
 * space after "R$" is a no-break space and the element does not wrap, so a narrow card or cell
 * moves the whole amount instead of splitting it.
 */
export function Money({ cents, className }: { cents: number; className?: string | undefined }) {
  return (
    <data
      value={(cents / 100).toFixed(2)}
      className={className ? `${styles.money} ${className}` : styles.money}
    >
      {formatBRL(cents)}
    </data>
  );
}
