import { describe, expect, it } from 'vitest';
import type { SeatMap } from '@mare/domain';
import { gridOf, listSeats, moveFocus, seatLook, seatsForChoice } from './seat-grid.ts';
import { partyQuery, readPartyQuery } from './party-query.ts';

// Two zones: proa P1 P2 / P3 _ ; popa A1 A2 A3 with A3 blocked.
const map: Pick<SeatMap, 'zones' | 'seats'> = {
  zones: [
    { code: 'popa', name: 'Popa', covered: true, hints: ['sombra'], position: 2 },
    { code: 'proa', name: 'Proa', covered: false, hints: ['sol'], position: 1 },
  ],
  seats: [
    { code: 'P1', zone: 'proa', row: 0, col: 0, accessible: false, state: 'free' },
    { code: 'P2', zone: 'proa', row: 0, col: 1, accessible: false, state: 'taken' },
    { code: 'P3', zone: 'proa', row: 1, col: 0, accessible: false, state: 'held' },
    { code: 'A1', zone: 'popa', row: 2, col: 0, accessible: true, state: 'free' },
    { code: 'A2', zone: 'popa', row: 2, col: 1, accessible: false, state: 'free' },
    { code: 'A3', zone: 'popa', row: 2, col: 2, accessible: false, state: 'blocked' },
  ],
};

describe('the seat grid', () => {
  const zones = gridOf(map);
  const rows = zones.flatMap((zone) => zone.rows);

  it('draws zones bow to stern, rows in order, one cell per column', () => {
    expect(zones.map((zone) => zone.zone.code)).toEqual(['proa', 'popa']);
    expect(rows.map((row) => row.cells.map((cell) => cell?.code ?? null))).toEqual([
      ['P1', 'P2', null],
      ['P3', null, null],
      ['A1', 'A2', 'A3'],
    ]);
  });

  it('moves along rows and to the nearest seat of the next row that has one', () => {
    expect(moveFocus(rows, 'P1', 'ArrowRight')).toBe('P2');
    expect(moveFocus(rows, 'P2', 'ArrowRight')).toBeNull();
    expect(moveFocus(rows, 'P2', 'ArrowDown')).toBe('P3');
    expect(moveFocus(rows, 'P3', 'ArrowDown')).toBe('A1');
    expect(moveFocus(rows, 'A3', 'ArrowUp')).toBe('P3');
    expect(moveFocus(rows, 'P1', 'ArrowUp')).toBeNull();
    expect(moveFocus(rows, 'A2', 'ArrowLeft')).toBe('A1');
    expect(moveFocus(rows, 'A1', 'End')).toBe('A3');
    expect(moveFocus(rows, 'A3', 'Home')).toBe('A1');
    expect(moveFocus(rows, 'A1', 'Home')).toBeNull();
    expect(moveFocus(rows, 'A3', 'Home', true)).toBe('P1');
    expect(moveFocus(rows, 'P1', 'End', true)).toBe('A3');
    expect(moveFocus(rows, 'Z9', 'ArrowDown')).toBeNull();
  });

  it('says each seat in the legend words', () => {
    const [p1, p2, p3, , , a3] = map.seats;
    if (!p1 || !p2 || !p3 || !a3) throw new Error('fixture');
    expect(seatLook(p1, false)).toBe('livre');
    expect(seatLook(p1, true)).toBe('selecionado');
    expect(seatLook(p2, false)).toBe('ocupado');
    expect(seatLook(p3, false)).toBe('ocupado');
    expect(seatLook(a3, true)).toBe('bloqueado');
  });

  it('hands the domain its seat kinds, zone positions and free flags', () => {
    const choice = seatsForChoice(map);
    expect(choice.find((s) => s.code === 'A1')).toMatchObject({
      kind: 'accessible',
      zonePosition: 2,
      free: true,
    });
    expect(choice.find((s) => s.code === 'A3')).toMatchObject({ kind: 'blocked', free: false });
    expect(choice.find((s) => s.code === 'P2')).toMatchObject({ kind: 'passenger', free: false });
  });

  it('lists seats in pt-BR', () => {
    expect(listSeats([])).toBe('');
    expect(listSeats(['C3'])).toBe('C3');
    expect(listSeats(['C3', 'C4'])).toBe('C3 e C4');
    expect(listSeats(['C3', 'C4', 'C5'])).toBe('C3, C4 e C5');
  });
});

describe('the party in the address', () => {
  it('round-trips and drops what is malformed', () => {
    const query = partyQuery({ adults: 2, children: 1, laps: 1 }, ['C3', 'C4', 'C5']);
    expect(query).toBe('adultos=2&criancas=1&colo=1&lugares=C3%2CC4%2CC5');
    expect(readPartyQuery(`?${query}`)).toEqual({
      party: { adults: 2, children: 1, laps: 1 },
      seats: ['C3', 'C4', 'C5'],
    });
    expect(readPartyQuery('adultos=0')).toEqual({});
    expect(readPartyQuery('adultos=2&colo=3')).toEqual({});
    expect(readPartyQuery('adultos=10&criancas=5')).toEqual({});
    // Twelve people per booking, lap children included.
    expect(readPartyQuery('adultos=8&colo=5')).toEqual({});
    expect(readPartyQuery('adultos=8&colo=4').party).toEqual({ adults: 8, children: 0, laps: 4 });
    expect(readPartyQuery('adultos=1&lugares=C3,<x>,C4')).toEqual({
      party: { adults: 1, children: 0, laps: 0 },
      seats: ['C3'],
    });
  });
});
