/**
 * Compares openapi/pix.yaml, Maré's subset of the API Pix, with the Banco Central's reference.
 * Everything the subset declares must be declared the same way by the standard; it may only
 * leave out examples, whole operations, and schema properties or OAuth2 scopes it does not use.
 * Parts Maré adds itself carry `x-mare-origem` and must not exist in the standard.
 */
import { isDeepStrictEqual } from 'node:util';

export type Doc = Record<string, unknown>;
type Node = Record<string, unknown>;

/** Maps whose entries the subset may leave out (each entry it keeps is compared). */
const SUBSET_MAPS = new Set(['properties', 'scopes']);
/** Keys the subset may leave out: documentation only, never a constraint. */
const OPTIONAL_KEYS = new Set(['example', 'examples']);
/** Arrays whose order means nothing. */
const SETS = new Set(['required', 'enum']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const COMPONENT_SECTIONS = ['schemas', 'parameters', 'requestBodies', 'responses', 'examples'];

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const ours = (value: unknown) => isNode(value) && 'x-mare-origem' in value;
const show = (value: unknown) => JSON.stringify(value);

/** Every difference between `mine` and `theirs` under `at`, one line each. */
function compare(mine: unknown, theirs: unknown, at: string, out: string[], key = ''): void {
  if (Array.isArray(mine) && Array.isArray(theirs)) {
    if (SETS.has(key)) {
      const a = [...mine].map(show).sort();
      const b = [...theirs].map(show).sort();
      if (!isDeepStrictEqual(a, b)) out.push(`${at}: ${show(mine)}, the standard ${show(theirs)}`);
      return;
    }
    if (mine.length !== theirs.length) {
      out.push(`${at}: ${mine.length} entries, the standard ${theirs.length}`);
      return;
    }
    mine.forEach((item, i) => compare(item, theirs[i], `${at}[${i}]`, out));
    return;
  }
  if (isNode(mine) && isNode(theirs)) {
    for (const k of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      if (k.startsWith('x-mare')) continue;
      const where = `${at}.${k}`;
      if (!(k in mine)) {
        if (!SUBSET_MAPS.has(key) && !OPTIONAL_KEYS.has(k)) out.push(`${where}: missing`);
      } else if (!(k in theirs)) {
        out.push(`${where}: not in the standard`);
      } else {
        compare(mine[k], theirs[k], where, out, k);
      }
    }
    return;
  }
  if (!isDeepStrictEqual(mine, theirs))
    out.push(`${at}: ${show(mine)}, the standard ${show(theirs)}`);
}

/** The operation's security without Maré's mTLS requirement, which the standard states in prose. */
function withoutMtls(operation: Node, at: string, out: string[]): Node {
  const security = operation.security;
  if (!Array.isArray(security)) return operation;
  return {
    ...operation,
    security: security.map((requirement: Node, i) => {
      const { mTLS, ...rest } = requirement;
      // The callback is the PSP calling Maré: the standard leaves it `security: []`.
      if (mTLS === undefined) out.push(`${at}.security[${i}]: no mTLS requirement`);
      return rest;
    }),
  };
}

export function pixDrift(mine: Doc, theirs: Doc): string[] {
  const out: string[] = [];
  const minePaths = (mine.paths ?? {}) as Record<string, Node>;
  const theirPaths = (theirs.paths ?? {}) as Record<string, Node>;

  for (const [route, item] of Object.entries(minePaths)) {
    const at = `paths.${route}`;
    const ref = theirPaths[route];
    if (ours(item)) {
      if (ref) out.push(`${at}: marked x-mare-origem but the standard declares it`);
      continue;
    }
    if (!ref) {
      out.push(`${at}: not in the standard`);
      continue;
    }
    for (const k of Object.keys(item)) {
      if (!METHODS.includes(k)) compare(item[k], ref[k], `${at}.${k}`, out, k);
      else if (!ref[k]) out.push(`${at}.${k}: not in the standard`);
      else compare(withoutMtls(item[k] as Node, `${at}.${k}`, out), ref[k], `${at}.${k}`, out);
    }
    if ('parameters' in ref && !('parameters' in item)) out.push(`${at}.parameters: missing`);
  }

  // webhooks.pix repeats the callback the standard declares on PUT /webhook/{chave}.
  const webhooks = (mine.webhooks ?? {}) as Record<string, Node>;
  const callback = (theirPaths['/webhook/{chave}']?.put as Node | undefined)?.callbacks as
    Record<string, Record<string, Node>> | undefined;
  for (const [name, item] of Object.entries(webhooks)) {
    const ref =
      name === 'pix' ? callback?.listaPix?.['{$request.body#/webhookUrl}/pix'] : undefined;
    if (!ref) out.push(`webhooks.${name}: no such callback in the standard`);
    else compare(item, ref, `webhooks.${name}`, out);
  }

  const mineComponents = (mine.components ?? {}) as Record<string, Record<string, unknown>>;
  const theirComponents = (theirs.components ?? {}) as Record<string, Record<string, unknown>>;
  for (const section of COMPONENT_SECTIONS) {
    for (const [name, value] of Object.entries(mineComponents[section] ?? {})) {
      const at = `components.${section}.${name}`;
      const ref = theirComponents[section]?.[name];
      if (ours(value)) {
        if (ref !== undefined) out.push(`${at}: marked x-mare-origem but the standard declares it`);
      } else if (ref === undefined) out.push(`${at}: not in the standard`);
      else compare(value, ref, at, out);
    }
  }
  for (const [name, scheme] of Object.entries(mineComponents.securitySchemes ?? {})) {
    const at = `components.securitySchemes.${name}`;
    const ref = theirComponents.securitySchemes?.[name];
    if (ref !== undefined) compare(scheme, ref, at, out);
    else if (!ours(scheme) && (scheme as Node).type !== 'mutualTLS')
      out.push(`${at}: not in the standard`);
  }

  // The error sections copied into info.description must be the standard's, word for word.
  const sections = (doc: Doc) =>
    String((doc.info as Node | undefined)?.description ?? '').split(/\n(?=#{1,2} )/);
  const theirText = sections(theirs).join('\n');
  for (const section of sections(mine).filter((s) => s.startsWith('#'))) {
    if (!theirText.includes(section.trimEnd())) {
      out.push(`info.description: section "${section.split('\n')[0]}" is not the standard's`);
    }
  }
  return out;
}
