import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ui = path.resolve(import.meta.dirname, '../../packages/ui/src');
const featuresDir = path.join(ui, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative specifier a file imports (static, dynamic and CSS modules), resolved. */
function importedPaths(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)];
  return specifiers.map((match) => path.resolve(path.dirname(file), match[1] ?? ''));
}

/** The feature a path is in, or null for the shared places and app/. */
function featureOf(file: string): string | null {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
}

const top = (file: string) => path.relative(ui, file).split(path.sep)[0];

// Read from the files themselves, so the layout holds even where lint is not run.
describe('packages/ui: one folder per feature', () => {
  const files = sourceFiles(ui);

  it('has the features a newcomer looks for', () => {
    const features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features).toEqual(
      expect.arrayContaining(['account', 'admin', 'blog', 'boat-owner', 'booking', 'tours']),
    );
    expect(readdirSync(ui)).not.toContain('screens');
  });

  it('no feature imports another feature', () => {
    const crossings = files.flatMap((file) => {
      const own = featureOf(file);
      if (own === null) return [];
      return importedPaths(file)
        .filter((target) => featureOf(target) !== null && featureOf(target) !== own)
        .map((target) => `${path.relative(ui, file)} → ${path.relative(ui, target)}`);
    });
    expect(crossings).toEqual([]);
  });

  it('no shared place imports a feature: only app/ and the package entry compose them', () => {
    const composers = new Set(['app', 'index.ts']);
    const reaches = files.flatMap((file) => {
      if (featureOf(file) !== null || composers.has(top(file) ?? '')) return [];
      return importedPaths(file)
        .filter((target) => featureOf(target) !== null)
        .map((target) => `${path.relative(ui, file)} → ${path.relative(ui, target)}`);
    });
    expect(reaches).toEqual([]);
  });

  it('names every screen *Screen, never *Page', () => {
    const pages = files
      .map((file) => path.basename(file))
      .filter((name) => /Page\.tsx$/.test(name) && !name.endsWith('.stories.tsx'));
    // The error page and the fallback are building blocks, not screens.
    expect(pages.filter((name) => !['ErrorPage.tsx', 'PageFallback.tsx'].includes(name))).toEqual(
      [],
    );
  });
});
