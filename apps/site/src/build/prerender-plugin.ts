import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Connect, type Logger, type Plugin, type ResolvedConfig } from 'vite';
import type { OutputBundle } from 'rolldown';
import { assemblePage, checkTemplate, fileFor, type PageAssets } from './prerender-html.ts';
import { screenFiles } from './route-preload-plugin.ts';
import { pageDataScript } from '../page-data.ts';
import { pagePath } from '../../../../packages/ui/src/routes.ts';

/** A page rendered at build time: its path and the screen module(s) that draw it. */
export interface PrerenderedPage {
  path: string;
  screen: string | string[];
}

/** Where the build reads the pages' data: the project's URL and its public key. */
export interface DataSource {
  url: string;
  key: string;
}

/** A data source the build may have started for itself: `close` stops it. */
export interface BuildDataSource extends DataSource {
  close?: () => Promise<void>;
}

/** A page drawn from the backend's data, with the data (the server entry's `dataPages`). */
export interface DataPage extends PrerenderedPage {
  data: Readonly<Record<string, unknown>>;
}

/** What the host serves for every path without a file of its own (see README, "Hosting"). */
export const SHELL_FILE = 'shell.html';

interface ServerEntry {
  renderPage(path: string, data?: DataPage['data']): Promise<string>;
  renderShell(): Promise<string>;
  dataPages(source: DataSource, moment: Date, signal?: AbortSignal): Promise<DataPage[]>;
  /** Pages drawn from the moment alone (the blog and its articles): no backend needed. */
  blogPages(moment: Date): DataPage[];
}

/**
 * How long the build waits for the tour pages' data, from starting the data source to its last
 * answer. Unloaded, the demo's source starts in about 1 s (3–6 s when it first builds its database
 * dump) and its reads take 0.2 s; on a shared 2-core machine at load ~20 the same work ran about 10
 * times slower (one first request took 17 s). Twice that worst case.
 */
export const DATA_TIMEOUT_MS = 120_000;

/** How long closing the data source may take (a few ms unloaded) before the build gives up. */
export const CLOSE_TIMEOUT_MS = 15_000;

/** `task`'s result, or a rejection with `message` once `ms` have passed (the timer then cleared). */
async function withTimeout<T>(ms: number, message: string, task: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([task(), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The pages the server entry draws from the backend's data. A backend that fails or does not
 * answer in time costs those pages their prerendering (the shell serves them, as any page), with a
 * warning. Whatever happened, the reading is aborted and the source closed before this returns
 * (one still starting, once started): a source left open (a server, a database) would keep the
 * build's process alive. One that cannot be closed fails the build.
 */
export async function readDataPages(
  server: Pick<ServerEntry, 'dataPages'>,
  dataSource: (() => Promise<BuildDataSource>) | undefined,
  logger: Pick<Logger, 'warn'>,
  { timeoutMs = DATA_TIMEOUT_MS, closeTimeoutMs = CLOSE_TIMEOUT_MS } = {},
): Promise<DataPage[]> {
  if (!dataSource) return [];
  const reading = new AbortController();
  let started: Promise<BuildDataSource> | undefined;
  try {
    return await withTimeout(
      timeoutMs,
      `the tour data source timed out after ${timeoutMs / 1000} s`,
      async () => {
        started = dataSource();
        return server.dataPages(await started, new Date(), reading.signal);
      },
    );
  } catch (error) {
    logger.warn(
      `prerender: the tour pages are left to the shell: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  } finally {
    reading.abort();
    const starting = started;
    if (starting)
      await withTimeout(
        closeTimeoutMs,
        `prerender: the tour data source did not close within ${closeTimeoutMs / 1000} s`,
        async () => {
          // One that failed to start has nothing to close (it cleans up after itself).
          const source = await starting.catch(() => undefined);
          await source?.close?.();
        },
      );
  }
}

/**
 * After the browser build, builds `entry` for Node and writes each page's HTML into the output
 * (`/` → index.html) plus the shell: the page paints before any script runs, and React hydrates
 * it. The page carries its stylesheets inline, so nothing paints unstyled and its first paint
 * waits for no stylesheet request; its scripts start once it has painted.
 */
export function prerenderPlugin({
  entry,
  pages,
  dataSource,
}: {
  entry: string;
  pages: PrerenderedPage[];
  /**
   * Where the pages drawn from the backend's data (the server entry's `dataPages`) read it. If
   * it cannot answer, the build says so and leaves those pages to the shell.
   */
  dataSource?: () => Promise<BuildDataSource>;
}): Plugin {
  let config: ResolvedConfig;
  // Set once the browser build is written; closeBundle runs after a failed build too, and then
  // there is nothing to prerender and the build's own error must stay the one reported.
  let assetsOf: ((page: PrerenderedPage) => PageAssets) | null = null;
  return {
    name: 'mare-prerender',
    apply: (_config, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle: OutputBundle) {
      // Root-relative addresses inside the stylesheets read the same from any page; a relative
      // base would not, so such a build links its stylesheets.
      const styles = new Map<string, string>();
      if (config.base.startsWith('/')) {
        for (const item of Object.values(bundle)) {
          if (item.type === 'asset' && item.fileName.endsWith('.css'))
            styles.set(
              config.base + item.fileName,
              typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source),
            );
        }
      }
      assetsOf = ({ path: page, screen }) => {
        const screens = Array.isArray(screen) ? screen : [screen];
        const files = [...new Set(screens.flatMap((name) => screenFiles(bundle, name)))].map(
          (file) => config.base + file,
        );
        return {
          path: page,
          stylesheets: files.filter((file) => file.endsWith('.css')),
          scripts: files.filter((file) => file.endsWith('.js')),
          styles,
        };
      };
    },
    async closeBundle() {
      const assetsFor = assetsOf;
      if (!assetsFor) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Its own folder per build: two builds at once (the test suites') must not share it, and Node
      // caches modules by URL, so a watch rebuild must not load the previous build's server code.
      const serverDir = path.join(config.cacheDir, `prerender-${process.pid}-${Date.now()}`);
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          root: config.root,
          logLevel: 'warn',
          build: {
            ssr: entry,
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const serverEntry = pathToFileURL(path.join(serverDir, `${path.parse(entry).name}.js`));
        const server = (await import(serverEntry.href)) as ServerEntry;
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        checkTemplate(template);
        await writeFile(
          path.join(outDir, SHELL_FILE),
          assemblePage(template, await server.renderShell()),
        );
        const write = async (page: PageAssets, html: string) => {
          const file = path.join(outDir, fileFor(page.path));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, assemblePage(template, html, page));
        };
        for (const page of pages) await write(assetsFor(page), await server.renderPage(page.path));
        const writeDataPage = async (page: DataPage) => {
          const withData = Object.keys(page.data).length > 0;
          await write(
            {
              ...assetsFor(page),
              dataScript: withData
                ? pageDataScript({ path: page.path, data: page.data })
                : undefined,
            },
            await server.renderPage(page.path, withData ? page.data : undefined),
          );
        };
        // The blog's pages are a speed-up: one that fails to render is left to the shell, with a
        // warning, rather than failing the build (tests/build checks they are there).
        const failed: string[] = [];
        for (const page of server.blogPages(new Date())) {
          try {
            await writeDataPage(page);
          } catch (error) {
            if (failed.length === 0)
              config.logger.warn(
                `prerender: ${page.path} is left to the shell (${String(error instanceof AggregateError ? error.errors[0] : error)})`,
              );
            failed.push(page.path);
          }
        }
        if (failed.length > 1)
          config.logger.warn(`prerender: ${failed.length} blog pages are left to the shell`);
        for (const page of await readDataPages(server, dataSource, config.logger))
          await writeDataPage(page);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
    // `vite preview` serves like the hosts the README describes: a page's own HTML, else the shell.
    configurePreviewServer(server) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        const wantsPage =
          (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url.pathname);
        if (wantsPage) {
          const own = path.join(outDir, fileFor(pagePath(url.pathname)));
          if (own.startsWith(outDir + path.sep) && existsSync(own))
            req.url = `/${path.relative(outDir, own).split(path.sep).join('/')}${url.search}`;
          else if (existsSync(path.join(outDir, SHELL_FILE)))
            req.url = `/${SHELL_FILE}${url.search}`;
        }
        next();
      };
      server.middlewares.use(rewrite);
    },
  };
}
