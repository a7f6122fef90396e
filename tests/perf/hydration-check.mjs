// Whether a prerendered page keeps its HTML through hydration: in Chromium, each audited page's
// largest-contentful-paint entries, its layout shifts, the prerendered <main> content hidden or
// removed by the page's scripts. A page drawn a second time (its stylesheets arriving with its
// screen's chunk, or a boundary falling back to its loading state) paints its largest element
// again and shifts its layout, which Lighthouse reports as a late LCP and a layout shift.
// Usage: node tests/perf/hydration-check.mjs [--dir=<built site>] [--runs=N] [--throttle]
// (default: the performance run's last build, served with its backend on the port it was built
// with; --throttle: a 4× slower CPU and a slow 4G network, as Lighthouse's mobile preset models;
// --desktop: a 1280 px wide window instead of Lighthouse's mobile screen; --h2: served over
// HTTP/2 with TLS, as production hosts serve, instead of HTTP/1.1; --late=<text>:<ms>: every script
// whose address contains <text> arrives <ms> later, e.g. a page's screen after the start-up's
// updates, which must not make React give up the prerendered HTML either).
import { readFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { articleId } from './article.mjs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { selfSignedCertificate } from '../support/self-signed.mjs';
import { BACKEND_FILE, BACKEND_MODULE, SITE_OUT, pages } from './config.mjs';
import { serveStatic } from '../support/static-server.mjs';

/* global document, window, Element, MutationObserver -- observe and the evaluate run in the page */

/** Runs in the page before any of its own script. */
function observe() {
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : null;
    const classes = [...node.classList].slice(0, 2).join('.');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
  };
  const state = { lcp: [], shifts: [], removed: [], hidden: [], prerendered: [], hydratedAt: null };
  window.__hydrationCheck = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.lcp.push({ time: entry.startTime, size: entry.size, element: describe(entry.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        state.shifts.push({
          time: entry.startTime,
          value: entry.value,
          sources: entry.sources.map((source) => describe(source.node)),
        });
  }).observe({ type: 'layout-shift', buffered: true });
  // Parsing is over at "interactive", before the deferred (module) scripts run: every element of
  // <main> then is the prerendered HTML's.
  const marked = new WeakSet();
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const main = document.querySelector('#root main');
    if (!main) return;
    for (const element of [main, ...main.querySelectorAll('*')]) {
      marked.add(element);
      state.prerendered.push(element);
    }
  });
  new MutationObserver((records) => {
    for (const record of records) {
      // React hides a shown boundary's content this way when it falls back to its loading state.
      if (
        record.type === 'attributes' &&
        marked.has(record.target) &&
        record.target.style.display === 'none'
      )
        state.hidden.push({ time: performance.now(), element: describe(record.target) });
      for (const node of record.removedNodes)
        if (marked.has(node))
          state.removed.push({ time: performance.now(), element: describe(node) });
      if (state.hydratedAt === null && document.head?.querySelector('link[rel="canonical"]'))
        state.hydratedAt = performance.now();
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
}

/**
 * Loads `page` in a fresh context and reports what its hydration did. `throttle`: a 4× slower CPU
 * and a slow network (150 ms round trips, 1.6 Mbit/s down).
 */
export async function checkHydration(
  browser,
  baseUrl,
  page,
  { throttle = false, desktop = false, late = null, settleMs = 3000 } = {},
) {
  // Lighthouse's mobile screen unless `desktop`: what shifts depends on the width.
  const context = await browser.newContext(
    desktop
      ? {}
      : {
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        },
  );
  const tab = await context.newPage();
  const errors = [];
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`console.${message.type()}: ${message.text().split('\n')[0]}`);
  });
  tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message.split('\n')[0]}`));
  if (throttle) {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  if (late)
    await tab.route(
      (url) => url.pathname.endsWith('.js') && url.pathname.includes(late.text),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, late.ms));
        await route.continue();
      },
    );
  await tab.addInitScript(observe);
  try {
    await tab.goto(baseUrl + page.path, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(settleMs);
    const result = await tab.evaluate(() => {
      const state = window.__hydrationCheck;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          end: Math.round(entry.responseEnd),
        }));
      return {
        lcp: state.lcp.map((entry) => ({ ...entry, time: Math.round(entry.time) })),
        shifts: state.shifts.map((entry) => ({ ...entry, time: Math.round(entry.time) })),
        cls: state.shifts.reduce((sum, entry) => sum + entry.value, 0),
        prerendered: state.prerendered.length,
        kept: state.prerendered.filter((element) => element.isConnected).length,
        removed: state.removed.map((entry) => ({ ...entry, time: Math.round(entry.time) })),
        hidden: state.hidden.map((entry) => ({ ...entry, time: Math.round(entry.time) })),
        hydratedAt: state.hydratedAt === null ? null : Math.round(state.hydratedAt),
        scripts,
      };
    });
    return { ...result, errors };
  } finally {
    await context.close();
  }
}

/**
 * A page hydrated in place: no layout shift, no prerendered content hidden behind a loading state,
 * and no element painted again as the largest (a new LCP entry for an element like the first one
 * means the page's content was drawn a second time). Removed prerendered elements are reported
 * beside the verdict: a page may replace its placeholders once hydrated.
 */
export const inPlace = (result) =>
  result.cls < 0.001 &&
  result.hidden.length === 0 &&
  new Set(result.lcp.map((entry) => entry.element)).size === result.lcp.length;

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const dir = option('dir') ?? SITE_OUT;
  const runs = Number(option('runs') ?? 1);
  const throttle = args.includes('--throttle');
  const desktop = args.includes('--desktop');
  const lateOption = option('late');
  const late = lateOption
    ? {
        text: lateOption.slice(0, lateOption.lastIndexOf(':')),
        ms: Number(lateOption.split(':').pop()),
      }
    : null;
  const verbose = args.includes('--verbose');
  const only = option('pages')?.split(',');
  const port = Number(option('port') ?? JSON.parse(readFileSync(BACKEND_FILE, 'utf8')).port);
  const { module } = await runnerImport(BACKEND_MODULE, { configFile: false, logLevel: 'error' });
  const backend = await module.startSiteBackend({ port });
  const certificate = args.includes('--h2') ? selfSignedCertificate() : undefined;
  const site = await serveStatic(dir, { spa: true, compress: true, tls: certificate });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: certificate
      ? [...chromiumArgs, `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`]
      : chromiumArgs,
  });
  let failed = false;
  try {
    for (const page of pages(await articleId())) {
      if (only && !only.includes(page.name)) continue;
      for (let run = 0; run < runs; run += 1) {
        const result = await checkHydration(browser, site.url, page, { throttle, desktop, late });
        const ok = inPlace(result);
        failed ||= !ok;
        const lcp = result.lcp.map((entry) => `${entry.time}ms ${entry.element}`).join(', ');
        console.log(
          `${ok ? 'OK  ' : 'FAIL'} ${page.name.padEnd(9)} LCP entries: ${result.lcp.length} [${lcp}]; ` +
            `CLS ${result.cls.toFixed(3)} (${result.shifts.length} shifts); prerendered elements kept ` +
            `${result.kept}/${result.prerendered}, removed ${result.removed.length}; hydrated at ${result.hydratedAt} ms`,
        );
        if (!ok || verbose) {
          for (const shift of result.shifts)
            console.log(
              `       shift ${shift.value.toFixed(3)} at ${shift.time} ms: ${shift.sources.join(', ')}`,
            );
          for (const hidden of result.hidden.slice(0, 5))
            console.log(`       hidden ${hidden.element} at ${hidden.time} ms`);
          for (const removed of result.removed.slice(0, 5))
            console.log(`       removed ${removed.element} at ${removed.time} ms`);
          for (const script of result.scripts)
            console.log(`       ${script.end} ms ${script.file}`);
        }
        for (const error of result.errors) console.log(`       ${error}`);
      }
    }
  } finally {
    await browser.close();
    await site.close();
    await backend.close();
  }
  if (failed) process.exitCode = 1;
}

if (import.meta.filename === process.argv[1]) await main();
