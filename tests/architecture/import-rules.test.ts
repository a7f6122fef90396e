import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to root). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const domainFile = 'packages/domain/src/example.ts';

// The first lint loads the config, the parsers and the plugins: seconds on a loaded 2-core
// machine, which the first test's 5 s budget must not pay for.
beforeAll(async () => {
  await violations(domainFile, 'export {};\n');
}, 60_000);
const uiFile = 'packages/ui/src/components/Example.tsx';

// The dependency arrows as lint enforces them, import by import.
describe('lint keeps the dependency arrows', () => {
  it.each([
    ['React', `import { useState } from 'react';\nexport const x = useState;`],
    ['ui by name', `import { x } from '@mare/ui';\nexport const y = x;`],
    ['ui by a relative path', `import { x } from '../../ui/src/index.ts';\nexport const y = x;`],
    ['the mocks', `import { x } from '@mare/mocks';\nexport const y = x;`],
    ['the site', `import { x } from '../../../apps/site/src/main.tsx';\nexport const y = x;`],
  ])('refuses %s in packages/domain', async (_what, code) => {
    expect(await violations(domainFile, code)).toContain('no-restricted-imports');
  });

  it('refuses DOM globals in packages/domain', async () => {
    expect(await violations(domainFile, 'export const w = window.innerWidth;\n')).toContain(
      'no-restricted-globals',
    );
  });

  it('accepts plain TypeScript in packages/domain', async () => {
    expect(await violations(domainFile, 'export const double = (n: number) => n * 2;\n')).toEqual(
      [],
    );
  });

  it('keeps the mock backend out of ui screens but allows it in stories', async () => {
    const code = `import { createMockBackend } from '@mare/mocks';\nexport const b = createMockBackend;\n`;
    expect(await violations(uiFile, code)).toContain('no-restricted-imports');
    for (const file of [
      'packages/ui/src/components/Example.stories.tsx',
      'packages/ui/src/storybook/example.ts',
    ]) {
      expect(await violations(file, code)).not.toContain('no-restricted-imports');
    }
  });

  it('refuses imports from apps/ anywhere', async () => {
    const code = `import { x } from '@mare/site';\nexport const y = x;\n`;
    for (const file of [uiFile, 'mocks/src/example.ts', 'tests/example.ts']) {
      expect(await violations(file, code)).toContain('no-restricted-imports');
    }
  });

  // A feature reaches another only through the routes (app/): each folder stays readable alone.
  it('refuses a feature importing another feature', async () => {
    const code = `import { SeatMapDialog } from '../booking/SeatMapDialog.tsx';\nexport const x = SeatMapDialog;\n`;
    expect(await violations('packages/ui/src/features/tours/Example.tsx', code)).toContain(
      'import-x/no-restricted-paths',
    );
    const nested = `import { x } from '../../boat-owner/api/index.ts';\nexport const y = x;\n`;
    expect(await violations('packages/ui/src/features/admin/manage/Example.tsx', nested)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets a feature import its own files and the shared places', async () => {
    const code = [
      `import { bookingKeys } from './hooks.ts';`,
      `import { Button } from '../../components/Button/Button.tsx';`,
      `import { PageHead } from '../../public-page/PageHead.tsx';`,
      `export const all = [bookingKeys, Button, PageHead];`,
      '',
    ].join('\n');
    expect(await violations('packages/ui/src/features/booking/Example.tsx', code)).toEqual([]);
  });

  it('refuses a shared place importing a feature, and lets app/ compose them', async () => {
    const code = `import { TourScreen } from '../features/tours/TourScreen.tsx';\nexport const x = TourScreen;\n`;
    expect(await violations('packages/ui/src/dashboard/Example.tsx', code)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await violations('packages/ui/src/app/Example.tsx', code)).toEqual([]);
  });
});
