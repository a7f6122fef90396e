import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
const dependsOn = (dir: string) => {
  const { dependencies = {}, devDependencies = {} } = manifest(dir);
  return Object.keys({ ...dependencies, ...devDependencies });
};

/** The dependency arrows: site → ui → domain; mocks → openapi. Lint checks each import too. */
describe('workspace dependencies point one way', () => {
  it('names the workspaces as designed', () => {
    expect(
      ['packages/domain', 'packages/ui', 'apps/site', 'mocks', 'openapi'].map(
        (d) => manifest(d).name,
      ),
    ).toEqual(['@mare/domain', '@mare/ui', '@mare/site', '@mare/mocks', '@mare/openapi']);
  });

  it('keeps packages/domain free of React, ui, mocks and the site', () => {
    const forbidden = ['react', 'react-dom', '@mare/ui', '@mare/site', '@mare/mocks'];
    expect(dependsOn('packages/domain').filter((d) => forbidden.includes(d))).toEqual([]);
  });

  it('lets nothing depend on the site', () => {
    for (const dir of ['packages/domain', 'packages/ui', 'mocks', 'openapi']) {
      expect(dependsOn(dir)).not.toContain('@mare/site');
    }
  });

  it('keeps the mocks on the contract, not on the product code', () => {
    expect(dependsOn('mocks').filter((d) => d.startsWith('@mare/'))).toEqual(['@mare/openapi']);
  });
});
