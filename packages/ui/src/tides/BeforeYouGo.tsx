import { useId, useState } from 'react';
import type { Beach } from '@mare/domain';
import { Badge } from '../components/Badge/Badge.tsx';
import { Card } from '../components/Card/Card.tsx';
import { formatDateTime } from '../components/format/format.ts';
import { Skeleton } from '../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.tsx';
import { useClock } from '../clock/index.ts';
import { TideCredit } from './TideCredit.tsx';
import { TidesGate } from './TidesGate.tsx';
import { dayDate, useTides, type TidesModule } from './useTides.tsx';
import styles from './tides.module.css';

/** The week's best tides (sea), the river's month (river), or a word that the tide matters little. */
function TideOfTheWeek({
  tides,
  beach,
  today,
}: {
  tides: TidesModule;
  beach: Beach;
  today: string;
}) {
  const visit = tides.beachVisit(beach.id);
  const found = tides.tideStationFor(beach.id);
  const river = tides.riverSeasonFor(beach.id);
  if (river) {
    const month = Number(today.slice(5, 7));
    const current = tides.riverMonthSentence(river, month);
    return (
      <>
        <h3 className={styles.boxTitle}>O rio neste mês</h3>
        <p className={styles.boxText}>
          {`Aqui não há maré: as praias aparecem e somem com o ${river.river}. `}
          {current && `${current}.`}
        </p>
        <p className={styles.creditText}>{river.source}</p>
      </>
    );
  }
  if (!found) return null;
  if (!visit?.tide)
    return (
      <>
        <h3 className={styles.boxTitle}>Maré</h3>
        <p className={styles.boxText}>
          A maré pouco muda a visita a esta praia: o que conta são as ondas e o vento.
        </p>
      </>
    );
  const { best, why } = visit.tide;
  const week = tides.bestHours(beach.id, today, best) ?? [];
  const top = tides.bestOfWeek(week, best);
  const kind = best === 'low' ? 'maré baixa' : 'maré alta';
  return (
    <>
      <h3 className={styles.boxTitle}>Melhores horários pela maré nesta semana</h3>
      <p className={styles.boxText}>{why}</p>
      {week.length === 0 ? (
        <p className={styles.boxText}>{`Nenhuma ${kind} de dia nesta semana.`}</p>
      ) : (
        <ul className={styles.week}>
          {week.map((hour) => (
            <li key={hour.day} className={styles.weekDay}>
              <span className={styles.weekDate}>
                {formatDateTime(dayDate(hour.day), 'weekday-date')}
              </span>
              <span>
                {`${best === 'low' ? 'Maré baixa' : 'Maré alta'} às `}
                <time dateTime={hour.extreme.time.toISOString()}>
                  {tides.formatClock(hour.extreme.time)}
                </time>
                {` (${tides.formatMetres(hour.extreme.height)})`}
              </span>
              {hour === top && <Badge tone="success">Melhor da semana</Badge>}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.creditText}>
        Horários entre 6h e 18h; chegue um pouco antes para aproveitar a maré.
      </p>
      <TideCredit station={found.station} distanceKm={found.distanceKm} />
    </>
  );
}

function VisitFacts({ tides, beach, today }: { tides: TidesModule; beach: Beach; today: string }) {
  const visit = tides.beachVisit(beach.id);
  if (!visit && !tides.tideStationFor(beach.id) && !tides.riverSeasonFor(beach.id))
    return <p className={styles.boxText}>Ainda não temos dicas de viagem para esta praia.</p>;
  return (
    <>
      <TideOfTheWeek tides={tides} beach={beach} today={today} />
      {visit && (
        <>
          <h3 className={styles.boxTitle}>Quando ir</h3>
          <p className={styles.boxText}>{visit.season}</p>
          <h3 className={styles.boxTitle}>Mar e vento</h3>
          <p className={styles.boxText}>{visit.sea}</p>
          <p className={styles.boxText}>{visit.wind}</p>
          <h3 className={styles.boxTitle}>O que levar</h3>
          <ul className={styles.boxList}>
            {visit.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3 className={styles.boxTitle}>Taxas para visitar</h3>
          <ul className={styles.boxList}>
            {visit.fees.map((fee) => (
              <li key={fee.name}>
                <strong>{fee.name}</strong>
                {`: ${fee.text}`}
                {fee.url && (
                  <>
                    {' '}
                    <a
                      className={styles.link}
                      href={fee.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {fee.urlLabel ?? 'Consultar o valor atual'}
                      <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
          <h3 className={styles.boxTitle}>Acessibilidade</h3>
          <p className={styles.boxText}>{visit.accessibility}</p>
        </>
      )}
    </>
  );
}

/**
 * The article's "Antes de ir" box: the week's best hours by the tide (or the river's month), when
 * to go, the sea and the wind, what to bring, fees and access, from the beach's facts. The tide
 * code and the facts load after the page has painted; the week starts today (the injected clock).
 */
export function BeforeYouGo({ beach }: { beach: Beach }) {
  const id = useId();
  const clock = useClock();
  const [now] = useState(clock);
  const tides = useTides();
  return (
    <Card as="section" padding="lg" className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.boxHeading}>
        Antes de ir
      </h2>
      <TidesGate
        state={tides}
        loading={<Skeleton lines={6} />}
        loadingLabel="Carregando as dicas de viagem..."
      >
        {(module) => <VisitFacts tides={module} beach={beach} today={module.saoPauloDay(now)} />}
      </TidesGate>
    </Card>
  );
}
