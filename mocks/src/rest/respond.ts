import { HttpResponse } from 'msw';
import { pgError } from './errors.ts';
import type { Row } from './query.ts';

const ARRAY_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** `first-last/total`, `*` for an empty range or an uncounted total. */
export function contentRange(offset: number, shown: number, total: number | null) {
  const range = shown === 0 ? '*' : `${offset}-${offset + shown - 1}`;
  return `${range}/${total ?? '*'}`;
}

/** `.single()`: exactly one row, as an object; otherwise 406 PGRST116. */
export function singleRow(rows: Row[], status: 200 | 201, headers: Record<string, string> = {}) {
  if (rows.length !== 1) {
    return pgError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows.length} rows`,
    );
  }
  return HttpResponse.json(rows[0], {
    status,
    headers: { ...headers, 'Content-Type': OBJECT_TYPE },
  });
}

export function rowArray(
  rows: Row[],
  status: 200 | 201 | 206,
  headers: Record<string, string> = {},
) {
  return HttpResponse.json(rows, { status, headers: { ...headers, 'Content-Type': ARRAY_TYPE } });
}

/** No body (204 and HEAD answers). */
export const noBody = (status: 200 | 201 | 204 | 206, headers: Record<string, string> = {}) =>
  new HttpResponse(null, { status, headers });

/** HEAD answers carry the status and headers of the GET, never its body (errors included). */
export const withoutBody = (response: Response) =>
  new HttpResponse(null, { status: response.status, headers: response.headers });
