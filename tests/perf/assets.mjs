// Vite's build manifest, walked: which files a set of chunks pulls in, and what they weigh.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotli, gzip } from '../support/compress.mjs';

export function readManifest(outDir) {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk, found ${keys.length}`);
  return keys[0];
}

/** The chunks `keys` load before running: themselves and their static imports, transitively. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/** Manifest key of every built file (JS chunks by `file`, stylesheets by their `css` lists). */
export function keysByFile(manifest) {
  const map = new Map();
  for (const [key, chunk] of Object.entries(manifest)) map.set(`/${chunk.file}`, key);
  return map;
}

/** The JS and CSS files of a set of chunks, as URL paths. */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(`/${chunk.file}`);
    if (chunk.file.endsWith('.css')) css.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

const sizeCache = new Map();

/** Raw, gzip and brotli bytes of files (URL paths under `outDir`), each file compressed alone. */
export function weigh(outDir, files) {
  const total = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const full = path.join(outDir, file);
    if (!sizeCache.has(full)) {
      const body = readFileSync(full);
      sizeCache.set(full, {
        raw: body.length,
        gzip: gzip(body).length,
        brotli: brotli(body).length,
      });
    }
    const size = sizeCache.get(full);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** Which of `files` contain a marker string (e.g. a library's own error text). */
export function filesContaining(outDir, files, marker) {
  return files.filter((file) => readFileSync(path.join(outDir, file), 'utf8').includes(marker));
}
