import type { PGlite } from '@electric-sql/pglite';
import {
  ageOn,
  bandFor,
  chooseSeats,
  DEMO_PIX_MERCHANT,
  generateBookingCode,
  holdCountdown,
  holdExpiresAt,
  isBookingCode,
  isCpf,
  mulberry32,
  partyPrice,
  readBrCode,
  refundAmount,
  staticBrCode,
} from '@mare/domain';
import { isoDate, layout, party, priceBands, refundCase } from '@mare/domain/booking/arbitraries';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureDeparture, minutesAfter, story } from './harness/booking-session.ts';
import { asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * The pure rules of packages/domain/src/booking and their SQL twins (private.party_price,
 * refund_amount, choose_seats, band_for, age_on, booking_code_valid, cpf_is_valid, pix_br_code)
 * answer the same for the same generated cases. Each rule's cases go to the database in one
 * query (a JSON array), so thousands cost well under a second.
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase({ seed: false });
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const CASES = 2_000;
const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number) =>
  fc.sample(arbitrary, { numRuns: CASES, seed });

/** Runs `expression` (over `c`, one case as jsonb) for every case and returns the answers in order. */
async function inSql<T>(cases: unknown[], expression: string): Promise<T[]> {
  const { rows } = await db.query<{ answer: T }>(
    `select ${expression} as answer
     from jsonb_array_elements($1::jsonb) with ordinality as t(c, i) order by i`,
    [JSON.stringify(cases)],
  );
  return rows.map((r) => r.answer);
}

describe('packages/domain booking rules ↔ SQL', { timeout: 120_000 }, () => {
  it('price of a party', async () => {
    const cases = sample(fc.tuple(party, priceBands), 1);
    const sql = await inSql<{ subtotal: number; boarding_fees: number; total: number }>(
      cases,
      `private.party_price((c->1->>'adult')::int, (c->1->>'child')::int, (c->1->>'boardingFee')::int,
         (c->0->>'adults')::int, (c->0->>'children')::int, (c->0->>'laps')::int)`,
    );
    expect(
      sql.map((p) => ({ subtotal: p.subtotal, boardingFees: p.boarding_fees, total: p.total })),
    ).toEqual(cases.map(([p, bands]) => partyPrice(p, bands)));
  });

  it('bands and ages on the departure date', async () => {
    const cases = sample(
      fc.tuple(
        isoDate('1920-01-01', '2026-12-31'),
        isoDate('2026-11-01', '2028-02-29'),
        priceBands,
      ),
      2,
    ).filter(([birth, on]) => birth <= on);
    const sql = await inSql<{ age: number; band: string }>(
      cases,
      `jsonb_build_object('age', private.age_on((c->>0)::date, (c->>1)::date),
         'band', private.band_for(private.age_on((c->>0)::date, (c->>1)::date),
           (c->2->>'childMaxAge')::int, (c->2->>'lapMaxAge')::int))`,
    );
    expect(sql).toEqual(
      cases.map(([birth, on, bands]) => {
        const age = ageOn(birth, on);
        return { age, band: bandFor(age, bands) };
      }),
    );
  });

  it('refund amount', async () => {
    const cases = sample(refundCase, 3);
    const sql = await inSql<{ amount: number; rule: string }>(
      cases.map((c) => ({
        ...c,
        tiers: c.tiers.map((t) => ({ hours_before: t.hoursBefore, percent: t.percent })),
      })),
      `private.refund_amount((c->>'subtotal')::int, (c->>'boardingFees')::int, c->'tiers',
         (c->>'startsAt')::timestamptz, (c->>'purchasedAt')::timestamptz, (c->>'at')::timestamptz)`,
    );
    expect(sql).toEqual(cases.map((c) => refundAmount(c)));
  });

  it('seat choice for a party', async () => {
    const cases = sample(
      fc.tuple(
        layout,
        fc.integer({ min: 0, max: 10 }),
        fc.option(fc.constantFrom('zonaa', 'zonab', 'zonac'), { nil: null }),
      ),
      4,
    );
    const sql = await inSql<string[] | null>(
      cases.map(([seats, n, zone]) => ({
        seats: seats.map((s) => ({ ...s, zone_position: s.zonePosition })),
        n,
        zone,
      })),
      `to_jsonb(private.choose_seats(c->'seats', (c->>'n')::int, c->>'zone'))`,
    );
    expect(sql).toEqual(cases.map(([seats, n, zone]) => chooseSeats(seats, n, zone)));
  });

  it('booking codes: the same format, and every code the database draws passes the domain', async () => {
    const texts = sample(
      fc.oneof(
        fc.integer().map((seed) => generateBookingCode(mulberry32(seed))),
        fc.string({
          minLength: 5,
          maxLength: 7,
          unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZa-'),
        }),
      ),
      5,
    );
    const sql = await inSql<boolean>(texts, `private.booking_code_valid(c #>> '{}')`);
    expect(sql).toEqual(texts.map(isBookingCode));
    const drawn = await db.query<{ code: string }>(
      `select private.new_booking_code() as code from generate_series(1, ${CASES})`,
    );
    expect(drawn.rows.every((r) => isBookingCode(r.code))).toBe(true);
    expect(new Set(drawn.rows.map((r) => r.code)).size).toBeGreaterThan(CASES * 0.99);
  });

  it('CPF check digits (the kept library and the SQL agree)', async () => {
    const cpfs = sample(
      fc.oneof(
        fc.stringMatching(/^\d{11}$/),
        fc.stringMatching(/^\d{9}$/).map((base) => {
          const digit = (s: string) => {
            const sum = [...s].reduce((acc, d, i) => acc + Number(d) * (s.length + 1 - i), 0);
            return String(((sum * 10) % 11) % 10);
          };
          const ten = base + digit(base);
          return ten + digit(ten);
        }),
        fc.constantFrom('11111111111', '00000000000'),
      ),
      6,
    );
    const sql = await inSql<boolean>(cpfs, `private.cpf_is_valid(c #>> '{}')`);
    expect(sql).toEqual(cpfs.map(isCpf));
    expect(sql.filter(Boolean).length).toBeGreaterThan(CASES / 4);
  });

  it('Pix BR Code: the database issues exactly what pix-utils does, and it reads back', async () => {
    const charges = sample(
      fc.record({
        txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        amount: fc.integer({ min: 1, max: 99_999_999 }),
      }),
      7,
    ).slice(0, 500);
    const sql = await inSql<string>(
      charges,
      `private.pix_br_code('${DEMO_PIX_MERCHANT.pixKey}', '${DEMO_PIX_MERCHANT.merchantName}',
         '${DEMO_PIX_MERCHANT.merchantCity}', (c->>'amount')::int, c->>'txid')`,
    );
    expect(sql).toEqual(charges.map((c) => staticBrCode(DEMO_PIX_MERCHANT, c)));
    expect(sql.map(readBrCode)).toEqual(charges.map((c) => ({ ...DEMO_PIX_MERCHANT, ...c })));
  }, 120_000);
});

describe('hold countdown ↔ the database clock', () => {
  it(
    'a hold made at t expires at t + 10 min, when the seat map frees it and the countdown ends',
    async () => {
      const seeded = await createDatabase();
      try {
        for (const offset of [0, 3, 7]) {
          await story(seeded, async (s) => {
            const heldAt = minutesAfter(fixtureClock, offset);
            const hold = await s.rpc<{ hold_expires_at: string }>(
              asUser(users.visitante),
              heldAt,
              'hold_seats',
              {
                departure_id: fixtureDeparture(1, 3),
                seat_codes: ['P1'],
              },
            );
            if (!hold.ok) throw new Error(hold.message);
            const expiresAt = holdExpiresAt(new Date(heldAt));
            expect(Date.parse(hold.value.hold_expires_at)).toBe(expiresAt.getTime());
            for (const seconds of [599, 600]) {
              const at = new Date(Date.parse(heldAt) + seconds * 1000).toISOString();
              const map = await s.rpc<{ seats: { code: string; state: string }[] }>(
                asUser(users.guia),
                at,
                'seat_map',
                { departure_id: fixtureDeparture(1, 3) },
              );
              const state = map.ok
                ? map.value.seats.find((x) => x.code === 'P1')?.state
                : undefined;
              expect(state === 'free').toBe(holdCountdown(expiresAt, new Date(at)).expired);
            }
          });
        }
      } finally {
        await seeded.close();
      }
    },
    startupTimeout,
  );
});
