import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { publicColumns, publicFunctions, publicTablePrivileges } from './harness/catalog.ts';
import { parseDataModel } from './harness/data-model.ts';
import { createDatabase, startupTimeout } from './harness/database.ts';
import { databaseToDocument, documentToDatabase, type DatabaseShape } from './harness/drift.ts';
import { OpenApi, openapiPath } from './harness/openapi.ts';

/** The drift check itself: fed a document with known drift, it must name each one. */
let db: PGlite;
let shape: DatabaseShape;
let source: string;

beforeAll(async () => {
  db = await createDatabase({ seed: false });
  const [columns, functions, privileges] = await Promise.all([
    publicColumns(db),
    publicFunctions(db),
    publicTablePrivileges(db),
  ]);
  shape = { columns, functions, privileges };
  source = await readFile(openapiPath, 'utf8');
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

type Doc = Record<string, Record<string, Record<string, unknown>>>;
const schemas = (doc: Doc) =>
  doc.components?.schemas as Record<
    string,
    { properties: Record<string, unknown>; required?: string[]; enum?: string[] }
  >;
const mutated = (change: (doc: Doc) => void) => {
  const doc = parse(source) as Doc;
  change(doc);
  return new OpenApi(doc);
};
const schema = (doc: Doc, name: string) => {
  const found = schemas(doc)[name];
  if (!found) throw new Error(`no schema ${name}`);
  return found;
};

// With the booking tables the catalogue is larger: seconds per case on a busy machine.
describe('drift checker', { timeout: 60_000 }, () => {
  it('reports a column the row schema forgets and a property with no column', () => {
    const api = mutated((doc) => {
      const profile = schema(doc, 'Profile');
      delete profile.properties.bio;
      profile.properties.apelido = { type: 'string' };
    });
    expect(documentToDatabase(shape, api)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('columns not described: bio'),
        expect.stringContaining('properties with no column: apelido'),
      ]),
    );
  });

  it('reports a wrong type, a wrong nullability and an enum that differs from the check', () => {
    const api = mutated((doc) => {
      schema(doc, 'PerfilUsuario').properties.email = { type: ['string', 'null'] };
      schema(doc, 'ServiceProvider').properties.created_at = { type: 'integer' };
      schema(doc, 'Role').enum = ['admin', 'user', 'superuser'];
    });
    const problems = documentToDatabase(shape, api);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('perfis_usuarios.email: column is not null, document allows null'),
        expect.stringContaining('service_providers.created_at: timestamptz travels as string'),
        expect.stringContaining('perfis_usuarios.role: enum [admin, superuser, user]'),
        expect.stringContaining('get_user_role result: enum'),
      ]),
    );
  });

  it('reports an update body that writes a column users may not update', () => {
    const api = mutated((doc) => {
      schema(doc, 'ProfileUpdate').properties.id = { type: 'string', format: 'uuid' };
    });
    expect(documentToDatabase(shape, api)).toEqual([
      'PATCH /rest/v1/profiles body .id: signed-in users may not update this column',
    ]);
  });

  it('reports unknown tables, functions, arguments and filters', () => {
    const api = mutated((doc) => {
      const paths = doc.paths as Record<string, Record<string, unknown>>;
      paths['/rest/v1/passeios'] = paths['/rest/v1/profiles'] ?? {};
      paths['/rest/v1/rpc/delete_everything'] = paths['/rest/v1/rpc/get_user_role'] ?? {};
      const rpc = paths['/rest/v1/rpc/create_admin_user'] as {
        post: {
          requestBody: {
            content: Record<string, { schema: { properties: Record<string, unknown> } }>;
          };
        };
      };
      const args = rpc.post.requestBody.content['application/json']?.schema.properties;
      if (args) args.senha = { type: 'string' };
    });
    expect(documentToDatabase(shape, api)).toEqual(
      expect.arrayContaining([
        '/rest/v1/passeios: no such table in public',
        '/rest/v1/rpc/delete_everything: no such function in public',
        expect.stringContaining('create_admin_user: arguments [admin_email, admin_name, senha]'),
      ]),
    );
  });

  it('passes a row that may also be a partial selection (anyOf with a generic object)', () => {
    const api = mutated((doc) => {
      const paths = doc.paths as Record<string, { get: { responses: Record<string, unknown> } }>;
      const get = paths['/rest/v1/profiles']?.get;
      if (!get) throw new Error('no GET /rest/v1/profiles');
      get.responses['200'] = {
        description: 'rows',
        content: {
          'application/json': {
            schema: {
              type: 'array',
              items: {
                anyOf: [
                  { $ref: '#/components/schemas/Profile' },
                  { type: 'object', minProperties: 1 },
                ],
              },
            },
          },
        },
      };
    });
    expect(api.tables().find((t) => t.table === 'profiles')?.rows.length).toBeGreaterThan(0);
    expect(documentToDatabase(shape, api)).toEqual([]);
  });

  it('reports database tables and functions the document leaves out', () => {
    const api = mutated((doc) => {
      const paths = doc.paths as Record<string, unknown>;
      delete paths['/rest/v1/audit_logs'];
      delete paths['/rest/v1/rpc/get_user_role'];
    });
    expect(databaseToDocument(shape, api)).toEqual([
      'table audit_logs has no /rest/v1/audit_logs path',
      'function get_user_role has no /rest/v1/rpc/get_user_role path',
    ]);
  });

  it('reads the data model’s columns, nullability and checks', () => {
    const tables = parseDataModel(
      [
        '## Tables in `public`',
        '',
        'boats (x)',
        'id uuid PK',
        "kind text not null check (kind in ('a','b')) -- c",
        'note text null',
        '## Next',
      ].join('\n'),
    );
    expect(tables).toEqual([
      {
        name: 'boats',
        columns: [
          { name: 'id', type: 'uuid', nullable: false },
          { name: 'kind', type: 'text', nullable: false, allowed: ['a', 'b'] },
          { name: 'note', type: 'text', nullable: true },
        ],
      },
    ]);
  });
});
