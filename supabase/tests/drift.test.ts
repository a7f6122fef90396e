import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicColumns, publicFunctions, publicTablePrivileges } from './harness/catalog.ts';
import { loadDataModel, type ModelTable } from './harness/data-model.ts';
import { createDatabase, startupTimeout } from './harness/database.ts';
import { databaseToDocument, documentToDatabase, type DatabaseShape } from './harness/drift.ts';
import { OpenApi } from './harness/openapi.ts';

/**
 * Drift between openapi/supabase.yaml (what the mocks serve and the client is typed against),
 * the migrated database, and supabase/DATA-MODEL.md (the tables the app reads).
 */
let db: PGlite;
let shape: DatabaseShape;
let api: OpenApi;
let model: ModelTable[];

beforeAll(async () => {
  db = await createDatabase({ seed: false });
  const [columns, functions, privileges] = await Promise.all([
    publicColumns(db),
    publicFunctions(db),
    publicTablePrivileges(db),
  ]);
  shape = { columns, functions, privileges };
  [api, model] = await Promise.all([OpenApi.load(), loadDataModel()]);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const tablesOf = (s: DatabaseShape) => [...new Set(s.columns.map((c) => c.table))].sort();

describe('drift: openapi/supabase.yaml ↔ database', () => {
  it('finds REST tables and functions in the document (the check has something to check)', () => {
    expect(api.tables().map((t) => t.table)).toContain('profiles');
    expect(api.functions().map((f) => f.name)).toContain('get_user_role');
  });

  it('every /rest/v1 table and rpc exists with compatible columns, types, arguments and grants', () => {
    expect(documentToDatabase(shape, api)).toEqual([]);
  });

  it('every public table and function of the database is in the document', () => {
    expect(databaseToDocument(shape, api)).toEqual([]);
  });
});

describe('drift: supabase/DATA-MODEL.md ↔ database', () => {
  it('has exactly the tables the data model lists', () => {
    expect(model.map((t) => t.name).sort()).toEqual(tablesOf(shape));
  });

  it('describes the booking tables too (the check below covers every table it lists)', () => {
    expect(model.map((t) => t.name)).toEqual(
      expect.arrayContaining(['boats', 'tours', 'departures', 'bookings', 'payments']),
    );
  });

  it('every table has the documented columns, types, nullability and allowed values', () => {
    for (const { name } of model) {
      const documented = model.find((t) => t.name === name)?.columns;
      const actual = shape.columns
        .filter((c) => c.table === name)
        .map(({ name: column, type, nullable, allowed }) => ({
          name: column,
          type,
          nullable,
          ...(allowed ? { allowed } : {}),
        }));
      expect(actual, name).toEqual(documented);
    }
  });
});
