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

export function lighthouseTable(pages) {
  return table(
    ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'FCP', 'LCP per run'],
    pages.map(({ name, lighthouse: lh }) => [
      name,
      lh.scores.performance,
      lh.scores.accessibility,
      lh.scores['best-practices'],
      lh.scores.seo,
      ms(lh.metrics.lcpMs),
      lh.metrics.cls.toFixed(3),
      `${Math.round(lh.metrics.tbtMs)} ms`,
      ms(lh.metrics.fcpMs),
      // The median hides a split: a run whose later pictures finished before the page painted
      // counts them in its simulated LCP, one whose paint came first does not.
      lh.perRun.map((run) => ms(run.metrics.lcpMs)).join(' '),
    ]),
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

/** Every performance target with its figure and verdict. */
export function verdicts(ratio, pages) {
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
  for (const { name, lighthouse: lh } of pages) {
    for (const category of ['performance', 'accessibility', 'best-practices', 'seo'])
      out.push({
        target: `${name} ${category} ≥ ${TARGETS[category]}`,
        value: lh.scores[category],
        pass: lh.scores[category] >= TARGETS[category],
      });
    out.push({
      target: `${name} LCP ≤ ${ms(TARGETS.lcpMs)}`,
      value: ms(lh.metrics.lcpMs),
      pass: lh.metrics.lcpMs <= TARGETS.lcpMs,
    });
    out.push({
      target: `${name} CLS ≤ ${TARGETS.cls}`,
      value: lh.metrics.cls.toFixed(3),
      pass: lh.metrics.cls <= TARGETS.cls,
    });
  }
  return out;
}

export const verdictLines = (list) =>
  list
    .map(({ target, value, pass }) => `${pass ? 'PASS' : 'FAIL'}  ${target}: ${value}`)
    .join('\n');
