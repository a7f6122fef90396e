import styles from './Skeleton.module.css';

/**
 * A grey placeholder where content is coming. Decorative: the region that waits says so itself
 * (`aria-busy`, or a visually hidden "Carregando...").
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius = 'var(--radius-sm)',
  lines,
}: {
  width?: string | number;
  height?: string | number;
  radius?: string;
  /** Several text lines, the last one shorter. */
  lines?: number;
}) {
  if (lines && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={styles.skeleton}
            style={{
              width: index === lines - 1 ? '60%' : width,
              height,
              borderRadius: radius,
            }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={styles.skeleton}
      aria-hidden="true"
      style={{ width, height, borderRadius: radius }}
    />
  );
}
