import { describe, expect, test, vi } from 'vitest';
import { startDemoHttpBackend } from '../../../../mocks/src/node.ts';
import { MOCK_SUPABASE_ANON_KEY } from '../../../../mocks/src/index.ts';
import { dataPages } from '../prerender.tsx';
import { readDataPages, type BuildDataSource, type DataPage } from './prerender-plugin.ts';
import type { ProviderDirectoryPage } from '@mare/domain';

const source = (close: () => Promise<void>): BuildDataSource => ({
  url: 'http://127.0.0.1:9',
  key: 'anon',
  close,
});

/** A read that answers only by failing once the build stops waiting. */
const neverAnswers = (_source: unknown, _moment: Date, signal?: AbortSignal) =>
  new Promise<DataPage[]>((_resolve, reject) =>
    signal?.addEventListener('abort', () => reject(new Error('aborted'))),
  );

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sockets and servers open in this process (what would keep a build's process alive). */
const openNetwork = () =>
  process.getActiveResourcesInfo().filter((name) => /^TCP(Server|Socket)Wrap$/.test(name)).length;

describe('the build reading the tour pages from its data source', () => {
  test('a read that never answers is aborted at the timeout, the source closed and the build goes on', async () => {
    const warn = vi.fn();
    const close = vi.fn(() => Promise.resolve());
    let signal: AbortSignal | undefined;
    const pages = await readDataPages(
      {
        dataPages: (...args) => {
          signal = args[2];
          return neverAnswers(...args);
        },
      },
      () => Promise.resolve(source(close)),
      { warn },
      { timeoutMs: 50 },
    );
    expect(pages).toEqual([]);
    expect(signal?.aborted).toBe(true);
    expect(close).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      'prerender: the tour pages are left to the shell: the tour data source timed out after 0.05 s',
    );
  });

  test('a data source slower to start than the timeout is closed once it has started', async () => {
    const warn = vi.fn();
    const close = vi.fn(() => Promise.resolve());
    const read = vi.fn(neverAnswers);
    const pages = await readDataPages(
      { dataPages: read },
      async () => {
        await later(150);
        return source(close);
      },
      { warn },
      { timeoutMs: 50 },
    );
    expect(pages).toEqual([]);
    expect(close).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('the tour data source timed out after 0.05 s'),
    );
  });

  test('a data source that fails to start costs the tour pages, with its reason', async () => {
    const warn = vi.fn();
    const pages = await readDataPages(
      { dataPages: neverAnswers },
      () => Promise.reject(new Error('no project URL or key')),
      { warn },
      { timeoutMs: 1_000 },
    );
    expect(pages).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'prerender: the tour pages are left to the shell: no project URL or key',
    );
  });

  test('a data source that cannot be closed fails the build instead of leaving it running', async () => {
    const started = Date.now();
    await expect(
      readDataPages(
        { dataPages: neverAnswers },
        () => Promise.resolve(source(() => new Promise<void>(() => {}))),
        { warn: vi.fn() },
        { timeoutMs: 50, closeTimeoutMs: 50 },
      ),
    ).rejects.toThrow('prerender: the tour data source did not close within 0.05 s');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("the demo's data source leaves no server or socket open after a read that failed", async () => {
    const before = openNetwork();
    const warn = vi.fn();
    let read = 0;
    const pages = await readDataPages(
      {
        // The real reading, then a failure: what a backend that breaks halfway looks like.
        dataPages: async (...args) => {
          read = (await dataPages(...args)).length;
          // Once the build stops waiting, its client asks nothing more.
          await expect(dataPages(args[0], args[1], AbortSignal.abort())).rejects.toThrow();
          throw new Error('the backend broke');
        },
      },
      async () => {
        const served = await startDemoHttpBackend();
        return { url: served.url, key: MOCK_SUPABASE_ANON_KEY, close: () => served.close() };
      },
      { warn },
    );
    expect(pages).toEqual([]);
    expect(read).toBeGreaterThan(1);
    expect(warn).toHaveBeenCalledWith(
      'prerender: the tour pages are left to the shell: the backend broke',
    );
    // Closed handles leave the process on its next turns: within moments, not at some timeout.
    await vi.waitFor(() => expect(openNetwork()).toBe(before), { timeout: 2_000, interval: 20 });
  });
});

describe('the build reading the providers’ pages', () => {
  test('draws the directory’s first page and the page of every approved provider, with its data', async () => {
    const served = await startDemoHttpBackend();
    try {
      const pages = await dataPages(
        { url: served.url, key: MOCK_SUPABASE_ANON_KEY },
        new Date('2026-11-21T13:30:00Z'),
      );
      const directory = pages.find((page) => page.path === '/prestadores');
      expect(directory?.screen).toEqual(['QueryLayout.tsx', 'ProvidersScreen.tsx']);
      const listed = (directory?.data['provider-directory'] as ProviderDirectoryPage).items;
      expect(listed.map((provider) => provider.slug)).toContain('gabriela-guia-turismo');
      const providerPages = pages.filter((page) => page.path.startsWith('/prestadores/'));
      expect(providerPages.map((page) => page.path).sort()).toEqual(
        listed.map((provider) => `/prestadores/${provider.slug}`).sort(),
      );
      const gabriela = providerPages.find(
        (page) => page.path === '/prestadores/gabriela-guia-turismo',
      );
      expect(gabriela?.screen).toEqual(['QueryLayout.tsx', 'ProviderScreen.tsx']);
      expect(gabriela?.data.provider).toMatchObject({
        business_name: 'Gabriela Guia Turismo',
        services: expect.arrayContaining([
          expect.objectContaining({ title: 'Guia para o Recife de Fora', price: 25_000 }),
        ]),
      });
    } finally {
      await served.close();
    }
  });
});

describe('the build reading a tour’s page', () => {
  test('keeps its reviews’ figures with the tour, for the stars drawn above its photos', async () => {
    const served = await startDemoHttpBackend();
    try {
      const pages = await dataPages(
        { url: served.url, key: MOCK_SUPABASE_ANON_KEY },
        new Date('2026-11-21T13:30:00Z'),
      );
      const escuna = pages.find((page) => page.path === '/passeios/escuna-praias-de-arraial');
      expect(escuna?.data.tour).toMatchObject({ slug: 'escuna-praias-de-arraial' });
      // The seed's reviews of the escuna: the figures the live request answers with.
      const summary = escuna?.data['review-summary'] as {
        rating_count: number;
        rating_avg: number;
      };
      expect(summary.rating_count).toBeGreaterThan(0);
      expect(summary.rating_avg).toBeGreaterThanOrEqual(1);
      expect(summary.rating_avg).toBeLessThanOrEqual(5);
    } finally {
      await served.close();
    }
  });
});
