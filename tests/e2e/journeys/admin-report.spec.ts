import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseCsv } from '../../../packages/domain/src/csv/csv.ts';
import { FIXTURE_PASSWORD, submitSignIn } from '../support/actions.ts';
import { expect, heading, test } from '../support/fixtures.ts';

/** The fixtures' own moment: the demo keeps them where they are, and "Este mês" is November 2026. */
const FIXTURE_NOW = new Date('2026-11-21T10:30:00-03:00');

/** "R$ 14.325,00" → 1432500. */
const cents = (text: string) => {
  const match = /(-?)R\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount in reais: ${text}`);
  const value = Number(`${match[2]?.replaceAll('.', '')}${match[3]}`);
  return match[1] === '-' ? -value : value;
};
/** "1234,05" (a CSV cell) → 123405. */
const csvCents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

const kpi = async (page: Page, label: string) =>
  (await page
    .getByRole('list', { name: 'Indicadores' })
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first()
    .textContent()) ?? '';

test("the admin exports the month's sales CSV, whose totals equal the report's KPIs", async ({
  page,
  checkA11y,
}) => {
  await page.clock.setFixedTime(FIXTURE_NOW);
  await page.goto('/admin/login');
  await expect(heading(page, 'Administração')).toBeVisible();
  await checkA11y();
  await submitSignIn(page, 'admin@mare.example', FIXTURE_PASSWORD, 'Entrar na administração');
  await expect(heading(page, 'Painel administrativo')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Receita bruta por dia' })).toBeVisible();
  await checkA11y();

  await page.getByRole('link', { name: 'Relatório de vendas', exact: true }).click();
  await expect(heading(page, 'Relatório de vendas')).toBeVisible();
  await expect(page.getByLabel('Período', { exact: true })).toHaveValue('este-mes');
  await expect(page.getByText('De 01/11/2026 a 30/11/2026 (horário de Brasília)')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Reservas vendidas \(\d+\)$/ })).toBeVisible();
  await checkA11y();

  const shown = {
    gross: cents(await kpi(page, 'Receita bruta')),
    fee: cents(await kpi(page, 'Taxa da plataforma')),
    refunds: cents(await kpi(page, 'Reembolsos')),
    net: cents(await kpi(page, 'Líquido (repasse aos donos)')),
    bookings: Number(await kpi(page, 'Reservas')),
  };
  // The seed's November, as the database computes it (supabase/tests/sales-figures.test.ts
  // checks the same figures against an independent reckoning).
  expect(shown).toEqual({
    gross: 1432500,
    fee: 120100,
    refunds: 149500,
    net: 1162900,
    bookings: 10,
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('vendas-2026-11-01-a-2026-11-30.csv');
  const path = await download.path();
  const bytes = await readFile(path);
  // UTF-8 with a byte-order mark, for Excel in pt-BR.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.toString('utf8'));
  const [header, ...lines] = rows;
  expect(header?.slice(-4)).toEqual([
    'Bruto (R$)',
    'Taxa da plataforma (R$)',
    'Reembolsos (R$)',
    'Líquido (R$)',
  ]);
  const total = lines.at(-1) ?? [];
  const sales = lines.slice(0, -1);
  expect(total[0]).toBe('Total');
  expect(sales).toHaveLength(shown.bookings);
  const column = (index: number) =>
    sales.reduce((sum, line) => sum + csvCents(line.at(index) ?? ''), 0);
  expect({
    gross: csvCents(total.at(-4) ?? ''),
    fee: csvCents(total.at(-3) ?? ''),
    refunds: csvCents(total.at(-2) ?? ''),
    net: csvCents(total.at(-1) ?? ''),
    bookings: sales.length,
  }).toEqual(shown);
  expect([column(-4), column(-3), column(-2), column(-1)]).toEqual([
    shown.gross,
    shown.fee,
    shown.refunds,
    shown.net,
  ]);
});
