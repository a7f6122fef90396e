import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dayNumber } from '@mare/domain';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { formatDateTime } from '../../components/format/index.ts';
import {
  addMonths,
  fullDate,
  isMonth,
  MonthCalendar,
  monthOf,
} from '../../components/MonthCalendar/index.ts';
import { onBoard, useDepartures, type Departure, type Tour } from './api/index.ts';
import { CalendarTides, type TideMarks } from './CalendarTides.tsx';
import { dayStart, groupByDay } from './common.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';

/** Search parameters of the calendar: the month shown and the chosen day. */
export const MONTH_PARAM = 'mes';
export const DAY_PARAM = 'dia';

// One empty list for every render: a new one each time would recompute the tide marks forever.
const NONE: readonly never[] = [];

/** A day cell shows this many departures; the rest are counted ("+3"). */
const SHOWN_PER_DAY = 3;

const countLabel = (n: number) => (n === 0 ? 'nenhuma saída' : n === 1 ? '1 saída' : `${n} saídas`);

/** "domingo, 22 de novembro" → "Domingo, 22 de novembro". */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const STATUS_WORD: Partial<Record<Departure['status'], string>> = {
  closed: 'vendas encerradas',
  cancelled: 'cancelada',
};

/** One departure in a day cell: time, then (on wider cells) seats, tour and status. */
function DayEntry({ departure, offRule }: { departure: Departure; offRule: boolean }) {
  const status = STATUS_WORD[departure.status];
  return (
    <span className={styles.calEntry} data-status={departure.status}>
      <span className={styles.calLine}>
        {offRule ? <span className={styles.calOff}>!</span> : null}
        <span className={styles.calTime}>
          {formatDateTime(new Date(departure.starts_at), 'time')}
        </span>
        <span className={styles.calWide}>
          {' '}
          {onBoard(departure)}/{departure.boat?.capacity ?? 0}
        </span>
      </span>
      <span className={`${styles.calWide} ${styles.calTour}`}>{departure.tour?.title}</span>
      {status ? <span className={`${styles.calWide} ${styles.calStatus}`}>{status}</span> : null}
    </span>
  );
}

/**
 * The month view of Saídas: a month grid (month and day in the URL, so reload and back keep
 * them) and, below it, the chosen day's departures with their quick actions.
 */
export function DepartureCalendar({
  today,
  renderDeparture,
  tours = NONE,
}: {
  today: string;
  renderDeparture: (departure: Departure) => ReactNode;
  /** The owner's tours: those with a tide rule mark the month's good days. */
  tours?: readonly Tour[];
}) {
  const [params, setParams] = useSearchParams();
  const dayParam = params.get(DAY_PARAM) ?? '';
  const monthParam = params.get(MONTH_PARAM) ?? '';
  const selected = dayNumber(dayParam) === null ? null : dayParam;
  const month = isMonth(monthParam) ? monthParam : selected ? monthOf(selected) : monthOf(today);
  const shownDay = selected && monthOf(selected) === month ? selected : null;

  const departures = useDepartures(dayStart(`${month}-01`), dayStart(`${addMonths(month, 1)}-01`));
  const byDay = useMemo(() => new Map(groupByDay(departures.data ?? [])), [departures.data]);
  const tideTours = useMemo(() => tours.filter((t) => t.tide_rule), [tours]);
  const [marks, setMarks] = useState<TideMarks | null>(null);
  const tideWords = (day: string) => {
    if (!marks) return [];
    const off = (byDay.get(day) ?? []).filter((d) => marks.offRule.has(d.id)).length;
    return [
      marks.goodDays.has(day) ? 'maré boa' : '',
      off === 0
        ? ''
        : off === 1
          ? '1 saída fora da regra de maré'
          : `${off} saídas fora da regra de maré`,
    ].filter(Boolean);
  };

  const show = (nextMonth: string, day: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(MONTH_PARAM, nextMonth);
        if (day) next.set(DAY_PARAM, day);
        else next.delete(DAY_PARAM);
        return next;
      },
      // A new month is a history step (Back undoes it); another day of the same month is not.
      { replace: nextMonth === month && day !== null },
    );

  return (
    <div className={styles.page}>
      {tideTours.length ? (
        <CalendarTides
          tours={tideTours}
          month={month}
          departures={departures.data ?? NONE}
          onMarks={setMarks}
        />
      ) : null}
      <MonthCalendar
        titleClassName={styles.headingGap}
        month={month}
        today={today}
        selected={shownDay}
        busy={departures.isPending}
        onMonthChange={(next) => show(next, null)}
        onSelect={(day) => show(monthOf(day), day)}
        describeDay={(day) =>
          departures.isSuccess
            ? [countLabel(byDay.get(day)?.length ?? 0), ...tideWords(day)].join(', ')
            : undefined
        }
        renderDay={(day) => {
          const items = byDay.get(day) ?? [];
          const good = marks?.goodDays.has(day) ? <span className={styles.calGood} /> : null;
          if (!items.length) return good;
          const more = items.length - SHOWN_PER_DAY;
          return (
            <>
              {good}
              {items.slice(0, SHOWN_PER_DAY).map((d) => (
                <DayEntry key={d.id} departure={d} offRule={marks?.offRule.has(d.id) ?? false} />
              ))}
              {more > 0 ? <span className={styles.calMore}>+{more}</span> : null}
            </>
          );
        }}
      />
      <QueryGate query={departures} loadingLabel="Carregando suas saídas...">
        {(list) =>
          shownDay ? (
            <section aria-labelledby="dia-escolhido">
              <h2 id="dia-escolhido" className={styles.sectionTitle}>
                {sentence(fullDate(shownDay))} · {countLabel(byDay.get(shownDay)?.length ?? 0)}
              </h2>
              {byDay.get(shownDay)?.length ? (
                <ul className={styles.list}>
                  {(byDay.get(shownDay) ?? []).map((d) => renderDeparture(d))}
                </ul>
              ) : (
                <EmptyState
                  headingLevel={3}
                  title="Nenhuma saída neste dia"
                  description="Agende saídas por regra: dias da semana, horários e período."
                />
              )}
            </section>
          ) : list.length === 0 ? (
            <EmptyState
              title="Nenhuma saída neste mês"
              titleClassName={styles.headingGap}
              description="Agende saídas por regra: dias da semana, horários e período."
            />
          ) : (
            <p className={styles.meta}>
              {countLabel(list.length)} neste mês. Toque em um dia para ver as saídas e agir sobre
              elas.
            </p>
          )
        }
      </QueryGate>
    </div>
  );
}
