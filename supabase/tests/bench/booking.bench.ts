import type pg from 'pg';
import { expect, it } from 'vitest';
import { bookingWorld, type World } from '../harness/booking-world.ts';
import { openClients, startServer } from '../harness/server.ts';

/**
 * Holds per second and latency at 1, 8, 32 and 64 connections on a real PostgreSQL, next to the
 * floor measured in the same run: a bare insert of the same rows (the booking and its seat),
 * with no function, lock or check. Each operation is one round trip that first says who asks
 * (as PostgREST does per request) and then holds one seat. Holds are spread over many
 * departures, one buyer each, never conflicting: this measures the cost of the rules, not of
 * refusals. Prints a table; asserts nothing about speed.
 */
const levels = [1, 8, 32, 64];
const opsPerLevel = Number(process.env.BENCH_OPS ?? 3000);
const departures = 128;
const clock = '2026-11-21T10:30:00-03:00';

type Op = { departure: string; seat: string; buyer: string };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function drive(clients: pg.Client[], ops: Op[], sqlOf: (op: Op, i: number) => string) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = next++; i < ops.length; i = next++) {
        const op = ops[i];
        if (!op) break;
        const t0 = performance.now();
        await client.query(sqlOf(op, i));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: ops.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

const claims = (buyer: string) =>
  `select set_config('request.jwt.claims', '{"sub":"${buyer}","role":"authenticated"}', false);`;

it('prints holds/s and p50/p95 next to the floor', async () => {
  const server = await startServer({ maxConnections: 100 });
  const admin = await server.connect();
  const clients: pg.Client[] = [];
  try {
    // One world per departure, sharing nothing; buyers come from world 0.
    const worlds: World[] = [];
    for (let k = 0; k < departures; k++) {
      const { sql, world } = bookingWorld({
        key: k,
        seats: 24,
        buyers: k === 0 ? opsPerLevel : 0,
        clock,
      });
      await admin.query(sql);
      worlds.push(world);
    }
    const buyers = worlds[0]?.buyerIds ?? [];
    const ops: Op[] = Array.from({ length: opsPerLevel }, (_, i) => ({
      departure: worlds[i % departures]?.departureId ?? '',
      seat: `S${1 + (Math.floor(i / departures) % 24)}`,
      buyer: buyers[i] ?? '',
    }));
    const seatIds = new Map<string, string>();
    const { rows } = await admin.query<{ boat: string; code: string; id: string }>(
      'select boat_id as boat, code, id from public.boat_seats',
    );
    for (const row of rows) seatIds.set(`${row.boat}/${row.code}`, row.id);
    const boatOf = new Map(worlds.map((w) => [w.departureId, w.boatId]));

    clients.push(...(await openClients(server, Math.max(...levels))));
    await Promise.all(
      clients.map(async (c) => {
        await c.query(`select set_config('mare.now', '${clock}', false)`);
      }),
    );
    const reset = () => admin.query('truncate public.bookings, public.audit_logs cascade');

    const table: string[][] = [];
    for (const level of levels) {
      const pool = clients.slice(0, level);
      await reset();
      await Promise.all(pool.map((c) => c.query('set role authenticated')));
      const hold = await drive(
        pool,
        ops,
        (op) =>
          `${claims(op.buyer)} select public.hold_seats('${op.departure}', array['${op.seat}']);`,
      );
      await reset();
      await Promise.all(pool.map((c) => c.query('reset role')));
      const floor = await drive(
        pool,
        ops,
        (op, i) =>
          `${claims(op.buyer)} with b as (insert into public.bookings (code, departure_id, buyer_id, hold_expires_at, seat_count) values ('${code(i)}', '${op.departure}', '${op.buyer}', now() + interval '10 minutes', 1) returning id) insert into public.booking_seats (booking_id, departure_id, seat_id) select b.id, '${op.departure}', '${seatIds.get(`${boatOf.get(op.departure)}/${op.seat}`)}' from b;`,
      );
      table.push([
        String(level),
        hold.perSecond.toFixed(0),
        hold.p50.toFixed(1),
        hold.p95.toFixed(1),
        floor.perSecond.toFixed(0),
        floor.p50.toFixed(1),
        floor.p95.toFixed(1),
        (hold.perSecond / floor.perSecond).toFixed(2),
      ]);
    }
    const header = [
      'connections',
      'holds/s',
      'p50 ms',
      'p95 ms',
      'floor/s',
      'floor p50',
      'floor p95',
      'ratio',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]?.length ?? 0)));
    const line = (cells: string[]) =>
      `| ${cells.map((c, i) => c.padStart(widths[i] ?? 0)).join(' | ')} |`;
    console.log(
      [
        `booking holds, ${opsPerLevel} per level over ${departures} departures (PostgreSQL ${(await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version}, fsync off)`,
        line(header),
        `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
        ...table.map(line),
      ].join('\n'),
    );
    expect(table).toHaveLength(levels.length);
  } finally {
    await Promise.all([admin, ...clients].map((c) => c.end().catch(() => undefined)));
    await server.stop();
  }
});

const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Distinct valid booking codes for the floor's rows. */
function code(i: number): string {
  let n = i;
  let out = '';
  for (let d = 0; d < 6; d++) {
    out = (alphabet[n % 31] ?? '2') + out;
    n = Math.floor(n / 31);
  }
  return out;
}
