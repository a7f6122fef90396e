import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { expect, it } from 'vitest';
import { loadSeed, migrationsDir } from '../harness/database.ts';
import { setClock, startServer } from '../harness/server.ts';

/**
 * `npm run bench:listing`: the public listing on a real PostgreSQL at 100 / 1,000 / 5,000
 * published tours (the seed's six besides), 50 departures each, and 1M bookings spread over
 * every departure (confirmed, held, lapsed and cancelled). Times one page of
 * public.tour_listing_page as the anonymous caller PostgREST uses, in four cases (soonest
 * first; filtered by region, day and covered zone; by popularity and by rating on page 2), p50/p95 of
 * BENCH_LISTING_RUNS calls after a warm-up, and the page's JSON size, each beside its aim; then
 * the old public.tour_listing (every tour with every departure) for comparison. Prints a table;
 * asserts nothing about speed. Quick run: BENCH_LISTING_SIZES=100,1000
 * BENCH_LISTING_BOOKINGS=100000 BENCH_LISTING_RUNS=10 npm run bench:listing
 */
const sizes = (process.env.BENCH_LISTING_SIZES ?? '100,1000,5000').split(',').map(Number);
const bookingTotal = Number(process.env.BENCH_LISTING_BOOKINGS ?? 1_000_000);
const runs = Number(process.env.BENCH_LISTING_RUNS ?? 30);
/** BENCH_LISTING_EXPLAIN=1: also prints each case's plan at the largest size (auto_explain). */
const explain = process.env.BENCH_LISTING_EXPLAIN === '1';
/** The old listing took 10-16 s at 1,000 tours: once per size, and never more than this. */
const oldTimeoutMs = Number(process.env.BENCH_LISTING_OLD_TIMEOUT_MS ?? 180_000);
const departuresPerTour = 50;
const clock = '2026-11-21T10:30:00-03:00';
const buyer = '00000000-0000-4000-8000-000000000006';
const aimMs = (tours: number) => (tours <= 1000 ? 100 : 200);
const aimBytes = 50 * 1024;

/** Tours 1..n (drafts until published), their departures and the bookings, set-based. */
const plantCatalogue = (tours: number, bookings: number) => `
  set session_replication_role = replica;
  insert into public.tours (id, owner_id, beach_id, slug, title, summary, duration_minutes,
    languages, price_adult, price_child, boarding_fee, photos, status)
  select ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
    (select owner_id from public.boats order by name limit 1),
    (array['praia-do-forno', 'baia-do-sancho', 'jericoacoara', 'alter-do-chao', 'praia-do-rosa'])[1 + g % 5],
    'passeio-de-bancada-' || g, 'Passeio de bancada número ' || g,
    'Um passeio de barco com paradas para banho, guia a bordo e vista das praias da região.',
    60 + (g % 10) * 30, '["pt-BR", "en"]', 5000 + (g * 37 % 300) * 100, 2500, (g % 2) * 1000,
    jsonb_build_array('/images/tours/escuna-arraial.webp', '/images/tours/snorkel-forno.webp'),
    'draft'
  from generate_series(1, ${tours}) g;
  with boats as (
    select array_agg(id order by name) as ids from public.boats
    where verification = 'approved' and status = 'active'
  )
  insert into public.departures (tour_id, boat_id, starts_at, status, sales_cutoff_at)
  select t.id, b.ids[1 + t.n % array_length(b.ids, 1)], at, 'scheduled', at - interval '1 hour'
  from (select id, substr(id::text, 25)::bigint as n from public.tours
        where slug like 'passeio-de-bancada-%') t
  cross join boats b
  cross join generate_series(0, ${departuresPerTour - 1}) j
  cross join lateral (select '${clock}'::timestamptz + interval '3 hours'
    + (j * 2 + t.n % 7) * interval '1 day' + (t.n % 11) * interval '37 minutes' as at) s;
  -- Per departure: a confirmed pair, a confirmed single, a hold (every other one lapsed, not yet
  -- swept) and cancelled ones, each booking on seats of its own.
  create temporary table planted as
  with deps as (
    select d.id, d.boat_id, row_number() over (order by d.id) - 1 as i
    from public.departures d join public.tours t on t.id = d.tour_id
    where t.slug like 'passeio-de-bancada-%'
  ), sized as (select count(*) as n from deps)
  select g, d.id as departure_id, d.boat_id, (g - 1) / sz.n as k,
    case when (g - 1) / sz.n < 2 then 'confirmed' when (g - 1) / sz.n = 2 then 'held'
         else 'cancelled' end as status
  from sized sz, generate_series(1, ${bookings}) g
  join deps d on d.i = (g - 1) % (select n from sized);
  insert into public.bookings (id, code, departure_id, buyer_id, status, hold_expires_at, seat_count,
    subtotal, boarding_fees, total, accepted_terms, purchased_at, confirmed_at, cancelled_at)
  select ('c0000000-0000-4000-8000-' || lpad(p.g::text, 12, '0'))::uuid,
    (select string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (p.g / (31 ^ e)::bigint % 31)::int, 1), '')
     from generate_series(0, 5) e),
    p.departure_id, '${buyer}', p.status,
    case when p.status = 'held' and p.g % 2 = 0 then '${clock}'::timestamptz + interval '8 minutes'
         else '${clock}'::timestamptz - interval '1 day' end,
    case when p.k = 0 then 2 else 1 end, 10000, 1000, 11000, '{}'::jsonb,
    case when p.status = 'confirmed' then '${clock}'::timestamptz - interval '2 days' end,
    case when p.status = 'confirmed' then '${clock}'::timestamptz - interval '2 days' end,
    case when p.status = 'cancelled' then '${clock}'::timestamptz - interval '1 day' end
  from planted p;
  insert into public.booking_seats (booking_id, departure_id, seat_id, active)
  select ('c0000000-0000-4000-8000-' || lpad(p.g::text, 12, '0'))::uuid, p.departure_id, s.id,
    p.status <> 'cancelled'
  from planted p
  join lateral (
    select bs.id from public.boat_seats bs
    where bs.boat_id = p.boat_id and bs.kind in ('passenger', 'accessible')
    order by bs.code
    offset case when p.k = 0 then 0 when p.k = 1 then 2 when p.k = 2 then 3 else 4 + p.k % 8 end
    limit case when p.k = 0 then 2 else 1 end
  ) s on true;
  drop table planted;
  select private.refresh_tour_sales();
  -- Ratings on two tours in three (figures as the reviews trigger keeps them), for the 'rating' order.
  update public.tours t set rating_histogram = h.a, rating_count = h.a[1] + h.a[2] + h.a[3] + h.a[4] + h.a[5],
    rating_total = h.a[1] + 2 * h.a[2] + 3 * h.a[3] + 4 * h.a[4] + 5 * h.a[5]
  from (select id, array[n % 2, n % 3, n % 4, n % 6, n % 9]::integer[] as a
        from (select id, substr(id::text, 25)::bigint as n from public.tours
              where slug like 'passeio-de-bancada-%') x
        where n % 3 <> 0) h
  where t.id = h.id;
  set session_replication_role = origin;`;

const publishUpTo = (tours: number) => `
  set session_replication_role = replica;
  update public.tours set status = 'published'
  where slug like 'passeio-de-bancada-%' and substr(id::text, 25)::bigint <= ${tours}
    and status <> 'published';
  set session_replication_role = origin;
  analyze;`;

/** The old listing, as its own migration defined it (0600 drops it), beside the new one. */
async function oldListingSql(): Promise<string> {
  const text = await readFile(path.join(migrationsDir, '20261125000100_tour_listing.sql'), 'utf8');
  const start = text.indexOf('create function public.tour_listing(');
  const end = text.indexOf('\n$$;', start);
  if (start < 0 || end < 0) throw new Error('the old tour_listing is not where it was');
  return `create or replace ${text.slice(start + 'create '.length, end)}\n$$;`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function time(client: pg.Client, sql: string, params: unknown[], n: number) {
  let bytes = 0;
  let total = 0;
  for (let i = 0; i < 3; i += 1) await client.query(sql, params);
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    const { rows } = await client.query<{ body: string }>(sql, params);
    times.push(performance.now() - t0);
    bytes = Buffer.byteLength(rows[0]?.body ?? '');
    total = (JSON.parse(rows[0]?.body ?? '{}') as { total?: number }).total ?? 0;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes, total };
}

const CASES: { name: string; args: Record<string, unknown> }[] = [
  { name: 'soonest first, page 1', args: {} },
  {
    name: 'Nordeste, a day, covered',
    args: { beach_ids: ['baia-do-sancho', 'jericoacoara'], day: '2026-11-27', covered: true },
  },
  { name: 'most sold, page 2', args: { sort: 'popular', page: 2 } },
  { name: 'best rated, page 2', args: { sort: 'rating', page: 2 } },
];

function callOf(args: Record<string, unknown>) {
  const names = ['from_time', ...Object.keys(args)];
  const sql = `select public.tour_listing_page(${names
    .map((name, i) => `${name} => $${i + 1}`)
    .join(', ')})::text as body`;
  return { sql, params: [clock, ...Object.values(args)] };
}

/** The plan of each case's statement inside the function, with its timings. */
async function plans(server: Awaited<ReturnType<typeof startServer>>) {
  const client = await server.connect();
  const found: string[] = [];
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(
      `set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
       set auto_explain.log_nested_statements = on; set client_min_messages = log`,
    );
    client.on('notice', (notice) => {
      if (
        notice.message?.includes('tour_listing_page') === false &&
        notice.message.includes('Query Text')
      )
        found.push(notice.message);
    });
    await setClock(client, clock);
    await client.query('set role anon');
    for (const { name, args } of CASES) {
      found.push(`-- ${name}`);
      const { sql, params } = callOf(args);
      await client.query(sql, params);
    }
  } finally {
    await client.end();
  }
  return found;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

it('prints the listing page p50/p95 and size beside the aims, and the old listing', async () => {
  const server = await startServer({ maxConnections: 10 });
  const admin = await server.connect();
  const caller = await server.connect();
  const lines: string[] = [];
  try {
    await loadSeed({ exec: (sql: string) => admin.query(sql) });
    await admin.query(await oldListingSql());
    await admin.query('grant execute on function public.tour_listing(timestamptz) to anon');
    const largest = Math.max(...sizes);
    const t0 = performance.now();
    await admin.query(
      plantCatalogue(largest, Math.min(bookingTotal, largest * departuresPerTour * 12)),
    );
    const [counts] = (
      await admin.query<{ departures: string; bookings: string }>(
        `select (select count(*) from public.departures) as departures,
                (select count(*) from public.bookings) as bookings`,
      )
    ).rows;
    lines.push(
      `catalogue: ${largest} tours, ${counts?.departures} departures, ${counts?.bookings} bookings, planted in ${((performance.now() - t0) / 1000).toFixed(0)} s (PostgreSQL ${(await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]?.v})`,
    );
    await setClock(caller, clock);
    await caller.query('set role anon');
    lines.push(
      `${'tours'.padStart(5)} | ${'case'.padEnd(26)} | ${pad('p50 ms', 8)} | ${pad('p95 ms', 8)} | ${pad('aim', 5)} |      | ${pad('page kB', 8)} | ${pad('aim', 4)} |      | matching`,
    );
    for (const size of [...sizes].sort((a, b) => a - b)) {
      await admin.query(publishUpTo(size));
      for (const { name, args } of CASES) {
        const { sql, params } = callOf(args);
        const figure = await time(caller, sql, params, runs);
        lines.push(
          `${pad(size, 5)} | ${name.padEnd(26)} | ${pad(figure.p50.toFixed(1), 8)} | ${pad(figure.p95.toFixed(1), 8)} | ${pad(aimMs(size), 5)} | ${verdict(figure.p95 <= aimMs(size))} | ${pad((figure.bytes / 1024).toFixed(1), 8)} | ${pad(aimBytes / 1024, 4)} | ${verdict(figure.bytes <= aimBytes)} | ${pad(figure.total, 8)}`,
        );
      }
      if (explain && size === Math.max(...sizes)) lines.push(...(await plans(server)));
      // The old listing, once (after one warm-up at the smallest size only: it is slow).
      await caller.query(`set statement_timeout = ${oldTimeoutMs}`);
      try {
        const sql = 'select public.tour_listing(from_time => $1)::text as body';
        if (size === Math.min(...sizes)) await caller.query(sql, [clock]);
        const started = performance.now();
        const { rows } = await caller.query<{ body: string }>(sql, [clock]);
        const ms = performance.now() - started;
        lines.push(
          `${pad(size, 5)} | ${'old tour_listing (all)'.padEnd(26)} | ${pad(ms.toFixed(1), 8)} | ${pad('', 8)} | ${pad('', 5)} |      | ${pad((Buffer.byteLength(rows[0]?.body ?? '') / 1024).toFixed(1), 8)} |      |`,
        );
      } catch (error) {
        lines.push(
          `${pad(size, 5)} | ${'old tour_listing (all)'.padEnd(26)} | > ${oldTimeoutMs / 1000} s (${(error as Error).message})`,
        );
      } finally {
        await caller.query('set statement_timeout = 0');
      }
    }
    console.log(
      [
        `listing bench: ${runs} calls per case after 3 warm-ups; aims p95 <= 100 ms up to 1,000 tours, <= 200 ms at 5,000; a page <= 50 kB`,
        ...lines,
      ].join('\n'),
    );
    expect(lines.length).toBeGreaterThan(sizes.length * CASES.length);
  } finally {
    await Promise.all([admin.end(), caller.end()]);
    await server.stop();
  }
});
