// The tar reader shared by the dump compaction (Node) and the extension loader (browser): no
// Node import here.

export const TAR_BLOCK = 512;

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's 512-byte header (a copy: safe to rewrite). */
  header: Uint8Array;
  data: Uint8Array;
}

/** The entries of a tar (ustar, as PGlite's dumps are written), up to its end blocks. */
export function* tarEntries(tar: Uint8Array): Generator<TarEntry> {
  const text = new TextDecoder();
  for (let offset = 0; offset + TAR_BLOCK <= tar.length;) {
    const header = tar.slice(offset, offset + TAR_BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const name = text.decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    const size = parseInt(text.decode(header.subarray(124, 136)).trim(), 8) || 0;
    const start = offset + TAR_BLOCK;
    yield { name, size, header, data: tar.subarray(start, start + size) };
    offset = start + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
}
