import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../apps/site');
const outDir = mkdtempSync(path.join(tmpdir(), 'mare-real-build-'));

const builtFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** A build pointed at a real Supabase project must ship none of the mock backend. */
describe('a build for a real project', () => {
  beforeAll(() => {
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: siteDir,
        env: {
          ...process.env,
          VITE_SUPABASE_URL: 'https://abcd1234.supabase.co',
          VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl',
          VITE_MASTER_ADMIN_EMAIL: 'mestre@mare.com.br',
        },
        stdio: 'pipe',
      },
    );
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('contains no mock code, no mock worker and no mock project address', () => {
    const files = builtFiles(outDir);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.map((file) => path.basename(file))).not.toContain('mockServiceWorker.js');
    const scripts = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const code of scripts) {
      expect(code).not.toContain('mare-demo.supabase.co');
      expect(code).not.toContain('setupWorker');
      expect(code).not.toContain('Mock Service Worker');
    }
  });
});
