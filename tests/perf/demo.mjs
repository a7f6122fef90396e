// `npm run bench:demo`: how soon a first visit to the demo shows live seats on /passeios, and
// how much it downloads until then (issue #37: aims 2.5 s on localhost and 6 MB on the wire).
// Builds the site in demo mode into tests/.reports/bench-demo-site, serves it as a host that
// follows the README (the precompressed siblings: brotli, or gzip for a client without it) and
// as one that sends every file as stored, and opens /passeios in a fresh Chromium context per
// run (nothing cached, no IndexedDB). Options: --no-build (reuse the last build), --runs=N
// (default 3; the median is printed). A benchmark, not a test: it prints, it never fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from './browser.mjs';
import { REPORT_DIR, ROOT, SITE_DIR } from './config.mjs';
import { serveStatic } from '../support/static-server.mjs';

const OUT = path.join(REPORT_DIR, 'bench-demo-site');
const AIM_MS = 2500;
const AIM_BYTES = 6_000_000;
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const hosts = [
  { name: 'precompressed, brotli', encodings: ['br'] },
  { name: 'precompressed, gzip', encodings: ['gzip'] },
  { name: 'as stored', encodings: [] },
];

const load = () => {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${one}, ${five}, ${fifteen} (1, 5, 15 min) on ${os.cpus().length} cores`;
};
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The demo build: without any Supabase variable (apps/site/.env.local could set one). */
async function buildDemo() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_SUPABASE_')),
  );
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const build = spawn(
    process.execPath,
    [vite, 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: SITE_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Its warnings (PGlite's Node-only imports) are known: the output only when it fails.
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('close', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output}`);
  if (!existsSync(path.join(OUT, 'mockServiceWorker.js')))
    throw new Error(
      'the build is not in demo mode: remove VITE_SUPABASE_URL from apps/site/.env.local',
    );
}

/* global document, MutationObserver -- markLiveSeats runs in the page */

/**
 * Marks the moment the listing's cards show live seats: no card still waiting for its next
 * departure (the prerendered page's "Carregando a próxima saída..."), and one showing seats.
 */
function markLiveSeats() {
  const live = () => {
    const cards = [...document.querySelectorAll('article')];
    return (
      cards.length > 0 &&
      !cards.some((card) => card.querySelector('[aria-busy="true"]')) &&
      cards.some((card) => /\d+ lugar|Esgotado/.test(card.textContent ?? ''))
    );
  };
  const observer = new MutationObserver(() => {
    if (!live()) return;
    globalThis.__mareLiveSeatsAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

async function visit(browser, host) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  });
  const errors = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(markLiveSeats);
    host.answers = [];
    const before = host.server.bytesSent();
    await page.goto(`${host.server.url}/passeios`);
    await page.waitForFunction(() => globalThis.__mareLiveSeatsAt !== undefined, null, {
      timeout: 120_000,
    });
    const bytes = host.server.bytesSent() - before;
    const answers = [...host.answers];
    const ms = await page.evaluate(() => globalThis.__mareLiveSeatsAt);
    return { ms, bytes, answers, errors };
  } finally {
    await context.close();
  }
}

const started = Date.now();
const loadBefore = load();
if (!args.includes('--no-build')) {
  const building = Date.now();
  await buildDemo();
  console.log(`Demo site built in ${((Date.now() - building) / 1000).toFixed(0)} s: ${OUT}`);
}
for (const host of hosts) {
  host.results = [];
  host.server = await serveStatic(OUT, {
    spa: true,
    // Hosts compress HTML by themselves; the build precompresses the rest.
    compress: host.encodings.length > 0,
    encodings: host.encodings,
    onResponse: (answer) => host.answers?.push(answer),
  });
}
const browser = await launchBrowser();
try {
  // Interleaved, so a change in the machine's load falls on every host alike.
  for (let run = 0; run < runs; run++)
    for (const host of hosts) host.results.push(await visit(browser, host));
} finally {
  await browser.close();
  await Promise.all(hosts.map((host) => host.server.close()));
}

const rows = hosts.map((host) => {
  const ms = median(host.results.map((result) => result.ms));
  const bytes = median(host.results.map((result) => result.bytes));
  const requests = median(host.results.map((result) => result.answers.length));
  return [
    host.name,
    `${s(ms)} (${host.results.map((result) => s(result.ms)).join(', ')})`,
    ms <= AIM_MS ? 'met' : 'missed',
    mb(bytes),
    bytes <= AIM_BYTES ? 'met' : 'missed',
    String(requests),
  ];
});
const header = [
  'host serves the files',
  `live seats, median of ${runs} (runs)`,
  `≤ ${s(AIM_MS)}`,
  'on the wire',
  `≤ ${mb(AIM_BYTES)}`,
  'requests',
];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
console.log(`\nDemo mode: /passeios in a fresh context until live seats show`);
console.log([line(header), ...rows.map(line)].join('\n'));
console.log(
  'As stored: the page drops the database tar once it sees it uncompressed and fetches its gzip\n' +
    'copy; on localhost much of the tar has been sent by then, and counts. pgcrypto is fetched only\n' +
    'when a password is first checked or set, after the seats show.',
);

// What the brotli host sent in its last run, largest first.
const last = hosts[0].results.at(-1);
const bySize = [...last.answers]
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, Number(process.env.BENCH_DEMO_TOP ?? 10));
console.log(`\nLargest transfers (${hosts[0].name}, last run):`);
for (const answer of bySize)
  console.log(`  ${mb(answer.bytes).padStart(8)}  ${answer.encoding ?? '-'}  ${answer.path}`);
const errors = hosts.flatMap((host) => host.results.flatMap((result) => result.errors));
if (errors.length > 0) console.log(`\nPage errors:\n  ${[...new Set(errors)].join('\n  ')}`);
console.log(`\nBefore: ${loadBefore}\nAfter:  ${load()}`);
console.log(
  'A shared machine: the times move with its load; the bytes do not. ' +
    `Total ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
