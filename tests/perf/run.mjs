// `npm run perf`: starts the mock backend over HTTP, builds the site against it and the floor
// app, measures each audited page's initial JS/CSS, compares the home page with the floor, runs
// Lighthouse, prints PASS/FAIL per target and writes tests/.reports/perf.json. Exit code 1 when a
// target fails. Options: --runs=N (Lighthouse runs per page, default 3 or PERF_RUNS), --no-build
// (reuse the last builds; the backend comes back on the port they were built with),
// --no-lighthouse.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { articleId } from './article.mjs';
import { launchBrowser } from './browser.mjs';
import { buildAll } from './build.mjs';
import {
  BACKEND_FILE,
  BACKEND_MODULE,
  FLOOR_OUT,
  LIGHTHOUSE_RUNS,
  REPORT_DIR,
  REPORT_FILE,
  SITE_OUT,
  pages,
} from './config.mjs';
import { measureFloor, measurePage } from './initial.mjs';
import { audit } from './lighthouse.mjs';
import { lighthouseTable, renderVerdicts, sizeTable, verdictLines, verdicts } from './report.mjs';
import { serveStatic } from '../support/static-server.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? LIGHTHOUSE_RUNS);
const build = !args.includes('--no-build');
const started = Date.now();

/** The port the last build's site calls its backend on. */
function builtBackendPort() {
  try {
    return JSON.parse(readFileSync(BACKEND_FILE, 'utf8')).port;
  } catch {
    throw new Error(`--no-build: no earlier build recorded its backend (${BACKEND_FILE})`);
  }
}

mkdirSync(REPORT_DIR, { recursive: true });
const { module: backendModule } = await runnerImport(BACKEND_MODULE, {
  configFile: false,
  logLevel: 'error',
});
const backend = await backendModule.startSiteBackend({ port: build ? 0 : builtBackendPort() });
const results = [];
let floor;
try {
  process.stdout.write(`Mock backend at ${backend.url}\n`);
  if (build) {
    await buildAll(backend.siteEnv);
    writeFileSync(BACKEND_FILE, `${JSON.stringify({ port: backend.port })}\n`);
  }
  const audited = pages(await articleId());
  // Like a real host: each page's HTML for a path, compressed transfers.
  const site = await serveStatic(SITE_OUT, { spa: true, compress: true });
  const floorHost = await serveStatic(FLOOR_OUT, { spa: true, compress: true });
  try {
    const browser = await launchBrowser();
    try {
      floor = await measureFloor(browser, floorHost.url, FLOOR_OUT);
      for (const page of audited)
        results.push({
          name: page.name,
          ...(await measurePage(browser, site.url, SITE_OUT, page, backend.url)),
        });
    } finally {
      await browser.close();
    }
    if (!args.includes('--no-lighthouse')) {
      for (const result of results) {
        process.stdout.write(`Lighthouse ${result.name} (${runs} runs)...\n`);
        result.lighthouse = await audit(site.url + result.path, runs);
      }
      // Not a target: what the same throttling gives the floor app, to read the pages' figures by.
      process.stdout.write(`Lighthouse floor (${runs} runs)...\n`);
      floor.lighthouse = await audit(`${floorHost.url}/`, runs);
    }
  } finally {
    await Promise.all([site.close(), floorHost.close()]);
  }
} finally {
  await backend.close();
}

const home = results.find((result) => result.name === 'home');
const ratio = {
  gzip: home.initial.js.gzip / floor.initial.js.gzip,
  brotli: home.initial.js.brotli / floor.initial.js.brotli,
};

console.log(
  '\nInitial JS/CSS per page (Vite manifest walk: entry + static imports + the lazy chunks',
);
console.log('the page does not render without, found by withholding each one in Chromium)\n');
console.log(sizeTable(floor, results));
console.log(
  `\nhome/floor initial JS: gzip ${ratio.gzip.toFixed(3)}, brotli ${ratio.brotli.toFixed(3)}`,
);
for (const result of results) {
  const onPaint = Object.entries(result.onFirstPaint).filter(([, present]) => present);
  if (onPaint.length)
    console.log(`${result.name}: on first paint: ${onPaint.map(([n]) => n).join(', ')}`);
  if (result.backendRequests.length)
    console.log(`${result.name}: ${result.backendRequests.length} request(s) to the backend`);
  for (const problem of [...result.errors, ...result.failedRequests, ...result.otherOrigins])
    console.log(`${result.name}: ${problem}`);
}

const lighthoused = results.filter((result) => result.lighthouse);
if (lighthoused.length) {
  console.log(`\nLighthouse 12.8, mobile preset, median of ${runs} run(s) per figure\n`);
  console.log(lighthouseTable([{ name: 'floor', ...floor }, ...lighthoused]));
  for (const { name, lighthouse: lh } of lighthoused) {
    if (lh.lcpElement) console.log(`${name}: LCP element ${lh.lcpElement}`);
    for (const failing of lh.failing) console.log(`${name}: ${failing}`);
  }
}
const list = [...renderVerdicts(results), ...verdicts(ratio, lighthoused)];
console.log(`\n${verdictLines(list)}`);

const report = {
  date: new Date().toISOString(),
  seconds: (Date.now() - started) / 1000,
  ratio,
  floor,
  pages: results,
  verdicts: list,
};
writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nReport: ${REPORT_FILE} (${report.seconds.toFixed(0)} s)`);
if (list.some((verdict) => !verdict.pass)) process.exitCode = 1;
