import type { MockBackend } from './backend.ts';

/**
 * The seed's departures and bookings sit around a fixed day (stories and tests see them there);
 * a demo moves them to today, by whole days, so its tours are always ahead of the visitor. A
 * database already moved today stays as it is.
 */
export async function moveDemoToToday(backend: MockBackend): Promise<void> {
  await backend.fixtures.sql(
    `select private.rebase_demo_dates(a + floor(extract(epoch from now() - a) / 86400) * interval '1 day')
     from (select private.setting('demo_anchor')::timestamptz as a) as anchor
     where now() - a >= interval '1 day'`,
  );
}
