// Settings shared by the visual scripts. Environment variables override the defaults.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs as sharedChromiumArgs, chromiumPath } from '../support/chromium.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The test build (`storybook build --test --preview-only`) lives in an ignored cache folder.
 * `VISUAL_BUILD_DIR` gives a run its own: a run sharing the folder with another run that rebuilds
 * it midway finds its stories "missing from the build".
 */
export const buildDir = process.env.VISUAL_BUILD_DIR
  ? path.resolve(process.env.VISUAL_BUILD_DIR)
  : path.join(root, 'node_modules/.cache/mare-visual/storybook');
export const baselineDir = path.join(root, 'tests/visual/__baselines__');
export const diffDir = path.join(root, 'tests/visual/__diff__');
export const reportFile = path.join(root, 'tests/.reports/visual.json');

/** Screen sizes; a shot is what the viewport shows (see README: baseline weight). */
export const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The smallest phone the site must work on. */
export const narrowViewport = { width: 320, height: 640 };
/** Story tags (index.json lists them) that change the widths a story is shot at. */
export const tags = {
  /** Also shot at 320 px: the layout's stories. */
  narrow: 'visual-320',
  /** Only phone widths: what it shows (a menu button) does not exist on wide screens. */
  phoneOnly: 'phone-only',
  /**
   * Only phone widths: a story that differs from a sibling shot at every width only in its data
   * (another message in the same alert, another e-mail in the same template), not in layout. It
   * is played and checked with axe exactly as before; only its wide frame, which repeated the
   * sibling's layout with other words, is not taken.
   */
  dataVariant: 'data-variant',
  /**
   * Played and checked at the widest width (play function, axe) but never screenshotted: flows
   * whose last frame depends on real-time timers.
   */
  playOnly: 'no-visual',
  /**
   * Only the widest width: a primitive whose look follows its container, never the screen (no
   * media query, nothing placed against the viewport). Its `Phone` story, a 390 px box, is
   * how it looks on a phone; a 390 px screen would only repeat that.
   */
  oneWidth: 'one-width',
  /**
   * Played again at each width, not played once and resized: its play function checks
   * something that depends on the width (the toaster's 356 px toast, full width on a phone).
   */
  playEachWidth: 'play-each-width',
};
/** Below this width the site lays itself out for phones (--breakpoint-md). */
const phoneBelow = 768;

/**
 * The widths a story is shot at, widest first.
 * @param {{ tags?: string[] }} story
 */
export function viewportsFor(story) {
  const storyTags = story.tags ?? [];
  if (storyTags.includes(tags.playOnly) || storyTags.includes(tags.oneWidth))
    return viewports.slice(0, 1);
  const base =
    storyTags.includes(tags.phoneOnly) || storyTags.includes(tags.dataVariant)
      ? viewports.filter((viewport) => viewport.width < phoneBelow)
      : viewports;
  return storyTags.includes(tags.narrow) ? [...base, narrowViewport] : base;
}

/**
 * The one width a story's axe check runs at: its phone width (as a visitor on a phone sees it;
 * colours and names do not change with the width), else its only one. Once per story keeps the
 * check's cost to one run of axe.
 * @param {{ tags?: string[] }} story
 */
export function axeWidth(story) {
  const widths = viewportsFor(story).map((viewport) => viewport.width);
  return widths.find((width) => width < phoneBelow) ?? widths[0];
}

/**
 * How a story's widths are played: one run of its play function (with axe) at its axe width,
 * then each other width by resizing that page, the way a visitor turns a phone or widens a
 * window. A `play-each-width` or `visual-320` story is played anew at every width.
 * @param {{ tags?: string[] }} story
 * @returns {{ width: number, height: number }[][]} each group: a play, then the resizes
 */
export function playsFor(story) {
  const widths = viewportsFor(story);
  const storyTags = story.tags ?? [];
  // The layout's 320 px stories check in their play functions that each width fits.
  if (storyTags.includes(tags.playEachWidth) || storyTags.includes(tags.narrow))
    return widths.map((width) => [width]);
  const first = axeWidth(story);
  return [
    [
      ...widths.filter((viewport) => viewport.width === first),
      ...widths.filter((viewport) => viewport.width !== first),
    ],
  ];
}

/** Whether a story's frames are compared with baselines (or only played). @param {{ tags?: string[] }} story */
export const isShot = (story) => !(story.tags ?? []).includes(tags.playOnly);

/** Every width some story is shot at, widest first. */
export const allWidths = [...viewports, narrowViewport].map((viewport) => viewport.width);

/** The static server's port: copied links in stories show it, so baselines depend on it. */
export const port = Number(process.env.VISUAL_PORT ?? 6116);

/**
 * Pages working at once; each keeps one Storybook preview open and switches stories in it.
 * On 2 cores: 3 pages left a fifth of the CPU idle (each waits out its quiet period), 4 took the
 * run from 271 to 216 s, 6 gained nothing more.
 */
export const concurrency = Number(process.env.VISUAL_CONCURRENCY ?? 4);
/** Worker threads comparing screenshots that differ from their baseline byte for byte. */
export const compareThreads = Number(process.env.VISUAL_COMPARE_THREADS ?? 1);

/** pixelmatch colour threshold per pixel, and how many pixels may differ beyond it. */
export const threshold = Number(process.env.VISUAL_THRESHOLD ?? 0.1);
export const maxDiffPixels = Number(process.env.VISUAL_MAX_DIFF_PIXELS ?? 0);

/** STORY_NOW of packages/ui/src/storybook: Date starts here for every story. */
export const fixedTime = new Date('2026-11-21T10:30:00-03:00');
export const locale = 'pt-BR';
export const timezoneId = 'America/Sao_Paulo';

/** Limits (ms): a story rendering and playing; the page settling afterwards. */
export const storyTimeoutMs = Number(process.env.VISUAL_STORY_TIMEOUT_MS ?? 30_000);
export const settleTimeoutMs = 5_000;
/** Quiet time (no DOM change, no request) that counts as settled; longer while a request hangs. */
export const quietMs = 150;
export const quietPendingMs = 600;

export { chromiumPath };
/** The shared flags plus what makes pixels repeatable. */
export const chromiumArgs = [
  ...sharedChromiumArgs,
  // Same pixels on every machine kind: no LCD text, sRGB output.
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  // Re-raster whole tiles: a tile patched rect by rect anti-aliases curves (focus-ring corners)
  // a shade differently depending on which rects the page invalidated on its way to the end state.
  '--disable-partial-raster',
];
