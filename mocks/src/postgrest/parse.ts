/** PostgREST's query-string grammar: select, filters, logic trees, order, limit/offset, columns. */
import { apiError, type ApiError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  /** A key, or an integer index when `index` is set. */
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'field'; field: Field; alias?: string; cast?: string }
  | { kind: 'star' }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      children: SelectItem[];
    };

export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj'
  | 'isdistinct';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type Operation =
  | { kind: 'op'; op: SimpleOperator; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; op: FtsOperator; language?: string; value: string };

export interface Filter {
  field: Field;
  negate: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negate: boolean; op: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  /** Set for `relation(column)`: ordering by a to-one embedded resource's column. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface Range {
  offset: number;
  /** Undefined: no upper bound. */
  limit?: number;
}

export interface QueryParams {
  select: SelectItem[];
  columns?: string[];
  onConflict?: string[];
  filters: { path: string[]; filter: Filter }[];
  logic: { path: string[]; tree: LogicTree }[];
  order: { path: string[]; terms: OrderTerm[] }[];
  ranges: Map<string, Range>;
  /** Parameters that are neither reserved nor filters: a function's arguments on GET. */
  params: [string, string][];
}

const SIMPLE_OPERATORS = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'isdistinct',
]);
const FTS_OPERATORS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

class ParseFailure extends Error {
  constructor(
    readonly position: number,
    readonly details: string,
  ) {
    super(details);
  }
}

/** A cursor over one parameter's text, with parsec-like failure reporting. */
class Cursor {
  pos = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(length = 1): string {
    return this.text.slice(this.pos, this.pos + length);
  }
  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }
  eat(prefix: string): boolean {
    if (!this.startsWith(prefix)) return false;
    this.pos += prefix.length;
    return true;
  }
  expect(prefix: string): void {
    if (!this.eat(prefix)) this.fail(`expecting "${prefix}"`);
  }
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }
  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw new ParseFailure(this.pos, `unexpected ${found} ${expecting}`);
  }
}

const identifierChar = /[\p{L}\p{N}_ $]/u;

function identifier(cursor: Cursor): string {
  const start = cursor.pos;
  while (!cursor.done && identifierChar.test(cursor.peek())) cursor.pos += 1;
  if (cursor.pos === start) cursor.fail('expecting letter or digit');
  return cursor.text.slice(start, cursor.pos).trim();
}

function quoted(cursor: Cursor): string {
  cursor.expect('"');
  let value = '';
  while (!cursor.done && cursor.peek() !== '"') {
    if (cursor.peek() === '\\') cursor.pos += 1;
    value += cursor.peek();
    cursor.pos += 1;
  }
  cursor.expect('"');
  return value;
}

/** A field name: quoted, or identifiers joined by dashes (a dash before `>` is an arrow). */
function fieldName(cursor: Cursor): string {
  if (cursor.peek() === '"') return quoted(cursor);
  if (cursor.done || !identifierChar.test(cursor.peek()))
    cursor.fail('expecting field name (* or [a..z0..9_$])');
  const parts = [identifier(cursor)];
  while (cursor.peek() === '-' && cursor.peek(2) !== '->') {
    cursor.pos += 1;
    parts.push(identifier(cursor));
  }
  return parts.join('-');
}

function jsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (cursor.eat('->>')) arrow = '->>';
    else if (cursor.eat('->')) arrow = '->';
    else return steps;
    const index = /^-?\d+/.exec(cursor.text.slice(cursor.pos));
    const after = index ? cursor.text.slice(cursor.pos + index[0].length) : '';
    if (index && (after === '' || /^(->|::|\.|,|\))/.test(after))) {
      cursor.pos += index[0].length;
      steps.push({ arrow, key: index[0], index: true });
    } else {
      steps.push({ arrow, key: fieldName(cursor), index: false });
    }
  }
}

function field(cursor: Cursor): Field {
  cursor.skipSpaces();
  const name = fieldName(cursor);
  const json = jsonPath(cursor);
  cursor.skipSpaces();
  return { name, json };
}

function aliasSeparator(cursor: Cursor): boolean {
  if (cursor.peek() === ':' && cursor.peek(2) !== '::') {
    cursor.pos += 1;
    return true;
  }
  return false;
}

function embedParams(cursor: Cursor): { hint?: string; inner: boolean } {
  let hint: string | undefined;
  let inner = false;
  for (let i = 0; i < 2 && cursor.eat('!'); i += 1) {
    const name = fieldName(cursor);
    if (name === 'inner') inner = true;
    else if (name !== 'left') hint ??= name;
  }
  return hint === undefined ? { inner } : { hint, inner };
}

function selectItem(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.startsWith('..')) {
    cursor.pos += cursor.startsWith('...') ? 3 : 2;
    const name = fieldName(cursor);
    const params = embedParams(cursor);
    cursor.expect('(');
    const children = selectForest(cursor);
    cursor.expect(')');
    cursor.skipSpaces();
    return { kind: 'embed', name, ...params, spread: true, children };
  }
  if (cursor.eat('*')) {
    cursor.skipSpaces();
    return { kind: 'star' };
  }
  let name = fieldName(cursor);
  let alias: string | undefined;
  if (aliasSeparator(cursor)) {
    alias = name;
    name = fieldName(cursor);
  }
  if (cursor.peek() === '!' || cursor.peek() === '(') {
    const params = embedParams(cursor);
    cursor.expect('(');
    const children = cursor.peek() === ')' ? [] : selectForest(cursor);
    cursor.expect(')');
    cursor.skipSpaces();
    return {
      kind: 'embed',
      name,
      ...(alias === undefined ? {} : { alias }),
      ...params,
      spread: false,
      children,
    };
  }
  const json = jsonPath(cursor);
  let cast: string | undefined;
  if (cursor.eat('::')) cast = identifier(cursor);
  cursor.skipSpaces();
  if (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')')
    cursor.fail('expecting "->>", "->", "::", ")", "," or end of input');
  return {
    kind: 'field',
    field: { name, json },
    ...(alias === undefined ? {} : { alias }),
    ...(cast === undefined ? {} : { cast }),
  };
}

function selectForest(cursor: Cursor): SelectItem[] {
  const items = [selectItem(cursor)];
  while (cursor.eat(',')) items.push(selectItem(cursor));
  return items;
}

function listValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  const values: string[] = [];
  for (;;) {
    cursor.skipSpaces();
    if (cursor.peek() === '"') {
      const mark = cursor.pos;
      const value = quoted(cursor);
      if (cursor.peek() === ',' || cursor.peek() === ')') {
        values.push(value);
      } else {
        cursor.pos = mark;
        values.push(plainUntil(cursor, ',)'));
      }
    } else {
      values.push(plainUntil(cursor, ',)'));
    }
    if (cursor.eat(',')) continue;
    cursor.expect(')');
    cursor.skipSpaces();
    // `in.()` is an empty list, not a list holding an empty string.
    return values.length === 1 && values[0] === '' ? [] : values;
  }
}

function plainUntil(cursor: Cursor, stops: string): string {
  const start = cursor.pos;
  while (!cursor.done && !stops.includes(cursor.peek())) cursor.pos += 1;
  return cursor.text.slice(start, cursor.pos);
}

type ValueParser = (cursor: Cursor) => string;

const restOfInput: ValueParser = (cursor) => {
  const value = cursor.text.slice(cursor.pos);
  cursor.pos = cursor.text.length;
  return value;
};

/** A value inside `or=(...)`: quoted, a `{...}` array literal, or anything up to `,` or `)`. */
const logicValue: ValueParser = (cursor) => {
  if (cursor.peek() === '"') {
    const mark = cursor.pos;
    const value = quoted(cursor);
    if (cursor.done || cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = mark;
  }
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', cursor.pos);
    const inner = cursor.text.slice(cursor.pos + 1, close);
    if (close > 0 && !inner.includes('{')) {
      cursor.pos = close + 1;
      return `{${inner}}`;
    }
  }
  return plainUntil(cursor, ',)');
};

function operation(cursor: Cursor, value: ValueParser): Operation {
  if (cursor.eat('in.')) return { kind: 'in', values: listValue(cursor) };
  if (cursor.eat('is.')) {
    const word = /^(null|unknown|true|false)/i.exec(cursor.text.slice(cursor.pos));
    if (!word?.[0]) cursor.fail('expecting null or trilean value (unknown, true, false)');
    cursor.pos += word[0].length;
    return { kind: 'is', value: word[0].toLowerCase() as 'null' | 'true' | 'false' | 'unknown' };
  }
  const start = cursor.pos;
  const name = plainUntil(cursor, '.(');
  if (FTS_OPERATORS.has(name)) {
    let language: string | undefined;
    if (cursor.eat('(')) {
      language = identifier(cursor);
      cursor.expect(')');
    }
    cursor.expect('.');
    const text = value(cursor);
    return {
      kind: 'fts',
      op: name as FtsOperator,
      ...(language === undefined ? {} : { language }),
      value: text,
    };
  }
  cursor.pos = start;
  const dot = cursor.text.indexOf('.', cursor.pos);
  if (dot < 0) cursor.fail('expecting operator (eq, gt, ...)');
  const op = cursor.text.slice(cursor.pos, dot);
  if (!SIMPLE_OPERATORS.has(op))
    throw new ParseFailure(dot + 1, `unknown single value operator ${op}`);
  cursor.pos = dot + 1;
  return { kind: 'op', op: op as SimpleOperator, value: value(cursor) };
}

function opExpression(
  cursor: Cursor,
  value: ValueParser,
): { negate: boolean; operation: Operation } {
  const negate = cursor.eat('not.');
  return { negate, operation: operation(cursor, value) };
}

function logicTree(cursor: Cursor): LogicTree {
  cursor.skipSpaces();
  const mark = cursor.pos;
  try {
    const f = field(cursor);
    cursor.expect('.');
    const { negate, operation: op } = opExpression(cursor, logicValue);
    return { kind: 'filter', filter: { field: f, negate, operation: op } };
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error;
    cursor.pos = mark;
  }
  const negate = cursor.eat('not.');
  let op: 'and' | 'or';
  if (cursor.eat('and')) op = 'and';
  else if (cursor.eat('or')) op = 'or';
  else cursor.fail('expecting logic operator (and, or)');
  cursor.skipSpaces();
  cursor.expect('(');
  const children = [logicTree(cursor)];
  while (cursor.eat(',')) children.push(logicTree(cursor));
  cursor.skipSpaces();
  cursor.expect(')');
  cursor.skipSpaces();
  return { kind: 'expr', negate, op, children };
}

function orderTerms(cursor: Cursor): OrderTerm[] {
  const terms: OrderTerm[] = [];
  do {
    cursor.skipSpaces();
    const first = field(cursor);
    let term: OrderTerm;
    if (first.json.length === 0 && cursor.eat('(')) {
      const inner = field(cursor);
      cursor.expect(')');
      term = { relation: first.name, field: inner };
    } else {
      term = { field: first };
    }
    if (cursor.startsWith('.asc')) {
      cursor.pos += 4;
      term.direction = 'asc';
    } else if (cursor.startsWith('.desc')) {
      cursor.pos += 5;
      term.direction = 'desc';
    }
    if (cursor.startsWith('.nullsfirst')) {
      cursor.pos += 11;
      term.nulls = 'first';
    } else if (cursor.startsWith('.nullslast')) {
      cursor.pos += 10;
      term.nulls = 'last';
    }
    cursor.skipSpaces();
    if (!cursor.done && cursor.peek() !== ',') {
      if (cursor.peek() === '.') {
        cursor.pos += 1;
        cursor.fail('expecting "asc", "desc", "nullsfirst" or "nullslast"');
      }
      cursor.fail('expecting delimiter (.), "," or end of input');
    }
    terms.push(term);
  } while (cursor.eat(','));
  return terms;
}

function treePath(cursor: Cursor): { path: string[]; field: Field } {
  const names = [fieldName(cursor)];
  while (cursor.eat('.')) names.push(fieldName(cursor));
  const json = jsonPath(cursor);
  const name = names.pop() as string;
  return { path: names, field: { name, json } };
}

/** Runs a parser over a whole parameter; failures become PGRST100 with parsec-style text. */
function run<T>(
  what: string,
  text: string,
  parser: (cursor: Cursor) => T,
  parsed: string = text,
): T {
  const cursor = new Cursor(parsed);
  try {
    const result = parser(cursor);
    if (!cursor.done) cursor.fail('expecting "," or end of input');
    return result;
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error;
    throw parseError(what, text, error.position, error.details);
  }
}

function parseError(what: string, text: string, position: number, details: string): ApiError {
  return apiError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${text})" (line 1, column ${position + 1})`,
    details,
  );
}

export function parseSelect(text: string): SelectItem[] {
  return run('select parameter', text, selectForest);
}

function columnList(cursor: Cursor): string[] {
  const names = [];
  do {
    cursor.skipSpaces();
    names.push(fieldName(cursor));
    cursor.skipSpaces();
  } while (cursor.eat(','));
  return names;
}

function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const [first, second] = parts;
  if (first === 'not' && second !== undefined) return true;
  if (first === 'is' || first === 'in') return true;
  if (first !== undefined && (SIMPLE_OPERATORS.has(first) || FTS_OPERATORS.has(first))) return true;
  const paren = value.split('(');
  return paren.length > 1 && FTS_OPERATORS.has(paren[0] as string);
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

function lastWord(key: string): string {
  const words = key.split('.');
  return words[words.length - 1] as string;
}

function parseCount(value: string): number | undefined {
  return /^-?\d+$/.test(value.trim()) ? Number(value) : undefined;
}

export function parseQuery(search: URLSearchParams): QueryParams {
  const entries = [...search.entries()];
  const get = (name: string) => entries.find(([key]) => key === name)?.[1];
  const select = parseSelect(get('select') ?? '*');
  const columnsText = get('columns');
  const conflictText = get('on_conflict');
  const result: QueryParams = {
    select,
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    params: [],
  };
  if (columnsText !== undefined) result.columns = run(`columns parameter`, columnsText, columnList);
  if (conflictText !== undefined)
    result.onConflict = run(`on_conflict parameter`, conflictText, columnList);

  const limits = new Map<string, number>();
  const offsets = new Map<string, number>();
  for (const [key, value] of entries) {
    if (value === '' || RESERVED.has(key)) continue;
    const word = lastWord(key);
    if (RESERVED_EMBEDDABLE.has(word)) {
      const pathText = key.split('.').slice(0, -1);
      if (word === 'order') {
        const path = pathText.length
          ? run('tree path', pathText.join('.'), (c) => treePath(c))
          : undefined;
        const embedPath = path ? [...path.path, path.field.name] : [];
        result.order.push({ path: embedPath, terms: run('order', value, orderTerms) });
      } else if (word === 'limit' || word === 'offset') {
        const n = parseCount(value);
        if (n !== undefined) (word === 'limit' ? limits : offsets).set(pathText.join('.'), n);
      } else {
        const negate = pathText[pathText.length - 1] === 'not';
        const path = negate ? pathText.slice(0, -1) : pathText;
        const op = `${negate ? 'not.' : ''}${word}`;
        result.logic.push({
          path,
          tree: run('logic tree', value, logicTree, `${op}${value}`),
        });
      }
      continue;
    }
    if (key.includes('.') || hasOperator(value)) {
      const { path, field: f } = run('tree path', key, treePath);
      const { negate, operation: op } = run('filter', value, (c) => opExpression(c, restOfInput));
      result.filters.push({ path, filter: { field: f, negate, operation: op } });
    } else {
      result.params.push([key, value]);
    }
  }
  for (const key of new Set([...limits.keys(), ...offsets.keys()])) {
    const limit = limits.get(key);
    if (limit !== undefined && limit < 0)
      throw apiError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'Limit should be greater than or equal to zero.',
      );
    result.ranges.set(key, {
      offset: Math.max(0, offsets.get(key) ?? 0),
      ...(limit === undefined ? {} : { limit }),
    });
  }
  return result;
}
