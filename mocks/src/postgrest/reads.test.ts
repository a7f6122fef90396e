/**
 * Which requests only read: the demo's tabs ask a read again when the database's leader tab
 * changed under it, and report a write as unsaved instead (mocks/src/browser.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaCache, onlyReads, type SchemaCache } from './index.ts';
import { REST_URL, createDatabase } from './test-support.ts';

let db: PGlite;
let cache: SchemaCache;

beforeAll(async () => {
  db = await createDatabase();
  cache = await loadSchemaCache(db);
});
afterAll(async () => {
  await db.close();
});

const request = (method: string, path: string, headers: Record<string, string> = {}) => ({
  method,
  url: `${REST_URL}/${path}`,
  headers: new Headers(headers),
});

describe('onlyReads', () => {
  it('counts GET and HEAD as reads, and every other table request as a write', () => {
    expect(onlyReads(request('GET', 'tours?select=id'), cache)).toBe(true);
    expect(onlyReads(request('HEAD', 'tours?select=id'), cache)).toBe(true);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      expect(onlyReads(request(method, 'tours'), cache)).toBe(false);
  });

  it('counts a call to a stable function as a read, though supabase-js sends it as a POST', () => {
    expect(onlyReads(request('POST', 'rpc/seat_map'), cache)).toBe(true);
    expect(onlyReads(request('POST', 'rpc/tour_listing_page'), cache)).toBe(true);
  });

  it('counts a call to a volatile function, or to one it does not know, as a write', () => {
    expect(onlyReads(request('POST', 'rpc/hold_seats'), cache)).toBe(false);
    expect(onlyReads(request('POST', 'rpc/no_such_function'), cache)).toBe(false);
  });

  it('looks the function up in the schema the request names', () => {
    expect(
      onlyReads(request('POST', 'rpc/seat_map', { 'Content-Profile': 'private' }), cache),
    ).toBe(false);
  });
});
