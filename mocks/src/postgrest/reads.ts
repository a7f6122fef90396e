import { routineOverloads } from './handle.ts';
import type { SchemaCache } from './schema.ts';

/**
 * Whether a request to the REST API only reads: GET and HEAD, or a call (always a POST from
 * supabase-js) to a function whose every overload is stable or immutable, which cannot change
 * data. Asking such a request again is always safe.
 */
export function onlyReads(
  request: { method: string; url: string; headers: Headers },
  cache: SchemaCache,
): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  if (request.method !== 'POST') return false;
  const call = /\/rest\/v1\/rpc\/([^/]+)$/.exec(new URL(request.url).pathname);
  if (!call?.[1]) return false;
  const overloads = routineOverloads(request, cache, decodeURIComponent(call[1]));
  return overloads.length > 0 && overloads.every((routine) => !routine.volatile);
}
