import { useId } from 'react';
import styles from './BarChart.module.css';

export interface ChartPoint {
  /** Short label under the axis ("21/11"). */
  label: string;
  value: number;
  /** Long label for the data table ("sábado, 21/11/2026"); defaults to `label`. */
  description?: string;
}

export interface BarChartProps {
  /** What the chart shows; its accessible name. */
  title: string;
  data: readonly ChartPoint[];
  /** How a value reads ("R$ 1.234,56"). */
  formatValue?: (value: number) => string;
  /** Bars (default) or a line, for long runs of days. */
  kind?: 'bar' | 'line';
  /** Header of the value column of the data table. */
  valueLabel?: string;
  /** Height of the plot in CSS pixels. */
  height?: number;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A small SVG chart with no library: bars or a line over a zero baseline, scaled to its largest
 * value, as wide as its container (320 px up). The picture has a spoken summary (count, highest,
 * total); the exact figures are in a table one click away, so nothing depends on seeing it.
 */
export function BarChart({
  title,
  data,
  formatValue = (value) => value.toLocaleString('pt-BR'),
  kind = 'bar',
  valueLabel = 'Valor',
  height = 160,
}: BarChartProps) {
  const id = useId();
  const max = Math.max(0, ...data.map((point) => point.value));
  const min = Math.min(0, ...data.map((point) => point.value));
  const span = max - min || 1;
  const y = (value: number) => HEIGHT - ((value - min) / span) * HEIGHT;
  const slot = data.length > 0 ? WIDTH / data.length : WIDTH;
  const gap = Math.min(slot * 0.2, 8);
  const highest = data.reduce<ChartPoint | undefined>(
    (best, point) => (best === undefined || point.value > best.value ? point : best),
    undefined,
  );
  const total = data.reduce((sum, point) => sum + point.value, 0);
  const summary =
    data.length === 0 || !highest
      ? 'Sem dados no período.'
      : `${data.length} ${data.length === 1 ? 'ponto' : 'pontos'}; maior valor ${formatValue(highest.value)} em ${highest.description ?? highest.label}; soma ${formatValue(total)}.`;
  const first = data[0];
  const last = data.at(-1);

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <div className={styles.plot}>
        <span className={styles.max} aria-hidden="true">
          {formatValue(max)}
        </span>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-summary`}
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          style={{ height }}
        >
          <line className={styles.axis} x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} />
          {kind === 'bar'
            ? data.map((point, index) => (
                <rect
                  key={`${point.label}-${index}`}
                  className={point.value < 0 ? styles.negative : styles.bar}
                  x={index * slot + gap / 2}
                  width={Math.max(slot - gap, 1)}
                  y={Math.min(y(point.value), y(0))}
                  height={Math.abs(y(0) - y(point.value))}
                >
                  <title>{`${point.description ?? point.label}: ${formatValue(point.value)}`}</title>
                </rect>
              ))
            : data.length > 0 && (
                <polyline
                  className={styles.line}
                  points={data
                    .map((point, index) => `${index * slot + slot / 2},${y(point.value)}`)
                    .join(' ')}
                />
              )}
        </svg>
        <p id={`${id}-summary`} className={styles.summary}>
          {summary}
        </p>
        {first && last && (
          <div className={styles.ticks} aria-hidden="true">
            <span>{first.label}</span>
            {data.length > 1 && <span>{last.label}</span>}
          </div>
        )}
      </div>
      {data.length > 0 && (
        <details className={styles.details}>
          <summary className={styles.toggle}>Ver dados em tabela</summary>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <caption className={styles.caption}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headCell}>
                    Data
                  </th>
                  <th scope="col" className={styles.headCell}>
                    {valueLabel}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((point, index) => (
                  <tr key={`${point.label}-${index}`}>
                    <th scope="row" className={styles.headCell}>
                      {point.description ?? point.label}
                    </th>
                    <td className={styles.valueCell}>{formatValue(point.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}
