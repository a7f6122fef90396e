// The floor is built exactly like the site: same React plugin, same target, production mode.
// With FLOOR_PRERENDERED=1 its HTML holds the heading React renders and, like the site's
// prerendered pages, starts its script only once the page has painted (the prerendered floor).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FloorApp } from './app.mjs';

/**
 * The script the site's prerendered pages start their entry with (apps/site/src/build/
 * prerender-html.ts, `startAfterFirstPaint`; nothing may import from apps/): once the first
 * contentful paint is reported, at once when it cannot be, after 3 s at the latest.
 */
const startAfterFirstPaint = (entry) =>
  `<script type="module">let started=false;const start=()=>{if(started)return;started=true;import(${JSON.stringify(entry)})};if(document.visibilityState==="visible"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,3000)}else start()</script>`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Writes the app's HTML at `/` into the page, as the site's prerendering does. */
const prerender = () => ({
  name: 'floor-prerender',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${renderToString(
              createElement(FloorApp, { Router: StaticRouter, routerProps: { location: '/' } }),
            )}</div>`,
        )
        .replace(ENTRY_SCRIPT, (_tag, entry) => startAfterFirstPaint(entry)),
  },
});

export default defineConfig({
  plugins: [react(), ...(process.env.FLOOR_PRERENDERED === '1' ? [prerender()] : [])],
  build: { target: 'es2022' },
});
