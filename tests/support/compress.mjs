// One definition of "compressed size" for both the size table and the audited server: what a host
// that precompresses static files at deploy time sends (gzip level 9, brotli quality 11).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const gzip = (buffer) => gzipSync(buffer, { level: 9 });

export const brotli = (buffer) =>
  brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
