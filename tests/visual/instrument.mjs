/* global window, document, MutationObserver -- this module's function runs in the page */
// Runs inside the Storybook preview before any of its scripts (Playwright init script).
// It records Storybook's channel events, counts fetches and DOM mutations so the capture
// knows when a story is done and quiet, seeds randomness per story, and injects CSS that
// stops motion and the caret. Keep it self-contained: Playwright serialises the function.

/** CSS that ends every animation and transition at once (sonner's toasts too) and hides the caret. */
export const stillCss = `
*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition-delay: 0s !important;
  transition-duration: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * @typedef {{ finished: string, playThrew: string, unhandled: string, errored: string,
 *   threw: string, missing: string }} EventNames
 * @typedef {{ storyId: string | null, finished: boolean, status: string | null,
 *   errors: string[], mutations: number, requests: number, pending: number }} VisualState
 * @typedef {{ state: VisualState, begin: (storyId: string, seed: number) => void }} VisualApi
 */

/** @param {{ css: string, events: EventNames }} options */
export function instrument({ css, events }) {
  /** @type {VisualState} */
  const state = {
    storyId: null,
    finished: false,
    status: null,
    errors: [],
    mutations: 0,
    requests: 0,
    pending: 0,
  };
  // Requests belong to the story that started them: a never-answering request of an earlier
  // story (a loading-state story) must not keep the next one "busy".
  let generation = 0;

  // mulberry32: Math.random and crypto's random values replay the same sequence per story.
  let seed = 1;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  Math.random = random;
  /** @template {ArrayBufferView | null} T @param {T} array @returns {T} */
  const getRandomValues = (array) => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(random() * 256);
    }
    return array;
  };
  crypto.getRandomValues = getRandomValues;
  crypto.randomUUID = () => {
    const b = getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    return /** @type {`${string}-${string}-${string}-${string}-${string}`} */ (
      `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    );
  };
  // Storybook's element highlighter (the a11y panel's) is never used here, yet once set up it
  // scans every element's computed style after each DOM change: about 5% of the page's script
  // time.
  /** @type {{ __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean }} */ (
    /** @type {unknown} */ (window)
  ).__STORYBOOK_HIGHLIGHT_INITIALIZED = true;

  /** @type {VisualApi} */
  const api = {
    state,
    begin(storyId, storySeed) {
      Object.assign(state, { storyId, finished: false, status: null, errors: [], pending: 0 });
      generation += 1;
      seed = storySeed;
    },
  };
  Object.defineProperty(window, '__visual', { value: api });

  /** @param {unknown} error */
  const describe = (error) => {
    if (!error || typeof error !== 'object') return String(error);
    const { name, message, title, description } = /** @type {Record<string, unknown>} */ (error);
    return [name ?? title, message ?? description].filter(Boolean).join(': ');
  };
  /**
   * @typedef {{ id: string, impact?: string | null, help: string,
   *   nodes: { target: unknown[] }[] }} AxeViolation
   * @param {AxeViolation} violation
   */
  const axeLine = ({ id, impact, help, nodes }) => {
    const targets = nodes.slice(0, 3).map((node) => node.target.join(' '));
    const more = nodes.length > 3 ? ` and ${nodes.length - 3} more` : '';
    return `axe ${id} (${impact ?? 'no impact'}): ${help} — ${targets.join(', ')}${more}`;
  };
  /** @param {string} text */
  const fail = (text) => {
    state.errors.push(text);
    state.finished = true;
  };

  // The preview publishes its channel on this global: hook the channel when it is assigned.
  const hooked = new WeakSet();
  /** @type {unknown} */
  let current;
  /** @param {{ on?: (name: string, listener: (payload: never) => void) => void }} channel */
  const hook = (channel) => {
    if (!channel || typeof channel.on !== 'function' || hooked.has(channel)) return;
    hooked.add(channel);
    channel.on(
      events.finished,
      (/** @type {{ storyId?: string, status?: string, reporters?: unknown[] }} */ payload) => {
        if (payload?.storyId && payload.storyId !== state.storyId) return;
        // The a11y addon ran axe after the play function: a failed report names each violation.
        for (const report of payload?.reporters ?? []) {
          const { type, status, result } = /** @type {{ type?: string, status?: string,
            result?: { violations?: AxeViolation[], error?: unknown } }} */ (report ?? {});
          if (type !== 'a11y' || status !== 'failed') continue;
          if (result?.error) state.errors.push(`axe could not run: ${describe(result.error)}`);
          for (const violation of result?.violations ?? []) state.errors.push(axeLine(violation));
        }
        state.status = payload?.status ?? 'success';
        state.finished = true;
      },
    );
    channel.on(events.playThrew, (/** @type {unknown} */ e) =>
      state.errors.push(`play function threw: ${describe(e)}`),
    );
    channel.on(events.unhandled, (/** @type {unknown[]} */ list) =>
      state.errors.push(`unhandled errors while playing: ${list.map(describe).join('; ')}`),
    );
    channel.on(events.errored, (/** @type {unknown} */ e) => fail(`story errored: ${describe(e)}`));
    channel.on(events.threw, (/** @type {unknown} */ e) => fail(`story threw: ${describe(e)}`));
    channel.on(events.missing, () => fail('story is missing from the build'));
  };
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (value) => {
      current = value;
      hook(value);
    },
  });

  // Requests in flight: the page is not settled while data is still arriving. A request belongs
  // to the story that started it: once that story has ended, its answer or failure is never
  // delivered, so the ended story's code never runs again in a later story. Chromium gives up on
  // a service worker's fetch after 5 minutes: a scenario's never-answering sign-in failed then,
  // and the ended form's "Não foi possível conectar ao servidor" toast showed in whatever story
  // the page held. Requests from before the first story (the preview booting) are shared: kept.
  const nativeFetch = window.fetch;
  window.fetch = function (...args) {
    const mine = generation;
    const current = () => mine === 0 || mine === generation;
    state.requests += 1;
    state.pending += 1;
    return new Promise((resolve, reject) => {
      /** @param {() => void} deliver */
      const settle = (deliver) => {
        if (!current()) return;
        state.requests += 1;
        if (mine === generation) state.pending -= 1;
        deliver();
      };
      nativeFetch.apply(this, args).then(
        (response) => settle(() => resolve(response)),
        (/** @type {unknown} */ error) => settle(() => reject(error)),
      );
    });
  };

  new MutationObserver(() => (state.mutations += 1)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });

  // Readiness turns "interactive" before module scripts run, so the CSS is in before any render.
  const style = document.createElement('style');
  style.textContent = css;
  const inject = () => (document.head ?? document.documentElement).appendChild(style);
  if (document.documentElement) inject();
  else document.addEventListener('readystatechange', inject, { once: true });
}
