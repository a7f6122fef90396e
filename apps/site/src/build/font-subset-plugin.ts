import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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
 * (so no text falls back), over the weights the site uses only. Inter's latin file goes from 48
 * to 31 kB, and the largest text of a page paints once it has arrived. Where the stylesheet names
 * the font, the build reads the copy instead (an alias); a weight outside the range is drawn at
 * the nearest one. Development, Storybook and the tests keep the full font.
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
        .digest('hex')
        .slice(0, 16);
      const output = path.join(root, 'node_modules/.cache/mare-font-subset', key, basename);
      if (!existsSync(output)) {
        const font = await subsetFont(original, codePointsOf(range), {
          targetFormat: 'woff2',
          variationAxes: { wght: subset.weights },
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
