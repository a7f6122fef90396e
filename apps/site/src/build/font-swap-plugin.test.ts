import { describe, expect, it } from 'vitest';
import { FONT_CACHED_KEY, fontSwapPlugin, fontSwapScript } from './font-swap-plugin.ts';

const FONT = '/assets/inter-latin-wght-normal-abc.woff2';

/** Runs the inline script against a page: its <html>, storage, load event and font loading. */
function visit({
  stored,
  storage = 'works',
  font = 'loads',
  paintReported = false,
}: {
  stored?: string;
  storage?: 'works' | 'refused';
  font?: 'loads' | 'fails';
  /** A visible tab in a browser that reports its first contentful paint. */
  paintReported?: boolean;
}) {
  const attributes = new Map<string, string>();
  const saved = new Map<string, string>(stored ? [[FONT_CACHED_KEY, stored]] : []);
  const requested: string[] = [];
  let onLoad: (() => void) | undefined;
  // Animation frames run only when the test says a frame is painted; timers when it says so.
  let frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  type PaintList = { getEntriesByName: (name: string) => unknown[] };
  let onPaint: ((list: PaintList) => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: PaintList, observer: PaintObserver) => void) {
      onPaint = (list) => callback(list, this);
    }
    observe() {}
    disconnect() {
      onPaint = undefined;
    }
  }
  const reporting = paintReported
    ? {
        PerformanceObserver: PaintObserver,
        setTimeout: (callback: () => void) => timers.push(callback),
      }
    : {};
  const page = {
    ...reporting,
    document: {
      visibilityState: paintReported ? 'visible' : undefined,
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
      },
      fonts: {
        load: (face: string) => {
          requested.push(face);
          return font === 'loads' ? Promise.resolve([]) : Promise.reject(new Error('network'));
        },
      },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  const storageArea = {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => saved.set(key, value),
  };
  // The page's globals; a browser that refuses storage throws on reading `localStorage`.
  const scope = {
    ...page,
    get localStorage() {
      if (storage === 'refused') throw new DOMException('refused', 'SecurityError');
      return storageArea;
    },
  };
  const paint = () => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback());
  };
  new Function('scope', `with (scope) { ${fontSwapScript(FONT, 'Inter Variable')} }`)(scope);
  return {
    attribute: () => attributes.get('data-font'),
    saved,
    requested,
    /** The load event, then two painted frames. */
    load: async () => {
      onLoad?.();
      for (let frame = 0; frame < 2; frame += 1) paint();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    fireLoad: () => onLoad?.(),
    paint,
    /** The browser reports the first contentful paint. */
    reportPaint: () =>
      onPaint?.({
        getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []),
      }),
    runTimers: () => timers.splice(0).forEach((callback) => callback()),
    waitsForLoad: () => onLoad !== undefined,
  };
}

describe('fontSwapScript', () => {
  it('paints a first visit in the fallback and fetches Inter only after the load event', async () => {
    const page = visit({});
    expect(page.attribute()).toBe('later');
    expect(page.requested).toEqual([]);
    await page.load();
    expect(page.requested).toEqual(['1em "Inter Variable"']);
    expect(page.attribute()).toBeUndefined();
    expect(page.saved.get(FONT_CACHED_KEY)).toBe(FONT);
  });

  it('where the paint is not reported, waits for a painted frame after the load event', () => {
    const page = visit({});
    page.fireLoad();
    expect(page.requested).toEqual([]);
    page.paint();
    expect(page.requested).toEqual([]);
    page.paint();
    expect(page.requested).toEqual(['1em "Inter Variable"']);
  });

  it('where the first paint is reported, fetches Inter once the page has loaded and painted', () => {
    const loadedFirst = visit({ paintReported: true });
    loadedFirst.fireLoad();
    expect(loadedFirst.requested).toEqual([]);
    loadedFirst.reportPaint();
    expect(loadedFirst.requested).toEqual(['1em "Inter Variable"']);
    loadedFirst.runTimers();
    expect(loadedFirst.requested).toHaveLength(1);

    const paintedFirst = visit({ paintReported: true });
    paintedFirst.reportPaint();
    expect(paintedFirst.requested).toEqual([]);
    paintedFirst.fireLoad();
    expect(paintedFirst.requested).toEqual(['1em "Inter Variable"']);
  });

  it('does not wait more than 3 s after the load event for a paint that is never reported', () => {
    const page = visit({ paintReported: true });
    page.fireLoad();
    expect(page.requested).toEqual([]);
    page.runTimers();
    expect(page.requested).toEqual(['1em "Inter Variable"']);
  });

  it('sets a later visit in Inter from the first paint when this very file was loaded before', () => {
    const page = visit({ stored: FONT });
    expect(page.attribute()).toBeUndefined();
    expect(page.waitsForLoad()).toBe(false);
  });

  it('treats a visit that loaded another build’s font file as a first one', () => {
    const page = visit({ stored: '/assets/inter-latin-wght-normal-old.woff2' });
    expect(page.attribute()).toBe('later');
  });

  it('still swaps to Inter when storage is refused, and remembers nothing', async () => {
    const page = visit({ storage: 'refused' });
    expect(page.attribute()).toBe('later');
    await page.load();
    expect(page.attribute()).toBeUndefined();
    expect(page.saved.size).toBe(0);
  });

  it('keeps the fallback readable when the font cannot load, and does not remember it', async () => {
    const page = visit({ font: 'fails' });
    await page.load();
    expect(page.attribute()).toBeUndefined();
    expect(page.saved.has(FONT_CACHED_KEY)).toBe(false);
  });
});

describe('fontSwapPlugin', () => {
  const plugin = fontSwapPlugin({ pattern: /inter-latin-wght-normal-\w+\.woff2$/, family: 'X' });
  const transform = (html: string, files: string[]) => {
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, context: { bundle: Record<string, unknown> }) => string;
    };
    return hook.handler(html, { bundle: Object.fromEntries(files.map((file) => [file, {}])) });
  };
  const html =
    '<head>\n<meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n<link rel="stylesheet" href="/a.css">';

  it('puts the script after the viewport meta and before any stylesheet, naming the built file', () => {
    const out = transform(html, ['assets/inter-latin-wght-normal-abc.woff2', 'assets/x.js']);
    const script = out.indexOf('<script>');
    expect(script).toBeGreaterThan(out.indexOf('name="viewport"'));
    expect(script).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(out).toContain('"/assets/inter-latin-wght-normal-abc.woff2"');
  });

  it('fails the build when no built font matches', () => {
    expect(() => transform(html, ['assets/x.js'])).toThrow(/no built \.woff2 matches/);
  });
});
