import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const dataModelPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../DATA-MODEL.md',
);

export interface ModelColumn {
  name: string;
  type: string;
  nullable: boolean;
  /** Values of a `check (<column> in (...))`, if the model lists one. */
  allowed?: string[];
}

export interface ModelTable {
  name: string;
  columns: ModelColumn[];
}

const columnLine =
  /^([a-z][a-z0-9_]*) (uuid|text\[\]|text|bigint|integer\[\]|integer|boolean|timestamptz|date|jsonb)(?=\s|$)(.*)$/;
const tableLine = /^([a-z_]+) \(/;

/** The tables of DATA-MODEL.md's "Tables in `public`" section, as written there. */
export function parseDataModel(markdown: string): ModelTable[] {
  const start = markdown.indexOf('## Tables in `public`');
  if (start < 0) throw new Error('DATA-MODEL.md has no "Tables in `public`" section');
  const rest = markdown.slice(start + 1);
  const end = rest.indexOf('\n## ');
  const section = end < 0 ? rest : rest.slice(0, end);
  const tables: ModelTable[] = [];
  for (const raw of section.split('\n')) {
    const line = raw.replace(/\s+--.*$/, '').trim();
    const column = columnLine.exec(line);
    const current = tables.at(-1);
    if (column && current) {
      const [, name = '', type = '', rest = ''] = column;
      const check = /check \(\s*[a-z_]+ in \(([^)]*)\)\s*\)/.exec(rest);
      current.columns.push({
        name,
        type,
        nullable: !/\bnot null\b|\bPK\b/.test(rest),
        ...(check?.[1]
          ? { allowed: [...check[1].matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '') }
          : {}),
      });
      continue;
    }
    const table = tableLine.exec(line);
    if (table?.[1]) tables.push({ name: table[1], columns: [] });
  }
  return tables;
}

export async function loadDataModel(): Promise<ModelTable[]> {
  return parseDataModel(await readFile(dataModelPath, 'utf8'));
}

export interface ModelFixture {
  id: string;
  email: string;
  role: string;
  name: string;
  confirmed: boolean;
  cidade: string;
  /** `(business_type, cadastur N)` when the state mentions a service_providers row. */
  provider?: { businessType: string; cadastur: string };
}

/** The rows of the "Deterministic fixtures" table. */
export function parseFixtures(markdown: string): ModelFixture[] {
  return markdown
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(cells[1] ?? ''))
    .map((cells) => {
      const [, id = '', email = '', role = '', name = '', state = ''] = cells;
      const provider = /service_providers row \((\w+), cadastur (\d+)\)/.exec(state);
      return {
        id,
        email,
        role,
        name,
        confirmed: !/NOT confirmed/.test(state),
        cidade: /cidade ([^;,]+)/.exec(state)?.[1]?.trim() ?? '',
        ...(provider
          ? { provider: { businessType: provider[1] ?? '', cadastur: provider[2] ?? '' } }
          : {}),
      };
    });
}

export async function loadFixtures(): Promise<ModelFixture[]> {
  return parseFixtures(await readFile(dataModelPath, 'utf8'));
}
