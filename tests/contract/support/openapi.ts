import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The contract, parsed from openapi/supabase.yaml. */
export const DOCUMENT_PATH = path.resolve(import.meta.dirname, '../../../openapi/supabase.yaml');

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;
export type Method = (typeof METHODS)[number];

export interface MediaType {
  schema?: unknown;
}
export interface HeaderDef {
  required?: boolean;
  schema?: unknown;
}
export interface ResponseDef {
  headers?: Record<string, HeaderDef>;
  content?: Record<string, MediaType>;
  'x-body-optional'?: boolean;
}
export interface Operation {
  operationId: string;
  method: Method;
  path: string;
  responses: Record<string, ResponseDef>;
  requestBody?: { content?: Record<string, MediaType> };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pointer(root: Json, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);
}

/** Replaces every local `$ref` by its target (the document has no cycles), like a bundler would. */
function dereference(node: unknown, root: Json, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root, seen));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    if (seen.includes(node.$ref)) throw new Error(`cyclic $ref ${node.$ref}`);
    return dereference(pointer(root, node.$ref), root, [...seen, node.$ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(v, root, seen)]));
}

export function loadDocument(): Json {
  const raw = parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Json;
  return dereference(raw, raw) as Json;
}

export function operationsOf(document: Json): Operation[] {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([route, item]) =>
    METHODS.filter((method) => isObject(item[method])).map((method) => ({
      ...(item[method] as Omit<Operation, 'method' | 'path'>),
      method,
      path: route,
    })),
  );
}

/** A matcher for a templated path: `{wildcard}` spans slashes, other parameters one segment. */
function templateRegex(route: string) {
  const source = route
    .split(/(\{\w+\})/)
    .map((part) => {
      if (part === '{wildcard}') return '(.+)';
      if (/^\{\w+\}$/.test(part)) return '([^/]+)';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const literalSegments = (route: string) =>
  route.split('/').filter((s) => s && !s.startsWith('{')).length;

/** The operation a request hits; the most literal path wins, as OpenAPI says. */
export function findOperation(operations: Operation[], method: string, url: URL) {
  const candidates = operations
    .filter((op) => op.method === method.toLowerCase() && templateRegex(op.path).test(url.pathname))
    .sort((a, b) => literalSegments(b.path) - literalSegments(a.path));
  return candidates[0];
}

/** A concrete URL path for a templated one (for handler lookups). */
export const samplePath = (route: string) =>
  route.replace('{wildcard}', 'u1/folder/file.png').replace(/\{\w+\}/g, 'avatars');
