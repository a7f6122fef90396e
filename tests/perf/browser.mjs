// Loads pages in Chromium and records what they fetch, log and render.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
}

/**
 * Opens `page` in a fresh context. Requests for the URL paths in `hold` are never answered, which
 * tells whether the page renders without them. Without `hold`, waits for load and network idle.
 * @returns {Promise<{ rendered: boolean, requests: object[], errors: string[] }>}
 */
export async function observePage(
  browser,
  baseUrl,
  page,
  { hold = new Set(), timeout = 8000 } = {},
) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const origin = new URL(baseUrl).origin;
  const requests = [];
  const errors = [];
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`console.${message.type()}: ${message.text()}`);
  });
  tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  tab.on('requestfinished', async (request) => {
    // A request that ends as the context closes has no answer to read any more: not counted.
    const response = await request.response().catch(() => undefined);
    if (response !== undefined) requests.push(describe(request, origin, response?.status() ?? 0));
  });
  tab.on('requestfailed', (request) => {
    if (!hold.has(new URL(request.url()).pathname))
      requests.push({ ...describe(request, origin, 0), failure: request.failure()?.errorText });
  });
  if (hold.size > 0)
    await tab.route(
      (url) => hold.has(url.pathname),
      () => {}, // never answered: the page has to do without it
    );

  let rendered = false;
  try {
    await tab.goto(baseUrl + page.path, { waitUntil: hold.size > 0 ? 'domcontentloaded' : 'load' });
    if (hold.size === 0) await tab.waitForLoadState('networkidle');
    await tab.locator(page.ready).first().waitFor({ state: 'visible', timeout });
    if (page.hydrated)
      await tab.locator(page.hydrated).first().waitFor({ state: 'attached', timeout });
    rendered = true;
  } catch (error) {
    if (hold.size === 0) errors.push(`not rendered: ${error.message.split('\n')[0]}`);
  }
  await context.close();
  return { rendered, requests, errors };
}

function describe(request, origin, status) {
  const url = new URL(request.url());
  return {
    path: url.origin === origin ? url.pathname : url.href,
    sameOrigin: url.origin === origin,
    type: request.resourceType(),
    status,
  };
}
