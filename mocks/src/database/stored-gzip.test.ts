import { crc32 as nodeCrc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, storedGzip } from './stored-gzip.ts';

const inflate = async (blob: Blob) => new Uint8Array(gunzipSync(await blob.arrayBuffer()));

describe('a stored gzip file', () => {
  it('gunzips to its data, across several blocks and at a block edge', async () => {
    for (const size of [0, 1, 0xffff, 0xffff + 1, 200_000]) {
      const data = new Uint8Array(size).map((_, i) => (i * 31) % 251);
      // Compared as buffers: toEqual walks 200,000 elements one by one.
      expect(Buffer.from(await inflate(storedGzip(data))).equals(data)).toBe(true);
    }
  });

  it('has gzip’s checksum', () => {
    const data = new TextEncoder().encode('pgcrypto.so and its SQL');
    expect(crc32(data)).toBe(nodeCrc32(data));
  });
});
