import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

export interface FontSubset {
  /** The stylesheet that declares the face, and the font file its `src` names (as imported). */
  stylesheet: string;
  file: string;
  /** The weights the site sets text in: the build keeps only this part of the weight axis. */
  weights: { min: number; max: number };
  /** The folder whose stylesheets (any depth) may turn on more of the font's features. */
  styles: string;
}

/**
 * The OpenType features browsers set Latin text with unasked (HarfBuzz's defaults). The font's
 * others (stylistic sets, fractions, case forms…) only apply when a stylesheet asks for them.
 */
export const DEFAULT_FEATURES = [
  'abvm',
  'blwm',
  'calt',
  'ccmp',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rclt',
  'rlig',
  'rvrn',
];

/** What each `font-variant-*` keyword turns on. */
const VARIANT_FEATURES: Record<string, string[]> = {
  'tabular-nums': ['tnum'],
  'proportional-nums': ['pnum'],
  'lining-nums': ['lnum'],
  'oldstyle-nums': ['onum'],
  'diagonal-fractions': ['frac'],
  'stacked-fractions': ['afrc'],
  ordinal: ['ordn'],
  'slashed-zero': ['zero'],
  'small-caps': ['smcp'],
  'all-small-caps': ['smcp', 'c2sc'],
  'petite-caps': ['pcap'],
  'all-petite-caps': ['pcap', 'c2pc'],
  unicase: ['unic'],
  'titling-caps': ['titl'],
  'discretionary-ligatures': ['dlig'],
  'historical-ligatures': ['hlig'],
  sub: ['subs'],
  super: ['sups'],
};

/** The features a stylesheet turns on beyond the defaults, by `font-variant-*` or by tag. */
export function featuresAskedBy(css: string): string[] {
  const asked = new Set<string>();
  for (const [, property = '', value = ''] of css.matchAll(
    /(font-variant(?:-\w+)?|font-feature-settings)\s*:\s*([^;}]+)/g,
  )) {
    if (property === 'font-feature-settings')
      for (const [, tag = ''] of value.matchAll(/["'](\w{4})["']/g)) asked.add(tag);
    else
      for (const keyword of value.trim().split(/\s+/))
        for (const tag of VARIANT_FEATURES[keyword] ?? []) asked.add(tag);
  }
  return [...asked].sort();
}

/** The default features and every one a stylesheet under `folder` asks for. */
async function featuresFor(folder: string): Promise<string[]> {
  const files = (await readdir(folder, { recursive: true })).filter((name) =>
    name.endsWith('.css'),
  );
  const asked = await Promise.all(
    files.map(async (name) => featuresAskedBy(await readFile(path.join(folder, name), 'utf8'))),
  );
  return [...new Set([...DEFAULT_FEATURES, ...asked.flat()])].sort();
}

/** Every code point of a CSS `unicode-range` list (`U+0000-00FF, U+0131, …`). */
export function codePointsOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`font-subset: cannot read unicode-range part "${part}"`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/** The unicode-range of the @font-face block of `css` whose src names `file`. */
export function unicodeRangeOf(css: string, file: string): string {
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    if (!face.includes(`url('${file}')`) && !face.includes(`url("${file}")`)) continue;
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!range) throw new Error(`font-subset: the face of ${file} has no unicode-range`);
    return range;
  }
  throw new Error(`font-subset: no @font-face names ${file}`);
}

/**
 * Builds ship a smaller copy of a variable font: every character its face's unicode-range covers
 * (so no text falls back), over the weights the site uses only, with the features browsers apply
 * and the stylesheets ask for. Inter's latin file goes from 48 to 28 kB, and the largest text of
 * a page paints once it has arrived. Where the stylesheet names the font, the build reads the
 * copy instead (an alias); a weight outside the range is drawn at the nearest one. Development,
 * Storybook and the tests keep the full font.
 */
export function fontSubsetPlugin(subset: FontSubset): Plugin {
  return {
    name: 'mare-font-subset',
    apply: 'build',
    async config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      const require = createRequire(path.join(root, 'package.json'));
      const source = require.resolve(subset.file);
      const basename = path.basename(subset.file);
      const range = unicodeRangeOf(await readFile(subset.stylesheet, 'utf8'), subset.file);
      const original = await readFile(source);
      const features = await featuresFor(subset.styles);
      // The subsetter's own version: another harfbuzz may cut the same font differently.
      const { version } = JSON.parse(
        await readFile(require.resolve('subset-font/package.json'), 'utf8'),
      ) as { version: string };
      // Named by what it is made of: builds reuse it, and side by side they write the same file.
      const key = createHash('sha256')
        .update(version)
        .update(original)
        .update(range)
        .update(JSON.stringify(subset.weights))
        .update(features.join())
        .digest('hex')
        .slice(0, 16);
      const output = path.join(root, 'node_modules/.cache/mare-font-subset', key, basename);
      if (!existsSync(output)) {
        const font = await subsetFont(original, codePointsOf(range), {
          targetFormat: 'woff2',
          variationAxes: { wght: subset.weights },
          keepFeatures: features,
        });
        await mkdir(path.dirname(output), { recursive: true });
        // Renamed into place whole: a build beside never reads half a file.
        const partial = `${output}.${process.pid}.partial`;
        await writeFile(partial, font);
        await rename(partial, output);
      }
      return { resolve: { alias: [{ find: subset.file, replacement: output }] } };
    },
  };
}
