import type { PGlite, Transaction } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { act, type Actor } from './database.ts';

/** Parses a role matrix written as a pipe table: a header row, then one row per case group. */
export function parsePipeTable(text: string): Record<string, string>[] {
  const rows = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const [header, ...body] = rows;
  if (!header) throw new Error('empty table');
  return body.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(`row ${index + 1} has ${cells.length} cells, header has ${header.length}`);
    }
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}

export const operations = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof operations)[number];

/**
 * allow: the statement touches the row. hidden: no error, but row security filters the row out
 * (REST: empty array / nothing updated). deny: Postgres raises 42501 (REST: 401 or 403).
 */
export type Expectation = 'allow' | 'hidden' | 'deny';

export function asExpectation(cell: string): Expectation {
  if (cell === 'allow' || cell === 'hidden' || cell === 'deny') return cell;
  throw new Error(`unknown expectation "${cell}"`);
}

/** Classifies what a statement did; any error other than 42501 is a bug, not a denial. */
export function classify(
  outcome:
    | { ok: true; value: { affectedRows?: number; rows: unknown[] } }
    | { ok: false; code: string; message: string },
  operation: Operation,
): Expectation {
  if (!outcome.ok) {
    if (outcome.code === '42501') return 'deny';
    throw new Error(`unexpected error ${outcome.code}: ${outcome.message}`);
  }
  const touched =
    operation === 'select' ? outcome.value.rows.length : (outcome.value.affectedRows ?? 0);
  if (touched === 1) return 'allow';
  if (touched === 0) return 'hidden';
  throw new Error(`statement touched ${touched} rows, expected 0 or 1`);
}

/** One statement per operation, `$1` being the subject row (or its parent). */
export type TableStatements = Record<Operation, [string, unknown[]]>;

/**
 * Registers a role-matrix suite: the pipe table must cover exactly `tables` × every actor, and
 * each case runs its statement as the actor (after `setup`) in a transaction rolled back after.
 */
export function describeTableMatrix(options: {
  name: string;
  matrix: string;
  tables: readonly string[];
  actors: Record<string, Actor>;
  statements: Record<string, TableStatements>;
  /** Runs before each case's statement, as the database owner (the case says what is tested). */
  setup: (
    tx: Transaction,
    c: { table: string; actor: string; operation: Operation },
  ) => Promise<void>;
  db: () => PGlite;
}) {
  const { actors, statements, setup } = options;
  const rows = parsePipeTable(options.matrix);
  describe(options.name, () => {
    it('covers every table and actor', () => {
      expect(new Set(rows.map((r) => r.table))).toEqual(new Set(Object.keys(statements)));
      expect(Object.keys(statements).sort()).toEqual([...options.tables].sort());
      expect(rows).toHaveLength(Object.keys(statements).length * Object.keys(actors).length);
    });

    const cases = rows.flatMap((row) =>
      operations.map((operation) => ({
        table: row.table ?? '',
        actor: row.actor ?? '',
        operation,
        expected: asExpectation(row[operation] ?? ''),
      })),
    );

    it.each(cases)('$table × $actor × $operation → $expected', async (c) => {
      const actor = actors[c.actor];
      const statement = statements[c.table]?.[c.operation];
      if (!actor || !statement) throw new Error(`no case for ${c.table} × ${c.actor}`);
      const [sql, params] = statement;
      const outcome = await act(options.db(), actor, (tx) => tx.query(sql, params), {
        setup: (tx) => setup(tx, c),
      });
      expect(classify(outcome, c.operation)).toBe(c.expected);
    });
  });
}
