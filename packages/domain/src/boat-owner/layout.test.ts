import { describe, expect, it } from 'vitest';
import {
  addZone,
  fromServerLayout,
  layoutProblems,
  previewOf,
  removeZone,
  renumberZone,
  resizeZone,
  sellableSeats,
  setSeatKind,
  starterLayout,
  toggleSeat,
  toPayload,
  zoneCode,
  type EditorLayout,
  type LayoutResult,
  type ServerLayout,
} from './layout.ts';

const server: ServerLayout = {
  boat_id: 'b',
  capacity: 6,
  zones: [
    { id: 'z2', code: 'popa', name: 'Popa', covered: true, hints: ['sombra'], position: 2 },
    { id: 'z1', code: 'proa', name: 'Proa', covered: false, hints: ['sol'], position: 1 },
  ],
  seats: [
    {
      id: 's1',
      code: 'P1',
      zone_id: 'z1',
      row: 0,
      col: 0,
      kind: 'passenger',
      sold: true,
      locked: true,
    },
    {
      id: 's2',
      code: 'P2',
      zone_id: 'z1',
      row: 0,
      col: 1,
      kind: 'passenger',
      sold: false,
      locked: false,
    },
    {
      id: 's3',
      code: 'A1',
      zone_id: 'z2',
      row: 1,
      col: 0,
      kind: 'passenger',
      sold: false,
      locked: false,
    },
    {
      id: 's4',
      code: 'A2',
      zone_id: 'z2',
      row: 2,
      col: 1,
      kind: 'crew',
      sold: false,
      locked: false,
    },
  ],
};

const ok = (r: LayoutResult): EditorLayout => {
  if (!r.ok) throw new Error(r.reason);
  return r.layout;
};

describe('seat layout editor model', () => {
  it('reads zones bow to stern with local rows and writes the boat rows back stacked', () => {
    const layout = fromServerLayout(server);
    expect(layout.zones.map((z) => [z.code, z.rows, z.cols])).toEqual([
      ['proa', 1, 2],
      ['popa', 2, 2],
    ]);
    const payload = toPayload(layout);
    expect(payload.seats.map((s) => [s.code, s.row, s.col])).toEqual([
      ['P1', 0, 0],
      ['P2', 0, 1],
      ['A1', 1, 0],
      ['A2', 2, 1],
    ]);
    expect(payload.zones.map((z) => [z.key, z.position])).toEqual([
      ['z1', 1],
      ['z2', 2],
    ]);
  });

  it('adds a seat in an empty cell with the next number of its zone and removes free seats', () => {
    const layout = ok(toggleSeat(fromServerLayout(server), 'z2', 0, 1));
    expect(layout.zones[1]?.seats.at(-1)).toMatchObject({ code: 'A3', row: 0, col: 1, id: null });
    const removed = ok(toggleSeat(layout, 'z1', 0, 1));
    expect(removed.zones[0]?.seats.map((s) => s.code)).toEqual(['P1']);
  });

  it('keeps booked seats: not removed, not renumbered, not blocked, not cut by a resize', () => {
    const layout = fromServerLayout(server);
    expect(toggleSeat(layout, 'z1', 0, 0)).toMatchObject({ ok: false });
    expect(setSeatKind(layout, 'z1', 's1', 'blocked')).toMatchObject({ ok: false });
    expect(ok(setSeatKind(layout, 'z1', 's1', 'accessible')).zones[0]?.seats[0]?.kind).toBe(
      'accessible',
    );
    expect(resizeZone(layout, 'z1', 1, 0)).toMatchObject({ ok: false });
    expect(removeZone(layout, 'z1')).toMatchObject({ ok: false });
    const renumbered = ok(renumberZone(layout, 'z1', 'p'));
    expect(renumbered.zones[0]?.seats.map((s) => s.code)).toEqual(['P1', 'P2']);
  });

  it('renumbers front to back, skipping the numbers booked seats keep', () => {
    let layout = ok(resizeZone(fromServerLayout(server), 'z1', 2, 3));
    layout = ok(toggleSeat(layout, 'z1', 0, 2));
    layout = ok(toggleSeat(layout, 'z1', 1, 0));
    const codes = ok(renumberZone(layout, 'z1', 'Q')).zones[0]?.seats.map((s) => [
      s.code,
      s.row,
      s.col,
    ]);
    expect(codes).toEqual([
      ['P1', 0, 0],
      ['Q1', 0, 1],
      ['Q2', 0, 2],
      ['Q3', 1, 0],
    ]);
  });

  it('counts sellable seats against the lotação and says what to fix', () => {
    let layout = fromServerLayout({ ...server, capacity: 2 });
    expect(sellableSeats(layout)).toBe(3);
    expect(layoutProblems(layout)).toEqual([
      'São 3 lugares de passageiro para uma lotação de 2. Bloqueie ou remova 1.',
    ]);
    layout = ok(setSeatKind(layout, 'z2', 's3', 'blocked'));
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('names new zones with unique codes and previews what visitors see', () => {
    expect(zoneCode('Popa coberta', [])).toBe('popa_coberta');
    expect(zoneCode('Proa', ['proa'])).toBe('proa_2');
    expect(zoneCode('Cabine Ç', [])).toBe('cabine_c');
    const layout = addZone(fromServerLayout(server), 'Cabine');
    expect(layout.zones.at(-1)).toMatchObject({ code: 'cabine', id: null, rows: 2, cols: 4 });
    const preview = previewOf(layout);
    expect(preview[1]?.seats.map((s) => s.state)).toEqual(['free', 'blocked']);
  });

  it('starts a new boat with passenger seats up to its lotação', () => {
    const layout = starterLayout(10);
    expect(sellableSeats(layout)).toBe(10);
    expect(layout.zones[0]).toMatchObject({ code: 'conves', rows: 3, cols: 4 });
  });
});
