/**
 * CSV that Excel in pt-BR opens as it should: `;` between fields, decimal commas, CRLF line ends,
 * UTF-8 with a byte-order mark (so accents survive). RFC 4180 quoting; text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR at the start) is kept as text with a leading '.
 */
export type CsvCell = string | number | null | undefined;

export interface CsvOptions {
  separator?: string;
  /** Start with the UTF-8 byte-order mark (default true). */
  bom?: boolean;
}

export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';

/** A number with a decimal comma and no thousands separator ("1234,5"). */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value).replace('.', ',');
}

/** Integer centavos as reais with two decimals and a comma ("-1234,05"). */
export function csvCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`centavos must be whole: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell, separator: string): string {
  if (cell === null || cell === undefined) return '';
  const text =
    typeof cell === 'number' ? csvNumber(cell) : FORMULA_START.test(cell) ? `'${cell}` : cell;
  return text.includes(separator) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** The CSV text of a header row and data rows. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions = {},
): string {
  const separator = options.separator ?? ';';
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => cellText(cell, separator)).join(separator),
  );
  return `${options.bom === false ? '' : CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Reads CSV written by toCsv back (for tests and round trips): BOM dropped, quotes undone. */
export function parseCsv(text: string, separator = ';'): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i] as string;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
