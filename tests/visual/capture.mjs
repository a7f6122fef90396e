// Plays and screenshots every (story, width) pair with a few pages of one Chromium working at once.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { axeWidth, chromiumArgs, chromiumPath, concurrency, isShot, playsFor } from './config.mjs';
import { openStoryPage } from './story-page.mjs';
import { stripColours } from './text.mjs';

/** @typedef {import('./stories.mjs').Story} Story */
/** @typedef {import('./story-page.mjs').Viewport} Viewport */
/** @typedef {{ story: Story, viewport: Viewport }} Task */
/** @typedef {{ story: Story, viewports: Viewport[] }} Play a render, then a resize per width */
/**
 * @typedef {{ task: Task, phases: { storyMs: number, settleMs?: number, shotMs?: number } }
 *   & ({ ok: true, png: Buffer | null, settled: boolean }
 *     | { ok: false, reason: string, png?: Buffer })} Shot
 * A story played without a screenshot (config.isShot) passes with `png: null`.
 */

/** Error text without terminal colours or Testing Library's DOM dump. @param {string} text */
const clean = (text) => stripColours(text).split('\n\nIgnored nodes')[0]?.slice(0, 1000) ?? '';

export async function launchBrowser() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * Story order is fixed per page (play i goes to page i mod n), so a run repeats exactly the
 * same sequence in every page: nothing depends on which page finished first.
 * @param {Story[]} stories
 * @param {number} pages
 * @returns {Play[][]}
 */
export function plan(stories, pages) {
  const plays = stories.flatMap((story) =>
    playsFor(story).map((viewports) => ({ story, viewports })),
  );
  const queues = Array.from({ length: Math.max(1, pages) }, () => /** @type {Play[]} */ ([]));
  plays.forEach((play, i) => queues[i % queues.length]?.push(play));
  return queues;
}

/**
 * Runs one page's queue; a story that hangs or crashes the page gets a fresh page. Each play
 * renders the story at its first width, then resizes the page for each other width; once a
 * width fails, the later ones fail with it, unshot.
 * @param {import('playwright').Browser} browser
 * @param {{ baseUrl: string, userAgent: string }} target
 * @param {Play[]} queue
 * @param {(shot: Shot) => Promise<void>} onShot
 */
async function runQueue(browser, target, queue, onShot) {
  /** @type {Promise<void>[]} */
  const handled = [];
  /** @type {Awaited<ReturnType<typeof openStoryPage>> | undefined} */
  let page;
  const drop = async () => {
    await page?.close().catch(() => undefined);
    page = undefined;
  };

  /**
   * One frame: the story rendered and played (the play's first width) or the page resized.
   * @param {Task} task
   * @param {boolean} first
   * @returns {Promise<Shot>}
   */
  async function capture(task, first) {
    const { story, viewport } = task;
    const started = Date.now();
    try {
      page ??= await openStoryPage(browser, target, viewport);
      const shoot = isShot(story);
      const rendered = first
        ? await page.render(story.id, viewport, {
            settle: shoot,
            axe: viewport.width === axeWidth(story),
          })
        : await page.resize(viewport);
      const storyMs = Date.now() - started;
      if (!rendered.ok) {
        // A hung story leaves its page in an unknown state: the next story gets a new one.
        if ('hung' in rendered && rendered.hung) await drop();
        const png = await page?.shoot().catch(() => undefined);
        return { task, phases: { storyMs }, ok: false, reason: clean(rendered.reason), png };
      }
      const png = shoot ? await page.shoot() : null;
      const shotMs = Date.now() - started - storyMs;
      const phases = { storyMs: storyMs - rendered.settleMs, settleMs: rendered.settleMs, shotMs };
      return { task, phases, ok: true, png, settled: rendered.settled };
    } catch (error) {
      await drop();
      const reason = clean(error instanceof Error ? error.message : String(error));
      return { task, phases: { storyMs: Date.now() - started }, ok: false, reason };
    }
  }

  for (const { story, viewports } of queue) {
    /** @type {string | undefined} why the widths after a failed one are not shot */
    let broken;
    for (const [index, viewport] of viewports.entries()) {
      const task = { story, viewport };
      /** @type {Shot} */
      const shot = broken
        ? { task, phases: { storyMs: 0 }, ok: false, reason: broken }
        : await capture(task, index === 0);
      if (!shot.ok && !broken)
        broken = `not resized: the story failed at ${viewport.width} px (${shot.reason})`;
      // Comparing runs beside the next capture.
      handled.push(onShot(shot));
    }
  }
  await drop();
  await Promise.all(handled);
}

/**
 * The browser's own user agent marked the way Storybook's test runner marks it. Storybook then
 * treats the preview as a test: it stops each story's animations at their end instead of
 * waiting for them (at least 100 ms per story, 5 s for a spinner that never ends).
 * @param {import('playwright').Browser} browser
 */
async function testRunnerUserAgent(browser) {
  const page = await browser.newPage();
  try {
    return `${await page.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
  } finally {
    await page.close();
  }
}

/**
 * @param {{ baseUrl: string, stories: Story[], onShot: (shot: Shot) => Promise<void> }} options
 */
export async function captureAll({ baseUrl, stories, onShot }) {
  const browser = await launchBrowser();
  try {
    const userAgent = await testRunnerUserAgent(browser);
    const queues = plan(stories, concurrency);
    await Promise.all(
      queues.map((queue) => runQueue(browser, { baseUrl, userAgent }, queue, onShot)),
    );
  } finally {
    await browser.close();
  }
}
