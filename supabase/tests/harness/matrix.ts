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
