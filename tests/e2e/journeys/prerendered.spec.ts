import type { APIRequestContext, Page } from '@playwright/test';
import { expect, header, heading, test } from '../support/fixtures.ts';

const HOME = 'Praias brasileiras e passeios de barco';
const ESCUNA = 'Passeio de escuna pelas praias de Arraial do Cabo';
const ESCUNA_PATH = '/passeios/escuna-praias-de-arraial';

/** Errors the page reported: React reports a failed hydration through them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('before any script has run', () => {
  // The site's scripts never arrive (axe, injected by the test, still runs).
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('the home and sign-in pages are readable before any script runs', async ({
    page,
    checkA11y,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(heading(page, HOME)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Ilustração de / })).toHaveCount(5);
    await expect(page.getByRole('img', { name: /^Ilustração de / }).first()).toBeVisible();
    // The beach illustrations come inside the page: no request of their own before it paints.
    expect(pictures.filter((picture) => picture.startsWith('/images/beaches/'))).toEqual([]);
    // So does the icon: no connection of its own while the page paints.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      /^data:image\/svg\+xml,%3Csvg/,
    );
    await expect(page.getByRole('link', { name: 'Ler o blog' })).toHaveAttribute('href', '/blog');
    // Its stylesheets come inline: the first paint waits for no request but the page's own.
    await expect(page.locator('style')).not.toHaveCount(0);
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    await checkA11y();

    await page.goto('/auth/signin');
    await expect(heading(page, 'Entrar')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
    await checkA11y();
  });

  test('the tour listing and the tour pages are readable before any script runs', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/passeios');
    await expect(heading(page, 'Passeios de barco')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Passeios' }).getByRole('article');
    await expect(cards).toHaveCount(6);
    const escuna = cards.filter({ hasText: ESCUNA });
    await expect(escuna.getByRole('link', { name: ESCUNA })).toHaveAttribute('href', ESCUNA_PATH);
    await expect(escuna).toContainText('Taxa de embarque incluída');
    // The seats the build saw are old: the card waits for the live ones.
    await expect(escuna.getByText('Carregando a próxima saída...')).toBeAttached();
    // The photos are lazy; only screens that show the first row at once preload its photos.
    await expect(cards.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
    const preloads = page.locator('link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(3);
    for (const link of await preloads.all())
      await expect(link).toHaveAttribute('media', '(min-width: 768px)');
    await expect(preloads.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(preloads.nth(1)).not.toHaveAttribute('fetchpriority');
    // The card and its preload name the same file, the photo's 800 px copy.
    const firstPhoto = cards.getByRole('img').first();
    await expect(firstPhoto).toHaveAttribute('src', /-800w\.webp$/);
    await expect(preloads.first()).toHaveAttribute(
      'href',
      (await firstPhoto.getAttribute('src')) ?? '',
    );
    await checkA11y();

    await page.goto(ESCUNA_PATH);
    await expect(heading(page, ESCUNA)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Roteiro', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Ilustração de Praia do Forno/ }).first(),
    ).toBeVisible();
    await expect(page.getByText(/art\. 49/)).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    await checkA11y();
  });
});

/** The first article the prerendered blog links to (one of the articles the build prerendered). */
async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/blog')).text();
  const path = /href="(\/blog\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!path) throw new Error('the prerendered blog links to no article');
  return path;
}

test('every prerendered page carries its content in place, not behind a loading fallback', async ({
  request,
}) => {
  const article = await firstArticlePath(request);
  for (const path of ['/', '/auth/signin', '/passeios', ESCUNA_PATH, '/blog', article]) {
    const html = await (await request.get(path)).text();
    expect(html.includes('data-prerendered='), `${path} is prerendered`).toBe(true);
    // A pending Suspense boundary paints "Carregando..." until a script reveals the content.
    expect(html.includes('<!--$?-->'), `${path} holds its content back`).toBe(false);
  }
});

test('a prerendered tour page hydrates without errors and shows the live departures', async ({
  page,
  checkA11y,
}) => {
  const errors = collectErrors(page);
  await page.goto(ESCUNA_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', ESCUNA_PATH);
  await expect(heading(page, ESCUNA)).toBeVisible();
  // From the demo database in the browser, never from the build.
  const departures = page.getByRole('group', { name: 'Escolha a data e o horário' });
  await expect(departures.getByRole('radio', { checked: true })).toHaveCount(1, {
    timeout: 45_000,
  });
  await expect(page.getByRole('button', { name: 'Escolher lugares' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/passeios\/escuna/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await checkA11y();
  expect(errors).toEqual([]);
});

test("the prerendered listing applies the URL's filters once hydrated, without errors", async ({
  page,
  checkA11y,
}) => {
  const errors = collectErrors(page);
  await page.goto('/passeios?praia=praia-do-forno&ordem=menor-preco');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '/passeios');
  const cards = page.getByRole('list', { name: 'Passeios' }).getByRole('article');
  await expect(cards).toHaveCount(2, { timeout: 45_000 });
  await expect(cards.first().getByRole('heading')).toHaveText(ESCUNA);
  await expect(
    page.getByRole('status').filter({ hasText: 'Mostrando 2 de 6 passeios' }),
  ).toBeVisible();
  await expect(page.getByLabel('Ordenar por', { exact: true })).toHaveValue('menor-preco');
  // Live seats, not the build's.
  await expect(cards.first().getByText('Carregando a próxima saída...')).toHaveCount(0);
  await checkA11y();
  expect(errors).toEqual([]);
});

/** How the page's text was set when its HTML had been read, and when Inter was fetched. */
async function fontStart(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-font', /./);
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(entry.name));
    return {
      atStart: (window as unknown as { mareFontAtStart?: string | null }).mareFontAtStart,
      fetchedAfterLoad: font ? font.startTime >= navigation.loadEventStart : undefined,
      inter: document.fonts.check('1em "Inter Variable"'),
    };
  });
}

test('the prerendered home page hydrates without errors and works', async ({ page, checkA11y }) => {
  const errors = collectErrors(page);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { mareFontAtStart?: string | null }).mareFontAtStart =
        document.documentElement.getAttribute('data-font');
    }),
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '/');
  // A first visit paints in the fallback and fetches Inter only after the page has loaded; once
  // the browser has the file, a visit sets text in Inter from the first paint.
  expect(await fontStart(page)).toEqual({ atStart: 'later', fetchedAfterLoad: true, inter: true });
  await page.reload();
  expect(await fontStart(page)).toMatchObject({ atStart: null, inter: true });
  // Rendered only after hydration: they depend on the day and on the site's address.
  await expect(
    page.getByRole('heading', { level: 3 }).filter({ hasText: /./ }).first(),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  // The script carries no beach picture: hydration reads them back from the page, fetching none.
  await expect(page.getByRole('img', { name: /^Ilustração de / }).first()).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml,/,
  );
  expect(pictures.filter((picture) => picture.startsWith('/images/beaches/'))).toEqual([]);
  await checkA11y();
  await page.getByRole('link', { name: 'Ler o blog' }).click();
  await expect(heading(page, 'Blog de praias')).toBeVisible();
  await checkA11y();
  expect(errors).toEqual([]);
});

test('the prerendered blog and article hydrate without errors and load the backend only for the guides below the article', async ({
  page,
  request,
  checkA11y,
}) => {
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  /** Past the moment the site would have loaded the backend unasked (idle after load). */
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
    );
    await page.waitForLoadState('networkidle');
  };

  await page.goto('/blog');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '/blog');
  await expect(heading(page, 'Blog de praias')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  await expect(
    page.getByRole('list', { name: 'Artigos' }).getByRole('article').first(),
  ).toBeVisible();
  await settle();
  // Nobody is signed in: the header says so without the backend.
  await expect(header(page).getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  await checkA11y();

  const article = await firstArticlePath(request);
  await page.goto(article);
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', article);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${article}$`),
  );
  // Drawn once hydrated: today's articles depend on the visitor's day.
  await expect(page.getByRole('heading', { name: 'Leia também', level: 2 })).toBeVisible();
  await settle();
  await expect(header(page).getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  await checkA11y();

  // supabase-js (or the demo backend) comes in the backend chunk: never asked for while reading.
  const backendChunks = () =>
    scripts.filter((script) => /\/assets\/backend-[\w-]+\.js$/.test(script));
  expect(backendChunks()).toEqual([]);

  // The beach's guides below the article need it: it loads once the visitor comes near them.
  await page.getByRole('heading', { name: 'Leia também', level: 2 }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: /^Guias e serviços em /, level: 2 })).toBeVisible({
    timeout: 30_000,
  });
  expect(backendChunks()).not.toEqual([]);
  await checkA11y();
  expect(errors).toEqual([]);
});

test('what a person types before the page has hydrated is kept', async ({ page, checkA11y }) => {
  const errors = collectErrors(page);
  // A slow connection: the scripts arrive well after the form is on screen.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The document is complete only once its module scripts have run.
  await page.goto('/auth/signin', { waitUntil: 'commit' });
  const email = page.getByLabel('Email', { exact: true });
  const submit = page.getByRole('button', { name: 'Entrar', exact: true });
  await email.fill('marina.duarte@mare.example');
  // Submitting natively would put the fields into the URL: the button waits for the scripts.
  await expect(submit).toBeDisabled();
  releaseScripts();

  await expect(submit).toBeEnabled();
  await expect(email).toHaveValue('marina.duarte@mare.example');
  await submit.click();
  // The form validates in the browser, and it has the email typed before hydration.
  await expect(page.getByText('Informe sua senha.')).toBeVisible();
  await expect(page.getByText('Informe seu email.')).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('marina.duarte@mare.example');
  await checkA11y();
  expect(errors).toEqual([]);
});

test('a prerendered page keeps its content while its screen arrives after the session check', async ({
  page,
  checkA11y,
}) => {
  const errors = collectErrors(page);
  // Counts the idle tasks run (the signed-out session check is one), and notes whether the
  // page's heading ever leaves once drawn: React replacing the page with its loading fallback.
  await page.addInitScript(() => {
    const watch = { idleTasks: 0, headingLost: false };
    Object.assign(window, { __startup: watch });
    const request = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (task, options) =>
      request((deadline) => {
        task(deadline);
        watch.idleTasks += 1;
      }, options);
    let drawn = false;
    new MutationObserver(() => {
      if (document.querySelector('main h1')) drawn = true;
      else if (drawn) watch.headingLost = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const watched = () =>
    page.evaluate(
      () =>
        (window as unknown as { __startup: { idleTasks: number; headingLost: boolean } }).__startup,
    );
  // A loaded machine or a slow connection: the sign-in screen's code comes late.
  let releaseScreen = () => {};
  const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
  await page.route(/\/assets\/SignInScreen-[\w-]+\.js$/, async (route) => {
    await screenHeld;
    await route.continue();
  });
  await page.goto('/auth/signin', { waitUntil: 'domcontentloaded' });
  await expect(heading(page, 'Entrar')).toBeVisible();
  // The session check has run (nobody signed in) before the screen's code arrives.
  await expect.poll(async () => (await watched()).idleTasks).toBeGreaterThan(0);
  releaseScreen();
  await expect(header(page).getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  expect((await watched()).headingLost, 'the heading left the page while it started').toBe(false);
  await checkA11y();
  expect(errors).toEqual([]);
});
