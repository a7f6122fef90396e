import type pg from 'pg';
import { expect, it } from 'vitest';
import { bookingWorld, type World } from '../harness/booking-world.ts';
import { openClients, startServer } from '../harness/server.ts';

/**
 * Holds per second and latency on a real PostgreSQL, each beside its floor measured in the same
 * run, at 1, 8, 32 and 64 connections:
 * - contended: every connection holds one seat of the same 500-seat departure (the popular
 *   departure), beside the bare insert of the same rows taking that departure's row lock first
 *   (the locked floor) and without it (the bare floor);
 * - spread: one seat on one of 128 departures in turn, never sharing a departure for long,
 *   beside the bare insert;
 * - "Escolher por mim": hold_seats_for_me for a party of 2 on the 500-seat departure beside
 *   hold_seats of 2 named seats, both contended.
 * Each operation is one round trip that says who asks (as PostgREST does) and then holds. Every
 * figure is the median of 3 repetitions after a warm-up that has every connection run every
 * statement (PL/pgSQL plans are cached per connection); the holds are wiped between
 * measurements. It runs with fsync off (the tests' throw-away cluster) and again on a second
 * server with durable commits (fsync, full_page_writes and synchronous_commit on; they are
 * command-line settings there, which ALTER SYSTEM cannot override). Prints a table with the
 * aims; asserts nothing about speed.
 *
 * Knobs: BENCH_LEVELS (1,8,32,64), BENCH_OPS (spread operations, 1024), BENCH_ROUNDS (rounds
 * of 480 contended holds, 2), BENCH_MODES (off,durable).
 */
const levels = (process.env.BENCH_LEVELS ?? '1,8,32,64').split(',').map(Number);
const spreadOps = Number(process.env.BENCH_OPS ?? 1024);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const modes = (process.env.BENCH_MODES ?? 'off,durable').split(',');
const repetitions = 3;
const spreadDepartures = 128;
const spreadSeats = 24;
const bigSeats = 500;
/** Holds of one seat per contended round: the big departure never runs out. */
const perRound = 480;
const aimLevel = 32;
const clock = '2026-11-21T10:30:00-03:00';

interface Figures {
  perSecond: number;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Runs the statements over the pool, each connection taking the next one when free. */
async function drive(clients: pg.Client[], statements: string[]) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = next++; i < statements.length; i = next++) {
        const t0 = performance.now();
        await client.query(statements[i] ?? '');
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies };
}

const claims = (buyer: string) =>
  `select set_config('request.jwt.claims', '{"sub":"${buyer}","role":"authenticated"}', false);`;

const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Distinct valid booking codes for the floors' rows. */
function code(i: number): string {
  let n = i;
  let out = '';
  for (let d = 0; d < 6; d++) {
    out = (alphabet[n % 31] ?? '2') + out;
    n = Math.floor(n / 31);
  }
  return out;
}

/** The rows a one-seat hold writes, inserted bare; `locked` takes the departure's lock first. */
function bareInsert(buyer: string, departure: string, seatId: string, i: number, locked: boolean) {
  const lock = locked
    ? `select 1 from public.departures where id = '${departure}' for no key update;`
    : '';
  return `${claims(buyer)} ${lock} with b as (insert into public.bookings (code, departure_id, buyer_id, hold_expires_at, seat_count) values ('${code(i)}', '${departure}', '${buyer}', now() + interval '10 minutes', 1) returning id) insert into public.booking_seats (booking_id, departure_id, seat_id) select b.id, '${departure}', '${seatId}' from b;`;
}

it('prints holds/s and p50/p95 beside their floors, contended and spread, with the aims', async () => {
  const results: Row[] = [];
  let version = '?';
  for (const mode of modes) {
    const run = await runMode(mode === 'durable');
    results.push(...run.rows);
    version = run.version;
  }
  console.log(report(results, version));
  expect(results).toHaveLength(levels.length * modes.length);
}, 3_600_000);

type Row = { mode: string; level: number; figures: Partial<Record<Kind, Figures>> };

/** One server (throw-away or durable), its worlds, and every kind at every level. */
async function runMode(durable: boolean): Promise<{ rows: Row[]; version: string }> {
  const server = await startServer({ maxConnections: 100, durable });
  const admin = await server.connect();
  const clients: pg.Client[] = [];
  const mode = durable ? 'durable' : 'off';
  try {
    const buyerCount = Math.max(spreadOps, perRound);
    const worlds: World[] = [];
    for (let k = 0; k < spreadDepartures; k++) {
      const { sql, world } = bookingWorld({
        key: k,
        seats: spreadSeats,
        buyers: k === 0 ? buyerCount : 0,
        clock,
      });
      await admin.query(sql);
      worlds.push(world);
    }
    const big = bookingWorld({ key: 200, seats: bigSeats, buyers: 0, clock });
    await admin.query(big.sql);
    await admin.query('analyze');
    const buyers = worlds[0]?.buyerIds ?? [];
    const buyer = (i: number) => buyers[i % buyers.length] ?? '';
    const seatIds = new Map<string, string>();
    const seats = await admin.query<{ boat: string; code: string; id: string }>(
      'select boat_id as boat, code, id from public.boat_seats',
    );
    for (const row of seats.rows) seatIds.set(`${row.boat}/${row.code}`, row.id);
    const seatId = (w: World, n: number) => seatIds.get(`${w.boatId}/S${n}`) ?? '';
    const bigDep = big.world.departureId;

    // The statements of each kind, n of them (a contended round is at most `perRound` seats).
    const spreadWorld = (i: number) => worlds[i % spreadDepartures] ?? big.world;
    const spreadSeat = (i: number) => 1 + (Math.floor(i / spreadDepartures) % spreadSeats);
    const kinds: Record<Kind, (i: number) => string> = {
      spreadHold: (i: number) =>
        `${claims(buyer(i))} select public.hold_seats('${spreadWorld(i).departureId}', array['S${spreadSeat(i)}']);`,
      spreadBare: (i: number) =>
        bareInsert(
          buyer(i),
          spreadWorld(i).departureId,
          seatId(spreadWorld(i), spreadSeat(i)),
          i,
          false,
        ),
      contendedHold: (i: number) =>
        `${claims(buyer(i))} select public.hold_seats('${bigDep}', array['S${i + 1}']);`,
      contendedLocked: (i: number) =>
        bareInsert(buyer(i), bigDep, seatId(big.world, i + 1), i, true),
      contendedBare: (i: number) =>
        bareInsert(buyer(i), bigDep, seatId(big.world, i + 1), i, false),
      plainPair: (i: number) =>
        `${claims(buyer(i))} select public.hold_seats('${bigDep}', array['S${2 * i + 1}', 'S${2 * i + 2}']);`,
      forMe: (i: number) => `${claims(buyer(i))} select public.hold_seats_for_me('${bigDep}', 2);`,
    };
    const isHold = (kind: Kind) => !/Bare|Locked/.test(kind);
    /** Statements per round and rounds per measurement. */
    const shape = (kind: Kind): { n: number; rounds: number } =>
      kind.startsWith('spread')
        ? { n: spreadOps, rounds: 1 }
        : kind === 'plainPair' || kind === 'forMe'
          ? { n: perRound / 2, rounds }
          : { n: perRound, rounds };

    clients.push(...(await openClients(server, Math.max(...levels))));
    await Promise.all(
      clients.map((c) => c.query(`select set_config('mare.now', '${clock}', false)`)),
    );
    const reset = () => admin.query('truncate public.bookings, public.audit_logs cascade');

    async function measure(pool: pg.Client[], kind: Kind, n?: number): Promise<Figures> {
      await Promise.all(
        pool.map((c) => c.query(isHold(kind) ? 'set role authenticated' : 'reset role')),
      );
      const s = shape(kind);
      const count = n ?? s.n;
      let seconds = 0;
      const latencies: number[] = [];
      for (let r = 0; r < (n === undefined ? s.rounds : 1); r++) {
        await reset();
        const run = await drive(
          pool,
          Array.from({ length: count }, (_, i) => kinds[kind](i)),
        );
        seconds += run.seconds;
        latencies.push(...run.latencies);
      }
      latencies.sort((a, b) => a - b);
      return {
        perSecond: latencies.length / seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
      };
    }

    const rows: Row[] = [];
    const order = Object.keys(kinds) as Kind[];
    for (const level of levels) {
      const pool = clients.slice(0, level);
      // Warm-up: every connection runs every kind of statement a few times.
      for (const kind of order) await measure(pool, kind, Math.min(level * 3, shape(kind).n));
      const runs = new Map<Kind, Figures[]>();
      for (let rep = 0; rep < repetitions; rep++) {
        // A different order each time, so a noisy moment does not always fall on one kind.
        const rotated = [...order.slice(rep % order.length), ...order.slice(0, rep % order.length)];
        for (const kind of rotated) {
          runs.set(kind, [...(runs.get(kind) ?? []), await measure(pool, kind)]);
        }
      }
      const figures: Row['figures'] = {};
      for (const [kind, list] of runs) {
        figures[kind] = {
          perSecond: median(list.map((f) => f.perSecond)),
          p50: median(list.map((f) => f.p50)),
          p95: median(list.map((f) => f.p95)),
        };
      }
      rows.push({ mode, level, figures });
    }
    await reset();
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]
      ?.server_version;
    const shown = await admin.query<{ fsync: string; synchronous_commit: string }>(
      `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit`,
    );
    expect(shown.rows[0]).toEqual(
      durable
        ? { fsync: 'on', synchronous_commit: 'on' }
        : { fsync: 'off', synchronous_commit: 'off' },
    );
    return { rows, version: version ?? '?' };
  } finally {
    await Promise.all([admin, ...clients].map((c) => c.end().catch(() => undefined)));
    await server.stop();
  }
}

type Kind =
  | 'spreadHold'
  | 'spreadBare'
  | 'contendedHold'
  | 'contendedLocked'
  | 'contendedBare'
  | 'plainPair'
  | 'forMe';

function report(results: Row[], version: string): string {
  const header = [
    'durability',
    'scenario',
    'conns',
    'holds/s',
    'p50 ms',
    'p95 ms',
    'floor',
    'floor/s',
    'floor p95',
    'bare insert/s',
    'ratio',
    `aim at ${aimLevel}`,
  ];
  const fixed = (n: number | undefined, d = 0) => (n === undefined ? '–' : n.toFixed(d));
  const table: string[][] = [];
  const scenarios: {
    name: string;
    hold: Kind;
    floor: Kind;
    bare?: Kind;
    floorName: string;
    aim: (hold: Figures, floor: Figures) => [string, boolean];
  }[] = [
    {
      name: 'contended',
      hold: 'contendedHold',
      floor: 'contendedLocked',
      bare: 'contendedBare',
      floorName: 'locked insert',
      aim: (h, f) => ['≥ 0.70 × floor', h.perSecond >= 0.7 * f.perSecond],
    },
    {
      name: 'spread',
      hold: 'spreadHold',
      floor: 'spreadBare',
      bare: 'spreadBare',
      floorName: 'bare insert',
      aim: (h, f) => ['≥ 0.50 × floor, p95 ≤ 25', h.perSecond >= 0.5 * f.perSecond && h.p95 <= 25],
    },
    {
      name: 'escolher por mim',
      hold: 'forMe',
      floor: 'plainPair',
      floorName: 'plain hold',
      aim: (h, f) => ['≥ 0.50 × plain', h.perSecond >= 0.5 * f.perSecond],
    },
  ];
  for (const { mode, level, figures } of results) {
    for (const s of scenarios) {
      const hold = figures[s.hold];
      const floor = figures[s.floor];
      if (!hold || !floor) continue;
      const [aim, met] = s.aim(hold, floor);
      table.push([
        mode === 'durable' ? 'durable' : 'fsync off',
        s.name,
        String(level),
        fixed(hold.perSecond),
        fixed(hold.p50, 1),
        fixed(hold.p95, 1),
        s.floorName,
        fixed(floor.perSecond),
        fixed(floor.p95, 1),
        fixed(s.bare && figures[s.bare]?.perSecond),
        (hold.perSecond / floor.perSecond).toFixed(2),
        level === aimLevel && aim ? `${aim}: ${met ? 'PASS' : 'MISS'}` : '',
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 || i === 6 || i === 11 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    `booking holds on PostgreSQL ${version}: median of ${repetitions} after a warm-up; contended = one 500-seat departure (rounds of ${perRound} one-seat holds), spread = ${spreadOps} holds over ${spreadDepartures} departures; escolher por mim = parties of 2 on the 500-seat departure`,
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...table.map(line),
  ].join('\n');
}
