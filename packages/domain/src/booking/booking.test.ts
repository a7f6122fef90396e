import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/index.ts';
import { layout, isoDate, party, priceBands, refundCase, RUNS } from './arbitraries.ts';
import {
  BOOKING_CODE_ALPHABET,
  generateBookingCode,
  isBookingCode,
  parseBookingCode,
} from './code.ts';
import { HOLD_MINUTES, holdCountdown, holdExpiresAt } from './countdown.ts';
import {
  BOOKING_ERROR_CODES,
  bookingErrorMessage,
  CHECK_VIOLATION_MESSAGE,
  isBookingErrorCode,
} from './errors.ts';
import { cpfDigits, isCpf } from './passengers.ts';
import { DEMO_PIX_MERCHANT, demoPixPsp, readBrCode, staticBrCode } from './pix.ts';
import { ageOn, bandFor, partyOf, partyPrice } from './price.ts';
import { refundAmount, WITHDRAWAL_DAYS } from './refund.ts';
import { chooseSeats } from './seats.ts';

const runs = { numRuns: RUNS };

describe('price of a party', () => {
  it('is bands × prices plus the taxa per seated passenger; lap children are free', () => {
    fc.assert(
      fc.property(party, priceBands, (p, bands) => {
        const price = partyPrice(p, bands);
        expect(price.total).toBe(price.subtotal + price.boardingFees);
        expect(price.subtotal).toBe(p.adults * bands.adult + p.children * bands.child);
        expect(price.boardingFees).toBe((p.adults + p.children) * bands.boardingFee);
        expect(partyPrice({ ...p, laps: p.laps + 1 }, bands)).toEqual(price);
        const more = partyPrice({ ...p, adults: p.adults + 1 }, bands);
        expect(more.total - price.total).toBe(bands.adult + bands.boardingFee);
      }),
      runs,
    );
  }, 120_000);

  it('puts every age in exactly one band, in age order: lap, then child, then adult', () => {
    fc.assert(
      fc.property(priceBands, fc.integer({ min: 0, max: 99 }), (bands, age) => {
        const band = bandFor(age, bands);
        const next = bandFor(age + 1, bands);
        const order = ['lap', 'child', 'adult'];
        expect(order.indexOf(next)).toBeGreaterThanOrEqual(order.indexOf(band));
        if (band === 'lap') expect(age).toBeLessThanOrEqual(bands.lapMaxAge ?? -1);
        if (band === 'adult') expect(age).toBeGreaterThan(bands.childMaxAge);
      }),
      runs,
    );
  }, 120_000);

  it('counts whole years like Postgres age(), leap days included', () => {
    expect(ageOn('2024-02-29', '2027-02-28')).toBe(2);
    expect(ageOn('2024-02-29', '2027-03-01')).toBe(3);
    expect(ageOn('2015-11-21', '2026-11-21')).toBe(11);
    expect(ageOn('2015-11-22', '2026-11-21')).toBe(10);
    expect(() => ageOn('21/11/2015', '2026-11-21')).toThrow(RangeError);
    fc.assert(
      fc.property(
        isoDate('1920-01-01', '2026-12-31'),
        isoDate('2026-01-01', '2027-12-31'),
        (b, on) => {
          fc.pre(b <= on);
          const age = ageOn(b, on);
          expect(age).toBeGreaterThanOrEqual(0);
          const nextYear = `${String(Number(on.slice(0, 4)) + 1)}${on.slice(4)}`;
          if (!on.endsWith('02-29')) expect(ageOn(b, nextYear)).toBe(age + 1);
        },
      ),
      runs,
    );
  }, 120_000);

  it('groups passengers by their age on the departure date', () => {
    const bands = { adult: 10000, child: 5000, childMaxAge: 11, lapMaxAge: 5, boardingFee: 1000 };
    expect(partyOf(['1988-04-12', '2016-02-01', '2025-01-20'], '2026-11-24', bands)).toEqual({
      adults: 1,
      children: 1,
      laps: 1,
    });
  });
});

describe('refund amount', () => {
  it('is between nothing and everything paid; everything within 7 days; nothing once started', () => {
    fc.assert(
      fc.property(refundCase, (c) => {
        const refund = refundAmount(c);
        const paid = c.subtotal + c.boardingFees;
        expect(refund.amount).toBeGreaterThanOrEqual(0);
        expect(refund.amount).toBeLessThanOrEqual(paid);
        if (c.at >= c.startsAt) expect(refund).toEqual({ amount: 0, rule: 'started' });
        else if (c.at.getTime() < c.purchasedAt.getTime() + WITHDRAWAL_DAYS * 86_400_000)
          expect(refund).toEqual({ amount: paid, rule: 'withdrawal' });
        else expect(refund.amount).toBeGreaterThanOrEqual(c.boardingFees);
      }),
      runs,
    );
  }, 120_000);

  it('never grows as the departure gets closer (after the withdrawal week)', () => {
    fc.assert(
      fc.property(refundCase, fc.integer({ min: 1, max: 48 * 3600 }), (c, laterBy) => {
        const later = new Date(c.at.getTime() + laterBy * 1000);
        const week = c.purchasedAt.getTime() + WITHDRAWAL_DAYS * 86_400_000;
        fc.pre(c.at.getTime() >= week);
        expect(refundAmount({ ...c, at: later }).amount).toBeLessThanOrEqual(
          refundAmount(c).amount,
        );
      }),
      runs,
    );
  }, 120_000);

  it('applies the best tier met, floored to the centavo', () => {
    const startsAt = new Date('2026-12-12T12:00:00Z');
    const purchasedAt = new Date('2026-11-01T12:00:00Z');
    const tiers = [
      { hoursBefore: 24, percent: 100 },
      { hoursBefore: 12, percent: 50 },
    ];
    const at = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);
    const input = { subtotal: 10001, boardingFees: 1000, tiers, startsAt, purchasedAt };
    expect(refundAmount({ ...input, at: at(30) })).toEqual({ amount: 11001, rule: 'tier_100' });
    expect(refundAmount({ ...input, at: at(18) })).toEqual({ amount: 6000, rule: 'tier_50' });
    expect(refundAmount({ ...input, at: at(6) })).toEqual({ amount: 1000, rule: 'tier_0' });
  });
});

describe('seat choice for a party', () => {
  it('returns n distinct free passenger seats, or null exactly when fewer are free', () => {
    fc.assert(
      fc.property(
        layout,
        fc.integer({ min: 0, max: 12 }),
        fc.option(fc.constantFrom('zonaa', 'zonab', 'zonac')),
        (seats, n, zone) => {
          const chosen = chooseSeats(seats, n, zone);
          const free = seats.filter((s) => s.kind === 'passenger' && s.free);
          if (n < 1 || free.length < n) {
            expect(chosen).toBeNull();
            return;
          }
          expect(chosen).toHaveLength(n);
          expect(new Set(chosen).size).toBe(n);
          const freeCodes = new Set(free.map((s) => s.code));
          expect(chosen?.every((c) => freeCodes.has(c))).toBe(true);
        },
      ),
      runs,
    );
  }, 120_000);

  it('keeps the party in one zone when one fits, the preferred one when it fits', () => {
    fc.assert(
      fc.property(
        layout,
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom('zonaa', 'zonab'),
        (seats, n, zone) => {
          const chosen = chooseSeats(seats, n, zone);
          const free = seats.filter((s) => s.kind === 'passenger' && s.free);
          const freeIn = (z: string) => free.filter((s) => s.zone === z).length;
          const zoneOf = (code: string) => seats.find((s) => s.code === code)?.zone;
          const zones = new Set(chosen?.map(zoneOf));
          if ([...new Set(free.map((s) => s.zone))].some((z) => freeIn(z) >= n)) {
            expect(zones.size).toBe(1);
          }
          if (freeIn(zone) >= n) expect([...zones]).toEqual([zone]);
        },
      ),
      runs,
    );
  }, 120_000);

  it('picks the seats spanning the fewest rows', () => {
    const seat = (code: string, row: number, col: number, free = true) => ({
      code,
      zone: 'proa',
      zonePosition: 1,
      row,
      col,
      kind: 'passenger' as const,
      free,
    });
    const seats = [
      seat('A1', 0, 0),
      seat('A2', 0, 1, false),
      seat('B1', 1, 0),
      seat('B2', 1, 1),
      seat('C1', 2, 0),
    ];
    expect(chooseSeats(seats, 2)).toEqual(['B1', 'B2']);
    expect(chooseSeats(seats, 0)).toBeNull();
  });
});

describe('hold countdown', () => {
  it('counts down from 10:00 to 00:00 and expires at the instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: -120_000, max: 720_000 }),
        (heldAt, elapsed) => {
          const expiresAt = holdExpiresAt(new Date(heldAt));
          const countdown = holdCountdown(expiresAt, new Date(heldAt + elapsed));
          const left = HOLD_MINUTES * 60_000 - elapsed;
          expect(countdown.expired).toBe(left <= 0);
          expect(countdown.secondsLeft).toBe(Math.max(0, Math.ceil(left / 1000)));
          expect(countdown.label).toMatch(/^\d{2}:[0-5]\d$/);
          expect(countdown.urgent).toBe(left > 0 && left <= 60_000);
        },
      ),
      runs,
    );
    const at = new Date('2026-11-21T13:30:00Z');
    expect(holdCountdown(holdExpiresAt(at), at).label).toBe('10:00');
    expect(holdCountdown(holdExpiresAt(at), new Date(at.getTime() + 9 * 60_000 + 1)).label).toBe(
      '01:00',
    );
  });
});

describe('booking code', () => {
  it('draws six characters of an alphabet without look-alikes', () => {
    expect(BOOKING_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const code = generateBookingCode(mulberry32(seed));
        expect(isBookingCode(code)).toBe(true);
        expect(parseBookingCode(` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `)).toBe(code);
      }),
      runs,
    );
    expect(generateBookingCode(() => 0.999999999)).toBe('ZZZZZZ');
  });

  it('refuses anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        const ok = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/.test(text);
        expect(isBookingCode(text)).toBe(ok);
      }),
      runs,
    );
    expect(parseBookingCode('AB1CDE')).toBeNull();
  });
});

describe('passengers, errors and Pix', () => {
  it('checks CPF digits with the kept library', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('529.982.247-24')).toBe(false);
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });

  it('has a pt-BR message for every refusal code and a generic one otherwise', () => {
    for (const code of BOOKING_ERROR_CODES) {
      expect(isBookingErrorCode(code)).toBe(true);
      expect(bookingErrorMessage(code)).toMatch(/[.!]$/);
    }
    expect(bookingErrorMessage('boom')).toBe(
      'Não foi possível concluir a reserva. Tente novamente.',
    );
    expect(bookingErrorMessage('conflict')).toBe(
      'Não foi possível concluir a reserva. Tente novamente.',
    );
  });

  it('words the failures every call shares as the booking screens say them', () => {
    expect(bookingErrorMessage('permission')).toBe('Entre na sua conta para continuar a reserva.');
    expect(bookingErrorMessage('check_violation')).toBe(CHECK_VIOLATION_MESSAGE);
    expect(bookingErrorMessage('network')).toMatch(/^Não foi possível falar com o servidor/);
    expect(bookingErrorMessage('server')).toBe(bookingErrorMessage('network'));
  });

  it('tells when a hold cool-down ends, in São Paulo time', () => {
    expect(bookingErrorMessage('hold_cooldown', { retry_at: '2026-12-01T14:05:00Z' })).toBe(
      'Você liberou várias reservas desta saída em pouco tempo. Você poderá reservar de novo a partir das 11:05.',
    );
    expect(bookingErrorMessage('hold_cooldown', { retry_at: 'logo' })).toMatch(/Aguarde um pouco/);
  });

  it('issues a static BR Code the reader reads back, and rejects a corrupted one', async () => {
    const { brCode } = await demoPixPsp.issue({ txid: 'MAREABC123', amount: 17000 });
    expect(readBrCode(brCode)).toEqual({ ...DEMO_PIX_MERCHANT, txid: 'MAREABC123', amount: 17000 });
    expect(
      readBrCode(`${brCode.slice(0, -1)}0`.replace(/0$/, brCode.endsWith('0') ? '1' : '0')),
    ).toBeNull();
    expect(() =>
      staticBrCode({ ...DEMO_PIX_MERCHANT, merchantCity: '' }, { txid: 'X', amount: 1 }),
    ).toThrow();
  });
});
