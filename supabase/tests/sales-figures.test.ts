import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, story } from './harness/booking-session.ts';
import { act, anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import {
  november,
  october,
  pickTotals,
  rawSalesSql,
  salesOf,
  totalsOf,
  type RawSale,
} from './harness/sales.ts';

/**
 * The money rules of the reports (20261127000100_sales_figures.sql, 20261127000200_admin_figures.sql)
 * on the seeded fixtures, against an independent reckoning from the raw rows (harness/sales.ts).
 */
let db: PGlite;
let raw: RawSale[];
beforeAll(async () => {
  db = await createDatabase();
  raw = (await db.query<RawSale>(rawSalesSql)).rows;
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const bruno = asUser(users.barqueiro);
const vera = asUser(users.visitante);
const gabriela = asUser(users.guia);
const admin = asUser(users.admin);
const owner = users.barqueiro.id;
const now = fixtureClock;
const everything = { from: '2026-01-01T00:00:00-03:00', to: '2027-01-01T00:00:00-03:00' };

type Json = Record<string, unknown>;
async function rpc(actor: typeof bruno, name: string, args: unknown[]) {
  const placeholders = args.map((_, i) => `$${i + 1}`).join(', ');
  return act(db, actor, async (tx) => {
    const { rows } = await tx.query<{ value: Json }>(
      `select public.${name}(${placeholders}) as value`,
      args,
    );
    return rows[0]?.value as Json;
  });
}

describe('owner_revenue_summary (the contract with the boat-owner dashboard)', () => {
  it('gives the owner their own figures, to the centavo, with exactly the agreed keys', async () => {
    const result = await rpc(bruno, 'owner_revenue_summary', [november.from, november.to]);
    if (!result.ok) throw new Error(result.message);
    expect(Object.keys(result.value).sort()).toEqual(
      [
        'average_ticket',
        'bookings',
        'cancellations',
        'departures',
        'gross',
        'net',
        'occupancy_percent',
        'platform_fee',
        'refunded_bookings',
        'refunds',
        'seats',
        'seats_sold',
        'seats_total',
      ].sort(),
    );
    const expected = totalsOf(salesOf(raw, { ...november, owner }));
    expect(pickTotals(result.value)).toEqual(expected);
    // The fixtures hold sales, refunds and cancellations in November: nothing here is vacuous.
    expect(expected.bookings).toBeGreaterThan(5);
    expect(expected.refunds).toBeGreaterThan(0);
    expect(expected.cancellations).toBeGreaterThan(0);
    expect(expected.gross - expected.refunds - expected.platform_fee).toBe(expected.net);
  });

  it('computes occupancy from the departures of the period, cancelled ones left out', async () => {
    const result = await rpc(bruno, 'owner_revenue_summary', [november.from, november.to]);
    if (!result.ok) throw new Error(result.message);
    const { rows } = await db.query<{ total: number; sold: number; departures: number }>(
      `select count(*)::int as departures,
         sum((select count(*) from public.boat_seats s where s.boat_id = d.boat_id
              and s.kind in ('passenger', 'accessible')))::int as total,
         sum((select coalesce(sum(b.seat_count), 0) from public.bookings b
              where b.departure_id = d.id and b.status in ('confirmed', 'no_show')))::int as sold
       from public.departures d join public.tours t on t.id = d.tour_id
       where d.starts_at >= $1 and d.starts_at < $2 and d.status <> 'cancelled' and t.owner_id = $3`,
      [november.from, november.to, users.barqueiro.id],
    );
    const row = rows[0];
    if (!row) throw new Error('no departures');
    expect(result.value.departures).toBe(row.departures);
    expect(result.value.seats_total).toBe(row.total);
    expect(result.value.seats_sold).toBe(row.sold);
    expect(result.value.occupancy_percent).toBe(Math.round((1000 * row.sold) / row.total) / 10);
  });

  it('shows another user only their own (empty) figures, and occupancy null without departures', async () => {
    const result = await rpc(vera, 'owner_revenue_summary', [november.from, november.to]);
    if (!result.ok) throw new Error(result.message);
    expect(pickTotals(result.value)).toEqual(totalsOf([]));
    expect(result.value.occupancy_percent).toBeNull();
  });

  it('refuses anonymous callers and a period that is empty, reversed or over two years', async () => {
    expect(
      await rpc(anonymous, 'owner_revenue_summary', [november.from, november.to]),
    ).toMatchObject({ ok: false, code: '42501' });
    for (const [from, to] of [
      [november.to, november.from],
      [november.from, november.from],
      ['2020-01-01T00:00:00Z', '2026-01-01T00:00:00Z'],
    ]) {
      expect(await rpc(bruno, 'owner_revenue_summary', [from, to])).toMatchObject({
        ok: false,
        code: 'P0001',
        message: 'invalid_period',
      });
    }
  });

  it('a cancellation with refund reduces the net and the platform fee of the sale', async () => {
    await story(db, async (s) => {
      const before = await s.rpc<Json>(bruno, now, 'owner_revenue_summary', {
        p_from: everything.from,
        p_to: everything.to,
      });
      // Vera's confirmed Jericoacoara booking, bought 3 days ago: a full refund (CDC art. 49).
      const [booking] = await s.sql<{ id: string; total: number; subtotal: number }>(
        `select b.id, b.total, b.subtotal from public.bookings b
         join public.departures d on d.id = b.departure_id
         where b.buyer_id = $1 and b.status = 'confirmed' and d.tour_id = '70a00000-0000-4000-8000-000000000004'`,
        [users.visitante.id],
      );
      if (!booking || !before.ok) throw new Error('fixture missing');
      const cancel = await s.rpc<Json>(vera, now, 'cancel_booking', { booking_id: booking.id });
      expect(cancel.ok).toBe(true);
      const after = await s.rpc<Json>(bruno, now, 'owner_revenue_summary', {
        p_from: everything.from,
        p_to: everything.to,
      });
      if (!after.ok) throw new Error(after.message);
      const fee = Math.round(booking.subtotal / 10);
      expect(after.value.gross).toBe(before.value.gross);
      expect(after.value.refunds).toBe(Number(before.value.refunds) + booking.total);
      expect(after.value.platform_fee).toBe(Number(before.value.platform_fee) - fee);
      expect(after.value.net).toBe(Number(before.value.net) - (booking.total - fee));
      expect(after.value.cancellations).toBe(Number(before.value.cancellations) + 1);
    });
  });

  it('takes the platform fee percent from private.app_settings', async () => {
    await story(db, async (s) => {
      await s.sql(
        `update private.app_settings set value = '12.5' where key = 'platform_fee_percent'`,
      );
      const result = await s.rpc<Json>(bruno, now, 'owner_revenue_summary', {
        p_from: november.from,
        p_to: november.to,
      });
      if (!result.ok) throw new Error(result.message);
      expect(pickTotals(result.value)).toEqual(
        totalsOf(salesOf(raw, { ...november, owner }, 12.5)),
      );
    });
  });
});

describe('owner_revenue_report (the Receita screen)', () => {
  it('splits the owner figures by day and by tour, each summing to the summary', async () => {
    const result = await rpc(bruno, 'owner_revenue_report', [november.from, november.to]);
    if (!result.ok) throw new Error(result.message);
    const summary = result.value.summary as Json;
    const byDay = result.value.by_day as Json[];
    const byTour = result.value.by_tour as Json[];
    expect(byDay).toHaveLength(30);
    expect(byDay[0]?.day).toBe('2026-11-01');
    expect(byDay.at(-1)?.day).toBe('2026-11-30');
    for (const key of ['gross', 'platform_fee', 'refunds', 'net', 'bookings']) {
      expect(
        byDay.reduce((a, d) => a + Number(d[key]), 0),
        key,
      ).toBe(summary[key]);
      expect(
        byTour.reduce((a, t) => a + Number(t[key]), 0),
        key,
      ).toBe(summary[key]);
    }
    expect(byTour.map((t) => t.title)).toContain(
      'Passeio de escuna pelas praias de Arraial do Cabo',
    );
  });

  it('is empty for a user who owns no tour', async () => {
    const result = await rpc(gabriela, 'owner_revenue_report', [november.from, november.to]);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.by_tour).toEqual([]);
  });
});

describe('admin figures', () => {
  it('the sales report totals equal, to the centavo, an independent sum of the fixture bookings', async () => {
    for (const period of [november, october, everything]) {
      const result = await rpc(admin, 'admin_sales_report', [period.from, period.to]);
      if (!result.ok) throw new Error(result.message);
      const totals = result.value.totals as Json;
      expect(pickTotals(totals)).toEqual(totalsOf(salesOf(raw, period)));
      for (const breakdown of ['by_day', 'by_tour', 'by_owner', 'by_region']) {
        const rows = result.value[breakdown] as Json[];
        for (const key of ['gross', 'platform_fee', 'refunds', 'net', 'bookings']) {
          expect(
            rows.reduce((a, r) => a + Number(r[key]), 0),
            `${breakdown}.${key}`,
          ).toBe(totals[key]);
        }
      }
    }
  });

  it('filters by tour, owner and region, and refuses an unknown region', async () => {
    const tour = '70a00000-0000-4000-8000-000000000001';
    for (const [args, filter] of [
      [[tour, null, null], { tour }],
      [[null, owner, null], { owner }],
      [[null, null, 'northeast'], { region: 'northeast' }],
      [[null, null, 'undefined'], { region: 'undefined' }],
    ] as const) {
      const result = await rpc(admin, 'admin_sales_report', [november.from, november.to, ...args]);
      if (!result.ok) throw new Error(result.message);
      expect(pickTotals(result.value.totals as Json)).toEqual(
        totalsOf(salesOf(raw, { ...november, ...filter })),
      );
    }
    expect(
      await rpc(admin, 'admin_sales_report', [november.from, november.to, null, null, 'mars']),
    ).toMatchObject({ ok: false, message: 'invalid_region' });
  });

  it('lists the bookings behind the report, paged, summing to its totals', async () => {
    const report = await rpc(admin, 'admin_sales_report', [everything.from, everything.to]);
    if (!report.ok) throw new Error(report.message);
    const rows: Json[] = [];
    let total = -1;
    for (let offset = 0; total < 0 || offset < total; offset += 4) {
      const page = await rpc(admin, 'admin_sales_bookings', [
        everything.from,
        everything.to,
        null,
        null,
        null,
        4,
        offset,
      ]);
      if (!page.ok) throw new Error(page.message);
      total = Number(page.value.total);
      rows.push(...(page.value.rows as Json[]));
    }
    const totals = report.value.totals as Json;
    expect(rows).toHaveLength(Number(totals.bookings));
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    for (const key of ['gross', 'platform_fee', 'refunds', 'net']) {
      expect(
        rows.reduce((a, r) => a + Number(r[key]), 0),
        key,
      ).toBe(totals[key]);
    }
    const times = rows.map((r) => Date.parse(String(r.sold_at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      await rpc(admin, 'admin_sales_bookings', [
        everything.from,
        everything.to,
        null,
        null,
        null,
        0,
        0,
      ]),
    ).toMatchObject({ ok: false, message: 'invalid_page' });
  });

  it('the dashboard compares the period with the one of the same length just before it', async () => {
    const result = await rpc(admin, 'admin_dashboard', [november.from, november.to]);
    if (!result.ok) throw new Error(result.message);
    expect(Date.parse(String(result.value.previous_from))).toBe(
      Date.parse(november.from) - (Date.parse(november.to) - Date.parse(november.from)),
    );
    const previous = {
      from: new Date(Date.parse(String(result.value.previous_from))).toISOString(),
      to: november.from,
    };
    expect(pickTotals(result.value.current as Json)).toEqual(totalsOf(salesOf(raw, november)));
    expect(pickTotals(result.value.previous as Json)).toEqual(totalsOf(salesOf(raw, previous)));
    const { rows } = await db.query<{ users: number; tours: number; owners: number }>(
      `select (select count(*)::int from public.perfis_usuarios where created_at >= $1 and created_at < $2) as users,
              (select count(*)::int from public.tours where status = 'in_review') as tours,
              (select count(distinct owner_id)::int from public.boats where verification = 'pending') as owners`,
      [november.from, november.to],
    );
    expect((result.value.current as Json).new_users).toBe(rows[0]?.users);
    expect(result.value.tours_in_review).toBe(rows[0]?.tours);
    expect(result.value.boat_owners_pending).toBe(rows[0]?.owners);
    expect(result.value.by_day).toHaveLength(30);
  });

  it('counts a tour sent for review and a boat awaiting verification', async () => {
    await story(db, async (s) => {
      const counts = async () =>
        (
          await s.sql<{ tours: number; owners: number }>(
            `select (select count(*)::int from public.tours where status = 'in_review') as tours,
                    (select count(distinct owner_id)::int from public.boats
                     where verification = 'pending') as owners`,
          )
        )[0];
      const before = await counts();
      await s.sql(
        `update public.tours set status = 'in_review' where slug = 'rascunho-ilha-de-cabo-frio'`,
      );
      await s.sql(`update public.boats set verification = 'pending' where name = 'Lancha Sancho'`);
      const result = await s.rpc<Json>(admin, now, 'admin_dashboard', {
        p_from: november.from,
        p_to: november.to,
      });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.tours_in_review).toBe((before?.tours ?? 0) + 1);
      expect(result.value.boat_owners_pending).toBe((before?.owners ?? 0) + 1);
    });
  });

  it('answers admins only: everyone else gets 42501, anonymous callers cannot even call', async () => {
    const calls: [string, unknown[]][] = [
      ['admin_dashboard', [november.from, november.to]],
      ['admin_sales_report', [november.from, november.to, null, null, null]],
      ['admin_sales_bookings', [november.from, november.to, null, null, null, 10, 0]],
      ['admin_recent_audit', [10]],
    ];
    for (const [name, args] of calls) {
      for (const actor of [bruno, vera, gabriela, anonymous]) {
        expect(await rpc(actor, name, args), name).toMatchObject({ ok: false, code: '42501' });
      }
      expect((await rpc(admin, name, args)).ok, name).toBe(true);
    }
  });

  it('reading figures writes nothing to the audit log', async () => {
    await story(db, async (s) => {
      const [before] = await s.sql<{ n: number }>(
        'select count(*)::int as n from public.audit_logs',
      );
      await s.rpc(admin, now, 'admin_dashboard', { p_from: november.from, p_to: november.to });
      await s.rpc(admin, now, 'admin_sales_report', { p_from: november.from, p_to: november.to });
      await s.rpc(bruno, now, 'owner_revenue_report', { p_from: november.from, p_to: november.to });
      const [after] = await s.sql<{ n: number }>(
        'select count(*)::int as n from public.audit_logs',
      );
      expect(after?.n).toBe(before?.n);
    });
  });
});

describe('the audit log guarantee', () => {
  const plant = `insert into public.audit_logs (actor_id, action, target, details)
    values ('${users.admin.id}', 'tour.review', 'tours/x', '{"status":"published"}')`;

  it('the latest entries are readable by admins only, newest first, with who made them', async () => {
    await story(db, async (s) => {
      await s.sql(plant);
      const result = await s.rpc<Json[]>(admin, now, 'admin_recent_audit', { p_limit: 5 });
      if (!result.ok) throw new Error(result.message);
      expect(result.value[0]).toMatchObject({
        action: 'tour.review',
        target: 'tours/x',
        actor_name: 'Ana Administradora',
        actor_email: 'admin@mare.example',
        details: { status: 'published' },
      });
      for (const actor of [bruno, vera]) {
        const read = await s.as(actor, now, async (tx) => {
          const { rows } = await tx.query('select * from public.audit_logs');
          return rows.length;
        });
        expect(read).toEqual({ ok: true, value: 0 });
      }
      const adminRead = await s.as(admin, now, async (tx) => {
        const { rows } = await tx.query('select * from public.audit_logs');
        return rows.length;
      });
      expect(adminRead.ok && adminRead.value).toBeGreaterThan(0);
    });
  });

  it('no client forges, edits or deletes an entry — admins included', async () => {
    for (const actor of [admin, bruno, vera]) {
      const forged = await act(db, actor, (tx) =>
        tx.query(
          `insert into public.audit_logs (actor_id, action, target, details)
           values ($1, 'tour.review', 'tours/x', '{}')`,
          [actor.kind === 'user' ? actor.id : null],
        ),
      );
      expect(forged).toMatchObject({ ok: false, code: '42501' });
      const asSomeoneElse = await act(db, actor, (tx) =>
        tx.query(
          `insert into public.audit_logs (actor_id, action, target, details)
           values ($1, 'admin_access_denied', '/admin', '{}')`,
          [users.mestre.id],
        ),
      );
      expect(asSomeoneElse).toMatchObject({ ok: false, code: '42501' });
      for (const statement of [
        `update public.audit_logs set details = '{}'`,
        `delete from public.audit_logs`,
        `truncate public.audit_logs`,
      ]) {
        expect(
          await act(db, actor, (tx) => tx.query(statement), {
            setup: async (tx) => {
              await tx.exec(plant);
            },
          }),
          statement,
        ).toMatchObject({ ok: false, code: '42501' });
      }
    }
    for (const statement of [
      `insert into public.audit_logs (action, target) values ('admin_access_denied', '/admin')`,
      `update public.audit_logs set details = '{}'`,
      `delete from public.audit_logs`,
    ]) {
      expect(await act(db, anonymous, (tx) => tx.query(statement)), statement).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
  });
});
