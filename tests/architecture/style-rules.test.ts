import path from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The rule ids Stylelint reports for `code` as if it were the file at `file` (relative to root). */
async function violations(file: string, code: string): Promise<string[]> {
  const { results } = await stylelint.lint({
    code,
    codeFilename: path.join(root, file),
    cwd: root,
  });
  return (results[0]?.warnings ?? []).map((warning) => warning.rule);
}

const moduleFile = 'packages/ui/src/features/tours/example.module.css';

// Styles by class: a module styles its elements through classes on them, so a heading rendered
// inside `.section` keeps the look its own class gives it.
describe('stylelint keeps styles on classes', () => {
  it.each([
    ['a descendant element', '.section h1 {\n  margin: 0;\n}\n', 'selector-max-type'],
    ['a child element', '.grid > li {\n  display: flex;\n}\n', 'selector-max-type'],
    [
      'an element with a class',
      'textarea.control {\n  resize: vertical;\n}\n',
      'selector-max-type',
    ],
    ['every child', '.layout > * {\n  min-width: 0;\n}\n', 'selector-max-universal'],
    [
      'an element named by an attribute',
      ".breadcrumbs [aria-current='page'] {\n  color: gray;\n}\n",
      'selector-disallowed-list',
    ],
    [
      'an element named by its place',
      '.row > :first-child {\n  flex: 1;\n}\n',
      'selector-disallowed-list',
    ],
  ])('refuses %s in a module', async (_what, code, rule) => {
    expect(await violations(moduleFile, code)).toContain(rule);
  });

  it('accepts classes, their states and global state', async () => {
    const code = [
      '.title {\n  margin: 0;\n}',
      '.title:focus {\n  outline: none;\n}',
      '.item + .item::before {\n  content: "›";\n}',
      ".link[aria-current='page'] {\n  font-weight: 600;\n}",
      ".button:hover:not(:disabled, [aria-disabled='true']) {\n  opacity: 0.9;\n}",
      ':global([data-print]) .header {\n  display: none;\n}',
      '',
    ].join('\n\n');
    expect(await violations(moduleFile, code)).toEqual([]);
  });

  it('leaves the global stylesheet its element resets', async () => {
    const code = 'body {\n  margin: 0;\n}\n\n*,\n*::before {\n  box-sizing: border-box;\n}\n';
    expect(await violations('packages/ui/src/styles/global.css', code)).toEqual([]);
  });
});
