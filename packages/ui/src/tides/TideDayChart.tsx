import { memo, useId, type ReactNode } from 'react';
import type { TideRule } from '@mare/domain';
import {
  fitSpanMinutes,
  formatLimit,
  hasTideOrRiver,
  spanWords,
  tideRuleLabel,
} from '@mare/domain/tides/rule-words';
import { formatDateTime } from '../components/format/format.ts';
import { Skeleton } from '../components/Skeleton/Skeleton.tsx';
import { RiverSeasonChart } from './RiverSeasonChart.tsx';
import { TideCredit } from './TideCredit.tsx';
import { TidesGate } from './TidesGate.tsx';
import { dayDate, useTides, type TidesModule } from './useTides.tsx';
import styles from './tides.module.css';

const WIDTH = 320;
const HEIGHT = 150;
const PLOT_TOP = 34;
const PLOT_BOTTOM = 108;
const HOURS = [0, 6, 12, 18, 24];

const kindLabel = (kind: 'high' | 'low') => (kind === 'high' ? 'Maré alta' : 'Maré baixa');

export interface TideDayChartProps {
  beachId: string;
  /** The instant whose São Paulo day is drawn (the chosen departure), marked on the curve. */
  at: string | null;
  /** Marks the departure's time on the curve ("Saída"); else only the day is drawn. */
  markAt?: boolean;
  rule?: TideRule | null;
  /** The tour's length: a departure suits the rule when it holds that long (up to two hours). */
  durationMinutes?: number;
  /** The section's heading and its look. */
  title: string;
  titleClassName?: string;
}

/** A label's anchor that keeps it inside the picture near either edge. */
const anchorAt = (x: number) => (x < 30 ? 'start' : x > WIDTH - 30 ? 'end' : 'middle');

function SeaDay({
  tides,
  beachId,
  at,
  markAt,
  rule,
  durationMinutes,
}: {
  tides: TidesModule;
  beachId: string;
  at: Date;
  markAt: boolean;
  rule: TideRule | null;
  durationMinutes: number;
}) {
  const id = useId();
  const found = tides.tideStationFor(beachId);
  const day = tides.saoPauloDay(at);
  const points = tides.curve(beachId, day, 10) ?? [];
  const highsAndLows = tides.extremes(beachId, day) ?? [];
  const first = points[0];
  const last = points.at(-1);
  if (!found || !first || !last) return null;
  const { station } = found;
  const [start, end] = [first.time.getTime(), last.time.getTime()];
  const low = Math.min(station.range.lowest, ...points.map((p) => p.height));
  const high = Math.max(station.range.highest, ...points.map((p) => p.height));
  const x = (time: Date) => ((time.getTime() - start) / (end - start)) * WIDTH;
  const y = (height: number) =>
    PLOT_BOTTOM - ((height - low) / (high - low)) * (PLOT_BOTTOM - PLOT_TOP);
  const line = points.map((p) => `${x(p.time).toFixed(1)},${y(p.height).toFixed(1)}`).join(' ');
  const area = `M0,${PLOT_BOTTOM} L${line.replaceAll(' ', ' L')} L${WIDTH},${PLOT_BOTTOM} Z`;
  // Every span the rule holds 10 min or more: a departure that suits the rule lies in one.
  const windows = rule ? tides.ruleWindows(rule, beachId, day) : [];
  const dayLabel = formatDateTime(dayDate(day), 'weekday-date');
  const spoken = highsAndLows
    .map(
      (e) =>
        `${kindLabel(e.kind)} às ${tides.formatClock(e.time)}, ${tides.formatMetres(e.height)}`,
    )
    .join('; ');
  const miss = rule ? tides.firstMiss(rule, beachId, at, durationMinutes) : null;
  const span = spanWords(fitSpanMinutes(durationMinutes));

  return (
    <div className={styles.day}>
      <p className={styles.lead}>{`Previsão para ${dayLabel}.`}</p>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-desc`}
      >
        <desc id={`${id}-desc`}>{`Curva da maré de ${dayLabel}: ${spoken}.`}</desc>
        {windows.map((window) => (
          <rect
            key={window.start.toISOString()}
            className={styles.window}
            x={x(window.start)}
            width={Math.max(x(window.end) - x(window.start), 1)}
            y={PLOT_TOP - 8}
            height={PLOT_BOTTOM - PLOT_TOP + 8}
          />
        ))}
        <path className={styles.water} d={area} />
        <polyline className={styles.curve} points={line} />
        {rule?.kind === 'below' && (
          <g>
            <line
              className={styles.limit}
              x1={0}
              x2={WIDTH}
              y1={y(rule.metres)}
              y2={y(rule.metres)}
            />
            <text className={styles.tick} x={WIDTH - 2} y={y(rule.metres) - 3} textAnchor="end">
              {formatLimit(rule.metres)}
            </text>
          </g>
        )}
        {markAt && (
          <g>
            <line
              className={styles.marker}
              x1={x(at)}
              x2={x(at)}
              y1={PLOT_TOP - 20}
              y2={PLOT_BOTTOM}
            />
            <text
              className={styles.markerLabel}
              x={x(at)}
              y={PLOT_TOP - 24}
              textAnchor={anchorAt(x(at))}
            >
              {`Saída ${tides.formatClock(at)}`}
            </text>
          </g>
        )}
        {highsAndLows.map((extreme) => {
          const [px, py] = [x(extreme.time), y(extreme.height)];
          const above = extreme.kind === 'high';
          return (
            <g key={extreme.time.toISOString()}>
              <circle className={styles.point} cx={px} cy={py} r={3} />
              <text
                className={styles.pointLabel}
                x={px}
                y={above ? py - 18 : py + 14}
                textAnchor={anchorAt(px)}
              >
                <tspan className={styles.pointTime}>{tides.formatClock(extreme.time)}</tspan>
                <tspan x={px} dy={11}>
                  {tides.formatMetres(extreme.height)}
                </tspan>
              </text>
            </g>
          );
        })}
        {HOURS.map((hour) => (
          <text
            key={hour}
            className={styles.tick}
            x={(hour / 24) * WIDTH}
            y={HEIGHT - 4}
            textAnchor={hour === 0 ? 'start' : hour === 24 ? 'end' : 'middle'}
          >
            {`${String(hour).padStart(2, '0')}h`}
          </text>
        ))}
      </svg>
      {rule && (
        <p className={styles.rule}>
          {`Este passeio é feito ${tideRuleLabel(rule)}. `}
          {windows.length > 0
            ? `Maré ideal neste dia: ${windows
                .map((w) => `${tides.formatClock(w.start)}–${tides.formatClock(w.end)}`)
                .join(', ')}.`
            : 'Nenhum horário com a maré ideal neste dia.'}
          {markAt && (
            <strong>
              {miss === null
                ? ` A saída das ${tides.formatClock(at)} está na maré ideal: a regra vale por ${span} a partir dela.`
                : miss.getTime() === at.getTime()
                  ? ` A saída das ${tides.formatClock(at)} fica fora da maré ideal.`
                  : ` A saída das ${tides.formatClock(at)} fica fora da maré ideal: às ${tides.formatClock(miss)} a regra já não vale, antes de ${span} de passeio.`}
            </strong>
          )}
        </p>
      )}
      <table className={styles.table}>
        <caption className={styles.caption}>{`Marés altas e baixas de ${dayLabel}`}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Horário
            </th>
            <th scope="col" className={styles.cell}>
              Maré
            </th>
            <th scope="col" className={styles.numberCell}>
              Altura
            </th>
          </tr>
        </thead>
        <tbody>
          {highsAndLows.map((extreme) => (
            <tr key={extreme.time.toISOString()}>
              <th scope="row" className={styles.cell}>
                <time dateTime={extreme.time.toISOString()}>{tides.formatClock(extreme.time)}</time>
              </th>
              <td className={styles.cell}>{extreme.kind === 'high' ? 'Alta' : 'Baixa'}</td>
              <td className={styles.numberCell}>{tides.formatMetres(extreme.height)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TideCredit station={station} distanceKm={found.distanceKm} />
    </div>
  );
}

/**
 * The shape the day takes while the tide code loads, about as tall as the day once drawn (the
 * picture's box, the rule, the table, the credit): a prerendered tour page does not move when the
 * chart arrives.
 */
function TideDayLoading({ rule }: { rule: boolean }) {
  return (
    <div className={styles.day}>
      <Skeleton width="50%" height="1.2rem" />
      <div className={styles.chartSpace}>
        <Skeleton height="100%" radius="var(--radius-md)" />
      </div>
      {rule && <Skeleton height="4.5rem" radius="var(--radius-sm)" />}
      <Skeleton height="11rem" radius="var(--radius-sm)" />
      <Skeleton height="6rem" radius="var(--radius-sm)" />
    </div>
  );
}

/**
 * A small chart of a São Paulo day's tide: the curve, its highs and lows labelled, the tour's
 * rule windows shaded and the departure marked, with the same figures in a table and the
 * station credited. A river beach gets its river's year instead; a beach without either, nothing
 * (known before the tide code loads: no frame is drawn and then taken away).
 *
 * Memoized: a tour page renders again as its departures and reviews arrive, and the day's curve
 * takes milliseconds to compute, while these props (strings, the tour's rule) rarely change.
 */
export const TideDayChart = memo(function TideDayChart(props: TideDayChartProps) {
  return hasTideOrRiver(props.beachId) ? <TideDaySection {...props} /> : null;
});

function TideDaySection({
  beachId,
  at,
  markAt = true,
  rule = null,
  durationMinutes = 0,
  title,
  titleClassName,
}: TideDayChartProps) {
  const id = useId();
  const state = useTides(beachId);
  const frame = (content: ReactNode) => (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={titleClassName}>
        {title}
      </h2>
      {content}
    </section>
  );
  return frame(
    <TidesGate
      state={at === null && state.status === 'success' ? { status: 'pending' } : state}
      loading={<TideDayLoading rule={rule !== null} />}
      loadingLabel="Carregando a previsão da maré..."
    >
      {(tides) => {
        const instant = new Date(at ?? 0);
        const river = tides.riverSeasonFor(beachId);
        return river ? (
          <RiverSeasonChart
            tides={tides}
            season={river}
            month={Number(tides.saoPauloDay(instant).slice(5, 7))}
          />
        ) : (
          <SeaDay
            tides={tides}
            beachId={beachId}
            at={instant}
            markAt={markAt}
            rule={rule}
            durationMinutes={durationMinutes}
          />
        );
      }}
    </TidesGate>,
  );
}
