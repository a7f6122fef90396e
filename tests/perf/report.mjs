// Turns the measurements into the printed tables and the PASS/FAIL list.
import { TARGETS } from './config.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${(value / 1000).toFixed(2)} s`;
const pad = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' ');

function table(header, rows) {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => String(row[i]).length)),
  );
  return [pad(header, widths), ...rows.map((row) => pad(row, widths))].join('\n');
}

export function sizeTable(floor, pages) {
  const row = (name, path, m, lazy, idle) => [
    name,
    path,
    kb(m.initial.js.gzip),
    kb(m.initial.js.brotli),
    kb(m.initial.css.gzip),
    kb(m.initial.css.brotli),
    lazy,
    idle,
  ];
  return table(
    [
      'page',
      'path',
      'JS gzip',
      'JS br',
      'CSS gzip',
      'CSS br',
      'lazy chunks needed',
      'JS br by idle',
    ],
    [
      row('floor', '/', floor, '-', '-'),
      ...pages.map((p) =>
        row(
          p.name,
          p.path,
          p,
          p.lazyNeeded.map((key) => key.split('/').pop()).join(', ') || '-',
          kb(p.fetchedByIdle.js.brotli),
        ),
      ),
    ],
  );
}

const check = (pass) => (pass ? '✓' : '✗');

/** The LCP of `lh` as a multiple of a floor's on the same protocol. */
const lcpRatio = (lh, floor) => lh.metrics.lcpMs / floor.metrics.lcpMs;

/**
 * One protocol's Lighthouse table: both floors, then each page, every figure with its aim and a
 * mark beside it. The LCP aims are ratios to the floors: over HTTP/2 the prerendered floor's,
 * over HTTP/1.1 the client floor's (the other ratio is shown without an aim).
 */
export function lighthouseTable(protocol, floors, pages) {
  const floorLh = {
    client: floors.client.lighthouse[protocol],
    prerendered: floors.prerendered.lighthouse[protocol],
  };
  const aimed = protocol === 'h2' ? 'prerendered' : 'client';
  const aim = protocol === 'h2' ? TARGETS.lcpPrerenderedFloorH2 : TARGETS.lcpClientFloorH1;
  const ratioCell = (lh, which) => {
    const value = lcpRatio(lh, floorLh[which]);
    return which === aimed
      ? `${value.toFixed(2)} ≤ ${aim.toFixed(2)} ${check(value <= aim)}`
      : value.toFixed(2);
  };
  const row = (name, lh, isFloor) => [
    name,
    `${lh.scores.performance}${isFloor ? '' : ` ≥ ${TARGETS.performance} ${check(lh.scores.performance >= TARGETS.performance)}`}`,
    ms(lh.metrics.lcpMs),
    isFloor ? '-' : ratioCell(lh, 'prerendered'),
    isFloor ? '-' : ratioCell(lh, 'client'),
    `${Math.round(lh.metrics.tbtMs)} ms${isFloor ? '' : ` ≤ ${TARGETS.tbtMs} ${check(lh.metrics.tbtMs <= TARGETS.tbtMs)}`}`,
    `${lh.metrics.cls.toFixed(3)}${isFloor ? '' : ` ≤ ${TARGETS.cls} ${check(lh.metrics.cls <= TARGETS.cls)}`}`,
    `${lh.scores.accessibility}/${lh.scores['best-practices']}/${lh.scores.seo}`,
    ms(lh.metrics.fcpMs),
    // The median hides a split: a run whose later pictures finished before the page painted
    // counts them in its simulated LCP, one whose paint came first does not.
    lh.perRun.map((run) => ms(run.metrics.lcpMs)).join(' '),
  ];
  return table(
    [
      'page',
      'perf',
      'LCP',
      'LCP ÷ prerendered floor',
      'LCP ÷ client floor',
      'TBT',
      'CLS',
      'a11y/best/seo',
      'FCP',
      'LCP per run',
    ],
    [
      row('floor (client)', floorLh.client, true),
      row('floor (prerendered)', floorLh.prerendered, true),
      ...pages.map(({ name, lighthouse }) => row(name, lighthouse[protocol], false)),
    ],
  );
}

/** Each audited page showed its content (a tour page in its error state does not). */
export function renderVerdicts(pages) {
  return pages.map(({ name, rendered }) => ({
    target: `${name} renders its content`,
    value: rendered ? 'yes' : 'no',
    pass: rendered,
  }));
}

/** Every performance target with its figure and verdict, per protocol where Lighthouse ran. */
export function verdicts(ratio, floors, pages) {
  const out = [
    {
      target: `home/floor initial JS (gzip) ≤ ${TARGETS.ratio}`,
      value: ratio.gzip.toFixed(3),
      pass: ratio.gzip <= TARGETS.ratio,
    },
    {
      target: `home/floor initial JS (brotli) ≤ ${TARGETS.ratio}`,
      value: ratio.brotli.toFixed(3),
      pass: ratio.brotli <= TARGETS.ratio,
    },
  ];
  for (const { name, lighthouse } of pages) {
    for (const protocol of ['h1', 'h2']) {
      const lh = lighthouse[protocol];
      const over = protocol === 'h2' ? 'over HTTP/2' : 'over HTTP/1.1';
      for (const category of ['performance', 'accessibility', 'best-practices', 'seo'])
        out.push({
          target: `${name} ${category} ≥ ${TARGETS[category]} ${over}`,
          value: lh.scores[category],
          pass: lh.scores[category] >= TARGETS[category],
        });
      out.push({
        target: `${name} TBT ≤ ${TARGETS.tbtMs} ms ${over}`,
        value: `${Math.round(lh.metrics.tbtMs)} ms`,
        pass: lh.metrics.tbtMs <= TARGETS.tbtMs,
      });
      out.push({
        target: `${name} CLS ≤ ${TARGETS.cls} ${over}`,
        value: lh.metrics.cls.toFixed(3),
        pass: lh.metrics.cls <= TARGETS.cls,
      });
    }
    const h2 = lcpRatio(lighthouse.h2, floors.prerendered.lighthouse.h2);
    out.push({
      target: `${name} LCP ≤ ${TARGETS.lcpPrerenderedFloorH2} × the prerendered floor's over HTTP/2`,
      value: `${h2.toFixed(2)} (${ms(lighthouse.h2.metrics.lcpMs)} vs ${ms(floors.prerendered.lighthouse.h2.metrics.lcpMs)})`,
      pass: h2 <= TARGETS.lcpPrerenderedFloorH2,
    });
    const h1 = lcpRatio(lighthouse.h1, floors.client.lighthouse.h1);
    out.push({
      target: `${name} LCP ≤ ${TARGETS.lcpClientFloorH1} × the client floor's over HTTP/1.1`,
      value: `${h1.toFixed(2)} (${ms(lighthouse.h1.metrics.lcpMs)} vs ${ms(floors.client.lighthouse.h1.metrics.lcpMs)})`,
      pass: h1 <= TARGETS.lcpClientFloorH1,
    });
    out.push({
      target: `${name} LCP ≤ ${ms(TARGETS.lcpMs)} over HTTP/1.1`,
      value: ms(lighthouse.h1.metrics.lcpMs),
      pass: lighthouse.h1.metrics.lcpMs <= TARGETS.lcpMs,
    });
  }
  return out;
}

export const verdictLines = (list) =>
  list
    .map(({ target, value, pass }) => `${pass ? 'PASS' : 'FAIL'}  ${target}: ${value}`)
    .join('\n');
