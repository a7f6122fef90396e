import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, pickOne, randomInt } from './prng.ts';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(new Set(first).size).toBe(3);
  });

  it('differs between seeds', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const random = mulberry32(7);
    const draws = Array.from({ length: 10_000 }, random);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('accepts any number as a seed', () => {
    fc.assert(
      fc.property(fc.double(), (seed) => {
        const x = mulberry32(seed)();
        expect(x >= 0 && x < 1).toBe(true);
      }),
    );
  });
});

describe('helpers', () => {
  it('hashes text to stable 32-bit numbers', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('maré')).toBe(hashString('maré'));
    expect(hashString('maré')).not.toBe(hashString('mare'));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const hash = hashString(text);
        expect(Number.isInteger(hash) && hash >= 0 && hash <= 0xffffffff).toBe(true);
      }),
    );
  });

  it('draws integers inside the bounds, reaching both ends', () => {
    const random = mulberry32(3);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(random, 0, 3)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
    expect(randomInt(() => 0.999_999, 0, 999)).toBe(999);
    expect(randomInt(() => 0, 0, 999)).toBe(0);
  });

  it('picks items by the random draw', () => {
    expect(pickOne(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(pickOne(() => 0.5, ['a', 'b', 'c'])).toBe('b');
    expect(pickOne(() => 0.99, ['a', 'b', 'c'])).toBe('c');
  });
});
