import type { Plugin } from 'vite';
import { insertInlineScript } from './inline-script.ts';

/** The attribute on <html> that sets text in the metric-matched fallback until Inter is here. */
export const FONT_LATER_ATTRIBUTE = 'data-font';
export const FONT_LATER_VALUE = 'later';
/** Where a browser remembers which font file it already has (its hashed URL). */
export const FONT_CACHED_KEY = 'mare:font';

/**
 * The inline script that decides how a page's text is first set:
 * - a browser that has loaded this font file before (its URL is remembered, and hashed files are
 *   cached for a year) sets text in Inter from the first paint;
 * - a first visit paints at once in the fallback (Arial stretched to Inter's metrics, so nothing
 *   moves) and fetches Inter once the page has loaded and the browser has reported its first
 *   contentful paint (the load event can come before that paint), so the font never competes
 *   with the HTML, the pictures and the scripts for a slow connection. Then it swaps, and
 *   remembers. Where the paint cannot be observed (a background tab, an old browser): two
 *   animation frames after the load event; a paint not reported within 3 s does not hold it.
 * Nothing fails if storage is refused: the visit just behaves like a first one.
 */
export function fontSwapScript(fontUrl: string, family: string): string {
  const url = JSON.stringify(fontUrl);
  const key = JSON.stringify(FONT_CACHED_KEY);
  const face = JSON.stringify(`1em "${family}"`);
  const name = JSON.stringify(FONT_LATER_ATTRIBUTE);
  const value = JSON.stringify(FONT_LATER_VALUE);
  return [
    '(()=>{const r=document.documentElement;',
    `let s=null;try{s=localStorage}catch{}`,
    `try{if(s&&s.getItem(${key})===${url})return}catch{}`,
    `r.setAttribute(${name},${value});`,
    `const done=()=>r.removeAttribute(${name});`,
    `let asked=false;const f=()=>{if(asked)return;asked=true;document.fonts.load(${face}).then(()=>{done();try{s&&s.setItem(${key},${url})}catch{}},done)};`,
    'let loaded=false,painted=false;const go=()=>loaded&&painted&&f();',
    'if(document.visibilityState==="visible"&&typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint"))',
    'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=true;go()}}).observe({type:"paint",buffered:true});',
    'else painted=null;',
    'addEventListener("load",()=>{loaded=true;if(painted===null)requestAnimationFrame(()=>requestAnimationFrame(f));else{go();setTimeout(f,3000)}},{once:true})',
    '})()',
  ].join('');
}

/**
 * Puts fontSwapScript right after the viewport meta (before any stylesheet, so it runs before the
 * first paint) for the built font file whose name matches `pattern` (build only: the dev server serves
 * fonts from node_modules and sets text in Inter at once). Fails the build when nothing matches,
 * so a renamed font cannot silently lose its loading rule.
 */
export function fontSwapPlugin({ pattern, family }: { pattern: RegExp; family: string }): Plugin {
  let base = '/';
  return {
    name: 'mare-font-swap',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }): string {
        if (!bundle) return html;
        const file = Object.keys(bundle).find(
          (name) => name.endsWith('.woff2') && pattern.test(name),
        );
        if (!file) throw new Error(`font-swap: no built .woff2 matches ${pattern}`);
        return insertInlineScript(html, fontSwapScript(`${base}${file}`, family), {
          after: /<meta name="viewport"[^>]*>/,
          plugin: 'font-swap',
        });
      },
    },
  };
}
