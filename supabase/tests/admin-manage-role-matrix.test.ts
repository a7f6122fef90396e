import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures, adminManageTables } from './harness/admin-manage.ts';
import {
  act,
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import { describeTableMatrix, type Operation, type TableStatements } from './harness/matrix.ts';

/**
 * The admin-management tables × who asks × what they do. The subject is Otávio Marinheiro (a
 * boat owner awaiting verification): his tax id, and the admin's note on his tour. "boat_owner"
 * is another boat owner (Bruno Barqueiro); "visitor" is Vera Visitante. Notes are written only
 * by admin_decide_tour, so nobody inserts, edits or deletes one directly, admins included.
 */
const matrix = `
table                | actor      | select | insert | update | delete
boat_owner_documents | anonymous  | deny   | deny   | deny   | deny
boat_owner_documents | owner      | allow  | allow  | allow  | deny
boat_owner_documents | boat_owner | hidden | deny   | hidden | deny
boat_owner_documents | visitor    | hidden | deny   | hidden | deny
boat_owner_documents | admin      | allow  | deny   | hidden | deny
tour_review_notes    | anonymous  | deny   | deny   | deny   | deny
tour_review_notes    | owner      | allow  | deny   | deny   | deny
tour_review_notes    | boat_owner | hidden | deny   | deny   | deny
tour_review_notes    | visitor    | hidden | deny   | deny   | deny
tour_review_notes    | admin      | allow  | deny   | deny   | deny
`;

const { otavio, reviewTour } = adminFixtures;
const actors: Record<string, Actor> = {
  anonymous,
  owner: asUser(otavio),
  boat_owner: asUser(users.barqueiro),
  visitor: asUser(users.visitante),
  admin: asUser(users.admin),
};

async function setup(
  tx: Transaction,
  { table, operation }: { table: string; operation: Operation },
) {
  if (table === 'boat_owner_documents' && operation === 'insert')
    await tx.query('delete from public.boat_owner_documents where id = $1', [otavio.id]);
  if (table === 'tour_review_notes')
    await tx.query(
      `insert into public.tour_review_notes (tour_id, author_id, decision, comments)
       values ($1, $2, 'send_back', 'Falta o ponto de encontro.')`,
      [reviewTour, users.admin.id],
    );
}

const statements: Record<string, TableStatements> = {
  boat_owner_documents: {
    select: ['select * from public.boat_owner_documents where id = $1', [otavio.id]],
    // A valid CNPJ, for the subject.
    insert: [
      `insert into public.boat_owner_documents (id, tax_id) values ($1, '11222333000181')`,
      [otavio.id],
    ],
    update: [
      `update public.boat_owner_documents set tax_id = '11222333000181' where id = $1`,
      [otavio.id],
    ],
    delete: ['delete from public.boat_owner_documents where id = $1', [otavio.id]],
  },
  tour_review_notes: {
    select: ['select * from public.tour_review_notes where tour_id = $1', [reviewTour]],
    insert: [
      `insert into public.tour_review_notes (tour_id, decision, comments) values ($1, 'publish', 'forjada')`,
      [reviewTour],
    ],
    update: [
      `update public.tour_review_notes set comments = 'editada' where tour_id = $1`,
      [reviewTour],
    ],
    delete: ['delete from public.tour_review_notes where tour_id = $1', [reviewTour]],
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
  name: 'admin-management role matrix',
  matrix,
  tables: adminManageTables,
  actors,
  statements,
  setup,
  db: () => db,
});

describe('admin-management documents', () => {
  it('refuses a tax id whose check digits are wrong', async () => {
    const outcome = await act(db, asUser(otavio), (tx) =>
      tx.query(`update public.boat_owner_documents set tax_id = '52998224726' where id = $1`, [
        otavio.id,
      ]),
    );
    expect(outcome).toMatchObject({ ok: false, code: '23514' });
  });
});
