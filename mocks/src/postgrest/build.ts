/** Read plans: a select tree resolved against the schema cache, and the SQL that shapes it as JSON. */
import { apiError } from './errors.ts';
import type {
  Field,
  Filter,
  LogicTree,
  OrderTerm,
  QueryParams,
  Range,
  SelectItem,
} from './parse.ts';
import { relationshipsFrom, type Relation, type Relationship, type SchemaCache } from './schema.ts';

/** Collects bound parameters; values are always sent as text and typed by the server. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualifiedIdent = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

/** A cast from the query string: PostgREST accepts letters, digits, `_`, `$` and spaces only. */
function castType(type: string): string {
  if (!/^[\p{L}_][\p{L}\p{N}_ $]*$/u.test(type))
    throw apiError(400, 'PGRST100', `invalid cast ${type}`);
  return type;
}

export interface ReadNode {
  relation?: Relation;
  /** The SQL alias rows of this node are known by. */
  alias: string;
  /** What stands after FROM. */
  source: string;
  select: SelectItem[];
  embeds: Map<SelectItem, Embed>;
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range?: Range;
  /** `embed=is.null` / `embed=not.is.null` filters, by embed key. */
  embedNullFilters: { embed: Embed; isNull: boolean }[];
}

export interface Embed {
  key: string;
  /** The name filters, order and limit use: the alias, else the relation name. */
  pathName: string;
  lateral: string;
  relationship: Relationship;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
  node: ReadNode;
}

export class Planner {
  private counter = 0;
  constructor(
    readonly cache: SchemaCache,
    readonly params: Params,
  ) {}

  nextLateral(): string {
    this.counter += 1;
    return `pgrst_${this.counter}`;
  }

  /** Plans a node and its embeds, then hangs the query's filters, order and ranges on them. */
  plan(
    root: { relation?: Relation; alias: string; source: string },
    query: QueryParams,
    options: { topRange?: Range; rootFilters?: boolean } = {},
  ): ReadNode {
    const node = this.node(root.relation, root.alias, root.source, query.select);
    for (const { path, filter } of query.filters) {
      if (path.length === 0 && options.rootFilters === false) continue;
      const target = this.walk(node, path);
      const embed =
        filter.field.json.length === 0 ? embedByName(target, filter.field.name) : undefined;
      if (embed) {
        const { operation } = filter;
        if (operation.kind !== 'is' || operation.value !== 'null')
          throw apiError(
            400,
            'PGRST120',
            `Bad operator on the '${filter.field.name}' embedded resource`,
            'Only is null or not is null filters are allowed on embedded resources',
          );
        target.embedNullFilters.push({ embed, isNull: !filter.negate });
      } else {
        target.filters.push(filter);
      }
    }
    for (const { path, tree } of query.logic) {
      if (path.length === 0 && options.rootFilters === false) continue;
      this.walk(node, path).logic.push(tree);
    }
    for (const { path, terms } of query.order) this.walk(node, path).order.push(...terms);
    for (const [key, range] of query.ranges) {
      if (key === '') continue;
      this.walk(node, key.split('.')).range = range;
    }
    if (options.topRange) node.range = options.topRange;
    return node;
  }

  private walk(node: ReadNode, path: string[]): ReadNode {
    let current = node;
    for (const name of path) {
      const embed = embedByName(current, name);
      if (!embed) throw notEmbedded(name);
      current = embed.node;
    }
    return current;
  }

  private node(
    relation: Relation | undefined,
    alias: string,
    source: string,
    select: SelectItem[],
  ): ReadNode {
    const node: ReadNode = {
      ...(relation ? { relation } : {}),
      alias,
      source,
      select,
      embeds: new Map(),
      filters: [],
      logic: [],
      order: [],
      embedNullFilters: [],
    };
    for (const item of select) {
      if (item.kind !== 'embed') continue;
      const relationship = this.resolve(relation, alias, item);
      const target = relationship.to;
      const childAlias = `${target.name}_${this.counter + 1}`;
      const lateral = this.nextLateral();
      const toOne =
        relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';
      if (item.spread && !toOne)
        throw apiError(
          400,
          'PGRST119',
          `A spread operation on '${item.name}' is not possible`,
          `'${relationship.from.name}' and '${target.name}' do not form a many-to-one or one-to-one relationship`,
        );
      node.embeds.set(item, {
        key: item.alias ?? item.name,
        pathName: item.alias ?? item.name,
        lateral,
        relationship,
        toOne,
        inner: item.inner,
        spread: item.spread,
        node: this.node(
          target,
          childAlias,
          `${qualifiedIdent(target.schema, target.name)} AS ${ident(childAlias)}`,
          item.children,
        ),
      });
    }
    return node;
  }

  /** PostgREST's relationship lookup: by table, constraint or column name, narrowed by the hint. */
  private resolve(
    relation: Relation | undefined,
    parent: string,
    item: SelectItem & { kind: 'embed' },
  ): Relationship {
    const schema = relation?.schema ?? this.cache.schemas[0] ?? 'public';
    const parentName = relation?.name ?? parent;
    const all = relation ? relationshipsFrom(this.cache, relation) : [];
    const singleColumn = (r: Relationship, side: 0 | 1) =>
      r.pairs.length === 1 ? (r.pairs[0] as [string, string])[side] : undefined;
    const byTarget = all.filter(
      (r) =>
        r.to.name === item.name ||
        (r.cardinality !== 'many-to-many' && r.constraint === item.name) ||
        (r.fkOnFrom && singleColumn(r, 0) === item.name),
    );
    const hint = item.hint;
    const matches =
      hint === undefined
        ? byTarget
        : byTarget.filter(
            (r) =>
              r.constraint === hint ||
              (r.fkOnFrom ? singleColumn(r, 0) === hint : singleColumn(r, 1) === hint) ||
              r.junction?.relation.name === hint,
          );
    matches.sort((a, b) =>
      a.constraint < b.constraint ? -1 : a.constraint > b.constraint ? 1 : 0,
    );
    if (matches.length === 1) return matches[0] as Relationship;
    if (matches.length === 0)
      throw apiError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parentName}' and '${item.name}' in the schema cache`,
        `Searched for a foreign key relationship between '${parentName}' and '${item.name}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${schema}', but no matches were found.`,
      );
    throw apiError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parentName}' and '${item.name}'`,
      matches.map(describeRelationship),
      `Try changing '${item.name}' to one of the following: ${matches
        .map((r) => `'${r.to.name}!${r.constraint}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
}

function describeRelationship(r: Relationship): Record<string, string> {
  const cols = (pairs: [string, string][], side: 0 | 1) =>
    `(${pairs.map((pair) => pair[side]).join(', ')})`;
  if (r.junction) {
    const j = r.junction;
    return {
      cardinality: r.cardinality,
      embedding: `${r.from.name} with ${r.to.name}`,
      relationship: `${j.relation.name} using ${j.fromConstraint}${cols(j.fromPairs, 0)} and ${j.toConstraint}${cols(j.toPairs, 0)}`,
    };
  }
  return {
    cardinality: r.cardinality,
    embedding: `${r.from.name} with ${r.to.name}`,
    relationship: `${r.constraint} using ${r.from.name}${cols(r.pairs, 0)} and ${r.to.name}${cols(r.pairs, 1)}`,
  };
}

function notEmbedded(name: string) {
  return apiError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

function embedByName(node: ReadNode, name: string): Embed | undefined {
  for (const embed of node.embeds.values()) if (embed.pathName === name) return embed;
  for (const embed of node.embeds.values()) if (embed.relationship.to.name === name) return embed;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// SQL

export function fieldSql(alias: string, field: Field, params: Params): string {
  let sql = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.json) {
    const operand = step.index ? String(Number(step.key)) : `${params.add(step.key)}::text`;
    sql = `(${sql} ${step.arrow} ${operand})`;
  }
  return sql;
}

const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'IS DISTINCT FROM',
} as const;

const FTS_FUNCTIONS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

const BOOLEAN_WORDS = ['true', 'yes', 'on', '1', 'false', 'no', 'off', '0'];

/**
 * A boolean as Postgres reads it (a prefix of true/yes/false/no, on/off, 1/0), bound as t/f:
 * PGlite's own serializer accepts fewer spellings and throws a JavaScript error on the rest.
 */
function booleanValue(value: string): string {
  const word = value.trim().toLowerCase();
  const match = BOOLEAN_WORDS.find(
    (w) => word.length > 0 && w.startsWith(word) && (word.length > 1 || !'o'.includes(word)),
  );
  if (match === undefined)
    throw apiError(400, '22P02', `invalid input syntax for type boolean: "${value}"`);
  return ['true', 'yes', 'on', '1'].includes(match) ? 't' : 'f';
}

export function filterSql(
  alias: string,
  filter: Filter,
  params: Params,
  relation?: Relation,
): string {
  const lhs = fieldSql(alias, filter.field, params);
  const { operation } = filter;
  const type =
    filter.field.json.length === 0
      ? relation?.columns.find((c) => c.name === filter.field.name)?.type
      : undefined;
  let sql: string;
  switch (operation.kind) {
    case 'op': {
      const value =
        operation.op === 'like' || operation.op === 'ilike'
          ? operation.value.replaceAll('*', '%')
          : type === 'boolean'
            ? booleanValue(operation.value)
            : operation.value;
      sql = `${lhs} ${OPERATORS[operation.op]} ${params.add(value)}`;
      break;
    }
    case 'in':
      sql = `${lhs} = ANY (${params.add(arrayLiteral(operation.values))})`;
      break;
    case 'is':
      sql = `${lhs} IS ${operation.value.toUpperCase()}`;
      break;
    case 'fts': {
      const fn = FTS_FUNCTIONS[operation.op];
      const language =
        operation.language === undefined ? '' : `${params.add(operation.language)}::regconfig, `;
      sql = `${lhs} @@ pg_catalog.${fn}(${language}${params.add(operation.value)}::text)`;
      break;
    }
  }
  return filter.negate ? `NOT (${sql})` : sql;
}

export function logicSql(
  alias: string,
  tree: LogicTree,
  params: Params,
  relation?: Relation,
): string {
  if (tree.kind === 'filter') return filterSql(alias, tree.filter, params, relation);
  const joined = tree.children
    .map((child) => `(${logicSql(alias, child, params, relation)})`)
    .join(tree.op === 'and' ? ' AND ' : ' OR ');
  return tree.negate ? `NOT (${joined})` : `(${joined})`;
}

function joinConditions(embed: Embed, parentAlias: string): { from: string; where: string[] } {
  const r = embed.relationship;
  const child = embed.node.alias;
  if (r.junction) {
    const j = r.junction;
    const junctionAlias = `${j.relation.name}_${embed.lateral}`;
    return {
      from: `${qualifiedIdent(j.relation.schema, j.relation.name)} AS ${ident(junctionAlias)}`,
      where: [
        ...j.fromPairs.map(
          ([jc, pc]) => `${ident(junctionAlias)}.${ident(jc)} = ${ident(parentAlias)}.${ident(pc)}`,
        ),
        ...j.toPairs.map(
          ([jc, cc]) => `${ident(junctionAlias)}.${ident(jc)} = ${ident(child)}.${ident(cc)}`,
        ),
      ],
    };
  }
  return {
    from: '',
    where: r.pairs.map(
      ([pc, cc]) => `${ident(child)}.${ident(cc)} = ${ident(parentAlias)}.${ident(pc)}`,
    ),
  };
}

function orderSql(node: ReadNode, term: OrderTerm, params: Params): string {
  let expr: string;
  if (term.relation !== undefined) {
    const embed = embedByName(node, term.relation);
    if (!embed) throw notEmbedded(term.relation);
    if (!embed.toOne)
      throw apiError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.relation?.name ?? node.alias}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    const join = joinConditions(embed, node.alias);
    expr = `(SELECT ${fieldSql(embed.node.alias, term.field, params)} FROM ${embed.node.source} WHERE ${join.where.join(' AND ')})`;
  } else {
    expr = fieldSql(node.alias, term.field, params);
  }
  const direction = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
  const nulls =
    term.nulls === undefined ? '' : term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
  return `${expr}${direction}${nulls}`;
}

/** The JSON key PostgREST gives a selected field. */
function fieldKey(item: SelectItem & { kind: 'field' }): string {
  if (item.alias !== undefined) return item.alias;
  const last = item.field.json[item.field.json.length - 1];
  return last ? last.key : item.field.name;
}

/**
 * The rows of a node: its columns and embeds as output columns (embeds as json), filtered,
 * and, unless `forCount`, ordered and ranged.
 */
export function rowsSql(
  node: ReadNode,
  params: Params,
  options: { where?: string[]; from?: string; forCount?: boolean } = {},
): string {
  const columns: string[] = [];
  const joins: string[] = [];
  const where = [...(options.where ?? [])];
  for (const item of node.select) {
    if (item.kind === 'star') {
      columns.push(`${ident(node.alias)}.*`);
    } else if (item.kind === 'field') {
      let expr = fieldSql(node.alias, item.field, params);
      if (item.cast !== undefined) expr = `CAST(${expr} AS ${castType(item.cast)})`;
      columns.push(`${expr} AS ${ident(fieldKey(item))}`);
    } else {
      const embed = node.embeds.get(item) as Embed;
      const join = joinConditions(embed, node.alias);
      const child = rowsSql(embed.node, params, {
        where: join.where,
        ...(join.from ? { from: join.from } : {}),
      });
      const lateral = ident(embed.lateral);
      if (embed.spread) {
        joins.push(`LEFT JOIN LATERAL (${child}) AS ${lateral} ON TRUE`);
        columns.push(`${lateral}.*`);
        if (embed.inner) where.push(`${lateral} IS NOT NULL`);
        continue;
      }
      const aggregate = embed.toOne ? 'row_to_json(pgrst_row)' : 'json_agg(pgrst_row)';
      joins.push(
        `LEFT JOIN LATERAL (SELECT ${aggregate} AS pgrst_body FROM (${child}) AS pgrst_row) AS ${lateral} ON TRUE`,
      );
      // `embed()` selects nothing: it only filters (with !inner or is.null) and is left out.
      if (embed.node.select.length === 0) {
        if (embed.inner) where.push(`${lateral}.pgrst_body IS NOT NULL`);
        continue;
      }
      columns.push(
        embed.toOne
          ? `${lateral}.pgrst_body AS ${ident(embed.key)}`
          : `COALESCE(${lateral}.pgrst_body, '[]'::json) AS ${ident(embed.key)}`,
      );
      if (embed.inner) where.push(`${lateral}.pgrst_body IS NOT NULL`);
    }
  }
  for (const { embed, isNull } of node.embedNullFilters)
    where.push(`${ident(embed.lateral)}.pgrst_body IS ${isNull ? '' : 'NOT '}NULL`);
  for (const filter of node.filters)
    where.push(filterSql(node.alias, filter, params, node.relation));
  for (const tree of node.logic) where.push(logicSql(node.alias, tree, params, node.relation));
  const from = [node.source, ...(options.from ? [options.from] : [])].join(', ');
  let sql = `SELECT ${columns.join(', ')} FROM ${from}`;
  if (joins.length) sql += ` ${joins.join(' ')}`;
  if (where.length) sql += ` WHERE ${where.map((w) => `(${w})`).join(' AND ')}`;
  if (options.forCount) return sql;
  if (node.order.length)
    sql += ` ORDER BY ${node.order.map((t) => orderSql(node, t, params)).join(', ')}`;
  if (node.range?.limit !== undefined) sql += ` LIMIT ${node.range.limit}`;
  if (node.range && node.range.offset > 0) sql += ` OFFSET ${node.range.offset}`;
  return sql;
}

/** WHERE conditions of a node's own filters, for UPDATE and DELETE. */
export function whereSql(node: ReadNode, params: Params): string[] {
  return [
    ...node.filters.map((f) => filterSql(node.alias, f, params, node.relation)),
    ...node.logic.map((t) => logicSql(node.alias, t, params, node.relation)),
  ];
}
