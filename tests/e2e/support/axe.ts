import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  selectors: string[];
}

/**
 * Runs axe-core's default rules on the page at rest and returns the violations. A toast fading
 * in or out has, mid-way, a contrast nobody reads: the check waits for motion (finite CSS
 * animations and transitions) to end, and runs again if something started moving during it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Node, options: object): Promise<AxeResults> } }
    ).axe;
    const moving = () =>
      document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let results: AxeResults | undefined;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const deadline = performance.now() + 5_000;
      while (moving() && performance.now() < deadline) await sleep(50);
      let moved = false;
      const mark = () => {
        moved = true;
      };
      document.addEventListener('transitionrun', mark, true);
      document.addEventListener('animationstart', mark, true);
      try {
        // Only violations are read: passes and incomplete keep one example node each, which
        // spares axe building selectors for every node it checked (about 8% of its time here).
        results = await axe.run(document, { resultTypes: ['violations'] });
      } finally {
        document.removeEventListener('transitionrun', mark, true);
        document.removeEventListener('animationstart', mark, true);
      }
      if (!moved && !moving()) break;
    }
    return (results?.violations ?? []).map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      selectors: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.selectors.join('\n    ')}`)
    .join('\n');
}
