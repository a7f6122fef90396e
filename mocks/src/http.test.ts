import { describe, expect, it } from 'vitest';
import { http, objectPath } from './http.ts';

describe('objectPath', () => {
  it('lets the last template segment span slashes', () => {
    const handler = objectPath(
      http.get('/storage/v1/object/public/{bucketName}/{wildcard}', () => undefined),
    );
    expect(handler.info.path).toBe(
      'https://mare-demo.supabase.co/storage/v1/object/public/:bucketName/:wildcard(.+)',
    );
  });

  it('refuses a path without a trailing {wildcard}', () => {
    expect(() => objectPath(http.get('/auth/v1/user', () => undefined))).toThrow(/does not end in/);
  });
});
