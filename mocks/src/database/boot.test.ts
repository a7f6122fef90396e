import { resolveObjectURL } from 'node:buffer';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { downloadDump, pgcryptoBundle } from './boot.ts';

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

describe("pgcrypto's bundle from the plain tar", () => {
  it('is the tar gzipped again, for PGlite, when the host sent it compressed', async () => {
    const { fetchFn } = host({
      '/pgcrypto.tar': { body: TAR, headers: { 'Content-Encoding': 'br' } },
    });
    const url = (await pgcryptoBundle('/pgcrypto.tar', fetchFn))?.href ?? '';
    expect(url.startsWith('blob:')).toBe(true);
    const gzipped = await resolveObjectURL(url)?.arrayBuffer();
    expect(new Uint8Array(gunzipSync(gzipped ?? new ArrayBuffer(0)))).toEqual(TAR);
    URL.revokeObjectURL(url);
  });

  it('leaves PGlite its own gzip file when the host sends the tar as stored, or fails', async () => {
    const stored = host({ '/pgcrypto.tar': { body: TAR } });
    expect(await pgcryptoBundle('/pgcrypto.tar', stored.fetchFn)).toBeNull();
    expect(await pgcryptoBundle('/pgcrypto.tar', host({}).fetchFn)).toBeNull();
    expect(await pgcryptoBundle(undefined, stored.fetchFn)).toBeNull();
  });
});
