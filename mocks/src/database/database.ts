import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

/** The mock backend's Postgres: the project's migrations and seed, in WebAssembly. */
export type MockDatabase = PGlite;

export interface OpenOptions {
  /** `idb://<name>` keeps the data in IndexedDB (demo mode); default: in memory. */
  dataDir?: string;
}

/**
 * Boots a database from a prebuilt dump (see dump.ts): 0.4-1.5 s instead of 3-6 s for initdb
 * and the migrations. Without a dump, the dataDir must already hold the database (demo mode
 * reopening what IndexedDB kept).
 */
export function openMockDatabase(
  dump: Blob | null,
  options: OpenOptions = {},
): Promise<MockDatabase> {
  return PGlite.create({
    dataDir: options.dataDir,
    ...(dump && { loadDataDir: dump }),
    extensions: { pgcrypto },
    // Demo mode: a write to IndexedDB costs ~100 ms when flushed at once; later is enough.
    relaxedDurability: options.dataDir?.startsWith('idb://') ?? false,
  });
}

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
