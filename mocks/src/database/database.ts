// Types only: the page of a demo build never loads the engine (its worker does).
import type { PGliteInterface } from '@electric-sql/pglite';

/**
 * The mock backend's Postgres: the project's migrations and seed, in WebAssembly. A PGlite in
 * this thread, or (demo mode) the one every tab of the origin shares through its leader's worker.
 */
export type MockDatabase = PGliteInterface;

/** Back to the seed (1-2 ms): every table of public, private, auth and storage. */
export async function resetMockDatabase(db: MockDatabase): Promise<void> {
  await db.query('select mock_snapshot.restore()');
}

/** What a query needs: the database or one of its transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number }>;
}

/** A database error's SQLSTATE, when it is one. */
export function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** ISO text of a timestamptz as the services print it (null stays null). */
export const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;
