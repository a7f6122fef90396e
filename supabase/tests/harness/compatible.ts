import type { Schema } from './openapi.ts';

/** JSON Schema types a Postgres type may travel as over PostgREST. */
const wire: Record<string, { types: string[]; formats: (string | undefined)[] }> = {
  uuid: { types: ['string'], formats: ['uuid'] },
  text: { types: ['string'], formats: [undefined, 'email', 'uri'] },
  timestamptz: { types: ['string'], formats: ['date-time'] },
  date: { types: ['string'], formats: ['date'] },
  'text[]': { types: ['array'], formats: [undefined] },
  'integer[]': { types: ['array'], formats: [undefined] },
  bigint: { types: ['integer'], formats: [undefined, 'int64'] },
  integer: { types: ['integer'], formats: [undefined, 'int32'] },
  boolean: { types: ['boolean'], formats: [undefined] },
  jsonb: { types: ['object', 'array'], formats: [undefined] },
};

export function schemaTypes(schema: Schema): { types: string[]; nullable: boolean } {
  const all =
    schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return { types: all.filter((t) => t !== 'null'), nullable: all.includes('null') };
}

/**
 * Problems (empty when compatible) between a database column or function type and the schema
 * the document gives it. `nullability`: 'same' for rows, 'narrower' for request bodies.
 */
export function typeProblems(
  where: string,
  db: { type: string; nullable: boolean; allowed?: string[] },
  schema: Schema,
  nullability: 'same' | 'narrower',
): string[] {
  const problems: string[] = [];
  const expected = wire[db.type];
  const { types, nullable } = schemaTypes(schema);
  if (!expected) return [`${where}: no wire mapping for Postgres type ${db.type}`];
  if (types.length === 0 || !types.every((t) => expected.types.includes(t))) {
    problems.push(
      `${where}: ${db.type} travels as ${expected.types.join('|')}, document says ${types.join('|') || 'nothing'}`,
    );
  }
  if (!expected.formats.includes(schema.format)) {
    problems.push(`${where}: ${db.type} with format ${schema.format ?? '(none)'}`);
  }
  if (nullability === 'same' ? nullable !== db.nullable : nullable && !db.nullable) {
    problems.push(
      `${where}: column is ${db.nullable ? 'nullable' : 'not null'}, document ${nullable ? 'allows' : 'forbids'} null`,
    );
  }
  if (schema.enum) {
    const values = schema.enum
      .filter((v) => v !== null)
      .map(String)
      .sort();
    const allowed = db.allowed ? [...db.allowed].sort() : undefined;
    if (!allowed || values.join() !== allowed.join()) {
      problems.push(
        `${where}: enum [${values.join(', ')}] vs check constraint [${allowed?.join(', ') ?? 'none'}]`,
      );
    }
  }
  return problems;
}
