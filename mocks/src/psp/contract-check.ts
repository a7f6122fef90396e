// Node only (tests): checks the mock PSP's wire against openapi/pix.yaml with ajv.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DOCUMENT = path.resolve(import.meta.dirname, '../../../openapi/pix.yaml');

/**
 * The standard's CPF pattern is the literal `/^\d{11}$/` (slashes included), which no CPF
 * matches (openapi/pix.yaml says so); the check uses the pattern it means.
 */
const fixQuirks = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(fixQuirks);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === 'pattern' && v === '/^\\d{11}$/' ? '^\\d{11}$' : fixQuirks(v),
    ]),
  );
};

const pointer = (root: Json, ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);

const dereference = (node: unknown, root: Json): unknown => {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') return dereference(pointer(root, node.$ref), root);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(v, root)]));
};

const raw = fixQuirks(parse(readFileSync(DOCUMENT, 'utf8'))) as Json;
const document = dereference(raw, raw) as Json;

const addFormats = ((addFormatsPlugin as { default?: unknown }).default ?? addFormatsPlugin) as (
  ajv: Ajv2020,
) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
// The standard's `location` is a URI without its scheme (`pix.example.com/qr/v2/...`, as the BR
// Code carries it), under `format: uri`; accept that form beside absolute URIs.
ajv.addFormat('uri', (value: string) => /^([a-z][a-z0-9+.-]*:\/\/)?[^\s/]+(\/\S*)?$/i.test(value));

const compiled = new Map<unknown, ValidateFunction>();
const validate = (schema: unknown, value: unknown): string[] => {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema as object);
    compiled.set(schema, fn);
  }
  return fn(value) ? [] : [ajv.errorsText(fn.errors, { separator: '; ', dataVar: 'body' })];
};

type Operation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const operation = (method: string, route: string): Operation => {
  const item = (document.paths as Record<string, Json>)[route];
  const op = item?.[method.toLowerCase()];
  if (!isObject(op)) throw new Error(`no operation ${method} ${route} in openapi/pix.yaml`);
  return op as unknown as Operation;
};

/** Problems of an answer of `method route` against the document (status, media type, body). */
export async function responseProblems(
  method: string,
  route: string,
  response: Response,
): Promise<string[]> {
  const def = operation(method, route).responses[String(response.status)];
  if (!def) return [`${method} ${route}: status ${response.status} not documented`];
  const text = await response.clone().text();
  const declared = Object.keys(def.content ?? {});
  if (declared.length === 0) return text === '' ? [] : [`${method} ${route}: unexpected body`];
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  const media = def.content?.[type];
  if (!media) return [`${method} ${route}: content type ${type} not among ${declared.join(', ')}`];
  return validate(media.schema, JSON.parse(text)).map((p) => `${method} ${route}: ${p}`);
}

/** Problems of a JSON request body of `method route` against the document. */
export function requestProblems(method: string, route: string, body: unknown): string[] {
  const schema = operation(method, route).requestBody?.content?.['application/json']?.schema;
  if (!schema) return [`${method} ${route}: no JSON request body in the document`];
  return validate(schema, body).map((p) => `${method} ${route} request: ${p}`);
}

/** Problems of a notification body (`webhooks.pix`, what the PSP POSTs to `<url>/pix`). */
export function notificationProblems(body: unknown): string[] {
  const webhooks = document.webhooks as Json;
  const post = (webhooks.pix as Json).post as Operation;
  const schema = post.requestBody?.content?.['application/json']?.schema;
  return validate(schema, body).map((p) => `webhooks.pix: ${p}`);
}
