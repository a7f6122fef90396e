import { useId } from 'react';
import type { RiverPhase, RiverSeason } from '@mare/domain';
import type { TidesModule } from './useTides.tsx';
import styles from './tides.module.css';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** How full the river is drawn, 0–1: a picture of the phases, not a measured level. */
const FULLNESS: Record<RiverPhase, number> = {
  cheia: 1,
  enchente: 0.65,
  vazante: 0.55,
  seca: 0.25,
};
const WIDTH = 320;
const HEIGHT = 150;
const BOTTOM = 128;

/** A river beach's year: the river's phase month by month, the given month marked. */
export function RiverSeasonChart({
  tides,
  season,
  month,
}: {
  tides: Pick<TidesModule, 'MONTH_NAMES' | 'riverLevelText' | 'riverMonthSentence'>;
  season: RiverSeason;
  month: number;
}) {
  const id = useId();
  const { MONTH_NAMES } = tides;
  const current = tides.riverMonthSentence(season, month);
  const slot = WIDTH / 12;
  return (
    <div className={styles.day}>
      <p className={styles.lead}>
        {`Aqui não há maré: o que muda as praias é o nível do ${season.river}. `}
        {current && <strong>{`${current}.`}</strong>}
      </p>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-desc`}
      >
        <desc id={`${id}-desc`}>
          {`Nível do ${season.river} ao longo do ano: ${season.months
            .map((entry) => `${MONTH_NAMES[entry.month - 1]}, ${entry.label.toLowerCase()}`)
            .join('; ')}.`}
        </desc>
        {season.months.map((entry, index) => {
          const height = FULLNESS[entry.phase] * (BOTTOM - 10);
          return (
            <g key={entry.month}>
              <rect
                className={entry.month === month ? styles.monthCurrent : styles.month}
                x={index * slot + 3}
                width={slot - 6}
                y={BOTTOM - height}
                height={height}
              />
              <text
                className={entry.month === month ? styles.pointTime : styles.tick}
                x={index * slot + slot / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
              >
                {MONTHS[entry.month - 1]}
              </text>
            </g>
          );
        })}
      </svg>
      <details className={styles.details}>
        <summary className={styles.toggle}>Ver os meses em tabela</summary>
        <table className={styles.table}>
          <caption
            className={styles.caption}
          >{`O ${season.river} mês a mês, na ${season.gauge}`}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Mês
              </th>
              <th scope="col" className={styles.cell}>
                Rio e praias
              </th>
              <th scope="col" className={styles.cell}>
                Nível médio
              </th>
            </tr>
          </thead>
          <tbody>
            {season.months.map((entry) => (
              <tr key={entry.month}>
                <th scope="row" className={styles.cell}>
                  {MONTH_NAMES[entry.month - 1]}
                </th>
                <td className={styles.cell}>{entry.label}</td>
                <td className={styles.cell}>
                  {tides.riverLevelText(season, entry.month) ?? 'Sem média publicada'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className={styles.creditText}>{season.source}</p>
    </div>
  );
}
