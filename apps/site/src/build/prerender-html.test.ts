import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  assemblePage,
  checkTemplate,
  fileFor,
  splitHead,
  startAfterFirstPaint,
} from './prerender-html.ts';
import { PAGE_DATA_ID, pageDataScript, readPageData } from '../page-data.ts';

/**
 * Runs the start-up script in a page with nothing observable (so it starts at once) and returns
 * what each task did: the first task is the script itself, then each timer in turn.
 */
function runInlineScript(html: string): string[][] {
  const code = /^<script type="module">(.*)<\/script>$/s.exec(html)?.[1];
  if (!code) throw new Error('not an inline module');
  const tasks: string[][] = [[]];
  const log = (entry: string) => tasks[tasks.length - 1]?.push(entry);
  const timers: (() => void)[] = [];
  const element = { rel: '', crossOrigin: '', href: '' };
  const context = vm.createContext({
    document: {
      visibilityState: 'hidden',
      createElement: () => ({ ...element }),
      head: {
        append: (link: typeof element) =>
          log(`${link.rel === 'modulepreload' ? 'preload' : link.rel} ${link.href}`),
      },
    },
    PerformanceObserver: { supportedEntryTypes: [] },
    setTimeout: (callback: () => void) => timers.push(callback),
    Intl: {
      NumberFormat: class {
        constructor(locale: string, options: { style?: string }) {
          log(`Intl.NumberFormat ${locale} ${options.style ?? ''}`);
        }
        format = () => '';
      },
      DateTimeFormat: class {
        constructor(locale: string, options: { timeZone?: string }) {
          log(`Intl.DateTimeFormat ${locale} ${options.timeZone ?? ''}`);
        }
        format = () => '';
      },
    },
  });
  // A classic script in the sandbox: the module's one dynamic import is called by another name.
  expect(code.match(/\bimport\(/g)).toHaveLength(1);
  context.load = (specifier: string) => log(`import ${specifier}`);
  new vm.Script(code.replace(/\bimport\(/, 'load(')).runInContext(context);
  for (let task = timers.shift(); task; task = timers.shift()) {
    tasks.push([]);
    task();
  }
  return tasks;
}

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="pt-BR">',
  '<head><title>Maré</title>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '</head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');

const RENDERED =
  '<link rel="preload" as="image" href="/a.svg"/><title>Blog — Maré</title>' +
  '<meta property="og:title" content="Blog"/><div class="shell"><h1>Blog</h1></div>';

describe('prerendered HTML', () => {
  it('names the file a static host serves for each path', () => {
    expect(fileFor('/')).toBe('index.html');
    expect(fileFor('/auth/signin')).toBe('auth/signin/index.html');
  });

  it("moves what React hoists out of the page's markup", () => {
    const { head, body } = splitHead(RENDERED);
    expect(head).toBe(
      '<link rel="preload" as="image" href="/a.svg"/><title>Blog — Maré</title>' +
        '<meta property="og:title" content="Blog"/>',
    );
    expect(body).toBe('<div class="shell"><h1>Blog</h1></div>');
  });

  it('leaves markup that starts with no hoisted tag whole', () => {
    expect(splitHead('<div><title>x</title></div>')).toEqual({
      head: '',
      body: '<div><title>x</title></div>',
    });
  });

  it('carries its stylesheets inline, each with a disabled link the loader finds', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
    );
    const html = assemblePage(template, RENDERED, {
      path: '/blog',
      stylesheets: ['/assets/blog.css', '/assets/other.css'],
      scripts: [],
      styles: new Map([
        ['/assets/index.css', 'body{margin:0}'],
        ['/assets/blog.css', '.a{background:url(/assets/sea.webp)}'],
        ['/assets/other.css', '.b::after{content:"</style>"}'],
      ]),
    });
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index.css" disabled>',
    );
    expect(html).toContain(
      '<style>.a{background:url(/assets/sea.webp)}</style>' +
        '<link rel="stylesheet" href="/assets/blog.css" disabled>',
    );
    // The entry's sheet keeps its place ahead of the screen's: the cascade is unchanged.
    expect(html.indexOf('body{margin:0}')).toBeLessThan(html.indexOf('.a{'));
    // Text that would end the <style> element early stays behind its link.
    expect(html).toContain('<link rel="stylesheet" href="/assets/other.css"></head>');
    expect(html).not.toContain('content:"</style>"');
    // The shell links its stylesheets: a page it draws may need others.
    expect(assemblePage(template, '<p>shell</p>')).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    );
  });

  it('puts a page into the template, marked for hydration, with its stylesheets', () => {
    const html = assemblePage(TEMPLATE, RENDERED, {
      path: '/blog',
      stylesheets: ['/assets/blog.css'],
      scripts: ['/assets/blog.js'],
    });
    expect(html).toContain('<html data-prerendered="/blog" lang="pt-BR">');
    // React's title comes first; the site-wide one stays for pages that set none.
    expect(html).toContain('<meta property="og:title" content="Blog"/><title>Maré</title>');
    expect(html.indexOf('<title>Blog — Maré</title>')).toBeLessThan(html.indexOf('<title>Maré'));
    expect(html).toContain('<link rel="stylesheet" href="/assets/blog.css"></head>');
    expect(html).not.toContain('src="/assets/index.js"');
    expect(html).toContain(startAfterFirstPaint('/assets/index.js', ['/assets/blog.js']));
    expect(html).toContain('<div id="root"><div class="shell"><h1>Blog</h1></div></div>');
  });

  it('leaves the shell unmarked, so the browser replaces it', () => {
    const html = assemblePage(TEMPLATE, '<div class="shell"></div>');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<div id="root"><div class="shell"></div></div>');
  });

  it('escapes the path it writes into an attribute', () => {
    const html = assemblePage(TEMPLATE, '', { path: '/a"b&c', stylesheets: [], scripts: [] });
    expect(html).toContain('data-prerendered="/a&quot;b&amp;c"');
  });

  it('starts the scripts after the first contentful paint, or at once in a background tab', () => {
    const script = startAfterFirstPaint('/assets/index.js', ['/assets/home.js']);
    expect(script).toMatch(/^<script type="module">.*<\/script>$/);
    expect(script).toContain('import("/assets/index.js")');
    expect(script).toContain('["/assets/home.js"]');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('if(document.visibilityState==="visible"&&');
    expect(script).toContain('else start()');
  });

  it('asks for the entry, preloads a dozen chunks per task, then sets up pt-BR numbers and dates', () => {
    const chunks = Array.from({ length: 30 }, (_, i) => `/assets/c${i}.js`);
    const tasks = runInlineScript(startAfterFirstPaint('/assets/index.js', chunks));
    expect(tasks).toEqual([
      ['import /assets/index.js', ...chunks.slice(0, 12).map((c) => `preload ${c}`)],
      chunks.slice(12, 24).map((c) => `preload ${c}`),
      chunks.slice(24).map((c) => `preload ${c}`),
      ['Intl.NumberFormat pt-BR currency'],
      ['Intl.DateTimeFormat pt-BR America/Sao_Paulo'],
    ]);
  });

  it('sets up the formatting even with no chunk to preload', () => {
    const tasks = runInlineScript(startAfterFirstPaint('/assets/index.js', []));
    expect(tasks).toEqual([
      ['import /assets/index.js'],
      ['Intl.NumberFormat pt-BR currency'],
      ['Intl.DateTimeFormat pt-BR America/Sao_Paulo'],
    ]);
  });

  it("copies the page's text as it is, even where it looks like a replacement pattern", () => {
    const html = assemblePage(TEMPLATE, "<p>R$& 10 $' $$</p>");
    expect(html).toContain('<div id="root"><p>R$& 10 $\' $$</p></div>');
  });

  it('fails on a template without the parts it fills', () => {
    expect(() => checkTemplate(TEMPLATE)).not.toThrow();
    expect(() => checkTemplate(TEMPLATE.replace('<div id="root"></div>', ''))).toThrow(
      /no <div id="root"><\/div>/,
    );
  });

  it("defers the entry's preloaded chunks on a prerendered page, and keeps them in the shell", () => {
    const preloading = TEMPLATE.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js"></head>',
    );
    expect(() => checkTemplate(preloading)).not.toThrow();
    const page = assemblePage(preloading, '<h1>Entrar</h1>', {
      path: '/auth/signin',
      stylesheets: [],
      scripts: ['/assets/SignIn.js', '/assets/shared.js'],
    });
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('["/assets/shared.js","/assets/SignIn.js"]');
    expect(assemblePage(preloading, '<p>shell</p>')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
    );
  });

  it('carries the data a page was drawn with, ahead of the markup that hydrates', () => {
    const data = { path: '/passeios', data: { 'tour-listing': [{ title: 'Escuna' }] } };
    const html = assemblePage(TEMPLATE, '<h1>Passeios</h1>', {
      path: '/passeios',
      stylesheets: [],
      scripts: [],
      dataScript: pageDataScript(data),
    });
    expect(html).toContain(
      `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data)}</script><div id="root"><h1>Passeios</h1></div>`,
    );
  });
});

/** The one element readPageData looks for, as a parsed page would have it. */
const documentWith = (text: string | null) =>
  ({
    getElementById: (id: string) =>
      id === PAGE_DATA_ID && text !== null ? { textContent: text } : null,
  }) as unknown as Document;

/** The text of the script element in `html`, as the browser parses it. */
const scriptText = (html: string) => /^<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';

describe('page data', () => {
  it('keeps a text that would close its script element inside it, and reads it back', () => {
    const page = { path: '/passeios/a', data: { tour: { title: '</script><script>alert(1)' } } };
    const html = pageDataScript(page);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageData(documentWith(scriptText(html)), '/passeios/a')).toEqual(page);
  });

  it('gives nothing for another path, a page without data or a broken text', () => {
    const text = scriptText(pageDataScript({ path: '/passeios', data: {} }));
    expect(readPageData(documentWith(text), '/passeios')).toEqual({ path: '/passeios', data: {} });
    expect(readPageData(documentWith(text), '/passeios/a')).toBeNull();
    expect(readPageData(documentWith(null), '/passeios')).toBeNull();
    expect(readPageData(documentWith('{"path":'), '/passeios')).toBeNull();
    expect(readPageData(documentWith('{"path":"/passeios","data":null}'), '/passeios')).toBeNull();
  });
});
