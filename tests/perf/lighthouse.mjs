// Lighthouse 12 (mobile preset, its default) on one page, several times; the median of each figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
};

async function auditOnce(url, flags) {
  // A fresh browser per run: no cache, no warm JIT, nothing left over from the previous page.
  // chrome-launcher starts a headed browser unless told otherwise.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, ...flags],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
      ),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet,
      failing: failingAudits(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/** Audits that cost points: scored below 1 in a category, with Lighthouse's own short reason. */
function failingAudits(lhr) {
  const out = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && id === 'performance') continue;
      out.push(
        `${id}/${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      );
    }
  }
  return out;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Runs Lighthouse `runs` times on `url`; each score and metric is the median over the runs.
 * `flags`: more Chromium flags (the HTTP/2 origin's certificate, trusted by its key alone).
 */
export async function audit(url, runs, flags = []) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await auditOnce(url, flags));
  const pick = (group, key) => median(results.map((result) => result[group][key]));
  return {
    runs,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick('scores', id)])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((name) => [name, pick('metrics', name)])),
    perRun: results.map(({ scores, metrics }) => ({ scores, metrics })),
    lcpElement: results[0]?.lcpElement,
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}
