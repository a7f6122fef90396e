import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE_LAYOUT, WIDE_LAYOUT } from './breakpoints.ts';
import { contrastRatio } from './contrast.ts';
import { MINIMUM_CONTRAST, TOKEN_PAIRS } from './token-pairs.ts';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const rootBlock = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
const declared = new Map(
  [...rootBlock.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [
    name,
    value.trim(),
  ]),
);

/** A token's colour, following var() references down to a hex value. */
function resolve(name: string, seen: string[] = []): string {
  const value = declared.get(name);
  if (value === undefined) throw new Error(`${name} is not declared in tokens.css`);
  const referenced = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!referenced) return value;
  if (seen.includes(name)) throw new Error(`circular token ${name}`);
  return resolve(referenced, [...seen, name]);
}

describe('design tokens', () => {
  it("gives code the layout's breakpoint that the stylesheets use", () => {
    const md = declared.get('--breakpoint-md');
    expect(md).toBe('768px');
    expect(WIDE_LAYOUT).toBe(`(min-width: ${md})`);
    expect(PHONE_LAYOUT).toBe(`(max-width: ${parseInt(md ?? '', 10) - 0.02}px)`);
  });

  it.each(TOKEN_PAIRS.map((pair) => [pair.usage, pair.foreground, pair.background, pair] as const))(
    '%s: %s on %s meets WCAG AA',
    (_usage, foreground, background, pair) => {
      const ratio = contrastRatio(resolve(foreground), resolve(background));
      expect(ratio).toBeGreaterThanOrEqual(MINIMUM_CONTRAST[pair.kind]);
    },
  );

  it('draws the focus ring from the focus token, and the dark surfaces switch it', () => {
    const global = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
    expect(global).toMatch(/:focus-visible\s*\{[^}]*outline:[^;]*var\(--focus-ring-color\)/);
    expect(declared.get('--focus-ring-color')).toBe('var(--color-focus)');
    expect(css).toMatch(
      /\[data-surface='inverse'\]\s*\{\s*--focus-ring-color:\s*var\(--color-focus-inverse\)/,
    );
  });

  it('checks the focus ring on every surface token', () => {
    const surfaces = [...declared.keys()].filter(
      (name) => name === '--color-bg' || name.startsWith('--color-surface'),
    );
    const checked = new Set(
      TOKEN_PAIRS.filter((pair) => pair.kind === 'focus').map((pair) => pair.background),
    );
    expect(surfaces.filter((surface) => !checked.has(surface))).toEqual([]);
  });

  // A module that switches the ring must sit on a dark surface: the footer's sand band once got
  // the header's light ring (amber 300 on sand 300, 1.2:1).
  it('switches the ring to the light one only on dark surfaces', () => {
    const src = new URL('../', import.meta.url);
    const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.css'))
      .map((file) => [file, readFileSync(new URL(file, src), 'utf8')] as const);
    const dark = ['--color-surface-inverse', '--color-primary'];
    const wrong = modules.flatMap(([file, source]) =>
      [
        ...source.matchAll(
          /([^{}]+)\{([^}]*--focus-ring-color:\s*var\(--color-focus-inverse\)[^}]*)\}/g,
        ),
      ]
        .filter(
          ([, , body = '']) => !dark.some((token) => body.includes(`background: var(${token})`)),
        )
        .map(([, selector = '']) => `${file} ${selector.trim()}`),
    );
    expect(wrong).toEqual([]);
  });
});
