/** Ids and tokens, injected so tests can make them predictable. */
export interface IdSource {
  uuid(): string;
  /** `bytes` random bytes as lowercase hex. */
  hex(bytes: number): string;
}

const toHex = (data: Uint8Array) =>
  Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');

export const cryptoRandom: IdSource = {
  uuid: () => crypto.randomUUID(),
  hex: (bytes) => toHex(crypto.getRandomValues(new Uint8Array(bytes))),
};

/** A predictable source for tests: ids and tokens count up from 1. */
export function sequentialRandom(): IdSource {
  let n = 0;
  const next = () => (++n).toString(16);
  return {
    uuid: () => `10000000-0000-4000-8000-${next().padStart(12, '0')}`,
    hex: (bytes) => next().padStart(bytes * 2, '0'),
  };
}
