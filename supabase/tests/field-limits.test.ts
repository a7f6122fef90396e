import type { PGlite } from '@electric-sql/pglite';
import { TEXT_LIMITS } from '@mare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './harness/auth-admin.ts';
import { act, asUser, createDatabase, inRollback, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** Free-text columns a user writes, with the limit the database holds and the forms check. */
const limited = [
  ['profiles', 'nome', TEXT_LIMITS.name],
  ['profiles', 'full_name', TEXT_LIMITS.name],
  ['profiles', 'cidade', TEXT_LIMITS.city],
  ['profiles', 'telefone', TEXT_LIMITS.phone],
  ['profiles', 'bio', TEXT_LIMITS.bio],
  ['perfis_usuarios', 'name', TEXT_LIMITS.name],
  ['service_providers', 'business_name', TEXT_LIMITS.businessName],
  ['service_providers', 'whatsapp', TEXT_LIMITS.phone],
  ['service_providers', 'cidade', TEXT_LIMITS.city],
  ['service_providers', 'cadastur', TEXT_LIMITS.cadastur],
] as const;

const owner = asUser(users.guia);

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const update = (table: string, column: string, value: string | null) =>
  act(db, owner, (tx) =>
    tx.query(`update public.${table} set ${column} = $1 where id = $2`, [value, users.guia.id]),
  );

describe('length limits on free text', () => {
  // cadastur is digits only, so every value here is digits.
  it.each(limited)('%s.%s takes %i characters and refuses one more', async (table, column, max) => {
    const fits = await update(table, column, '1'.repeat(max));
    const over = await update(table, column, '1'.repeat(max + 1));
    expect(fits).toMatchObject({ ok: true, value: { affectedRows: 1 } });
    expect(over).toMatchObject({ ok: false, code: '23514' });
  });

  it('refuses a 1 MB bio', async () => {
    expect(await update('profiles', 'bio', 'a'.repeat(1024 * 1024))).toMatchObject({
      ok: false,
      code: '23514',
    });
  });

  it('refuses a sign-up whose metadata carries a 1 MB name', async () => {
    await expect(
      inRollback(db, (tx) =>
        signUp(tx, {
          id: '00000000-0000-4000-8000-0000000000c1',
          email: 'longo@mare.example',
          meta: { nome: 'a'.repeat(1024 * 1024), full_name: 'a'.repeat(1024 * 1024) },
        }),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('avatar_url', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com/rosto.png',
    '//evil.example/rosto.png',
    '/etc/passwd',
    '../../rosto.png',
    'https://usuario@evil.example/rosto.png',
    ' https://cdn.example.com/rosto.png',
    'https://cdn.example.com/ rosto.png',
    '',
    `https://cdn.example.com/${'a'.repeat(1000)}`,
  ])('refuses %j', async (url) => {
    expect(await update('profiles', 'avatar_url', url)).toMatchObject({
      ok: false,
      code: '23514',
    });
  });

  it.each([
    'https://cdn.example.com/rosto.png',
    'HTTPS://abcd.supabase.co/storage/v1/object/public/avatars/x/rosto.png?v=2',
    `${users.guia.id}/rosto.png`,
    `avatars/${users.guia.id}/rosto.png`,
    null,
  ])('accepts %j', async (url) => {
    expect(await update('profiles', 'avatar_url', url)).toMatchObject({
      ok: true,
      value: { affectedRows: 1 },
    });
  });
});
