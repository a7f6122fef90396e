import type { PGlite } from '@electric-sql/pglite';
import {
  checkContactEmail,
  checkPassengerName,
  DB_TEXT_COLUMNS,
  TEXT_LIMITS,
  textBounds,
  type TextLimit,
} from '@mare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, fixtureDeparture, story } from './harness/booking-session.ts';
import { asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/**
 * The forms' text limits (packages/domain TEXT_LIMITS) against the database's own check
 * constraints: a length rule added in SQL without its form limit, or a limit changed on one
 * side only, fails here.
 */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

type Bounds = { min: number; max: number | null };

/** Every `length(column) <op> n` of every check constraint in public and private, by table.column. */
async function databaseTextBounds(): Promise<Record<string, Bounds>> {
  const { rows } = await db.query<{ relation: string; definition: string }>(`
    select c.relname as relation, pg_catalog.pg_get_constraintdef(k.oid) as definition
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'c' and n.nspname in ('public', 'private')`);
  const found: Record<string, Bounds> = {};
  // (char_)length(col) or (char_)length(btrim(col)), not jsonb_array_length(...).
  const term = /\b(?:char_)?length\((?:btrim\()?(\w+)\)?\)\s*(<=|>=|<|>|=)\s*(\d+)/g;
  for (const { relation, definition } of rows) {
    for (const [, column, op, value] of definition.matchAll(term)) {
      const bounds = (found[`${relation}.${column}`] ??= { min: 0, max: null });
      const n = Number(value);
      if (op === '<=') bounds.max = n;
      else if (op === '<') bounds.max = n - 1;
      else if (op === '>=') bounds.min = n;
      else if (op === '>') bounds.min = n + 1;
      else bounds.min = bounds.max = n;
    }
  }
  return found;
}

describe('text limits: one table for the forms and the database', () => {
  it('names every length check the database holds, with the same bounds', async () => {
    const expected = Object.fromEntries(
      Object.entries(DB_TEXT_COLUMNS).map(([column, limit]) => [
        column,
        textBounds(limit as TextLimit),
      ]),
    );
    expect(await databaseTextBounds()).toEqual(expected);
  });

  /** public.checkout with this contact and passenger name: 'ok', or the refusal's code and message. */
  async function checkout(contact: { name: string; email: string }, fullName: string) {
    const vera = asUser(users.visitante);
    let outcome = '';
    await story(db, async (s) => {
      const hold = await s.rpc<{ booking_id: string }>(vera, fixtureClock, 'hold_seats', {
        departure_id: fixtureDeparture(1, 3),
        seat_codes: ['C3'],
      });
      if (!hold.ok) throw new Error(hold.message);
      const result = await s.rpc(vera, fixtureClock, 'checkout', {
        booking_id: hold.value.booking_id,
        contact,
        passengers: [{ full_name: fullName, cpf: '52998224725', birth_date: '1988-04-12' }],
      });
      outcome = result.ok ? 'ok' : `${result.code} ${result.message}`;
    });
    return outcome;
  }
  const vera = { name: 'Vera Visitante', email: 'vera@mare.example' };
  const emailOf = (length: number) => `${'v'.repeat(length - '@mare.example'.length)}@mare.example`;

  it('takes a passenger name at the limit and refuses one more, as the form does', async () => {
    const atLimit = 'V'.repeat(TEXT_LIMITS.passengerName);
    const over = 'V'.repeat(TEXT_LIMITS.passengerName + 1);
    expect(checkPassengerName(atLimit)).toBeNull();
    expect(checkPassengerName(over)).toBe(`Use no máximo ${TEXT_LIMITS.passengerName} caracteres.`);
    expect(await checkout(vera, atLimit)).toBe('ok');
    expect(await checkout(vera, over)).toBe('P0001 passenger_name_invalid');
  });

  it('takes a contact email at the limit and refuses one more, as the form does', async () => {
    const atLimit = emailOf(TEXT_LIMITS.contactEmail);
    const over = emailOf(TEXT_LIMITS.contactEmail + 1);
    expect(checkContactEmail(atLimit)).toBeNull();
    expect(checkContactEmail(over)).toBe(`Use no máximo ${TEXT_LIMITS.contactEmail} caracteres.`);
    expect(await checkout({ ...vera, email: atLimit }, 'Vera Visitante')).toBe('ok');
    expect(await checkout({ ...vera, email: over }, 'Vera Visitante')).toBe(
      'P0001 contact_invalid',
    );
  });
});
