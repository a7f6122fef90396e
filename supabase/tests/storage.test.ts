import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  anonymous,
  asUser,
  createDatabase,
  inRollback,
  type Actor,
  startupTimeout,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import { asExpectation, classify, operations, parsePipeTable } from './harness/matrix.ts';

/** storage.objects × who asks × what they do, on an object under Gabriela's folder of `uploads`. */
const matrix = `
actor     | select | insert | update | delete
anonymous | hidden | deny   | hidden | hidden
owner     | allow  | allow  | allow  | allow
other     | hidden | deny   | hidden | hidden
admin     | allow  | deny   | hidden | hidden
`;

const subject = users.guia;
const objectName = `${subject.id}/barco.webp`;
const actors: Record<string, Actor> = {
  anonymous,
  owner: asUser(users.guia),
  other: asUser(users.visitante),
  admin: asUser(users.admin),
};

const statements = {
  select: `select * from storage.objects where bucket_id = 'uploads' and name = $1`,
  insert: `insert into storage.objects (bucket_id, name, metadata) values ('uploads', $1, '{"mimetype":"image/webp"}')`,
  update: `update storage.objects set metadata = '{"mimetype":"image/png"}' where bucket_id = 'uploads' and name = $1`,
  delete: `delete from storage.objects where bucket_id = 'uploads' and name = $1`,
} as const;

const cases = parsePipeTable(matrix).flatMap((row) =>
  operations.map((operation) => ({
    actor: row.actor ?? '',
    operation,
    expected: asExpectation(row[operation] ?? ''),
  })),
);

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
  console.log(`storage matrix: ${cases.length} cases`);
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describe('storage buckets', () => {
  it('creates uploads and avatars: public, 5 MB, jpeg/png/webp', async () => {
    const { rows } = await db.query(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id`,
    );
    const expected = {
      public: true,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    };
    expect(rows).toEqual([
      { id: 'avatars', ...expected },
      { id: 'uploads', ...expected },
    ]);
  });

  it('applies the same folder rule to avatars', async () => {
    const own = await act(db, asUser(users.visitante), (tx) =>
      tx.query(`insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [
        `${users.visitante.id}/avatar.png`,
      ]),
    );
    const foreign = await act(db, asUser(users.visitante), (tx) =>
      tx.query(`insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [
        `${users.guia.id}/avatar.png`,
      ]),
    );
    expect(classify(own, 'insert')).toBe('allow');
    expect(classify(foreign, 'insert')).toBe('deny');
  });
});

describe('storage.objects matrix', () => {
  it.each(cases)('$actor $operation → $expected', async ({ actor, operation, expected }) => {
    const who = actors[actor];
    if (!who) throw new Error(`no actor ${actor}`);
    const outcome = await act(db, who, (tx) => tx.query(statements[operation], [objectName]), {
      setup: async (tx) => {
        if (operation === 'insert') return;
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner_id) values ('uploads', $1, $2)`,
          [objectName, subject.id],
        );
      },
    });
    expect(classify(outcome, operation)).toBe(expected);
  });

  it('leaves no object behind after the cases', async () => {
    const count = await inRollback(db, async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from storage.objects`,
      );
      return rows[0]?.n;
    });
    expect(count).toBe(0);
  });
});

describe('listing the buckets', () => {
  const planted = [
    ['uploads', `${users.guia.id}/barco.webp`],
    ['uploads', `${users.visitante.id}/praia.webp`],
    ['avatars', `${users.guia.id}/rosto.png`],
    ['avatars', `${users.visitante.id}/rosto.png`],
  ] as const;
  const plant = async (tx: Transaction) => {
    for (const [bucket, name] of planted)
      await tx.query(`insert into storage.objects (bucket_id, name) values ($1, $2)`, [
        bucket,
        name,
      ]);
  };
  // What storage.search (the list endpoint) reads, without a prefix: every object visible.
  const listAll = async (tx: Transaction) =>
    (
      await tx.query<{ bucket_id: string; name: string }>(
        `select bucket_id, name from storage.objects order by bucket_id desc, name`,
      )
    ).rows.map((r) => [r.bucket_id, r.name]);

  it.each([
    ['an anonymous caller sees no owner id and no file name', anonymous, []],
    [
      'a user sees only her own folder in both buckets',
      asUser(users.visitante),
      planted.filter(([, name]) => name.startsWith(users.visitante.id)),
    ],
    ['an admin sees every folder', asUser(users.admin), [...planted]],
  ] as const)('%s', async (_case, actor, expected) => {
    const outcome = await act(db, actor, listAll, { setup: plant });
    expect(outcome).toEqual({ ok: true, value: expected.map(([b, n]) => [b, n]) });
  });

  it('keeps both buckets public, so objects still load by public URL', async () => {
    const { rows } = await db.query(`select id, public from storage.buckets order by id`);
    expect(rows).toEqual([
      { id: 'avatars', public: true },
      { id: 'uploads', public: true },
    ]);
  });
});
