import type { CSSProperties, ReactNode } from 'react';
import { Card } from '../Card/Card.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { formatChange } from '../format/format.ts';
import styles from './StatCard.module.css';

/** A written value's length, which sizes it to fit the card on one line. */
const fitted = (value: ReactNode): CSSProperties | undefined =>
  typeof value === 'string' || typeof value === 'number'
    ? ({ '--stat-chars': String(value).length } as CSSProperties)
    : undefined;

/**
 * One KPI with its change against the period before. Colour never carries the meaning alone:
 * the change is written with its sign and said in words.
 */
export function StatCard({
  label,
  value,
  change,
  comparedTo = 'em relação ao período anterior',
  higherIsBetter = true,
  loading = false,
}: {
  label: string;
  /** A string or number ("R$ 14.545,00") never wraps and shrinks to fit a narrow card. */
  value: ReactNode;
  /** Percent change; leave out when there is nothing to compare with. */
  change?: number;
  comparedTo?: string;
  /** Cancellations going up is bad news. */
  higherIsBetter?: boolean;
  loading?: boolean;
}) {
  const tone =
    change === undefined || change === 0
      ? styles.flat
      : change > 0 === higherIsBetter
        ? styles.good
        : styles.bad;
  return (
    <Card aria-busy={loading || undefined}>
      <dl className={styles.stat}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value} style={fitted(value)}>
          {loading ? <Skeleton width="6ch" height="1em" /> : value}
        </dd>
        {!loading && change !== undefined && (
          <dd className={[styles.change, tone].join(' ')}>
            <span aria-hidden="true">{change > 0 ? '▲ ' : change < 0 ? '▼ ' : ''}</span>
            {formatChange(change)} {comparedTo}
          </dd>
        )}
      </dl>
    </Card>
  );
}
