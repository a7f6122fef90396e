import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Node only: where the project's SQL lives and how a database is built from it. */
const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const supabaseDir = path.join(repoRoot, 'supabase');
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const seedPath = path.join(supabaseDir, 'seed.sql');
/** What a Supabase project has before its migrations run (roles, auth and storage schemas). */
export const standInPath = path.join(supabaseDir, 'tests/harness/supabase-stand-in.sql');
/** The mock servers' own tables (sessions, emailed tokens, bytes), applied after the seed. */
export const mockServicesPath = path.join(here, 'mock-services.sql');
/** The mock backend's reset machinery, applied last. */
export const snapshotPath = path.join(here, 'snapshot.sql');

/** Migration files in the order the Supabase CLI applies them (by timestamp prefix). */
export async function migrationFiles(): Promise<string[]> {
  const names = await readdir(migrationsDir);
  return names.filter((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name)).sort();
}

/** The SQL files of one database, in the order they run. */
export async function sqlFiles(options: { seed: boolean; mock?: boolean }): Promise<string[]> {
  return [
    standInPath,
    ...(await migrationFiles()).map((name) => path.join(migrationsDir, name)),
    ...(options.seed ? [seedPath] : []),
    ...(options.mock ? [mockServicesPath, snapshotPath] : []),
  ];
}

/**
 * seed.sql holds demo admins with a published password and refuses to run unless this session
 * setting is on (supabase/README.md, "Loading the demo seed").
 */
export const DEMO_SEED_SETTING = 'mare.demo_seed';

/**
 * Loads seed.sql into a demo database: turns the demo setting on for this one transaction (the
 * whole text runs as one, so it is never left on afterwards).
 */
export async function loadSeed(db: { exec(sql: string): Promise<unknown> }): Promise<void> {
  const seed = await readFile(seedPath, 'utf8');
  await db.exec(`select pg_catalog.set_config('${DEMO_SEED_SETTING}', 'on', true);\n${seed}`);
}

/** Runs SQL files in order (the seed through loadSeed); a failure names its file. */
export async function applySql(
  db: { exec(sql: string): Promise<unknown> },
  files: string[],
): Promise<void> {
  for (const file of files) {
    try {
      if (file === seedPath) await loadSeed(db);
      else await db.exec(await readFile(file, 'utf8'));
    } catch (error) {
      const name = path.relative(repoRoot, file);
      throw new Error(`${name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

/** A short hash of the files' names and contents: a changed migration gives a new one. */
export async function sqlHash(files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(path.relative(repoRoot, file))
      .update('\0')
      .update(await readFile(file, 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

/** Built data directories, one per SQL content (never committed). */
export const templateDir = path.join(repoRoot, 'node_modules/.cache/mare-pglite');
