import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock } from './harness/booking-session.ts';
import {
  act,
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import { describeTableMatrix, parsePipeTable, type TableStatements } from './harness/matrix.ts';

/**
 * The reviews table and the review functions × who asks (issue 36). The subject is a review
 * Vera Visitante (the author) wrote of her past escuna booking, whose tour Bruno Barqueiro (the
 * owner) runs; Gabriela Guia is a provider with nothing to do with it. Nobody writes the table
 * directly: the functions do (reviews.test.ts and request-reviews.test.ts cover their rules).
 */
const matrix = `
table   | actor     | select | insert | update | delete
reviews | anonymous | deny   | deny   | deny   | deny
reviews | author    | allow  | deny   | deny   | deny
reviews | owner     | hidden | deny   | deny   | deny
reviews | provider  | hidden | deny   | deny   | deny
reviews | admin     | allow  | deny   | deny   | deny
`;

const actors: Record<string, Actor> = {
  anonymous,
  author: asUser(users.visitante),
  owner: asUser(users.barqueiro),
  provider: asUser(users.guia),
  admin: asUser(users.admin),
};

const subject = 'e0000000-0000-4000-8000-0000000000aa';
const booking = 'b00c0000-0000-4000-8000-000000000012';
const escuna = '70a00000-0000-4000-8000-000000000001';

async function setup(tx: Transaction) {
  await tx.query(
    `insert into public.reviews (id, author_id, booking_id, tour_id, author_name, stars, trip_date, created_at)
     values ($1, $2, $3, $4, 'Vera V.', 4, '2026-11-18', $5)`,
    [subject, users.visitante.id, booking, escuna, fixtureClock],
  );
  await tx.query(`select set_config('mare.now', $1, true)`, [fixtureClock]);
}

const statements: Record<string, TableStatements> = {
  reviews: {
    select: ['select * from public.reviews where id = $1', [subject]],
    insert: [
      `insert into public.reviews (author_id, booking_id, tour_id, author_name, stars, trip_date)
       values ($1, $2, $3, 'Vera V.', 5, '2026-11-18')`,
      [users.visitante.id, 'b00c0000-0000-4000-8000-000000000003', escuna],
    ],
    update: ['update public.reviews set stars = 5 where id = $1', [subject]],
    delete: ['delete from public.reviews where id = $1', [subject]],
  },
};

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describeTableMatrix({
  name: 'reviews role matrix',
  matrix,
  tables: ['reviews'],
  actors,
  statements,
  setup,
  db: () => db,
});

/**
 * Every review function × who asks, on the subject review: ok, denied (42501: not signed in, not
 * an admin, or no execute grant) or the function's refusal code.
 */
const functionMatrix = `
function             | anonymous | author             | owner              | provider           | admin
submit_review        | denied    | review_exists      | review_not_allowed | review_not_allowed | review_not_allowed
answer_review        | denied    | answer_not_allowed | ok                 | answer_not_allowed | answer_not_allowed
admin_hide_review    | denied    | denied             | denied             | denied             | ok
admin_unhide_review  | denied    | denied             | denied             | denied             | not_hidden
admin_reviews        | denied    | denied             | denied             | denied             | ok
public_reviews       | ok        | ok                 | ok                 | ok                 | ok
my_reviews_to_answer | denied    | ok                 | ok                 | ok                 | ok
`;

const calls: Record<string, [string, unknown[]]> = {
  submit_review: ['select public.submit_review(p_booking => $1, p_stars => 5)', [booking]],
  answer_review: ['select public.answer_review($1, $2)', [subject, 'Obrigado pela visita!']],
  admin_hide_review: ['select public.admin_hide_review($1, $2)', [subject, 'Conteúdo ofensivo']],
  admin_unhide_review: ['select public.admin_unhide_review($1)', [subject]],
  admin_reviews: ['select public.admin_reviews()', []],
  public_reviews: ['select public.public_reviews(p_tour => $1)', [escuna]],
  my_reviews_to_answer: ['select public.my_reviews_to_answer()', []],
};

describe('review functions role matrix', () => {
  const rows = parsePipeTable(functionMatrix);
  it('covers every review function and actor', () => {
    expect(rows.map((r) => r.function).sort()).toEqual(Object.keys(calls).sort());
  });
  const cases = rows.flatMap((row) =>
    Object.keys(actors).map((actor) => ({
      fn: row.function ?? '',
      actor,
      expected: row[actor] ?? '',
    })),
  );
  it.each(cases)('$fn × $actor → $expected', async (c) => {
    const call = calls[c.fn];
    const actor = actors[c.actor];
    if (!call || !actor) throw new Error(`no case for ${c.fn} × ${c.actor}`);
    const outcome = await act(db, actor, (tx) => tx.query(call[0], call[1]), { setup });
    const got = outcome.ok ? 'ok' : outcome.code === '42501' ? 'denied' : outcome.message;
    expect(got).toBe(c.expected);
  });
});
