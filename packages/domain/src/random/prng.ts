/** A source of floats in [0, 1), like Math.random but reproducible. */
export type RandomSource = () => number;

/** Builds a random source from a 32-bit seed; injected so tests can swap it. */
export type RandomFactory = (seed: number) => RandomSource;

/** mulberry32: tiny, fast, and good enough for picking templates and fake view counts. */
export const mulberry32: RandomFactory = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** FNV-1a over UTF-16 code units: turns any text into a 32-bit seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** An integer in [min, max], both included. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickOne<T>(random: RandomSource, items: readonly [T, ...T[]]): T {
  return items[randomInt(random, 0, items.length - 1)] ?? items[0];
}
