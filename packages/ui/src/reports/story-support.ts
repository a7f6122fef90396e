import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { MOCK_SUPABASE_URL } from '@mare/mocks';
import { defaultBackend } from '@mare/mocks/browser';

/** A phone: the reports' Phone stories run at 390 px (`globals: PHONE`). */
export const PHONE_390 = {
  viewport: {
    options: {
      phone390: { name: '390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
} as const;
export const PHONE = { viewport: { value: 'phone390' } };

/**
 * The smallest phone (320 px). A story spreads it and also writes `tags: ['visual-320']` itself
 * (the index reads tags from the story's own text), so the visual run shoots it at 320 px too.
 */
export const SMALL_PHONE_320 = {
  parameters: {
    viewport: {
      options: {
        phone320: { name: '320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone320' } },
};

/** Every amount in reais on the page ("R$ 14.545,00") is on one line, never split. */
export async function expectAmountsWhole(canvasElement: HTMLElement) {
  const document = canvasElement.ownerDocument;
  const walker = document.createTreeWalker(canvasElement, NodeFilter.SHOW_TEXT);
  let amounts = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const amount of (node.textContent ?? '').matchAll(/[−-]?R\$\s[\d.]+,\d\d/g)) {
      const range = document.createRange();
      range.setStart(node, amount.index);
      range.setEnd(node, amount.index + amount[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
      await expect(lines.size, `"${amount[0]}" is split across lines`).toBeLessThanOrEqual(1);
      amounts += 1;
    }
  }
  await expect(amounts, 'no amount on the page').toBeGreaterThan(0);
}

/**
 * Nothing scrolls sideways: the page fits its width, and so does every scrolling region (a
 * table's) and every open dialog.
 */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const document = canvasElement.ownerDocument;
  const page = document.documentElement;
  await expect(page.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(page.clientWidth);
  for (const box of document.querySelectorAll('[role="region"], [role="dialog"]')) {
    await expect(
      box.scrollWidth,
      `${box.getAttribute('aria-label') ?? box.id} scrolls sideways`,
    ).toBeLessThanOrEqual(box.clientWidth);
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
  }
}

/** The StatCard of one KPI (its <dl>), once the list of indicators is there. */
export async function kpiCard(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  const list = await within(canvasElement).findByRole(
    'list',
    { name: 'Indicadores' },
    { timeout: 10_000 },
  );
  const card = within(list).getByText(label, { selector: 'dt' }).closest('dl');
  if (!card) throw new Error(`no card for ${label}`);
  return card;
}

/** The database refusing a report function to the caller (42501 → 403). */
export const refusedRpc = (name: string) =>
  http.post(`${MOCK_SUPABASE_URL}/rest/v1/rpc/${name}`, () =>
    Response.json(
      { code: '42501', message: 'permission denied', details: null, hint: null },
      { status: 403 },
    ),
  );

/** Runs SQL on the story's mock database (reset from the seed before every story). */
export async function plantSql(sql: string): Promise<void> {
  const database = await defaultBackend.database();
  await database.exec(sql);
}

/**
 * `count` more paid bookings on tomorrow's escuna (Vera's), sold every four hours from 1 November
 * 2026: a long list for the report's paging and CSV.
 */
export const manySalesSql = (count: number) => `
  insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count,
    contact_name, subtotal, boarding_fees, total, created_at, purchased_at, confirmed_at)
  select 'W' || translate(lpad(g::text, 5, '0'), '01', 'XY'),
    'd0000000-0000-4000-8000-000100000011', '00000000-0000-4000-8000-000000000006', 'confirmed',
    at + interval '30 minutes', 1, 'Comprador ' || g, 10000, 1000, 11000, at, at, at
  from generate_series(1, ${count}) g,
    lateral (select '2026-11-01T08:00:00-03:00'::timestamptz + g * interval '4 hours' as at) t;
  insert into public.payments (booking_id, provider, txid, amount, expires_at, status, paid_at, created_at)
  select b.id, 'demo', 'LONG' || b.code, b.total, b.hold_expires_at, 'paid', b.purchased_at, b.purchased_at
  from public.bookings b where b.contact_name like 'Comprador %';`;

/** A few audit entries, as the server functions write them. */
export const auditEntriesSql = `
  insert into public.audit_logs (actor_id, action, target, details, created_at) values
    ('00000000-0000-4000-8000-000000000002', 'user.block', 'users/00000000-0000-4000-8000-00000020b002', '{"before":{"status":"active"},"after":{"status":"blocked","reason":"Chargeback repetido no Pix"}}', '2026-11-21T09:20:00-03:00'),
    ('00000000-0000-4000-8000-000000000002', 'tour.review', 'tours/70a00000-0000-4000-8000-000000000007', '{"before":{"status":"in_review"},"after":{"status":"published"}}', '2026-11-21T09:10:00-03:00'),
    ('00000000-0000-4000-8000-000000000002', 'boat.review', 'boats/b0a70000-0000-4000-8000-000000000002', '{"before":{"verification":"pending"},"after":{"verification":"approved"}}', '2026-11-21T09:05:00-03:00'),
    ('00000000-0000-4000-8000-000000000003', 'departure.cancel', 'departures/d0000000-0000-4000-8000-000600000011', '{"reason":"Mar fechado"}', '2026-11-21T08:30:00-03:00'),
    ('00000000-0000-4000-8000-000000000006', 'admin_access_denied', '/admin/users', '{}', '2026-11-20T18:00:00-03:00');`;
