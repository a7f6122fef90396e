import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const openapiPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/supabase.yaml',
);

/** The parts of a JSON Schema the drift check compares. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A REST path of the document: a table (`/rest/v1/<table>`) or a function (`/rest/v1/rpc/<fn>`). */
export interface RestTable {
  table: string;
  methods: string[];
  /** Row schemas of the responses (array items or single objects), $refs resolved. */
  rows: Schema[];
  /** Request bodies by method (single objects; array forms unwrapped). */
  bodies: Record<string, Schema[]>;
  /** Query parameters that filter on a column. */
  filters: string[];
}

export interface RestFunction {
  name: string;
  args: Schema;
  /** The 200 body schema, or null when the function answers 204 with no body. */
  result: Schema | null;
  /** `x-mare-callers`: the only roles that may call it (e.g. the payment provider's service_role). */
  callers: string[] | null;
}

const reservedQuery = new Set(['select', 'limit', 'offset', 'order', 'columns', 'on_conflict']);

export class OpenApi {
  constructor(private readonly doc: Node) {}

  static async load(file = openapiPath): Promise<OpenApi> {
    const doc: unknown = parse(await readFile(file, 'utf8'));
    if (!isNode(doc)) throw new Error(`${file} is not an OpenAPI document`);
    return new OpenApi(doc);
  }

  /** Follows local $refs (`#/a/b`) until the node is not a reference. */
  deref(value: unknown): Node {
    let node = value;
    for (let hops = 0; isNode(node) && typeof node.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error(`$ref cycle at ${node.$ref}`);
      const ref = node.$ref;
      if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
      node = ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((at, key) => (isNode(at) ? at[key] : undefined), this.doc);
      if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    }
    if (!isNode(node)) throw new Error('expected an object node');
    return node;
  }

  /** A schema with its own $ref and its properties' $refs resolved. */
  schema(value: unknown): Schema {
    const node = this.deref(value) as Schema;
    const properties = node.properties
      ? Object.fromEntries(
          Object.entries(node.properties).map(([k, v]) => [k, this.deref(v) as Schema]),
        )
      : undefined;
    return { ...node, ...(properties ? { properties } : {}) };
  }

  private paths(): Record<string, Node> {
    const paths = this.doc.paths;
    if (!isNode(paths)) throw new Error('the document has no paths');
    return Object.fromEntries(
      Object.entries(paths).map(([key, value]) => [key, this.deref(value)]),
    );
  }

  private operations(item: Node): [string, Node][] {
    const methods = ['get', 'head', 'post', 'patch', 'put', 'delete'];
    return methods.flatMap((method) =>
      isNode(item[method]) ? [[method, item[method]] as [string, Node]] : [],
    );
  }

  /** Object schemas that name properties in a JSON body: arrays unwrapped, oneOf/anyOf flattened. */
  private objectSchemas(value: unknown): Schema[] {
    const schema = this.schema(value);
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) return branches.flatMap((branch) => this.objectSchemas(branch));
    if (schema.type === 'array' && schema.items) return this.objectSchemas(schema.items);
    // A generic object (e.g. a partial `select=a,b` row) names no columns: nothing to compare.
    return schema.properties ? [schema] : [];
  }

  private jsonSchemas(content: unknown): unknown[] {
    if (!isNode(content)) return [];
    return Object.entries(content)
      .filter(([type]) => type.includes('json'))
      .flatMap(([, media]) => (isNode(media) && media.schema !== undefined ? [media.schema] : []));
  }

  tables(): RestTable[] {
    return Object.entries(this.paths()).flatMap(([route, item]) => {
      const match = /^\/rest\/v1\/([a-z_][a-z0-9_]*)$/.exec(route);
      if (!match?.[1]) return [];
      const operations = this.operations(item);
      const rows: Schema[] = [];
      const bodies: Record<string, Schema[]> = {};
      const filters = new Set<string>();
      for (const [method, operation] of operations) {
        const responses = isNode(operation.responses) ? operation.responses : {};
        // Only success bodies are rows; error statuses carry PostgREST's error object.
        const successes = Object.entries(responses).filter(([status]) => status.startsWith('2'));
        for (const [, response] of successes) {
          for (const schema of this.jsonSchemas(this.deref(response).content)) {
            rows.push(...this.objectSchemas(schema));
          }
        }
        if (operation.requestBody !== undefined) {
          const body = this.deref(operation.requestBody);
          bodies[method] = this.jsonSchemas(body.content).flatMap((s) => this.objectSchemas(s));
        }
        const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
        for (const parameter of parameters.map((p) => this.deref(p))) {
          if (
            parameter.in === 'query' &&
            typeof parameter.name === 'string' &&
            !reservedQuery.has(parameter.name)
          ) {
            filters.add(parameter.name);
          }
        }
      }
      return [
        {
          table: match[1],
          methods: operations.map(([m]) => m),
          rows,
          bodies,
          filters: [...filters],
        },
      ];
    });
  }

  functions(): RestFunction[] {
    return Object.entries(this.paths()).flatMap(([route, item]) => {
      const match = /^\/rest\/v1\/rpc\/([a-z_][a-z0-9_]*)$/.exec(route);
      const post = item.post;
      if (!match?.[1] || !isNode(post)) return [];
      const body = post.requestBody === undefined ? undefined : this.deref(post.requestBody);
      const [args] = body ? this.jsonSchemas(body.content) : [];
      const responses = isNode(post.responses) ? post.responses : {};
      const ok = responses['200'] === undefined ? undefined : this.deref(responses['200']);
      const [result] = ok ? this.jsonSchemas(ok.content) : [];
      return [
        {
          name: match[1],
          args: args === undefined ? { type: 'object', properties: {} } : this.schema(args),
          result: result === undefined ? null : this.schema(result),
          callers: Array.isArray(post['x-mare-callers'])
            ? post['x-mare-callers'].filter((c): c is string => typeof c === 'string')
            : null,
        },
      ];
    });
  }
}
