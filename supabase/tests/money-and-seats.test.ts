import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld } from './harness/booking-world.ts';
import { minutesAfter, story, type Session } from './harness/booking-session.ts';
import {
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';

/**
 * The attacks of the money-and-seats review (issue 33), each replayed as the caller would make it
 * and now refused; on PGlite, where one connection shows them. Lock order and races are in
 * lock-order.test.ts, on a real server.
 */
const clock = '2026-12-01T10:00:00-03:00';
const { sql, world } = bookingWorld({ key: 0x33, seats: 40, buyers: 3, clock });
const owner = asUser({ id: world.ownerId, email: 'dono-33@mare.example' });
const [buyer, second] = world.buyerIds.map((id, i) =>
  asUser({ id, email: `comprador-33-${i + 1}@mare.example` }),
) as [Actor, Actor, Actor];
const provider: Actor = { kind: 'service' };

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
  await db.exec(sql);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

interface Hold {
  booking_id: string;
  hold_expires_at: string;
}
interface Checkout {
  status: string;
  total: number;
  payment: { txid: string; amount: number; expires_at: string } | null;
}

const adult = (name: string, cpf: string) => ({ full_name: name, cpf, birth_date: '1985-03-10' });
const child = (name: string, birth: string) => ({ full_name: name, birth_date: birth });
const contact = { name: 'Comprador', email: 'comprador@mare.example' };
const CPF_A = '52998224725';
const CPF_B = '11144477735';

function value<T>(outcome: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

const refusal = (outcome: { ok: boolean; code?: string; message?: string }) =>
  outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`;

async function hold(s: Session, who: Actor, at: string, seats: string[], laps = 0) {
  return s.rpc<Hold>(who, at, 'hold_seats', {
    departure_id: world.departureId,
    seat_codes: seats,
    lap_children: laps,
  });
}

/** Holds, checks out and pays (through the provider's report) two adults on S1, S2. */
async function buyTwo(s: Session, at: string) {
  const held = value(await hold(s, buyer, at, ['S1', 'S2']));
  const paid = value(
    await s.rpc<Checkout>(buyer, at, 'checkout', {
      booking_id: held.booking_id,
      contact,
      passengers: [adult('Ana Souza', CPF_A), adult('Beto Souza', CPF_B)],
    }),
  );
  value(
    await s.rpc(provider, at, 'confirm_payment', {
      txid: paid.payment?.txid,
      amount: paid.payment?.amount,
    }),
  );
  return { bookingId: held.booking_id, paid };
}

const setTiers = (s: Session, at: string, tiers: unknown) =>
  s.as(owner, at, (tx) =>
    tx.query(`update public.tours set cancellation_tiers = $1::jsonb where id = $2`, [
      JSON.stringify(tiers),
      world.tourId,
    ]),
  );

describe('1. refund terms are bounded and frozen at purchase', () => {
  it.each([
    ['a refund of 1000 %', [{ hours_before: 24, percent: 1000 }]],
    ['a negative percent', [{ hours_before: 24, percent: -10 }]],
    ['"soon" for the notice', [{ hours_before: 'soon', percent: 50 }]],
    ['a fractional percent', [{ hours_before: 24, percent: 33.3 }]],
    ['a notice of a year', [{ hours_before: 8760, percent: 100 }]],
    [
      'less notice first',
      [
        { hours_before: 12, percent: 50 },
        { hours_before: 24, percent: 100 },
      ],
    ],
    [
      'two tiers with the same notice',
      [
        { hours_before: 24, percent: 50 },
        { hours_before: 24, percent: 100 },
      ],
    ],
    ['six tiers', [96, 72, 48, 24, 12, 6].map((h) => ({ hours_before: h, percent: 50 }))],
    ['an extra key', [{ hours_before: 24, percent: 100, bonus: 1 }]],
    ['an object instead of a list', { hours_before: 24, percent: 100 }],
  ])('refuses an owner writing %s', async (_, tiers) => {
    await story(db, async (s) => {
      const write = await setTiers(s, clock, tiers);
      expect(refusal(write)).toMatch(/^P0001 cancellation_tiers_invalid/);
    });
  });

  it('accepts sound terms, and no tiers at all', async () => {
    await story(db, async (s) => {
      expect(
        refusal(
          await setTiers(s, clock, [
            { hours_before: 48, percent: 100 },
            { hours_before: 0, percent: 20 },
          ]),
        ),
      ).toBe('ok');
      expect(refusal(await setTiers(s, clock, []))).toBe('ok');
    });
  });

  it('repairs malformed terms written before the rule (the migration runs it on old rows)', async () => {
    await story(db, async (s) => {
      const [row] = await s.sql<{ repaired: unknown }>(
        `select private.repair_cancellation_tiers($1::jsonb) as repaired`,
        [
          JSON.stringify([
            { hours_before: 'soon', percent: 50 },
            { hours_before: 24, percent: 1000 },
            { hours_before: 12.7, percent: -3 },
            'x',
          ]),
        ],
      );
      expect(row?.repaired).toEqual([
        { hours_before: 24, percent: 100 },
        { hours_before: 12, percent: 0 },
      ]);
    });
  });

  it('computes a refund from the terms the buyer accepted, whatever the owner changes later', async () => {
    await story(db, async (s) => {
      // The departure 20 days ahead, so a cancellation 19½ days after buying is past CDC's 7 days.
      await s.sql(
        `update public.departures set starts_at = $1::timestamptz + interval '20 days',
           sales_cutoff_at = $1::timestamptz + interval '20 days' - interval '1 hour' where id = $2`,
        [clock, world.departureId],
      );
      const { bookingId, paid } = await buyTwo(s, clock);
      expect(paid.total).toBe(2 * 10000 + 2 * 1000);

      // After the sale: no refund at all, and prices ten times higher.
      expect(refusal(await setTiers(s, clock, [{ hours_before: 0, percent: 0 }]))).toBe('ok');
      await s.as(owner, clock, (tx) =>
        tx.query(`update public.tours set price_adult = 100000, boarding_fee = 0 where id = $1`, [
          world.tourId,
        ]),
      );

      const at = minutesAfter(clock, (19 * 24 + 12) * 60);
      const mine = value(
        await s.rpc<
          { tour: { price_adult: number; cancellation_tiers: unknown }; refund_preview: unknown }[]
        >(buyer, at, 'my_bookings', { booking_id: bookingId }),
      );
      expect(mine[0]?.tour.price_adult).toBe(10000);
      expect(mine[0]?.tour.cancellation_tiers).toEqual([
        { hours_before: 24, percent: 100 },
        { hours_before: 12, percent: 50 },
      ]);
      // 12 h before the start: the 12-hour tier of the accepted terms, 50 % of R$ 200 + the fees.
      expect(mine[0]?.refund_preview).toEqual({ amount: 10000 + 2000, rule: 'tier_50' });
      const cancelled = value(
        await s.rpc<{ refund: unknown }>(buyer, at, 'cancel_booking', { booking_id: bookingId }),
      );
      expect(cancelled.refund).toEqual({ amount: 12000, rule: 'tier_50' });
    });
  });

  it('prices the checkout from the terms frozen at the hold, not a price changed during it', async () => {
    await story(db, async (s) => {
      const held = value(await hold(s, buyer, clock, ['S1']));
      await s.as(owner, clock, (tx) =>
        tx.query(`update public.tours set price_adult = 99900 where id = $1`, [world.tourId]),
      );
      const paid = value(
        await s.rpc<Checkout>(buyer, minutesAfter(clock, 2), 'checkout', {
          booking_id: held.booking_id,
          contact,
          passengers: [adult('Ana Souza', CPF_A)],
        }),
      );
      expect(paid.total).toBe(10000 + 1000);
    });
  });

  it('never lets the refunds of a booking add up to more than was paid, whoever writes them', async () => {
    await story(db, async (s) => {
      const { bookingId, paid } = await buyTwo(s, clock);
      const [payment] = await s.sql<{ id: string }>(
        `select id from public.payments where booking_id = $1 and status = 'paid'`,
        [bookingId],
      );
      const refund = (amount: number) =>
        s.as(provider, clock, (tx) =>
          tx.query(
            `insert into public.refunds (booking_id, payment_id, amount, reason, rule)
             values ($1, $2, $3, 'buyer_cancelled', 'manual')`,
            [bookingId, payment?.id, amount],
          ),
        );
      expect(refusal(await refund(paid.total * 10))).toMatch(/^23514 refunds_exceed_payment/);
      expect(refusal(await refund(paid.total - 1))).toBe('ok');
      expect(refusal(await refund(2))).toMatch(/^23514 refunds_exceed_payment/);
      expect(refusal(await refund(1))).toBe('ok');
    });
  });

  it('refuses a refund against a charge that was never paid', async () => {
    await story(db, async (s) => {
      const held = value(await hold(s, buyer, clock, ['S1']));
      const paid = value(
        await s.rpc<Checkout>(buyer, clock, 'checkout', {
          booking_id: held.booking_id,
          contact,
          passengers: [adult('Ana Souza', CPF_A)],
        }),
      );
      const insert = await s.as(provider, clock, (tx) =>
        tx.query(
          `insert into public.refunds (booking_id, payment_id, amount, reason, rule)
           select $1, p.id, 1, 'buyer_cancelled', 'manual' from public.payments p where p.txid = $2`,
          [held.booking_id, paid.payment?.txid],
        ),
      );
      expect(refusal(insert)).toMatch(/^23514 refund_without_payment/);
    });
  });
});

describe('3. demo payments only with the demo provider', () => {
  it('refuses demo_confirm_payment when a real provider is configured, even with demo mode on', async () => {
    await story(db, async (s) => {
      await s.sql(`update private.app_settings set value = 'efi' where key = 'payment_provider'`);
      const held = value(await hold(s, buyer, clock, ['S1']));
      const paid = value(
        await s.rpc<Checkout>(buyer, clock, 'checkout', {
          booking_id: held.booking_id,
          contact,
          passengers: [adult('Ana Souza', CPF_A)],
        }),
      );
      expect(paid.status).toBe('awaiting_payment');
      const demo = await s.rpc(buyer, clock, 'demo_confirm_payment', {
        booking_id: held.booking_id,
      });
      expect(refusal(demo)).toMatch(/^42501/);
      const [row] = await s.sql<{ status: string }>(
        `select status from public.bookings where id = $1`,
        [held.booking_id],
      );
      expect(row?.status).toBe('awaiting_payment');
    });
  });

  it('refuses a demo charge once the provider changed, and still pays a demo one in demo mode', async () => {
    await story(db, async (s) => {
      const held = value(await hold(s, buyer, clock, ['S1']));
      value(
        await s.rpc<Checkout>(buyer, clock, 'checkout', {
          booking_id: held.booking_id,
          contact,
          passengers: [adult('Ana Souza', CPF_A)],
        }),
      );
      await s.sql(`update private.app_settings set value = 'efi' where key = 'payment_provider'`);
      expect(
        refusal(await s.rpc(buyer, clock, 'demo_confirm_payment', { booking_id: held.booking_id })),
      ).toMatch(/^42501/);
      await s.sql(`update private.app_settings set value = 'demo' where key = 'payment_provider'`);
      const confirmed = value(
        await s.rpc<{ status: string }>(buyer, clock, 'demo_confirm_payment', {
          booking_id: held.booking_id,
        }),
      );
      expect(confirmed.status).toBe('confirmed');
    });
  });
});

describe('4. boat checks cannot be bypassed', () => {
  const onSale = async (s: Session, at: string) => {
    const departures = value(
      await s.rpc<{ id: string; on_sale: boolean }[]>(anonymous, at, 'tour_departures', {
        tour_id: world.tourId,
      }),
    );
    const listing = value(
      await s.rpc<{ tours: { id: string; next_departure: { id: string } | null }[] }>(
        anonymous,
        at,
        'tour_listing_page',
        { page_size: 48 },
      ),
    );
    return {
      departure: departures.find((d) => d.id === world.departureId)?.on_sale,
      listed:
        listing.tours.find((t) => t.id === world.tourId)?.next_departure?.id === world.departureId,
    };
  };

  it('stops sales when the owner raises an approved boat’s lotação, until an admin approves it again', async () => {
    await story(db, async (s) => {
      expect(await onSale(s, clock)).toEqual({ departure: true, listed: true });
      await s.as(owner, clock, (tx) =>
        tx.query(`update public.boats set capacity = 60 where id = $1`, [world.boatId]),
      );
      const [boat] = await s.sql<{ verification: string }>(
        `select verification from public.boats where id = $1`,
        [world.boatId],
      );
      expect(boat?.verification).toBe('pending');

      expect(refusal(await hold(s, buyer, clock, ['S1']))).toMatch(/^P0001 departure_closed/);
      expect(await onSale(s, clock)).toEqual({ departure: false, listed: false });

      await s.sql(`update public.boats set verification = 'approved' where id = $1`, [
        world.boatId,
      ]);
      expect(refusal(await hold(s, buyer, clock, ['S1']))).toBe('ok');
    });
  });

  it.each(['retired', 'maintenance'])(
    'refuses holds on a boat the owner put in %s',
    async (status) => {
      await story(db, async (s) => {
        await s.as(owner, clock, (tx) =>
          tx.query(`update public.boats set status = $1 where id = $2`, [status, world.boatId]),
        );
        const outcome = await hold(s, buyer, clock, ['S1']);
        expect(refusal(outcome)).toMatch(/^P0001 departure_closed/);
        expect(await onSale(s, clock)).toEqual({ departure: false, listed: false });
      });
    },
  );

  it('confirms a payment that was due before the boat went back to verification, without confirming the departure', async () => {
    await story(db, async (s) => {
      await s.sql(`update public.departures set min_passengers = 1 where id = $1`, [
        world.departureId,
      ]);
      const held = value(await hold(s, buyer, clock, ['S1']));
      const paid = value(
        await s.rpc<Checkout>(buyer, clock, 'checkout', {
          booking_id: held.booking_id,
          contact,
          passengers: [adult('Ana Souza', CPF_A)],
        }),
      );
      await s.as(owner, clock, (tx) =>
        tx.query(`update public.boats set capacity = 60 where id = $1`, [world.boatId]),
      );
      const report = value(
        await s.rpc<{ status: string }>(provider, clock, 'confirm_payment', {
          txid: paid.payment?.txid,
          amount: paid.payment?.amount,
        }),
      );
      expect(report.status).toBe('confirmed');
      const [dep] = await s.sql<{ status: string }>(
        `select status from public.departures where id = $1`,
        [world.departureId],
      );
      expect(dep?.status).toBe('scheduled');
    });
  });
});

describe('5. one account cannot block a departure', () => {
  it('refuses lap children where the tour has none', async () => {
    await story(db, async (s) => {
      await s.sql(`update public.tours set lap_max_age = null where id = $1`, [world.tourId]);
      expect(refusal(await hold(s, buyer, clock, ['S1', 'S2'], 2))).toMatch(/^P0001 invalid_party/);
    });
  });

  it('refuses a party over 12 people, lap children included', async () => {
    await story(db, async (s) => {
      const seats = world.seatCodes.slice(0, 8);
      expect(refusal(await hold(s, buyer, clock, seats, 5))).toMatch(/^P0001 invalid_party/);
      expect(refusal(await hold(s, buyer, clock, seats, 4))).toBe('ok');
    });
  });

  it('refuses more lap children than adults at checkout', async () => {
    await story(db, async (s) => {
      const held = value(await hold(s, buyer, clock, ['S1', 'S2'], 2));
      const outcome = await s.rpc<Checkout>(buyer, clock, 'checkout', {
        booking_id: held.booking_id,
        contact,
        passengers: [
          adult('Ana Souza', CPF_A),
          child('Caio Souza', '2018-05-01'),
          child('Duda Souza', '2025-01-01'),
          child('Enzo Souza', '2025-02-01'),
        ],
      });
      expect(refusal(outcome)).toMatch(/^P0001 lap_needs_adult/);
    });
  });

  it('counts the people an account holds on a departure, not its holds: two holds no longer fill a boat', async () => {
    await story(db, async (s) => {
      const first = await hold(s, buyer, clock, world.seatCodes.slice(0, 10), 2);
      expect(refusal(first)).toBe('ok');
      const again = await hold(s, buyer, clock, world.seatCodes.slice(10, 16));
      expect(refusal(again)).toMatch(/^P0001 too_many_people/);
      expect(refusal(await hold(s, buyer, clock, ['S30']))).toMatch(/^P0001 too_many_people/);
      // Another person still can.
      expect(refusal(await hold(s, second, clock, ['S30']))).toBe('ok');
    });
  });

  it('makes an account that keeps letting holds go wait before holding the departure again', async () => {
    await story(db, async (s) => {
      for (let i = 0; i < 3; i++) {
        const at = minutesAfter(clock, i * 2);
        const held = value(await hold(s, buyer, at, ['S1']));
        value(await s.rpc(buyer, at, 'cancel_booking', { booking_id: held.booking_id }));
      }
      const blocked = await hold(s, buyer, minutesAfter(clock, 6), ['S1']);
      expect(refusal(blocked)).toMatch(/^P0001 hold_cooldown/);
      // Another account is not affected, and the first one may hold again an hour after the first release.
      expect(refusal(await hold(s, second, minutesAfter(clock, 6), ['S2']))).toBe('ok');
      expect(refusal(await hold(s, buyer, minutesAfter(clock, 61), ['S1']))).toBe('ok');
    });
  });

  it('gives the Pix at most 40 minutes from the hold, and never past the departure', async () => {
    await story(db, async (s) => {
      const held = value(await hold(s, buyer, clock, ['S1']));
      const late = value(
        await s.rpc<Checkout>(buyer, minutesAfter(clock, 9.5), 'checkout', {
          booking_id: held.booking_id,
          contact,
          passengers: [adult('Ana Souza', CPF_A)],
        }),
      );
      expect(Date.parse(late.payment?.expires_at ?? '')).toBe(
        Date.parse(minutesAfter(clock, 39.5)),
      );

      const start = minutesAfter(clock, 2 * 24 * 60);
      await s.sql(`update public.departures set sales_cutoff_at = starts_at where id = $1`, [
        world.departureId,
      ]);
      const lastMinute = value(await hold(s, second, minutesAfter(start, -12), ['S2']));
      const due = value(
        await s.rpc<Checkout>(second, minutesAfter(start, -5), 'checkout', {
          booking_id: lastMinute.booking_id,
          contact,
          passengers: [adult('Ana Souza', CPF_A)],
        }),
      );
      expect(Date.parse(due.payment?.expires_at ?? '')).toBe(Date.parse(start));
    });
  });

  it('accepts one CPF once per booking', async () => {
    await story(db, async (s) => {
      const held = value(await hold(s, buyer, clock, ['S1', 'S2']));
      const outcome = await s.rpc(buyer, clock, 'checkout', {
        booking_id: held.booking_id,
        contact,
        passengers: [adult('Ana Souza', CPF_A), adult('Ana Clone', CPF_A)],
      });
      expect(refusal(outcome)).toMatch(/^P0001 cpf_duplicate/);
      if (!outcome.ok) expect(outcome.message).toBe('cpf_duplicate');
      const direct = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.passengers where booking_id = $1`,
        [held.booking_id],
      );
      expect(direct[0]?.n).toBe(0);
    });
  });

  it('frees lapsed holds from the minute job, which only the server key may run', async () => {
    await story(db, async (s) => {
      const held = value(await hold(s, buyer, clock, ['S1']));
      expect(refusal(await s.rpc(buyer, minutesAfter(clock, 11), 'run_minute_jobs', {}))).toMatch(
        /^42501/,
      );
      const ran = value(
        await s.rpc<{ expired: number; departed: number }>(
          provider,
          minutesAfter(clock, 11),
          'run_minute_jobs',
          {},
        ),
      );
      expect(ran.expired).toBeGreaterThanOrEqual(1);
      const [row] = await s.sql<{ status: string }>(
        `select status from public.bookings where id = $1`,
        [held.booking_id],
      );
      expect(row?.status).toBe('expired');
    });
  });
});

describe('9. smaller holes', () => {
  it('refuses cancelling a departure once it has started (it refunded everyone a day later)', async () => {
    await story(db, async (s) => {
      await buyTwo(s, clock);
      const dayAfter = minutesAfter(clock, 3 * 24 * 60);
      const late = await s.rpc(owner, dayAfter, 'cancel_departure', {
        departure_id: world.departureId,
        reason: 'Chuva',
      });
      expect(refusal(late)).toMatch(/^P0001 departure_started/);
      const refunds = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.refunds r join public.bookings b on b.id = r.booking_id
         where b.departure_id = $1`,
        [world.departureId],
      );
      expect(refunds[0]?.n).toBe(0);
    });
  });

  it('marks departures departed when their time comes, and then they cannot be cancelled', async () => {
    await story(db, async (s) => {
      const start = minutesAfter(clock, 2 * 24 * 60);
      const status = async () =>
        (
          await s.sql<{ status: string }>(`select status from public.departures where id = $1`, [
            world.departureId,
          ])
        )[0]?.status;
      // The seed's earlier departures go on the first run; ours waits for its minute.
      value(await s.rpc(provider, minutesAfter(start, -1), 'run_minute_jobs', {}));
      // Past its cut-off (an hour before), so its sales are closed: not departed yet.
      expect(await status()).toBe('closed');
      const after = value(
        await s.rpc<{ departed: number }>(provider, start, 'run_minute_jobs', {}),
      );
      expect(after.departed).toBeGreaterThanOrEqual(1);
      expect(await status()).toBe('departed');
      expect(
        refusal(
          await s.rpc(owner, start, 'cancel_departure', {
            departure_id: world.departureId,
            reason: 'Chuva',
          }),
        ),
      ).toMatch(/^P0001 not_cancellable/);
    });
  });

  it('confirms a free booking at checkout, with no charge, and cancels it with no refund row', async () => {
    await story(db, async (s) => {
      await s.sql(
        `update public.tours set price_adult = 0, price_child = 0, boarding_fee = 0 where id = $1`,
        [world.tourId],
      );
      const held = value(await hold(s, buyer, clock, ['S1']));
      const free = value(
        await s.rpc<Checkout>(buyer, clock, 'checkout', {
          booking_id: held.booking_id,
          contact,
          passengers: [adult('Ana Souza', CPF_A)],
        }),
      );
      expect(free).toMatchObject({ status: 'confirmed', total: 0, payment: null });
      const payments = await s.sql<{ n: number }>(
        `select count(*)::int as n from public.payments where booking_id = $1`,
        [held.booking_id],
      );
      expect(payments[0]?.n).toBe(0);
      const cancelled = value(
        await s.rpc<{ refund: unknown }>(buyer, clock, 'cancel_booking', {
          booking_id: held.booking_id,
        }),
      );
      expect(cancelled.refund).toEqual({ amount: 0, rule: 'free' });
    });
  });

  it('refuses an over-long passenger name with its field, before the table would', async () => {
    await story(db, async (s) => {
      const held = value(await hold(s, buyer, clock, ['S1']));
      const outcome = await s.rpc(buyer, clock, 'checkout', {
        booking_id: held.booking_id,
        contact,
        passengers: [adult('A'.repeat(121), CPF_A)],
      });
      expect(refusal(outcome)).toMatch(/^P0001 passenger_name_invalid/);
    });
  });
});
