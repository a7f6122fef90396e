import { useEffect, useId, useMemo, useState } from 'react';
import type { TideRule } from '@mare/domain';
import { tideRuleLabel } from '@mare/domain/tides/rule-words';
import { Button } from '../../components/Button/index.ts';
import { addDays } from '../../components/MonthCalendar/month.ts';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { SelectField } from '../../components/SelectField/index.ts';
import { formatDateTime } from '../../components/format/index.ts';
import type { FieldRegistration } from '../../forms/index.ts';
import { useTides, type TidesModule } from '../../tides/index.ts';
import { TideCredit } from '../../tides/TideCredit.tsx';
import { TIDES_ERROR, dayDate } from '../../tides/useTides.tsx';
import {
  dayTides,
  listInWords,
  offRuleOf,
  tideBound,
  TOUR_HOURS,
  warningText,
  type PlannedDeparture,
  type TideBoundTour,
  type TideCheck,
} from './tide-schedule.ts';
import styles from './boat-owner.module.css';

/** Warnings written out in full; the rest are counted. */
const SHOWN_WARNINGS = 6;

const weekdayDate = (startsAt: string) => formatDateTime(new Date(startsAt), 'weekday-date');

/**
 * The tides of a tide-bound tour while scheduling: a day's highs and lows with the hours the rule
 * holds, and a warning for each planned time outside it with the choice to schedule it anyway.
 * Mounted only for such a tour, so the tide code loads only then.
 */
export function ScheduleTides({
  tour,
  planned,
  today,
  offRuleField,
  onCheck,
}: {
  tour: {
    tide_rule: TideRule | null;
    beach_id: string | null;
    duration_minutes: number;
    title: string;
  };
  planned: readonly PlannedDeparture[];
  /** aaaa-mm-dd, São Paulo: the day shown before any date is chosen is tomorrow's. */
  today: string;
  offRuleField: FieldRegistration;
  onCheck: (check: TideCheck | null) => void;
}) {
  const state = useTides();
  const headingId = useId();
  const tides = state.status === 'success' ? state.tides : null;
  const bound = useMemo(() => (tides ? tideBound(tides, tour) : null), [tides, tour]);
  const offRule = useMemo(
    () => (!tides ? null : bound ? offRuleOf(tides, bound, planned) : []),
    [tides, bound, planned],
  );

  useEffect(() => {
    onCheck(
      offRule
        ? { status: 'ready', offRule }
        : { status: state.status === 'error' ? 'error' : 'pending' },
    );
  }, [offRule, state.status, onCheck]);
  useEffect(() => () => onCheck(null), [onCheck]);

  const dates = useMemo(() => [...new Set(planned.map((d) => d.date))], [planned]);
  const [chosen, setChosen] = useState('');
  const tomorrow = addDays(today, 1);
  const day = dates.includes(chosen) ? chosen : (dates[0] ?? tomorrow);

  const ruleWords = tour.tide_rule ? tideRuleLabel(tour.tide_rule) : '';

  return (
    <section className={styles.fieldset} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Maré: este passeio sai {ruleWords}
      </h3>
      {state.status === 'pending' ? (
        <p className={styles.meta} role="status">
          Carregando a previsão da maré...
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div role="alert" className={styles.row}>
          <p className={styles.meta}>{TIDES_ERROR}</p>
          <Button variant="secondary" size="sm" busy={state.retrying} onClick={state.retry}>
            Tentar novamente
          </Button>
        </div>
      ) : null}
      {tides && !bound ? (
        <p className={styles.meta}>
          A Maré não tem previsão de maré para este lugar: os horários não são conferidos.
        </p>
      ) : null}
      {tides && bound ? (
        <>
          {dates.length > 1 ? (
            <SelectField
              name="mare-do-dia"
              label="Ver as marés do dia"
              value={day}
              onChange={(event) => setChosen(event.target.value)}
              options={dates.map((d) => ({
                value: d,
                label: formatDateTime(dayDate(d), 'weekday-date'),
              }))}
            />
          ) : null}
          <DayTides tides={tides} bound={bound} day={day} />
          {offRule && offRule.length > 0 ? (
            <div className={styles.tideWarning}>
              <p className={styles.tideWarningText}>
                <strong>
                  {planned.length === 1
                    ? 'A saída fica fora da regra de maré:'
                    : offRule.length === 1
                      ? `1 de ${planned.length} saídas fica fora da regra de maré:`
                      : `${offRule.length} de ${planned.length} saídas ficam fora da regra de maré:`}
                </strong>
              </p>
              <ul className={styles.tideList}>
                {offRule.slice(0, SHOWN_WARNINGS).map((d) => (
                  <li key={d.startsAt}>
                    {weekdayDate(d.startsAt)}: {warningText(tides, bound, d)}
                  </li>
                ))}
              </ul>
              {offRule.length > SHOWN_WARNINGS ? (
                <p className={styles.tideWarningText}>E mais {offRule.length - SHOWN_WARNINGS}.</p>
              ) : null}
              <RadioGroup
                legend="O que fazer com as saídas fora da regra?"
                options={[
                  {
                    value: 'skip',
                    label:
                      offRule.length === 1
                        ? 'Não agendar esta saída'
                        : `Não agendar estas ${offRule.length} saídas`,
                  },
                  {
                    value: 'anyway',
                    label: 'Agendar mesmo assim',
                    hint: 'A previsão é astronômica: vento e pressão mudam o mar do dia.',
                  },
                ]}
                {...offRuleField}
              />
            </div>
          ) : planned.length > 0 ? (
            <p className={styles.meta} role="status">
              Todas as saídas ficam dentro da regra de maré.
            </p>
          ) : null}
          <StationCredit tides={tides} beachId={bound.beachId} />
        </>
      ) : null}
    </section>
  );
}

function DayTides({
  tides,
  bound,
  day,
}: {
  tides: TidesModule;
  bound: TideBoundTour;
  day: string;
}) {
  const { extremes, windows } = dayTides(tides, bound, day);
  return (
    <div>
      <p>
        <strong>Marés de {formatDateTime(dayDate(day), 'long-date')}</strong>
      </p>
      <ul className={styles.tideList}>
        {extremes.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className={styles.meta}>
        {windows.length
          ? `Dentro da regra ${listInWords(windows)}.`
          : `Nenhum horário dentro da regra entre ${TOUR_HOURS.from} e ${TOUR_HOURS.to}.`}
      </p>
    </div>
  );
}

/** Where the heights come from, as wherever tides are shown. */
function StationCredit({ tides, beachId }: { tides: TidesModule; beachId: string }) {
  const found = tides.tideStationFor(beachId);
  return found ? <TideCredit station={found.station} distanceKm={found.distanceKm} /> : null;
}
