import path from 'node:path';

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The chunks the entry imports that the bundler split off (shared with lazily loaded screens). */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** The entry's stylesheets, as the bundler links them in index.html. */
const STYLESHEET = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** `/auth/signin` → `auth/signin/index.html`: the file static hosts serve for the path. */
export const fileFor = (page: string) => path.posix.join(page.slice(1), 'index.html');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * React writes what it hoists into the document head (title, meta, preload links) ahead of the
 * page's markup; in the HTML file it goes into <head>, where hydration looks for it.
 */
export function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** Fails the build when index.html lost a part the prerendered pages are assembled around. */
export function checkTemplate(template: string): void {
  for (const part of [ROOT_ELEMENT, '<html ', '<title>'])
    if (!template.includes(part)) throw new Error(`prerender: no ${part} in index.html`);
  if (!ENTRY_SCRIPT.test(template)) throw new Error('prerender: no entry script in index.html');
}

/** How many chunk preloads one task sets up. */
const PRELOADS_PER_TASK = 12;

/**
 * An inline module that starts the site's scripts once the browser reports the page's first
 * contentful paint: the page shows without them, so its pictures, stylesheets and font have the
 * connection to themselves until then. Where that cannot be observed (a background tab paints
 * nothing until shown, an old browser) the scripts start at once; if no paint is reported
 * within 3 s, they start anyway.
 *
 * The entry is asked for first; the chunks it imports are preloaded a dozen per task (each preload
 * is a request set up on the main thread: all at once made one long task). While they download,
 * tasks of their own set up the browser's pt-BR formatting, numbers then dates (the first Intl
 * object loads ICU's data, 10–20 ms): done inside the hydration's first render, it would make that
 * render one long task.
 */
export function startAfterFirstPaint(entry: string, chunks: string[]): string {
  const later = (code: string) => `setTimeout(()=>{${code}})`;
  const warmDates = later(
    `try{new Intl.DateTimeFormat("pt-BR",{timeZone:"America/Sao_Paulo"}).format(0)}catch{}`,
  );
  const warmNumbers = `try{new Intl.NumberFormat("pt-BR",{style:"currency",currency:"BRL"}).format(0)}catch{}${warmDates}`;
  const preload = `const c=${JSON.stringify(chunks)};const p=(i)=>{for(const h of c.slice(i,i+${PRELOADS_PER_TASK})){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}${later(`i+${PRELOADS_PER_TASK}<c.length?p(i+${PRELOADS_PER_TASK}):w()`)}};const w=()=>{${warmNumbers}};`;
  const start = `let started=false;${preload}const start=()=>{if(started)return;started=true;import(${JSON.stringify(entry)});p(0)};`;
  const observable = `document.visibilityState==="visible"&&PerformanceObserver.supportedEntryTypes?.includes("paint")`;
  const afterPaint = `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,3000)`;
  return `<script type="module">${start}if(${observable}){${afterPaint}}else start()</script>`;
}

/** What a prerendered page needs beside its HTML: its screen's stylesheets and scripts. */
export interface PageAssets {
  path: string;
  stylesheets: string[];
  scripts: string[];
  /** The data the page was drawn with, as a JSON script element (../page-data.ts). */
  dataScript?: string;
  /** The text of the built stylesheets by address: those found here go into the page inline. */
  styles?: ReadonlyMap<string, string>;
}

/**
 * A stylesheet the page carries inline, so its first paint waits for no request. The link of
 * the same address stays, disabled: browsers do not fetch a disabled stylesheet, and the
 * bundler's loader, finding it, does not add the sheet again when a screen that needs it loads.
 * Rules that could close the <style> element keep their link instead.
 */
export function inlineStylesheet(href: string, css: string | undefined, link: string): string {
  if (css === undefined || /<\/style/i.test(css)) return link;
  return `<style>${css}</style><link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`;
}

/**
 * The built index.html with React's HTML in it. For a page to hydrate (not the shell): its path on
 * <html>, its stylesheets inline (or linked), and its scripts started after it has painted.
 */
export function assemblePage(template: string, rendered: string, page?: PageAssets): string {
  const { head, body } = splitHead(rendered);
  // What React hoists goes where React itself would put it: ahead of the site-wide title, which
  // stays for the pages that set none.
  // Replacer functions throughout: a "$&" in the page's text must not be read as a pattern.
  const filled = template
    .replace('<title>', () => `${head}<title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
  if (!page) return filled;
  const inline = (href: string, link: string) =>
    inlineStylesheet(href, page.styles?.get(href), link);
  const links = page.stylesheets.map((href) =>
    inline(href, `<link rel="stylesheet" href="${href}">`),
  );
  // The entry's own preloads wait for the first paint too, with the page's scripts.
  const entryChunks: string[] = [];
  const deferred = filled
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      entryChunks.push(href);
      return '';
    })
    .replace(STYLESHEET, (link, href: string) => inline(href, link));
  const scripts = [...new Set([...entryChunks, ...page.scripts])];
  return (
    deferred
      // main.tsx hydrates the page only at this path; the route-preload script leaves it alone.
      .replace('<html ', () => `<html data-prerendered="${escapeAttribute(page.path)}" `)
      .replace(ENTRY_SCRIPT, (_tag, entry: string) => startAfterFirstPaint(entry, scripts))
      .replace('</head>', () => `${links.join('')}</head>`)
      .replace('<div id="root">', () => `${page.dataScript ?? ''}<div id="root">`)
  );
}
