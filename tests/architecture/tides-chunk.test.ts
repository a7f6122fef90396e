import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tides from '../../packages/domain/src/tides/index.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ui = path.join(root, 'packages/ui/src');
const site = path.join(root, 'apps/site/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const files = [...sourceFiles(ui), ...sourceFiles(site)];
const relative = (file: string) => path.relative(root, file);

/** The value imports (not `import type`, not `type X` specifiers) of a file from `specifier`. */
function valueImports(source: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s+(?!type\\b)\\{([^}]*)\\}\\s+from\\s+'${specifier}'`, 'g');
  return [...source.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

// The predictor and the stations' constituents are most of the tide code's weight: a static
// import would put them in a public page's chunk, before its first paint.
describe('the tide code loads on demand', () => {
  const tideValues = new Set(Object.keys(tides));

  it('is imported statically only by the module useTides loads', () => {
    const allowed = new Set([
      'packages/ui/src/tides/tides-module.ts',
      'packages/ui/src/tides/tide-text.ts',
    ]);
    const importers = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return (
        /from\s+'@mare\/domain\/(tides|beaches\/visit)'/.test(source) &&
        !/^import\s+type\b[^;]*'@mare\/domain\/(tides|beaches\/visit)'/m.test(source)
      );
    });
    expect(
      importers.map(relative).filter((file) => !allowed.has(file) && !file.endsWith('.test.ts')),
    ).toEqual([]);
  });

  it('tide-text.ts is reached only through that module', () => {
    const importers = files.filter(
      (file) =>
        !file.endsWith('.test.ts') && /from\s+'\.\/tide-text\.ts'/.test(readFileSync(file, 'utf8')),
    );
    expect(importers.map(relative)).toEqual(['packages/ui/src/tides/tides-module.ts']);
  });

  // A rule's words (formatLimit, tideRuleLabel) are needed before the tide code arrives, in the
  // owner's forms and legends: they live in a module of their own that must stay light.
  it('rule-words.ts, imported statically, reaches only the clock-time and lazy-format helpers', () => {
    const read = (file: string) =>
      readFileSync(path.join(root, 'packages/domain/src', file), 'utf8');
    const from = (source: string) => [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]);
    expect(from(read('tides/rule-words.ts')).sort()).toEqual([
      '../clock/clock-time.ts',
      '../intl.ts',
    ]);
    expect(from(read('clock/clock-time.ts'))).toEqual([]);
    expect(from(read('intl.ts'))).toEqual([]);
    expect(read('tides/rule-words.ts')).not.toMatch(/\bimport\(/);
  });

  it('no page takes a tide function from @mare/domain itself', () => {
    const leaks = files.flatMap((file) =>
      valueImports(readFileSync(file, 'utf8'), '@mare/domain')
        .filter((name) => tideValues.has(name))
        .map((name) => `${relative(file)}: ${name}`),
    );
    expect(tideValues.has('tideAt')).toBe(true);
    expect(leaks).toEqual([]);
  });
});
