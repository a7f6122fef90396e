import { useEffect, useMemo, useState } from 'react';
import { fitSpanMinutes, spanWords, tideRuleLabel } from '@mare/domain/tides/rule-words';
import { Button } from '../../components/Button/index.ts';
import { SelectField } from '../../components/SelectField/index.ts';
import { useTides } from '../../tides/index.ts';
import { TIDES_ERROR } from '../../tides/useTides.tsx';
import type { Departure, Tour } from './api/index.ts';
import { goodDaysOf, tideBound, TOUR_HOURS } from './tide-schedule.ts';
import styles from './boat-owner.module.css';

/** What the month grid marks: the good days of one tour, and departures outside their rule. */
export interface TideMarks {
  goodDays: ReadonlySet<string>;
  offRule: ReadonlySet<string>;
}

/**
 * The calendar's tide legend and marks for the owner's tide-bound tours (mounted only when there
 * is one, so the tide code loads only then): the good days of the tour chosen, and every
 * departure of a tide-bound tour whose time breaks its rule.
 */
export function CalendarTides({
  tours,
  month,
  departures,
  onMarks,
}: {
  /** Tours with a tide rule; those at a beach without a tide (a river) are left out here. */
  tours: readonly Tour[];
  /** aaaa-mm. */
  month: string;
  departures: readonly Departure[];
  onMarks: (marks: TideMarks | null) => void;
}) {
  const state = useTides();
  const tides = state.status === 'success' ? state.tides : null;
  const [chosenId, setChosenId] = useState('');
  const checkable = useMemo(
    () => (tides ? tours.filter((t) => tideBound(tides, t)) : tours),
    [tides, tours],
  );
  const chosen = checkable.find((t) => t.id === chosenId) ?? checkable[0];

  const marks = useMemo((): TideMarks | null => {
    if (!tides || !chosen) return null;
    const bound = tideBound(tides, chosen);
    const goodDays = bound ? goodDaysOf(tides, bound, month) : new Set<string>();
    const rules = new Map(checkable.map((t) => [t.id, tideBound(tides, t)]));
    const offRule = new Set(
      departures
        .filter((d) => {
          const rule = rules.get(d.tour_id);
          return (
            rule &&
            tides.firstMiss(
              rule.rule,
              rule.beachId,
              new Date(d.starts_at),
              rule.durationMinutes,
            ) !== null
          );
        })
        .map((d) => d.id),
    );
    return { goodDays, offRule };
  }, [tides, chosen, checkable, month, departures]);

  useEffect(() => onMarks(marks), [marks, onMarks]);
  useEffect(() => () => onMarks(null), [onMarks]);

  if (!chosen) return null;
  const ruleWords = chosen.tide_rule ? tideRuleLabel(chosen.tide_rule) : '';
  const span = spanWords(fitSpanMinutes(chosen.duration_minutes));
  return (
    <div className={styles.tideLegend}>
      {checkable.length > 1 ? (
        <SelectField
          name="mare-boa-para"
          label="Marcar a maré boa para"
          value={chosen.id}
          onChange={(event) => setChosenId(event.target.value)}
          options={checkable.map((t) => ({ value: t.id, label: t.title }))}
        />
      ) : null}
      <p className={styles.meta}>
        <span className={styles.calGood} aria-hidden="true" /> Maré boa para {chosen.title}: ao
        menos uma saída entre {TOUR_HOURS.from} e {TOUR_HOURS.to} que atende à regra ({ruleWords})
        por {span}.{' '}
        <span className={styles.calOff} aria-hidden="true">
          !
        </span>{' '}
        Saída fora da regra de maré.
      </p>
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
    </div>
  );
}
