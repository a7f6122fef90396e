import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { SeatMap } from '@mare/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { gridOf, hintLabel, moveFocus, seatLook, type GridKey } from './seat-grid.ts';
import styles from './booking.module.css';

const KEYS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * The boat drawn bow to stern, zone by zone, as one grid (ARIA grid pattern): a single tab stop,
 * arrows move between seats, Enter or Space chooses. Each seat says its number, zone and state.
 */
export function SeatGrid({
  map,
  selected,
  onToggle,
  disabled = false,
}: {
  map: SeatMap;
  selected: readonly string[];
  onToggle: (code: string) => void;
  disabled?: boolean;
}) {
  const zones = gridOf(map);
  const rows = zones.flatMap((zone) => zone.rows);
  const firstSeat = rows.flatMap((row) => row.cells).find((cell) => cell !== null)?.code ?? null;
  const [active, setActive] = useState<string | null>(null);
  const current =
    active && map.seats.some((seat) => seat.code === active) ? active : (selected[0] ?? firstSeat);
  const cellRefs = useRef(new Map<string, HTMLDivElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, code: string) => {
    if (KEYS.has(event.key)) {
      const next = moveFocus(rows, code, event.key as GridKey, event.ctrlKey || event.metaKey);
      event.preventDefault();
      if (next) {
        setActive(next);
        cellRefs.current.get(next)?.focus();
      }
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!disabled) onToggle(code);
    }
  };

  return (
    <div className={styles.boatFrame}>
      <div
        role="grid"
        aria-label="Mapa de lugares do barco, da proa à popa"
        aria-readonly={disabled || undefined}
        className={styles.boat}
        // Seats size themselves to fit this many columns across the boat.
        style={{ '--seat-columns': rows[0]?.cells.length ?? 1 } as CSSProperties}
      >
        {zones.map(({ zone, rows: zoneRows }) => {
          const hints = [zone.covered ? 'Coberta' : null, ...zone.hints.map(hintLabel)].filter(
            (hint): hint is string => hint !== null,
          );
          return (
            <div
              key={zone.code}
              role="rowgroup"
              aria-label={[zone.name, ...hints].join(', ')}
              className={styles.zone}
            >
              <div aria-hidden="true" className={styles.zoneHeader}>
                <span className={styles.zoneName}>{zone.name}</span>
                <span className={styles.hints}>
                  {hints.map((hint) => (
                    <Badge key={hint} tone="info">
                      {hint}
                    </Badge>
                  ))}
                </span>
              </div>
              {zoneRows.map((row) => (
                <div role="row" key={row.row} className={styles.seatRow}>
                  {row.cells.map((seat, col) => {
                    if (!seat)
                      return <div role="gridcell" key={`gap-${col}`} className={styles.gap} />;
                    const isSelected = selected.includes(seat.code);
                    const look = seatLook(seat, isSelected);
                    const choosable = !disabled && (seat.state === 'free' || isSelected);
                    const label = [
                      `Lugar ${seat.code}`,
                      zone.name,
                      look,
                      seat.accessible ? 'acessível' : null,
                    ]
                      .filter(Boolean)
                      .join(', ');
                    return (
                      <div
                        key={seat.code}
                        ref={(element) => {
                          if (element) cellRefs.current.set(seat.code, element);
                          else cellRefs.current.delete(seat.code);
                        }}
                        role="gridcell"
                        tabIndex={seat.code === current ? 0 : -1}
                        aria-label={label}
                        aria-selected={isSelected}
                        aria-disabled={!choosable || undefined}
                        data-look={look}
                        data-seat={seat.code}
                        className={[
                          styles.seat,
                          styles[look],
                          seat.accessible ? styles.accessible : null,
                        ]
                          .filter(Boolean)
                          .join(' ')}
                        onFocus={() => setActive(seat.code)}
                        onClick={() => {
                          setActive(seat.code);
                          if (!disabled) onToggle(seat.code);
                        }}
                        onKeyDown={(event) => onKeyDown(event, seat.code)}
                      >
                        <span aria-hidden="true">{seat.code}</span>
                        {seat.accessible && (
                          <span aria-hidden="true" className={styles.wheel}>
                            ♿
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** What each colour means; the same swatches as the seats. */
export function SeatLegend() {
  const items = [
    ['livre', 'Livre'],
    ['ocupado', 'Ocupado'],
    ['selecionado', 'Selecionado'],
    ['bloqueado', 'Bloqueado'],
  ] as const;
  return (
    <ul className={styles.legend} aria-label="Legenda">
      {items.map(([look, label]) => (
        <li key={look} className={styles.legendItem}>
          <span aria-hidden="true" className={[styles.swatch, styles[look]].join(' ')} />
          {label}
        </li>
      ))}
      <li className={styles.legendItem}>
        <span aria-hidden="true" className={[styles.swatch, styles.livre].join(' ')}>
          ♿
        </span>
        Acessível
      </li>
    </ul>
  );
}
