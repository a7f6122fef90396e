import { describe, expect, it } from 'vitest';
import { iconFile, inlineIcon } from './inline-icon-plugin.ts';

const HTML = '<head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#06314a"/></svg>\n';

describe('inline icon', () => {
  it('names the icon file the page links', () => {
    expect(iconFile(HTML)).toBe('favicon.svg');
    expect(iconFile('<head></head>')).toBeUndefined();
  });

  it('puts the SVG itself in the link, encoded for an attribute', () => {
    const html = inlineIcon(HTML, SVG);
    const href = /href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(href).not.toMatch(/[<>"#\s]/);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(SVG.trim());
  });
});
