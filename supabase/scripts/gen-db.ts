import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { migrationFiles, migrationsDir, repoRoot } from '../../mocks/src/database/sources.ts';
import { createDatabase } from '../tests/harness/database.ts';
import { renderDatabaseTypes } from './database-types.ts';
import { renderSchemaSql } from './schema-sql.ts';

export const typesPath = path.join(repoRoot, 'packages/domain/src/database.types.ts');
export const schemaPath = path.join(repoRoot, 'supabase/schema.sql');

/**
 * What `npm run gen:db` writes, by path: both read from one database with the stand-in and every
 * migration (the tests' cached template, so well under a second once built).
 */
export async function generate(): Promise<Map<string, string>> {
  const db = await createDatabase({ seed: false });
  try {
    const types = await renderDatabaseTypes(db);
    const migrations = await Promise.all(
      (await migrationFiles()).map(async (name) => ({
        name,
        sql: await readFile(path.join(migrationsDir, name), 'utf8'),
      })),
    );
    const schema = await renderSchemaSql(db, migrations);
    // Formatted as `prettier --check .` expects it, with the repository's own settings.
    const options = await resolveConfig(typesPath);
    const formatted = await format(types, { ...options, filepath: typesPath });
    return new Map([
      [typesPath, formatted],
      [schemaPath, schema],
    ]);
  } finally {
    await db.close();
  }
}
