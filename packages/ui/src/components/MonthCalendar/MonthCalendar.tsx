import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import {
  addDays,
  addMonths,
  fullDate,
  monthName,
  monthOf,
  monthWeeks,
  weekdayOf,
} from './month.ts';
import styles from './MonthCalendar.module.css';

const WEEKDAYS = [
  ['Dom', 'domingo'],
  ['Seg', 'segunda-feira'],
  ['Ter', 'terça-feira'],
  ['Qua', 'quarta-feira'],
  ['Qui', 'quinta-feira'],
  ['Sex', 'sexta-feira'],
  ['Sáb', 'sábado'],
] as const;

export interface MonthCalendarProps {
  /** The month shown, `aaaa-mm`. */
  month: string;
  /** Today in the site's time zone, `aaaa-mm-dd` (from the injected clock). */
  today: string;
  /** The chosen day, `aaaa-mm-dd`. */
  selected?: string | null;
  /** A day was chosen (tap, Enter or Space; "Hoje" chooses today). */
  onSelect?: (day: string) => void;
  /** The arrows, PageUp/PageDown or a move past the month's edge ask for another month. */
  onMonthChange: (month: string) => void;
  /** Words read after a day's full date ("3 saídas"); shown nowhere else. */
  describeDay?: (day: string) => string | undefined;
  /** What a day shows under its number; decorative, `describeDay` is what is read. */
  renderDay?: (day: string) => ReactNode;
  /** The month's content is loading. */
  busy?: boolean;
  /** Level of the month's title, so it fits the page's outline. */
  headingLevel?: 2 | 3;
  /** For the spacing of the page it is shown in. */
  titleClassName?: string;
}

/**
 * A month as a grid of days from domingo (pt-BR calendars). One day is in the tab order; arrow
 * keys move by day and week, Home/End to the week's ends, PageUp/PageDown by month, crossing
 * into the next month when needed. Days of other months are empty cells.
 */
export function MonthCalendar({
  month,
  today,
  selected = null,
  onSelect,
  onMonthChange,
  describeDay,
  renderDay,
  busy = false,
  headingLevel = 2,
  titleClassName,
}: MonthCalendarProps) {
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  // Set by the keyboard only: the focus follows it once the (maybe new) month has rendered.
  const moveFocus = useRef(false);
  const inMonth = (day: string | null): day is string =>
    Boolean(day) && monthOf(day ?? '') === month;
  const active = inMonth(focused)
    ? focused
    : inMonth(selected)
      ? selected
      : inMonth(today)
        ? today
        : `${month}-01`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  const goTo = (day: string) => {
    moveFocus.current = true;
    setFocused(day);
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = weekdayOf(active);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -weekday),
      End: () => addDays(active, 6 - weekday),
      PageUp: () => shiftMonth(active, -1),
      PageDown: () => shiftMonth(active, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move());
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <Heading
          id={titleId}
          className={[styles.title, titleClassName].filter(Boolean).join(' ')}
          aria-live="polite"
        >
          {monthName(month)}
        </Heading>
        <div className={styles.nav}>
          <IconButton
            label="Mês anterior"
            variant="secondary"
            onClick={() => onMonthChange(addMonths(month, -1))}
          >
            ‹
          </IconButton>
          <Button
            variant="secondary"
            onClick={() => (onSelect ? onSelect(today) : onMonthChange(monthOf(today)))}
          >
            Hoje
          </Button>
          <IconButton
            label="Próximo mês"
            variant="secondary"
            onClick={() => onMonthChange(addMonths(month, 1))}
          >
            ›
          </IconButton>
        </div>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day} aria-selected={day === selected} className={styles.dayCell}>
                    <div className={styles.cell}>
                      <button
                        type="button"
                        data-day={day}
                        tabIndex={day === active ? 0 : -1}
                        aria-current={day === today ? 'date' : undefined}
                        aria-label={[fullDate(day), describeDay?.(day)].filter(Boolean).join(', ')}
                        className={styles.day}
                        onFocus={() => setFocused(day)}
                        onClick={() => onSelect?.(day)}
                      >
                        <span className={styles.number}>{Number(day.slice(8))}</span>
                      </button>
                      {/* Outside the button, so its name is the date; taps go through to it. */}
                      <div className={styles.content} aria-hidden="true">
                        {renderDay?.(day)}
                      </div>
                    </div>
                  </td>
                ) : (
                  <td key={`vazio-${index}`} className={`${styles.dayCell} ${styles.blank}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same day of another month, or that month's last day (31 January → 28 February). */
function shiftMonth(day: string, months: number): string {
  const target = addMonths(monthOf(day), months);
  const last = addDays(`${addMonths(target, 1)}-01`, -1);
  const candidate = `${target}-${day.slice(8)}`;
  return candidate > last ? last : candidate;
}
