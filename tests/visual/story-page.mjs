/* global window, document -- page.evaluate callbacks run in the browser */
// One browser page holding the Storybook preview: it is loaded once, then each story is selected
// over Storybook's channel (as the manager's sidebar does), which saves reloading the preview
// bundle and restarting MSW for every shot.
import { createHash } from 'node:crypto';
import * as coreEvents from 'storybook/internal/core-events';
import {
  fixedTime,
  locale,
  quietMs,
  quietPendingMs,
  settleTimeoutMs,
  storyTimeoutMs,
  timezoneId,
} from './config.mjs';
import { instrument, stillCss } from './instrument.mjs';

const events = {
  finished: coreEvents.STORY_FINISHED,
  playThrew: coreEvents.PLAY_FUNCTION_THREW_EXCEPTION,
  unhandled: coreEvents.UNHANDLED_ERRORS_WHILE_PLAYING,
  errored: coreEvents.STORY_ERRORED,
  threw: coreEvents.STORY_THREW_EXCEPTION,
  missing: coreEvents.STORY_MISSING,
};

/** @typedef {import('playwright').Page} Page */
/** @typedef {import('./instrument.mjs').VisualApi} VisualApi */
/** @typedef {{ width: number, height: number }} Viewport */
/** @typedef {{ storyMs: number, settleMs: number, shotMs: number }} Phases */

/**
 * The story's progress. Lazy images load now: below the fold they would never load (and a
 * full-page shot could catch them half-way).
 * @param {Page} page
 */
const readState = (page) =>
  page.evaluate(() => {
    const { state } = /** @type {{ __visual: VisualApi }} */ (/** @type {unknown} */ (window))
      .__visual;
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    return {
      ...state,
      images: images.every((image) => image.complete),
      fonts: document.fonts.status,
    };
  });

/** A per-story seed, so each story replays its own random sequence. @param {string} key */
const seedOf = (key) => createHash('sha256').update(key).digest().readInt32LE(0);

/**
 * Decodes every image, then has each decoded one painted again. Chromium skips painting an
 * image's background under it once it knows the decoded image is opaque, but it only learns
 * that from a decode, and a decode triggers no repaint: whether a placeholder background (the
 * upload previews' sand colour) shows in the anti-aliased rounded corners depended on whether
 * the last repaint of that image came before or after its decode. A paint-only style change,
 * undone at once, makes the next frame paint every image as decoded.
 * @param {Page} page
 */
const decodeAndRepaintImages = (page) =>
  page.evaluate(async () => {
    const decoded = await Promise.all(
      Array.from(document.images, (image) =>
        image.decode().then(
          () => image,
          () => null,
        ),
      ),
    );
    for (const image of decoded) {
      if (!image) continue;
      // Reading the computed style applies each change at once, marking the image for repaint.
      const restyle = () => window.getComputedStyle(image).getPropertyValue('background-color');
      const style = image.getAttribute('style');
      image.style.setProperty('background-color', 'rgb(1, 2, 3)', 'important');
      restyle();
      if (style === null) image.removeAttribute('style');
      else image.setAttribute('style', style);
      restyle();
    }
  });

/**
 * Waits until no DOM mutation and no request started or ended for `quietMs`, with images and
 * fonts loaded; a request still pending after `quietPendingMs` of quiet is a loading state.
 * @param {Page} page
 */
async function settle(page) {
  const deadline = Date.now() + settleTimeoutMs;
  let last = '';
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const state = await readState(page);
    const activity = `${state.mutations}/${state.requests}`;
    if (activity !== last) [last, quietSince] = [activity, Date.now()];
    const quiet = Date.now() - quietSince;
    const loaded = state.images && state.fonts === 'loaded';
    const needed = state.pending === 0 ? quietMs : quietPendingMs;
    if (loaded && quiet >= needed) {
      await decodeAndRepaintImages(page);
      return true;
    }
    // Wait in the page for what this read lacked: the rest of the quiet time, ended early by any
    // change. One round trip per change instead of one every 25 ms: reading the page from here
    // cost about 3 ms of CPU each time, a fifth of a frame's.
    const wait = Math.max(25, Math.min(loaded ? needed - quiet : needed, deadline - Date.now()));
    await changeOf(page, state, wait);
  }
  return false;
}

/**
 * Resolves within `ms` (checked every 25 ms in the page), sooner once the page differs from
 * `state`: a DOM change or request, a request settling, an image or the fonts loading.
 * @param {Page} page
 * @param {Awaited<ReturnType<typeof readState>>} state
 * @param {number} ms
 */
async function changeOf(page, state, ms) {
  await page
    .waitForFunction(
      (seen) => {
        const { state: now } = /** @type {{ __visual: VisualApi }} */ (
          /** @type {unknown} */ (window)
        ).__visual;
        const images = Array.from(document.images);
        for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
        return (
          now.mutations !== seen.mutations ||
          now.requests !== seen.requests ||
          now.pending !== seen.pending ||
          images.every((image) => image.complete) !== seen.images ||
          document.fonts.status !== seen.fonts
        );
      },
      {
        mutations: state.mutations,
        requests: state.requests,
        pending: state.pending,
        images: state.images,
        fonts: state.fonts,
      },
      { polling: 25, timeout: ms },
    )
    .catch((error) => {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    });
}

/**
 * Scrolls the way a focus from the top of the settled page does: the focused element centred.
 * Chromium scrolls on focus only if the element is out of view, against the layout of that
 * moment, so where a story's last frame sat depended on which parts of the page had loaded when
 * its play function focused something. Elements under a fixed ancestor (dialogs) scroll nothing.
 * With nothing focused the page stays where it is, unless an `anchor` is given (what a resized
 * page showed at its centre before): it is centred again.
 * @param {Page} page
 * @param {import('playwright').JSHandle<Element | null>} [anchor]
 * @returns {Promise<boolean>} whether the scroll position changed
 */
const frameFocus = (page, anchor) =>
  page.evaluate((anchorElement) => {
    const focused = document.activeElement;
    const before = window.scrollY;
    if (!(focused instanceof window.HTMLElement) || focused === document.body) {
      if (!anchorElement?.isConnected) return false;
      window.scrollTo(0, 0);
      anchorElement.scrollIntoView({ block: 'center', inline: 'nearest' });
      return window.scrollY !== before;
    }
    for (let node = /** @type {Element | null} */ (focused); node; node = node.parentElement) {
      if (window.getComputedStyle(node).position === 'fixed') return false;
    }
    window.scrollTo(0, 0);
    const box = focused.getBoundingClientRect();
    const outOfView =
      box.top < 0 ||
      box.bottom > window.innerHeight ||
      box.left < 0 ||
      box.right > window.innerWidth;
    if (outOfView) focused.scrollIntoView({ block: 'center', inline: 'nearest' });
    return window.scrollY !== before;
  }, anchor ?? null);

/**
 * Opens the preview at `width` in its own context (fixed clock, reduced motion, pt-BR).
 * @param {import('playwright').Browser} browser
 * @param {{ baseUrl: string, userAgent: string }} target
 * @param {Viewport} viewport
 */
export async function openStoryPage(browser, { baseUrl, userAgent }, viewport) {
  const context = await browser.newContext({
    userAgent,
    viewport,
    deviceScaleFactor: 1,
    locale,
    timezoneId,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  /** @type {string[]} */
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Time flows from the fixed moment (a frozen Date.now() makes every elapsed time 0).
  await page.clock.install({ time: fixedTime });
  await page.addInitScript(instrument, { css: stillCss, events });
  // No story id: the preview starts empty and waits for the channel.
  await page.goto(`${baseUrl}/iframe.html?viewMode=story`);
  await page.waitForFunction(() => {
    const preview = /** @type {{ __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }} */ (
      /** @type {unknown} */ (window)
    ).__STORYBOOK_PREVIEW__;
    return Boolean(preview?.storyStoreValue);
  });
  // The preview boots the mock database as it loads (.storybook/preview.tsx): wait for it here,
  // outside any story's time limit, so the page's first story does not pay for it. Bounded: a
  // boot that never ends is left to the first story's loader and time limit, as before.
  await page.evaluate(
    (ms) =>
      Promise.race([
        /** @type {{ __mareDatabaseBooted?: Promise<boolean> }} */ (/** @type {unknown} */ (window))
          .__mareDatabaseBooted,
        new Promise((resolve) => setTimeout(resolve, ms)),
      ]),
    storyTimeoutMs,
  );
  // Every face of the bundled fonts, so no story's text waits for (or misses) a subset.
  await page.evaluate(() =>
    Promise.all(Array.from(document.fonts, (face) => face.load().catch(() => undefined))),
  );
  let size = viewport;
  /** Whether the a11y addon's axe check is on (its default). */
  let axeOn = true;

  /**
   * Chromium shows focus rings on script focus depending on the last input (keyboard or
   * pointer) and on whether the previous focus showed one: the previous story would leak into
   * this one. Unmount it (an unknown id), then click the empty preview: pointer modality.
   */
  async function resetFocusModality() {
    await page.evaluate(() => {
      const win = /** @type {{ __visual: VisualApi, __STORYBOOK_ADDONS_CHANNEL__: {
        emit: (name: string, payload: unknown) => void } }} */ (/** @type {unknown} */ (window));
      win.__visual.begin('visual-reset--blank', 0);
      win.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId: 'visual-reset--blank',
        viewMode: 'story',
      });
    });
    await page.waitForFunction(
      () =>
        /** @type {{ __visual: VisualApi }} */ (/** @type {unknown} */ (window)).__visual.state
          .finished,
      null,
      { polling: 10 },
    );
    await page.mouse.click(1, 1);
  }

  /**
   * Selects the story at this viewport and waits for it to render, play, pass axe and (for a
   * shot) settle.
   * @param {string} storyId
   * @param {Viewport} target
   * @param {{ settle: boolean, axe: boolean }} options
   * @returns {Promise<{ ok: true, settled: boolean, settleMs: number }
   *   | { ok: false, reason: string, hung?: boolean }>}
   */
  async function render(storyId, target, options) {
    pageErrors.length = 0;
    if (target.width !== size.width || target.height !== size.height) {
      await page.setViewportSize(target);
      size = target;
    }
    // Every story starts alike; the blank also makes a repeated id render again.
    await resetFocusModality();
    if (options.axe !== axeOn) {
      // The a11y addon runs axe after the play function unless its global says manual.
      await page.evaluate(
        (manual) =>
          /** @type {{ __STORYBOOK_ADDONS_CHANNEL__: { emit: (name: string, payload: unknown) => void } }} */ (
            /** @type {unknown} */ (window)
          ).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { a11y: { manual } } }),
        !options.axe,
      );
      axeOn = options.axe;
    }
    await page.clock.setSystemTime(fixedTime);
    await page.evaluate(
      ({ id, seed }) => {
        const win = /** @type {{ __visual: VisualApi, __STORYBOOK_ADDONS_CHANNEL__: {
          emit: (name: string, payload: unknown) => void } }} */ (/** @type {unknown} */ (window));
        if (document.activeElement instanceof window.HTMLElement) document.activeElement.blur();
        window.scrollTo(0, 0);
        win.__visual.begin(id, seed);
        win.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
          storyId: id,
          viewMode: 'story',
        });
      },
      { id: storyId, seed: seedOf(`${storyId}@${size.width}`) },
    );
    try {
      await page.waitForFunction(
        () =>
          /** @type {{ __visual: VisualApi }} */ (/** @type {unknown} */ (window)).__visual.state
            .finished,
        null,
        { timeout: storyTimeoutMs, polling: 25 },
      );
    } catch {
      const errors = pageErrors.length ? ` (page errors: ${pageErrors.join('; ')})` : '';
      const reason = `did not finish within ${storyTimeoutMs / 1000} s${errors}`;
      return { ok: false, hung: true, reason };
    }
    const state = await readState(page);
    if (state.errors.length > 0 || state.status === 'error') {
      return { ok: false, reason: state.errors.join('; ') || 'story finished with status "error"' };
    }
    if (!options.settle) return { ok: true, settled: true, settleMs: 0 };
    const settleStart = Date.now();
    let settled = await settle(page);
    if (settled && (await frameFocus(page))) settled = await settle(page);
    return { ok: true, settled, settleMs: Date.now() - settleStart };
  }

  /**
   * The played story at another width: the page is resized, settles again and its frame is
   * placed as after a render; with nothing focused, what the previous width showed at its centre
   * is centred again (a play that scrolled to its result, e.g. by clicking a button it then
   * removed, keeps showing it), and an unscrolled page stays at the top.
   * @param {Viewport} target
   * @returns {Promise<{ ok: true, settled: boolean, settleMs: number }
   *   | { ok: false, reason: string }>}
   */
  async function resize(target) {
    pageErrors.length = 0;
    const anchor = await page.evaluateHandle(() =>
      window.scrollY > 0
        ? document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
        : null,
    );
    try {
      await page.setViewportSize(target);
      size = target;
      const settleStart = Date.now();
      let settled = await settle(page);
      if (settled && (await frameFocus(page, anchor))) settled = await settle(page);
      if (pageErrors.length > 0) return { ok: false, reason: pageErrors.join('; ') };
      return { ok: true, settled, settleMs: Date.now() - settleStart };
    } finally {
      await anchor.dispose();
    }
  }

  /** What the viewport shows: long pages stay out of the baselines (README). */
  const shoot = () => page.screenshot({ animations: 'disabled' });

  return { render, resize, shoot, close: () => context.close() };
}
