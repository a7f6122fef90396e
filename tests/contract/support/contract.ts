import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { SetupServer } from 'msw/node';
import { findOperation, loadDocument, operationsOf, type Operation } from './openapi.ts';

const document = loadDocument();
export const operations = operationsOf(document);

// ajv-formats ships CommonJS; its default export is the plugin function under either interop.
const addFormats = ((addFormatsPlugin as { default?: unknown }).default ?? addFormatsPlugin) as (
  ajv: Ajv2020,
) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const compiled = new Map<unknown, ValidateFunction>();
const validatorFor = (schema: unknown) => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(schema, validate);
  }
  return validate;
};

const errorsOf = (validate: ValidateFunction) =>
  ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'body' });

/** `application/json; charset=utf-8` → `application/json`. */
const mediaTypeOf = (value: string | null) =>
  (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (type: string) => /\/(.+\+)?json$/.test(type);
const mediaMatches = (declared: string, actual: string) =>
  declared === '*/*' ||
  declared === actual ||
  (declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1)));

export interface Observation {
  operationId: string;
  status: number;
  /** The answer matched the document (status, headers, content type, body). */
  valid: boolean;
}

/** Checks one answer against the document: status, headers, content type and body schema. */
export async function checkResponse(
  request: Request,
  response: Response,
): Promise<{ problems: string[]; observed?: Observation }> {
  const url = new URL(request.url);
  const op: Operation | undefined = findOperation(operations, request.method, url);
  const where = `${request.method} ${url.pathname}${url.search}`;
  if (!op) return { problems: [`${where}: no operation in the document`] };
  const status = response.status;
  const def =
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
  const label = `${op.operationId} ${status}`;
  if (!def) return { problems: [`${label}: status not documented (${where})`] };
  const problems: string[] = [];

  for (const [name, header] of Object.entries(def.headers ?? {})) {
    const value = response.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`${label}: missing header ${name}`);
      continue;
    }
    if (header.schema && !validatorFor(header.schema)(value)) {
      problems.push(`${label}: header ${name}=${value} does not match its schema`);
    }
  }

  const text = await response.text();
  const declared = Object.keys(def.content ?? {});
  if (declared.length === 0) {
    if (text !== '') problems.push(`${label}: a body where the document declares none`);
    return { problems, observed: observation(op, status, problems) };
  }
  if (text === '' && def['x-body-optional']) {
    return { problems, observed: observation(op, status, problems) };
  }
  const actual = mediaTypeOf(response.headers.get('Content-Type'));
  const media = declared.find((type) => mediaMatches(type, actual));
  if (!media) {
    problems.push(`${label}: content type "${actual}" not among ${declared.join(', ')}`);
  } else if (isJson(media)) {
    const schema = def.content?.[media]?.schema;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`${label}: body is not JSON: ${text.slice(0, 80)}`);
    }
    if (schema && body !== undefined) {
      const validate = validatorFor(schema);
      if (!validate(body)) problems.push(`${label}: ${errorsOf(validate)} — ${text.slice(0, 300)}`);
    }
  }
  return { problems, observed: observation(op, status, problems) };
}

const observation = (op: Operation, status: number, problems: string[]): Observation => ({
  operationId: op.operationId,
  status,
  valid: problems.length === 0,
});

/** Checks a JSON request body against the operation's request schema (what supabase-js sends). */
export async function checkRequest(request: Request): Promise<string[]> {
  const url = new URL(request.url);
  const op = findOperation(operations, request.method, url);
  const type = mediaTypeOf(request.headers.get('Content-Type'));
  const schema = op?.requestBody?.content?.[type]?.schema;
  if (!op || !isJson(type) || !schema) return [];
  const text = await request.text();
  if (text === '') return [];
  const validate = validatorFor(schema);
  return validate(JSON.parse(text))
    ? []
    : [`${op.operationId} request: ${errorsOf(validate)} — ${text}`];
}

/**
 * Validates every answer the server's handlers give (and, optionally, every JSON request body)
 * against the document. Call `settle()` after each test to get the problems found.
 */
export function watchContract(server: SetupServer, options: { requests?: boolean } = {}) {
  const pending: Array<Promise<void>> = [];
  const problems: string[] = [];
  const observed: Observation[] = [];
  let relaxed = false;
  server.events.on('request:start', ({ request }) => {
    if (options.requests && !relaxed) {
      pending.push(checkRequest(request.clone()).then((found) => void problems.push(...found)));
    }
  });
  server.events.on('response:mocked', ({ request, response }) => {
    pending.push(
      checkResponse(request, response.clone()).then((result) => {
        problems.push(...result.problems);
        if (result.observed) observed.push(result.observed);
      }),
    );
  });
  return {
    /** Every answer checked so far (complete once `settle()` resolves), valid or not. */
    observed,
    /** This test sends invalid bodies on purpose (to see the errors): skip request checks until settle(). */
    relaxRequests() {
      relaxed = true;
    },
    /** Waits for the checks in flight and returns (and forgets) the problems found so far. */
    async settle() {
      await Promise.all(pending.splice(0));
      relaxed = false;
      return problems.splice(0);
    },
  };
}
