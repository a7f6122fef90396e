import { describe, expect, it } from 'vitest';
import { insertInlineScript } from './inline-script.ts';

const html =
  '<head>\n<meta name="viewport" content="x" />\n<script type="module" src="/a.js"></script>';

describe('insertInlineScript', () => {
  it('puts the script right after its anchor', () => {
    const out = insertInlineScript(html, 'go()', {
      after: /<meta name="viewport"[^>]*>/,
      plugin: 'p',
    });
    expect(out).toBe(
      '<head>\n<meta name="viewport" content="x" />\n    <script>go()</script>\n<script type="module" src="/a.js"></script>',
    );
  });

  it('puts the script right before its anchor', () => {
    const out = insertInlineScript(html, 'go()', { before: /<script type="module"/, plugin: 'p' });
    expect(out).toBe(
      '<head>\n<meta name="viewport" content="x" />\n<script>go()</script>\n    <script type="module" src="/a.js"></script>',
    );
  });

  it('fails the build, naming the plugin, when the anchor is missing', () => {
    expect(() =>
      insertInlineScript('<head></head>', 'go()', { before: /<body>/, plugin: 'p' }),
    ).toThrow(/^p: the built HTML has no <body>/);
  });
});
