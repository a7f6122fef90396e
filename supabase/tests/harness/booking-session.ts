import type { PGlite, Transaction } from '@electric-sql/pglite';
import { roleAndClaims, type Actor, type Outcome } from './database.ts';

/** The booking tables: booking-role-matrix.test.ts covers them, role-matrix.test.ts the rest. */
export const bookingTables = [
  'boats',
  'boat_zones',
  'boat_seats',
  'tours',
  'departures',
  'bookings',
  'booking_seats',
  'passengers',
  'payments',
  'refunds',
  'notifications',
] as const;

/** The fixture clock of seed.sql's booking section (and of the stories). */
export const fixtureClock = '2026-11-21T10:30:00-03:00';

/** Fixture departures of seed.sql: `d0000000-0000-4000-8000-<tour 4 digits><day + 10, 8 digits>`. */
export const fixtureDeparture = (tour: number, day: number) =>
  `d0000000-0000-4000-8000-${String(tour).padStart(4, '0')}${String(day + 10).padStart(8, '0')}`;

export const fixtureTour = (n: number) => `70a00000-0000-4000-8000-00000000000${n}`;

export const minutesAfter = (at: string, minutes: number) =>
  new Date(Date.parse(at) + minutes * 60_000).toISOString();

/**
 * A story of several callers in one transaction that is rolled back at the end: each step says
 * who calls and when (private.now()), and a refused step rolls back only itself.
 */
export class Session {
  private step = 0;
  constructor(private readonly tx: Transaction) {}

  async as<T>(actor: Actor, at: string, run: (tx: Transaction) => Promise<T>): Promise<Outcome<T>> {
    const { role, claims } = roleAndClaims(actor);
    const name = `step_${this.step++}`;
    await this.tx.exec(`savepoint ${name}`);
    await this.tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claims),
    ]);
    await this.tx.query(`select set_config('mare.now', $1, true)`, [at]);
    await this.tx.exec(`set local role ${role}`);
    try {
      const value = await run(this.tx);
      await this.tx.exec('reset role');
      await this.tx.exec(`release savepoint ${name}`);
      return { ok: true, value };
    } catch (error) {
      await this.tx.exec(`rollback to savepoint ${name}`);
      const code = (error as { code?: unknown }).code;
      return {
        ok: false,
        code: typeof code === 'string' ? code : 'unknown',
        message: (error as Error).message,
      };
    }
  }

  /** Calls a public function with named arguments and returns its value. */
  rpc<T>(actor: Actor, at: string, name: string, args: Record<string, unknown>) {
    const names = Object.keys(args);
    const sql = `select public.${name}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as value`;
    return this.as(actor, at, async (tx) => {
      const { rows } = await tx.query<{ value: T }>(sql, Object.values(args));
      return rows[0]?.value as T;
    });
  }

  /** As the superuser, outside any role. */
  async sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.tx.query<T>(text, params)).rows;
  }
}

/** Runs a story in a transaction that is always rolled back. */
export async function story(db: PGlite, run: (session: Session) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    try {
      await run(new Session(tx));
    } finally {
      await tx.rollback();
    }
  });
}
