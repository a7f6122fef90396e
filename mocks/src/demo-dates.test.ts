import { afterAll, expect, it } from 'vitest';
import { createMockBackend } from './backend.ts';
import './node.ts';
import { moveDemoToToday } from './demo-dates.ts';

const backend = createMockBackend();
afterAll(() => backend.close());

const next = () =>
  backend.fixtures.sql<{ starts_at: Date; anchor: string }>(
    `select min(starts_at) filter (where starts_at > now()) as starts_at,
            private.setting('demo_anchor') as anchor
     from public.departures`,
  );

it("moves the seed's departures to today by whole days, once", async () => {
  const [before] = await backend.fixtures.sql<{ anchor: string }>(
    `select private.setting('demo_anchor') as anchor`,
  );
  const seedAnchor = new Date(before?.anchor ?? '');
  await moveDemoToToday(backend);
  const [moved] = await next();
  const anchor = new Date(moved?.anchor ?? '');
  const days = (anchor.getTime() - seedAnchor.getTime()) / 86_400_000;
  expect(Number.isInteger(days)).toBe(true);
  expect(Date.now() - anchor.getTime()).toBeLessThan(86_400_000);
  expect(Date.now() - anchor.getTime()).toBeGreaterThanOrEqual(0);
  expect(moved?.starts_at.getTime()).toBeGreaterThan(Date.now());

  await moveDemoToToday(backend);
  const [again] = await next();
  expect(again?.anchor).toBe(moved?.anchor);
}, 60_000);
