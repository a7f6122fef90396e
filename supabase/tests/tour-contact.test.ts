import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from './harness/admin-manage.ts';
import { fixtureClock, fixtureTour, story, type Session } from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** public.tour_contact: the operator's WhatsApp of a published tour, and nothing else. */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const escuna = fixtureTour(1);
const bruno = users.barqueiro.id;

async function whatsapp(s: Session, tourId: string, actor = anonymous) {
  const result = await s.rpc<{ whatsapp: string | null }>(actor, fixtureClock, 'tour_contact', {
    tour_id: tourId,
  });
  if (!result.ok) throw new Error(result.message);
  expect(Object.keys(result.value)).toEqual(['whatsapp']);
  return result.value.whatsapp;
}

const setPhone = (s: Session, phone: string | null) =>
  s.sql(`update public.profiles set telefone = $1 where id = $2`, [phone, bruno]);

describe('tour_contact', () => {
  it("gives the boat owner's WhatsApp of a published tour, to anyone", async () => {
    await story(db, async (s) => {
      await expect(whatsapp(s, escuna)).resolves.toBe('5522999990003');
      await expect(whatsapp(s, escuna, asUser(users.visitante))).resolves.toBe('5522999990003');
    });
  });

  it('writes any Brazilian phone as international digits, and nothing that cannot be one', async () => {
    const cases: [string | null, string | null][] = [
      ['+55 (21) 98765-4321', '5521987654321'],
      ['21 3456-7890', '552134567890'],
      ['5521987654321', '5521987654321'],
      ['98765-4321', null],
      ['ligar depois', null],
      ['', null],
      [null, null],
    ];
    await story(db, async (s) => {
      for (const [phone, expected] of cases) {
        await setPhone(s, phone);
        await expect(whatsapp(s, escuna), String(phone)).resolves.toBe(expected);
      }
    });
  });

  it('says nothing for a tour that is not published or an unknown one', async () => {
    await story(db, async (s) => {
      // Otávio's tour is in review, and he has a WhatsApp.
      await expect(whatsapp(s, adminFixtures.reviewTour)).resolves.toBeNull();
      await s.sql(`update public.tours set status = 'suspended' where id = $1`, [escuna]);
      await expect(whatsapp(s, escuna)).resolves.toBeNull();
      await expect(whatsapp(s, '00000000-0000-4000-8000-0000000000ff')).resolves.toBeNull();
    });
  });

  it('says nothing once the owner is blocked', async () => {
    await story(db, async (s) => {
      await s.sql(`insert into private.account_blocks (user_id, reason) values ($1, 'fraude')`, [
        bruno,
      ]);
      await expect(whatsapp(s, escuna)).resolves.toBeNull();
    });
  });

  it('keeps the profiles closed to anonymous callers', async () => {
    await story(db, async (s) => {
      const read = await s.as(anonymous, fixtureClock, (tx) =>
        tx.query(`select telefone from public.profiles`),
      );
      expect(read).toMatchObject({ ok: false, code: '42501' });
    });
  });
});
