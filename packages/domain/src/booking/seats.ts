export type SeatKind = 'passenger' | 'accessible' | 'crew' | 'blocked';

export interface SeatForChoice {
  code: string;
  zone: string;
  zonePosition: number;
  row: number;
  col: number;
  kind: SeatKind;
  free: boolean;
}

type Free = SeatForChoice;

const byPlace = (a: Free, b: Free) => a.row - b.row || a.col - b.col || compare(a.code, b.code);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * "Escolher por mim" (same rule as the database's private.choose_seats): free passenger seats
 * only (accessible ones stay for who asks for them); the preferred zone first, then zones bow to
 * stern; within a zone, the n consecutive free seats in (row, col) order spanning the fewest
 * rows, earliest first. When no zone fits the party, the first n free seats in that order (the
 * party is split). Fewer than n free seats, or n < 1: null.
 */
export function chooseSeats(
  seats: readonly SeatForChoice[],
  n: number,
  preferredZone: string | null = null,
): string[] | null {
  const free = seats.filter((s) => s.kind === 'passenger' && s.free);
  if (n < 1 || free.length < n) return null;
  const zoneRank = (s: Free) => [s.zone === preferredZone ? 0 : 1, s.zonePosition] as const;
  const byZone = (a: Free, b: Free) => {
    const [pa, za] = zoneRank(a);
    const [pb, zb] = zoneRank(b);
    return pa - pb || za - zb || compare(a.zone, b.zone);
  };

  const zones = new Map<string, Free[]>();
  for (const seat of free) zones.set(seat.zone, [...(zones.get(seat.zone) ?? []), seat]);

  let best: { seats: Free[]; first: Free; spread: number; k: number } | null = null;
  for (const inZone of zones.values()) {
    const ordered = [...inZone].sort(byPlace);
    for (let k = 0; k + n <= ordered.length; k++) {
      const window = ordered.slice(k, k + n);
      const first = window[0];
      const last = window[n - 1];
      if (!first || !last) continue;
      const spread = last.row - first.row;
      if (
        !best ||
        byZone(first, best.first) < 0 ||
        (byZone(first, best.first) === 0 &&
          (spread < best.spread || (spread === best.spread && k < best.k)))
      ) {
        best = { seats: window, first, spread, k };
      }
    }
  }
  if (best) return best.seats.map((s) => s.code);
  return [...free]
    .sort((a, b) => byZone(a, b) || byPlace(a, b))
    .slice(0, n)
    .map((s) => s.code);
}
