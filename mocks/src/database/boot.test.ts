import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadDump, prefetchEngine } from './boot.ts';

const TAR = new TextEncoder().encode('a tar, as PGlite dumps it '.repeat(200));
const GZIP = new Uint8Array(gzipSync(TAR));
const SOURCE = { url: '/db.tar', bytes: TAR.byteLength, gzipUrl: '/db.tar.gz' };

/** A host: each URL's body and headers; records what was asked. */
function host(
  answers: Record<string, { body: Uint8Array<ArrayBuffer>; headers?: Record<string, string> }>,
) {
  const asked: string[] = [];
  const fetchFn = (async (url: string) => {
    asked.push(url);
    const answer = answers[url];
    if (!answer) return new Response('not found', { status: 404 });
    return new Response(answer.body, { headers: answer.headers });
  }) as typeof fetch;
  return { asked, fetchFn };
}

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('downloading the prebuilt database', () => {
  it('takes the tar as the host sent it when the browser inflated it (Content-Encoding)', async () => {
    const { asked, fetchFn } = host({
      '/db.tar': { body: TAR, headers: { 'Content-Encoding': 'br' } },
    });
    const progress: number[] = [];
    expect(await bytes(await downloadDump(SOURCE, (f) => progress.push(f), fetchFn))).toEqual(TAR);
    expect(asked).toEqual(['/db.tar']);
    // Against the tar's own size, not the smaller Content-Length of what travelled.
    expect(progress.at(-1)).toBeCloseTo(0.8);
  });

  it('asks for the gzip copy when the host sends the tar as stored, and inflates it', async () => {
    const { asked, fetchFn } = host({ '/db.tar': { body: TAR }, '/db.tar.gz': { body: GZIP } });
    expect(await bytes(await downloadDump(SOURCE, undefined, fetchFn))).toEqual(TAR);
    expect(asked).toEqual(['/db.tar', '/db.tar.gz']);
  });

  it('leaves the copy alone when the host sent it with Content-Encoding: gzip', async () => {
    // Such a host's browser has inflated it already (here the test stands in for it).
    const { fetchFn } = host({
      '/db.tar': { body: TAR },
      '/db.tar.gz': { body: TAR, headers: { 'Content-Encoding': 'gzip' } },
    });
    expect(await bytes(await downloadDump(SOURCE, undefined, fetchFn))).toEqual(TAR);
  });

  it('uses the tar as it comes where there is no copy (the dev server, Storybook)', async () => {
    const { asked, fetchFn } = host({ '/dev.tar': { body: TAR } });
    expect(await bytes(await downloadDump({ url: '/dev.tar' }, undefined, fetchFn))).toEqual(TAR);
    expect(asked).toEqual(['/dev.tar']);
  });

  it('fails with the address and status when the host refuses', async () => {
    const { fetchFn } = host({});
    await expect(downloadDump(SOURCE, undefined, fetchFn)).rejects.toThrow('/db.tar answered 404');
  });
});

describe("fetching PGlite's engine beside the dump", () => {
  /** The smallest valid WebAssembly module. */
  const WASM = Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00);
  const ENGINE = { wasm: '/pglite.wasm', data: '/pglite.data' };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('compiles the engine and reads its files, whatever type the host gives the .wasm', async () => {
    for (const type of ['application/wasm', 'application/octet-stream']) {
      const { asked, fetchFn } = host({
        '/pglite.wasm': { body: WASM, headers: { 'Content-Type': type } },
        '/pglite.data': { body: TAR },
      });
      vi.stubGlobal('fetch', fetchFn);
      const engine = await prefetchEngine(ENGINE);
      expect(engine?.module).toBeInstanceOf(WebAssembly.Module);
      expect(await bytes(engine?.data ?? new Blob())).toEqual(TAR);
      expect(asked.sort()).toEqual(['/pglite.data', '/pglite.wasm']);
    }
  });

  it('leaves PGlite to fetch its own files when the host refuses one', async () => {
    vi.stubGlobal('fetch', host({ '/pglite.wasm': { body: WASM } }).fetchFn);
    expect(await prefetchEngine(ENGINE)).toBeNull();
  });
});
