// `npm run perf`: starts the mock backend over HTTP, builds the site against it and the floor
// app (drawn in the browser, and prerendered), measures each audited page's initial JS/CSS,
// compares the home page with the floor, runs Lighthouse on every page and both floors over
// HTTP/1.1 and over HTTP/2 (TLS, a certificate made at run time), prints each figure beside its
// aim and PASS/FAIL per target, and writes tests/.reports/perf.json. Exit code 1 when a target
// fails. Options: --runs=N (Lighthouse runs per page, default 3 or PERF_RUNS), --no-build
// (reuse the last builds; the backend comes back on the port they were built with),
// --no-lighthouse.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism as availableCores, loadavg } from 'node:os';
import { runnerImport } from 'vite';
import { articleId } from './article.mjs';
import { launchBrowser } from './browser.mjs';
import { buildAll } from './build.mjs';
import {
  BACKEND_FILE,
  BACKEND_MODULE,
  FLOOR_OUT,
  FLOOR_PRERENDERED_OUT,
  LIGHTHOUSE_RUNS,
  PROTOCOLS,
  REPORT_DIR,
  REPORT_FILE,
  SITE_OUT,
  pages,
} from './config.mjs';
import { measureFloor, measurePage } from './initial.mjs';
import { audit } from './lighthouse.mjs';
import { lighthouseTable, renderVerdicts, sizeTable, verdictLines, verdicts } from './report.mjs';
import { selfSignedCertificate } from '../support/self-signed.mjs';
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
let prerenderedFloor;
const load = { start: loadavg() };
try {
  process.stdout.write(`Mock backend at ${backend.url}\n`);
  if (build) {
    await buildAll(backend.siteEnv);
    writeFileSync(BACKEND_FILE, `${JSON.stringify({ port: backend.port })}\n`);
  }
  const audited = pages(await articleId());
  // Like a real host: each page's HTML for a path, compressed transfers; once over HTTP/1.1, once
  // over HTTP/2 with TLS, as production hosts serve. Chromium trusts the run's certificate by its
  // key alone (no other origin's errors are ignored).
  const certificate = selfSignedCertificate();
  const trust = [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`];
  const hostsFor = async (tls) => ({
    site: await serveStatic(SITE_OUT, { spa: true, compress: true, tls }),
    floor: await serveStatic(FLOOR_OUT, { spa: true, compress: true, tls }),
    prerenderedFloor: await serveStatic(FLOOR_PRERENDERED_OUT, { spa: true, compress: true, tls }),
  });
  const hosts = { h1: await hostsFor(undefined), h2: await hostsFor(certificate) };
  const flags = { h1: [], h2: trust };
  const site = hosts.h1.site;
  try {
    const browser = await launchBrowser();
    try {
      floor = await measureFloor(browser, hosts.h1.floor.url, FLOOR_OUT);
      prerenderedFloor = await measureFloor(
        browser,
        hosts.h1.prerenderedFloor.url,
        FLOOR_PRERENDERED_OUT,
        { beforeScripts: true },
      );
      for (const page of audited)
        results.push({
          name: page.name,
          ...(await measurePage(browser, site.url, SITE_OUT, page, backend.url)),
        });
    } finally {
      await browser.close();
    }
    if (!args.includes('--no-lighthouse')) {
      // The floors first: what the same throttling gives the floor app, drawn in the browser and
      // prerendered, on each protocol; the pages' LCP aims are ratios to these.
      const audited = [
        { name: 'floor', target: floor, host: 'floor', path: '/' },
        {
          name: 'prerendered floor',
          target: prerenderedFloor,
          host: 'prerenderedFloor',
          path: '/',
        },
        ...results.map((result) => ({
          name: result.name,
          target: result,
          host: 'site',
          path: result.path,
        })),
      ];
      for (const { name, target, host, path } of audited) {
        target.lighthouse = {};
        for (const { id, label } of PROTOCOLS) {
          process.stdout.write(`Lighthouse ${name} over ${label} (${runs} runs)...\n`);
          target.lighthouse[id] = await audit(hosts[id][host].url + path, runs, flags[id]);
        }
      }
    }
  } finally {
    await Promise.all(
      Object.values(hosts).flatMap((group) => Object.values(group).map((host) => host.close())),
    );
  }
} finally {
  load.end = loadavg();
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
const floors = { client: floor, prerendered: prerenderedFloor };
if (lighthoused.length) {
  for (const protocol of PROTOCOLS) {
    console.log(
      `\nLighthouse 12.8, mobile preset, over ${protocol.label}, median of ${runs} run(s) per figure; aim beside each figure\n`,
    );
    console.log(lighthouseTable(protocol.id, floors, lighthoused));
  }
  console.log('');
  for (const { name, lighthouse } of lighthoused) {
    for (const { id, label } of PROTOCOLS) {
      const lh = lighthouse[id];
      if (lh.lcpElement) console.log(`${name} (${label}): LCP element ${lh.lcpElement}`);
      for (const failing of lh.failing) console.log(`${name} (${label}): ${failing}`);
    }
  }
}
const fixed = (values) => values.map((value) => value.toFixed(2)).join(' ');
console.log(
  `\nLoad average (1, 5, 15 min): ${fixed(load.start)} at the start, ${fixed(load.end)} at the end (${availableCores()} cores)`,
);
const list = [
  ...renderVerdicts([{ name: 'prerendered floor', ...prerenderedFloor }, ...results]),
  ...verdicts(ratio, floors, lighthoused),
];
console.log(`\n${verdictLines(list)}`);

const report = {
  date: new Date().toISOString(),
  seconds: (Date.now() - started) / 1000,
  load,
  ratio,
  floor,
  prerenderedFloor,
  pages: results,
  verdicts: list,
};
writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nReport: ${REPORT_FILE} (${report.seconds.toFixed(0)} s)`);
if (list.some((verdict) => !verdict.pass)) process.exitCode = 1;
