import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURES,
  codePointsOf,
  featuresAskedBy,
  unicodeRangeOf,
} from './font-subset-plugin.ts';

const FONTS_CSS = readFileSync(
  new URL('../../../../packages/ui/src/styles/fonts.css', import.meta.url),
  'utf8',
);
const LATIN = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

describe('font subset', () => {
  it('reads every code point of a unicode-range', () => {
    expect(codePointsOf('U+0041-0043, U+00E7,U+20AC')).toBe('ABCç€');
    expect(codePointsOf('U+0000-00FF')).toHaveLength(256);
    expect(() => codePointsOf('U+0041, latin')).toThrow('cannot read unicode-range part');
  });

  it("keeps every character of the site's latin face, every letter of Portuguese among them", () => {
    const kept = codePointsOf(unicodeRangeOf(FONTS_CSS, LATIN));
    for (const letter of 'ÀÁÂÃÇÉÊÍÓÔÕÚÜàáâãçéêíóôõúüºª“”‘’–—…•€R$ ') expect(kept).toContain(letter);
    // The latin-ext face's letters are not its business.
    expect(kept).not.toContain('ő');
  });

  it('fails the build when the face is gone or has no unicode-range', () => {
    expect(() => unicodeRangeOf('body { color: red }', LATIN)).toThrow('no @font-face names');
    expect(() => unicodeRangeOf(`@font-face { src: url('${LATIN}'); }`, LATIN)).toThrow(
      'has no unicode-range',
    );
  });

  it('keeps the features a stylesheet asks for, by keyword or by tag', () => {
    expect(featuresAskedBy('.price { font-variant-numeric: tabular-nums slashed-zero; }')).toEqual([
      'tnum',
      'zero',
    ]);
    expect(
      featuresAskedBy(`.a{font-feature-settings:"ss01" 1, 'cv11'}.b{font-variant:small-caps}`),
    ).toEqual(['cv11', 'smcp', 'ss01']);
    expect(featuresAskedBy('.c { font-variant-numeric: normal; font-weight: 600; }')).toEqual([]);
    // What browsers apply unasked is always kept: text is set as with the whole font.
    expect(DEFAULT_FEATURES).toEqual(expect.arrayContaining(['kern', 'liga', 'calt', 'ccmp']));
  });
});
