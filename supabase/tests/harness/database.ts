import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { DUMP_FORMAT, saveCompactDump } from '../../../mocks/src/database/compact.ts';
import { applySql, sqlFiles, sqlHash, templateDir } from '../../../mocks/src/database/sources.ts';

// Shared with the mock backend, which boots the same SQL (plus its reset snapshot) in PGlite.
export {
  DEMO_SEED_SETTING,
  loadSeed,
  migrationFiles,
  migrationsDir,
  seedPath,
  standInPath,
} from '../../../mocks/src/database/sources.ts';

/**
 * Hook timeout for starting a database: well under a second from the cached template, a few
 * seconds when the template is built, but many test files start one at once on a loaded machine.
 */
export const startupTimeout = 60_000;

/** The data directory's file for this exact SQL: the stand-in, every migration and the seed. */
async function templateFile(files: string[], seed: boolean): Promise<string> {
  return path.join(
    templateDir,
    `${await sqlHash(files)}-${seed ? 'seed' : 'bare'}-${DUMP_FORMAT}.tar`,
  );
}

async function readTemplate(file: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return undefined;
  }
}

/**
 * A fresh Postgres (PGlite) with the Supabase stand-in, every migration applied unmodified in
 * order, and optionally the seed. Running initdb and the migrations takes ~3 s, so the first
 * start writes the result as a template (a data-directory dump keyed by the SQL's hash) and
 * later starts load a copy of it (~0.8 s). Each call is still its own database.
 */
export async function createDatabase(options: { seed?: boolean } = {}): Promise<PGlite> {
  const seed = options.seed ?? true;
  const files = await sqlFiles({ seed });
  const file = await templateFile(files, seed);
  const template = await readTemplate(file);
  if (template) return PGlite.create({ extensions: { pgcrypto }, loadDataDir: template });
  const db = await PGlite.create({ extensions: { pgcrypto } });
  await applySql(db, files);
  await saveCompactDump(db, file);
  return db;
}

/** Who makes a request, as PostgREST would present them to Postgres. */
export type Actor =
  { kind: 'anonymous' } | { kind: 'user'; id: string; email: string } | { kind: 'service' };

export const anonymous: Actor = { kind: 'anonymous' };
export const asUser = (user: { id: string; email: string }): Actor => ({ kind: 'user', ...user });

export function roleAndClaims(actor: Actor): { role: string; claims: Record<string, unknown> } {
  switch (actor.kind) {
    case 'anonymous':
      return { role: 'anon', claims: { role: 'anon' } };
    case 'service':
      return { role: 'service_role', claims: { role: 'service_role' } };
    case 'user':
      return {
        role: 'authenticated',
        claims: { sub: actor.id, email: actor.email, role: 'authenticated', aud: 'authenticated' },
      };
  }
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

function sqlState(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'unknown';
}

export interface ActHooks {
  /** Runs first, as the superuser (e.g. to plant a row). */
  setup?: (tx: Transaction) => Promise<void>;
  /** Runs last, as the superuser, in the same transaction: sees what the statement left. */
  after?: (tx: Transaction) => Promise<void>;
}

/**
 * Runs `run` as `actor` inside a transaction that is always rolled back, so cases never see
 * each other's writes. A savepoint keeps the transaction usable after a refused statement.
 */
export async function act<T>(
  db: PGlite,
  actor: Actor,
  run: (tx: Transaction) => Promise<T>,
  hooks: ActHooks = {},
): Promise<Outcome<T>> {
  const { role, claims } = roleAndClaims(actor);
  let outcome: Outcome<T> | undefined;
  await db.transaction(async (tx) => {
    if (hooks.setup) await hooks.setup(tx);
    await tx.exec('savepoint attempt');
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await tx.exec(`set local role ${role}`);
    try {
      outcome = { ok: true, value: await run(tx) };
      await tx.exec('reset role');
    } catch (error) {
      outcome = { ok: false, code: sqlState(error), message: (error as Error).message };
      // Also undoes the role and claims set after the savepoint.
      await tx.exec('rollback to savepoint attempt');
    }
    if (hooks.after) await hooks.after(tx);
    await tx.rollback();
  });
  if (!outcome) throw new Error('transaction ended without an outcome');
  return outcome;
}

/** Runs `run` as the superuser in a transaction that is rolled back. */
export async function inRollback<T>(db: PGlite, run: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await db.transaction(async (tx) => {
    result = { value: await run(tx) };
    await tx.rollback();
  });
  if (!result) throw new Error('transaction ended without a result');
  return result.value;
}
