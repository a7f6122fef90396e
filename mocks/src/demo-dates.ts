import type { MockBackend } from './backend.ts';
import type { Queryable } from './database/database.ts';

/**
 * The seed's departures and bookings sit around a fixed day (stories and tests see them there);
 * a demo moves them to today, by whole days, so its tours are always ahead of the visitor. A
 * database already moved today stays as it is.
 */
export async function moveDemoToToday(backend: MockBackend, now = new Date()): Promise<void> {
  await moveDatabaseToToday(await backend.database(), now);
}

/** moveDemoToToday on the database itself (demo mode starts it before the backend loads). */
export async function moveDatabaseToToday(db: Queryable, now = new Date()): Promise<void> {
  // The page's clock, not the database's: in a worker the database does not share the page's
  // (faked) time, and the booking rules read the page's too (mare.now).
  await db.query(
    `select private.rebase_demo_dates(a + floor(extract(epoch from $1::timestamptz - a) / 86400) * interval '1 day')
     from (select private.setting('demo_anchor')::timestamptz as a) as anchor
     where $1::timestamptz - a >= interval '1 day'`,
    [now.toISOString()],
  );
}
