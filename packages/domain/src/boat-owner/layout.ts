import type { SeatKind } from '../booking/seats.ts';

/**
 * The seat-layout editor's model: zones bow to stern, each a grid of rows × columns holding seats.
 * Rows are the zone's own (0 at its first row); the boat's rows are the zones stacked in order,
 * which is how the database stores them (boat_seats.seat_row). Every operation is pure and
 * returns a new layout, or a refusal with the reason in pt-BR.
 */
export const ZONE_HINTS = [
  { value: 'sol', label: 'Sol' },
  { value: 'sombra', label: 'Sombra' },
  { value: 'molha', label: 'Molha' },
  { value: 'balanca_menos', label: 'Balança menos' },
  { value: 'vista', label: 'Vista' },
  { value: 'protegido_do_vento', label: 'Protegido do vento' },
] as const;
export type ZoneHint = (typeof ZONE_HINTS)[number]['value'];

export const SEAT_KINDS: readonly { value: SeatKind; label: string }[] = [
  { value: 'passenger', label: 'Passageiro' },
  { value: 'accessible', label: 'Acessível' },
  { value: 'crew', label: 'Tripulação' },
  { value: 'blocked', label: 'Bloqueado' },
];

export const isSellable = (kind: SeatKind) => kind === 'passenger' || kind === 'accessible';

export interface EditorSeat {
  /** Stable within the editor: the seat's id, or a new key. */
  key: string;
  id: string | null;
  code: string;
  row: number;
  col: number;
  kind: SeatKind;
  /** Booked on a departure ahead: keeps its number and stays sellable. */
  sold: boolean;
  /** Referred to by any booking: keeps its number and cannot be removed. */
  locked: boolean;
}

export interface EditorZone {
  key: string;
  id: string | null;
  code: string;
  name: string;
  covered: boolean;
  hints: string[];
  rows: number;
  cols: number;
  seats: EditorSeat[];
}

export interface EditorLayout {
  capacity: number;
  zones: EditorZone[];
}

/** What public.owner_boat_layout answers. */
export interface ServerLayout {
  boat_id: string;
  capacity: number;
  zones: {
    id: string;
    code: string;
    name: string;
    covered: boolean;
    hints: string[];
    position: number;
  }[];
  seats: {
    id: string;
    code: string;
    zone_id: string;
    row: number;
    col: number;
    kind: SeatKind;
    sold: boolean;
    locked: boolean;
  }[];
}

/** What public.save_boat_layout takes. */
export interface LayoutPayload {
  zones: {
    key: string;
    id: string | null;
    code: string;
    name: string;
    covered: boolean;
    hints: string[];
    position: number;
  }[];
  seats: {
    id: string | null;
    code: string;
    zone: string;
    row: number;
    col: number;
    kind: SeatKind;
  }[];
}

export type LayoutResult = { ok: true; layout: EditorLayout } | { ok: false; reason: string };

export const MAX_ZONE_ROWS = 20;
export const MAX_ZONE_COLS = 12;

export function fromServerLayout(server: ServerLayout): EditorLayout {
  const zones = [...server.zones].sort(
    (a, b) => a.position - b.position || (a.code < b.code ? -1 : 1),
  );
  return {
    capacity: server.capacity,
    zones: zones.map((zone) => {
      const seats = server.seats.filter((s) => s.zone_id === zone.id);
      const top = seats.length ? Math.min(...seats.map((s) => s.row)) : 0;
      const local = seats.map((s) => ({
        key: s.id,
        id: s.id,
        code: s.code,
        row: s.row - top,
        col: s.col,
        kind: s.kind,
        sold: s.sold,
        locked: s.locked,
      }));
      return {
        key: zone.id,
        id: zone.id,
        code: zone.code,
        name: zone.name,
        covered: zone.covered,
        hints: [...zone.hints],
        rows: Math.max(1, ...local.map((s) => s.row + 1)),
        cols: Math.max(1, ...local.map((s) => s.col + 1)),
        seats: local,
      };
    }),
  };
}

/** A zone's code from its name: "Popa coberta" → popa_coberta; unique among the layout's. */
export function zoneCode(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\d)/, 'z$1')
      .slice(0, 30) || 'zona';
  let code = base;
  for (let n = 2; taken.includes(code); n += 1) code = `${base}_${n}`;
  return code;
}

export function toPayload(layout: EditorLayout): LayoutPayload {
  let offset = 0;
  const zones: LayoutPayload['zones'] = [];
  const seats: LayoutPayload['seats'] = [];
  layout.zones.forEach((zone, index) => {
    zones.push({
      key: zone.key,
      id: zone.id,
      code: zone.code,
      name: zone.name.trim(),
      covered: zone.covered,
      hints: zone.hints,
      position: index + 1,
    });
    for (const seat of zone.seats)
      seats.push({
        id: seat.id,
        code: seat.code,
        zone: zone.key,
        row: seat.row + offset,
        col: seat.col,
        kind: seat.kind,
      });
    offset += zone.rows;
  });
  return { zones, seats };
}

export const sellableSeats = (layout: EditorLayout) =>
  layout.zones.reduce((n, z) => n + z.seats.filter((s) => isSellable(s.kind)).length, 0);

const allCodes = (layout: EditorLayout) => layout.zones.flatMap((z) => z.seats.map((s) => s.code));

/** What stops a save, in pt-BR (empty when the layout can be saved). */
export function layoutProblems(layout: EditorLayout): string[] {
  const problems: string[] = [];
  const sellable = sellableSeats(layout);
  if (sellable > layout.capacity)
    problems.push(
      `São ${sellable} lugares de passageiro para uma lotação de ${layout.capacity}. Bloqueie ou remova ${sellable - layout.capacity}.`,
    );
  if (layout.zones.some((z) => !z.name.trim())) problems.push('Dê um nome a cada área.');
  const codes = allCodes(layout);
  const repeated = [...new Set(codes.filter((c, i) => codes.indexOf(c) !== i))];
  if (repeated.length) problems.push(`Números repetidos: ${repeated.join(', ')}.`);
  return problems;
}

function updateZone(
  layout: EditorLayout,
  key: string,
  change: (zone: EditorZone) => EditorZone | string,
): LayoutResult {
  const zone = layout.zones.find((z) => z.key === key);
  if (!zone) return { ok: false, reason: 'Área não encontrada.' };
  const next = change(zone);
  if (typeof next === 'string') return { ok: false, reason: next };
  return {
    ok: true,
    layout: { ...layout, zones: layout.zones.map((z) => (z.key === key ? next : z)) },
  };
}

let newKeys = 0;
const newKey = (prefix: string) => `${prefix}-novo-${(newKeys += 1)}`;

export function addZone(layout: EditorLayout, name: string, rows = 2, cols = 4): EditorLayout {
  const code = zoneCode(
    name,
    layout.zones.map((z) => z.code),
  );
  return {
    ...layout,
    zones: [
      ...layout.zones,
      {
        key: newKey('zona'),
        id: null,
        code,
        name,
        covered: false,
        hints: [],
        rows,
        cols,
        seats: [],
      },
    ],
  };
}

export function removeZone(layout: EditorLayout, key: string): LayoutResult {
  const zone = layout.zones.find((z) => z.key === key);
  if (!zone) return { ok: false, reason: 'Área não encontrada.' };
  const locked = zone.seats.filter((s) => s.locked).map((s) => s.code);
  if (locked.length)
    return {
      ok: false,
      reason: `A área ${zone.name} tem lugares já reservados (${locked.join(', ')}): mova-os antes de remover a área.`,
    };
  return { ok: true, layout: { ...layout, zones: layout.zones.filter((z) => z.key !== key) } };
}

export function moveZone(layout: EditorLayout, key: string, by: -1 | 1): EditorLayout {
  const i = layout.zones.findIndex((z) => z.key === key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= layout.zones.length) return layout;
  const zones = [...layout.zones];
  [zones[i], zones[j]] = [zones[j] as EditorZone, zones[i] as EditorZone];
  return { ...layout, zones };
}

export const editZone = (
  layout: EditorLayout,
  key: string,
  patch: Partial<Pick<EditorZone, 'name' | 'covered' | 'hints'>>,
): LayoutResult => updateZone(layout, key, (zone) => ({ ...zone, ...patch }));

/** Changes a zone's grid; seats that would fall outside go, unless they are booked. */
export function resizeZone(
  layout: EditorLayout,
  key: string,
  rows: number,
  cols: number,
): LayoutResult {
  if (rows < 1 || cols < 1 || rows > MAX_ZONE_ROWS || cols > MAX_ZONE_COLS)
    return {
      ok: false,
      reason: `Use de 1 a ${MAX_ZONE_ROWS} fileiras e de 1 a ${MAX_ZONE_COLS} colunas.`,
    };
  return updateZone(layout, key, (zone) => {
    const outside = zone.seats.filter((s) => s.row >= rows || s.col >= cols);
    const locked = outside.filter((s) => s.locked).map((s) => s.code);
    if (locked.length)
      return `Os lugares ${locked.join(', ')} já foram reservados e ficariam fora da área.`;
    return { ...zone, rows, cols, seats: zone.seats.filter((s) => !outside.includes(s)) };
  });
}

/** The first free number with the zone's prefix (its first letter, upper case). */
function nextCode(layout: EditorLayout, zone: EditorZone): string {
  const prefix = zonePrefix(zone);
  const taken = new Set(allCodes(layout));
  for (let n = 1; ; n += 1) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

export const zonePrefix = (zone: Pick<EditorZone, 'code' | 'seats'>) =>
  zone.seats[0]?.code.replace(/\d+$/, '') || (zone.code[0] ?? 'L').toUpperCase();

/** Adds a seat to an empty cell, or removes the seat there (a booked one stays). */
export function toggleSeat(
  layout: EditorLayout,
  key: string,
  row: number,
  col: number,
): LayoutResult {
  return updateZone(layout, key, (zone) => {
    const seat = zone.seats.find((s) => s.row === row && s.col === col);
    if (seat) {
      if (seat.locked) return `O lugar ${seat.code} já foi reservado e não pode ser removido.`;
      return { ...zone, seats: zone.seats.filter((s) => s !== seat) };
    }
    if (row >= zone.rows || col >= zone.cols) return 'Fora da área.';
    const code = nextCode(layout, zone);
    const added: EditorSeat = {
      key: newKey('lugar'),
      id: null,
      code,
      row,
      col,
      kind: 'passenger',
      sold: false,
      locked: false,
    };
    return { ...zone, seats: [...zone.seats, added] };
  });
}

export function setSeatKind(
  layout: EditorLayout,
  key: string,
  seatKey: string,
  kind: SeatKind,
): LayoutResult {
  return updateZone(layout, key, (zone) => {
    const seat = zone.seats.find((s) => s.key === seatKey);
    if (!seat) return 'Lugar não encontrado.';
    if (seat.sold && !isSellable(kind))
      return `O lugar ${seat.code} está vendido numa saída futura: ele precisa continuar à venda.`;
    return { ...zone, seats: zone.seats.map((s) => (s === seat ? { ...s, kind } : s)) };
  });
}

/**
 * Numbers a zone's seats front to back, left to right: prefix + 1, 2, … Booked seats keep their
 * numbers (passengers hold tickets with them); the others take the next numbers free.
 */
export function renumberZone(layout: EditorLayout, key: string, prefix: string): LayoutResult {
  const clean = prefix
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 3);
  if (!clean) return { ok: false, reason: 'Use uma ou mais letras como prefixo.' };
  return updateZone(layout, key, (zone) => {
    const others = new Set(
      layout.zones.filter((z) => z.key !== key).flatMap((z) => z.seats.map((s) => s.code)),
    );
    const keep = new Set(zone.seats.filter((s) => s.locked).map((s) => s.code));
    const taken = new Set([...others, ...keep]);
    let n = 0;
    const ordered = [...zone.seats].sort((a, b) => a.row - b.row || a.col - b.col);
    const codes = new Map<EditorSeat, string>();
    for (const seat of ordered) {
      if (seat.locked) continue;
      let code: string;
      do code = `${clean}${(n += 1)}`;
      while (taken.has(code));
      if (code.length > 6) return 'Números demais para esse prefixo.';
      codes.set(seat, code);
    }
    return { ...zone, seats: zone.seats.map((s) => ({ ...s, code: codes.get(s) ?? s.code })) };
  });
}

/** What a visitor will see in the seat-map modal: every seat free, crew and blocked ones greyed. */
export interface PreviewZone {
  key: string;
  name: string;
  covered: boolean;
  hints: string[];
  rows: number;
  cols: number;
  seats: {
    code: string;
    row: number;
    col: number;
    accessible: boolean;
    state: 'free' | 'blocked';
  }[];
}

export const previewOf = (layout: EditorLayout): PreviewZone[] =>
  layout.zones.map((zone) => ({
    key: zone.key,
    name: zone.name,
    covered: zone.covered,
    hints: zone.hints,
    rows: zone.rows,
    cols: zone.cols,
    seats: zone.seats.map((s) => ({
      code: s.code,
      row: s.row,
      col: s.col,
      accessible: s.kind === 'accessible',
      state: isSellable(s.kind) ? 'free' : 'blocked',
    })),
  }));

/** A new boat's first layout: one zone, its seats filling rows of four up to the lotação. */
export function starterLayout(capacity: number): EditorLayout {
  const cols = Math.min(4, Math.max(1, capacity));
  const rows = Math.min(MAX_ZONE_ROWS, Math.ceil(capacity / cols));
  const seats: EditorSeat[] = [];
  for (let i = 0; i < Math.min(capacity, rows * cols); i += 1)
    seats.push({
      key: newKey('lugar'),
      id: null,
      code: `L${i + 1}`,
      row: Math.floor(i / cols),
      col: i % cols,
      kind: 'passenger',
      sold: false,
      locked: false,
    });
  return {
    capacity,
    zones: [
      {
        key: newKey('zona'),
        id: null,
        code: 'conves',
        name: 'Convés',
        covered: false,
        hints: [],
        rows,
        cols,
        seats,
      },
    ],
  };
}
