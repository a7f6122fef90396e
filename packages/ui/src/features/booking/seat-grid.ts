import type { SeatForChoice, SeatMap, SeatMapSeat, SeatMapZone } from '@mare/domain';

/** What a seat looks like to the person choosing: the legend's five words. */
export type SeatLook = 'livre' | 'ocupado' | 'selecionado' | 'bloqueado';

export function seatLook(seat: SeatMapSeat, selected: boolean): SeatLook {
  if (seat.state === 'blocked') return 'bloqueado';
  if (selected) return 'selecionado';
  return seat.state === 'free' ? 'livre' : 'ocupado';
}

export const HINT_LABELS: Record<string, string> = {
  sol: 'Sol',
  sombra: 'Sombra',
  molha: 'Molha',
  balanca_menos: 'Balança menos',
  vista: 'Vista',
  protegido_do_vento: 'Protegido do vento',
};

export const hintLabel = (hint: string) => HINT_LABELS[hint] ?? hint.replace(/_/g, ' ');

export interface GridRow {
  zone: SeatMapZone;
  row: number;
  /** One cell per column from 0 to the boat's widest column; null where there is no seat. */
  cells: (SeatMapSeat | null)[];
}

export interface GridZone {
  zone: SeatMapZone;
  rows: GridRow[];
}

/** The boat bow to stern: zones by position, their rows in order, seats by column. */
export function gridOf(map: Pick<SeatMap, 'zones' | 'seats'>): GridZone[] {
  const width = Math.max(0, ...map.seats.map((seat) => seat.col)) + 1;
  return [...map.zones]
    .sort((a, b) => a.position - b.position || a.code.localeCompare(b.code))
    .map((zone) => {
      const seats = map.seats.filter((seat) => seat.zone === zone.code);
      const rowNumbers = [...new Set(seats.map((seat) => seat.row))].sort((a, b) => a - b);
      return {
        zone,
        rows: rowNumbers.map((row) => {
          const cells: (SeatMapSeat | null)[] = Array.from({ length: width }, () => null);
          for (const seat of seats) if (seat.row === row) cells[seat.col] = seat;
          return { zone, row, cells };
        }),
      };
    })
    .filter((zone) => zone.rows.length > 0);
}

export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * Where the focus goes from a seat on a key (the grid pattern): left and right along the row,
 * up and down to the nearest seat of the next row that has one, Home and End to the row's ends
 * (with Ctrl, the first and last seat of the boat). Null: nowhere to go.
 */
export function moveFocus(
  rows: readonly GridRow[],
  from: string,
  key: GridKey,
  ctrl = false,
): string | null {
  const r = rows.findIndex((row) => row.cells.some((cell) => cell?.code === from));
  const row = rows[r];
  if (!row) return null;
  const c = row.cells.findIndex((cell) => cell?.code === from);
  const seatsOf = (gridRow: GridRow) =>
    gridRow.cells.filter((cell): cell is SeatMapSeat => cell !== null);
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const step = key === 'ArrowLeft' ? -1 : 1;
    for (let k = c + step; k >= 0 && k < row.cells.length; k += step) {
      const cell = row.cells[k];
      if (cell) return cell.code;
    }
    return null;
  }
  if (key === 'Home' || key === 'End') {
    const pool = ctrl ? rows.flatMap(seatsOf) : seatsOf(row);
    const target = key === 'Home' ? pool[0] : pool[pool.length - 1];
    return target && target.code !== from ? target.code : null;
  }
  const step = key === 'ArrowUp' ? -1 : 1;
  for (let k = r + step; k >= 0 && k < rows.length; k += step) {
    const candidates = (rows[k]?.cells ?? [])
      .map((cell, col) => ({ cell, col }))
      .filter((entry): entry is { cell: SeatMapSeat; col: number } => entry.cell !== null)
      .sort((a, b) => Math.abs(a.col - c) - Math.abs(b.col - c) || a.col - b.col);
    if (candidates[0]) return candidates[0].cell.code;
  }
  return null;
}

/** The seat map in the form the domain's "Escolher por mim" reads. */
export function seatsForChoice(map: Pick<SeatMap, 'zones' | 'seats'>): SeatForChoice[] {
  const position = new Map(map.zones.map((zone) => [zone.code, zone.position]));
  return map.seats.map((seat) => ({
    code: seat.code,
    zone: seat.zone,
    zonePosition: position.get(seat.zone) ?? 0,
    row: seat.row,
    col: seat.col,
    kind: seat.state === 'blocked' ? 'blocked' : seat.accessible ? 'accessible' : 'passenger',
    free: seat.state === 'free',
  }));
}

/** "C3", "C3 e C4", "C3, C4 e C5". */
export function listSeats(codes: readonly string[]): string {
  if (codes.length <= 1) return codes.join('');
  return `${codes.slice(0, -1).join(', ')} e ${codes[codes.length - 1] ?? ''}`;
}
