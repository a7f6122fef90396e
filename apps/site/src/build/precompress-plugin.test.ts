import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, compress, precompressedAnswer } from './precompress-plugin.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'mare-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'assets'));
for (const name of [
  'assets/engine-abc.wasm',
  'assets/engine-abc.wasm.br',
  'assets/engine-abc.wasm.gz',
])
  writeFileSync(path.join(dir, name), name);
writeFileSync(path.join(dir, 'worker.js'), 'worker');
writeFileSync(path.join(dir, 'worker.js.gz'), 'worker, gzipped');

describe('precompressed copies', () => {
  it('are brotli and gzip of the file', async () => {
    const source = new TextEncoder().encode('select 1;\n'.repeat(1000));
    const { br, gzip } = await compress(source);
    expect(new Uint8Array(brotliDecompressSync(br))).toEqual(source);
    expect(new Uint8Array(gunzipSync(gzip))).toEqual(source);
    expect(br.byteLength).toBeLessThan(gzip.byteLength);
  });

  it('reads what a client accepts, q=0 refusing', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(
      expect.arrayContaining(['gzip', 'br']),
    );
    expect(acceptedEncodings('br;q=0, gzip;q=0.5').has('br')).toBe(false);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5').has('gzip')).toBe(true);
    expect(acceptedEncodings(undefined).has('br')).toBe(false);
  });

  it('are sent with their encoding, the file’s own type and a year’s cache under assets/', async () => {
    const answer = await precompressedAnswer(dir, '/assets/engine-abc.wasm', 'gzip, br');
    expect(answer?.file).toBe(path.join(dir, 'assets/engine-abc.wasm.br'));
    expect(answer?.headers).toMatchObject({
      'Content-Type': 'application/wasm',
      'Content-Encoding': 'br',
      'Content-Length': String('assets/engine-abc.wasm.br'.length),
      Vary: 'Accept-Encoding',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    const gzip = await precompressedAnswer(dir, '/assets/engine-abc.wasm', 'gzip');
    expect(gzip?.headers['Content-Encoding']).toBe('gzip');
  });

  it('leave the file to the server when the client takes neither, or it has no copy', async () => {
    expect(await precompressedAnswer(dir, '/assets/engine-abc.wasm', 'identity')).toBeNull();
    expect(await precompressedAnswer(dir, '/assets/missing.wasm', 'br')).toBeNull();
    expect(await precompressedAnswer(dir, '/index.html', 'br')).toBeNull();
  });

  it('revalidate outside assets/, and never leave the build', async () => {
    const worker = await precompressedAnswer(dir, '/worker.js', 'br, gzip');
    expect(worker?.headers['Cache-Control']).toBe('no-cache');
    expect(worker?.headers['Content-Encoding']).toBe('gzip');
    expect(await precompressedAnswer(dir, '/../outside.js', 'gzip')).toBeNull();
  });
});
