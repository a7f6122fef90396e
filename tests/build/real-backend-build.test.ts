import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleFromId } from '@mare/domain';

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
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
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

  it('prerenders the blog and its articles: the HTML holds the article text', () => {
    const blog = readFileSync(path.join(outDir, 'blog/index.html'), 'utf8');
    const data = /<script type="application\/json" id="mare-page-data">(.*?)<\/script>/.exec(blog);
    const ids = (JSON.parse(data?.[1] ?? '{}') as { data?: { 'blog-articles'?: string[] } }).data?.[
      'blog-articles'
    ];
    expect(ids?.length).toBeGreaterThan(0);
    const first = articleFromId(ids?.[0]);
    if (!first) throw new Error('the blog was built with an article id the domain does not know');
    expect(blog).toContain(htmlText(first.title));

    const page = readFileSync(path.join(outDir, `blog/${first.id}/index.html`), 'utf8');
    expect(page).toContain(`data-prerendered="/blog/${first.id}"`);
    expect(page).toContain(htmlText(first.title));
    for (const paragraph of first.content) expect(page).toContain(htmlText(paragraph));
  });

  it('keeps supabase-js out of what the home page, the blog and an article load', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const closure = (keys: string[]) => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        manifest[key]?.imports?.forEach(visit);
      };
      keys.forEach(visit);
      return [...seen].map((key) =>
        readFileSync(path.join(outDir, manifest[key]?.file ?? ''), 'utf8'),
      );
    };
    const keyOf = (ending: string) => {
      const key = Object.keys(manifest).find((name) => name.endsWith(ending));
      if (!key) throw new Error(`no chunk for ${ending}`);
      return key;
    };
    const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    // The marker is real: the backend's own chunk has it.
    expect(closure([keyOf('src/backend.ts')]).some((code) => code.includes('supabase-js'))).toBe(
      true,
    );
    for (const screen of ['HomeScreen.tsx', 'BlogScreen.tsx', 'ArticleScreen.tsx']) {
      const loaded = closure([...entry, keyOf(`/${screen}`)]);
      expect(
        loaded.filter((code) => code.includes('supabase-js')),
        screen,
      ).toEqual([]);
    }
  });

  it("sends the home page's beach pictures once: in its HTML, not again in its script", () => {
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const pictures = [
      ...home.matchAll(
        /<img[^>]*?src="(data:image\/svg\+xml,[^"]+)"[^>]*?data-picture="\/images\/beaches\//g,
      ),
    ];
    expect(pictures).toHaveLength(5);
    const scripts = builtFiles(outDir).filter((file) => file.endsWith('.js'));
    for (const [, source = ''] of pictures) {
      const stretch = fromHtml(source).slice(20, 120);
      for (const script of scripts) expect(readFileSync(script, 'utf8')).not.toContain(stretch);
    }
  });
});

/** An attribute's text as the browser reads it (React escapes these). */
function fromHtml(text: string): string {
  return text
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Text as React writes it into HTML. */
function htmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
