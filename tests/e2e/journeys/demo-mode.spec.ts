import { expect, heading, test, toast } from '../support/fixtures.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { FIXTURE_IDS, demoSql } from '../support/demo-state.ts';
import { MOCK_SUPABASE_SERVICE_ROLE_KEY } from '../../../mocks/src/config.ts';

const HOME = 'Praias brasileiras e passeios de barco';
/** The demo's prebuilt database, as the build names it. */
const DATABASE_DUMP = /\/assets\/mare-mock-database-[\w-]+\.tar$/;
const STARTING = /Preparando a demonstração/;
const FAILED = /Não foi possível preparar a demonstração/;

test('a slow first start shows its progress over the page, then steps aside', async ({
  page,
  context,
  checkA11y,
}) => {
  // Routed on the context: once active, the service worker fetches the site's files itself.
  await context.route(DATABASE_DUMP, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/');
  const progress = page.getByRole('progressbar', { name: STARTING });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(heading(page, HOME)).toBeVisible();
  await checkA11y();
  await expect(progress).toBeHidden();
  await demoSql(page, 'select 1');
});

test('a start that fails says so with a retry, and the page stays', async ({
  page,
  context,
  checkA11y,
}) => {
  await context.route(DATABASE_DUMP, (route) => route.fulfill({ status: 503, body: 'Busy' }));
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(alert).toBeVisible();
  await expect(heading(page, HOME)).toBeVisible();
  await checkA11y();

  // The page's queries keep retrying, each starting the demo again: the dump stays refused until
  // the retry's reload has begun, or one of them would be booting the database when the reload
  // cuts it off, and the new page would first wait for that tab's worker to let go.
  await Promise.all([
    page.waitForEvent('domcontentloaded'),
    alert.getByRole('button', { name: 'Tentar novamente' }).click(),
  ]);
  await context.unroute(DATABASE_DUMP);
  await expect(heading(page, HOME)).toBeVisible();
  expect(await demoSql(page, 'select 1 as one')).toEqual([{ one: 1 }]);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toHaveCount(0);
});

test('"Restaurar dados de demonstração" asks first, then puts the seed back', async ({
  page,
  checkA11y,
}) => {
  const changed = 'Nome mudado durante a demonstração';
  await page.goto('/');
  await demoSql(page, 'update public.profiles set full_name = $1 where id = $2', [
    changed,
    FIXTURE_IDS.visitor,
  ]);
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Restaurar dados de demonstração' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Restaurar os dados de demonstração?' });
  await expect(dialog).toBeVisible();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Restaurar dados' }).click();
  await expect(
    toast(page, 'Dados de demonstração restaurados. Entre de novo com uma das contas de teste.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = await demoSql<{ full_name: string }>(
    page,
    'select full_name from public.profiles where id = $1',
    [FIXTURE_IDS.visitor],
  );
  expect(rows[0]?.full_name).not.toBe(changed);
  // Kept across a reload: the reset reached IndexedDB.
  await page.reload();
  const again = await demoSql<{ full_name: string }>(
    page,
    'select full_name from public.profiles where id = $1',
    [FIXTURE_IDS.visitor],
  );
  expect(again[0]?.full_name).not.toBe(changed);
});

// A 1×1 PNG.
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

test('a storage link of the demo opens in a new tab of the same browser', async ({
  page,
  context,
  checkA11y,
}) => {
  await page.goto('/');
  const [object] = await demoSql<{ id: string }>(
    page,
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ('avatars', $1, $2::uuid, $2, $3) returning id`,
    [
      `${FIXTURE_IDS.visitor}/pixel.png`,
      FIXTURE_IDS.visitor,
      JSON.stringify({ mimetype: 'image/png', size: 68, contentLength: 68 }),
    ],
  );
  await demoSql(
    page,
    `insert into mock.blobs (object_id, data) values ($1, decode($2, 'base64'))`,
    [object?.id, PIXEL_PNG],
  );
  // The public URL supabase-js gives in demo mode: the site's own origin.
  const link = new URL(
    `/mock-supabase/storage/v1/object/public/avatars/${FIXTURE_IDS.visitor}/pixel.png`,
    page.url(),
  ).href;

  const tab = await context.newPage();
  await tab.goto(link);
  const image = tab.getByRole('img', { name: 'pixel.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // A signed link, asked of the project on the site's own origin as supabase-js does.
  const signed = await page.evaluate(
    async ({ key, path }) => {
      const response = await fetch(`/mock-supabase/storage/v1/object/sign/avatars/${path}`, {
        method: 'POST',
        headers: {
          apikey: key,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ expiresIn: 600 }),
      });
      return ((await response.json()) as { signedURL: string }).signedURL;
    },
    { key: MOCK_SUPABASE_SERVICE_ROLE_KEY, path: `${FIXTURE_IDS.visitor}/pixel.png` },
  );
  await tab.goto(new URL(`/mock-supabase/storage/v1${signed}`, page.url()).href);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // A file that is not there: said in words, with a way home.
  await tab.goto(link.replace('pixel.png', 'sumiu.png'));
  await expect(tab.getByRole('alert')).toHaveText(
    'Este arquivo não existe mais, ou o link já expirou.',
  );
  await expect(tab.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
  const violations = await axeViolations(tab);
  expect(violations, describeViolations(violations)).toEqual([]);
  await checkA11y();
});
