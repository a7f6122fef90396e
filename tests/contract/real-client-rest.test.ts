import { describe, expect, it } from 'vitest';
import {
  FIXTURE_EMAILS,
  FIXTURE_IDS,
  MOCK_SUPABASE_SERVICE_ROLE_KEY,
  SEED_ACCOUNT_COUNT,
} from '@mare/mocks';
import { realClient } from './support/client.ts';
import { useMockBackend } from './support/harness.ts';
import { signedInAs } from './support/sign-in.ts';

const { backend, contract } = useMockBackend();
const profileColumn = async (id: string, column: 'bio' | 'nome') =>
  (
    await backend.fixtures.sql(`select ${column} as value from public.profiles where id = $1`, [id])
  )[0]?.value;

describe("rpc('get_user_role')", () => {
  it('answers the caller their own role', async () => {
    const supabase = await signedInAs('boatOwner');
    const { data, error } = await supabase.rpc('get_user_role', { user_id: FIXTURE_IDS.boatOwner });
    expect(error).toBeNull();
    expect(data).toBe('boat_owner');
  });

  it("answers 'user' when there is no role record", async () => {
    await backend.fixtures.sql(`delete from public.perfis_usuarios where id = $1`, [
      FIXTURE_IDS.visitor,
    ]);
    const supabase = await signedInAs('visitor');
    expect((await supabase.rpc('get_user_role', { user_id: FIXTURE_IDS.visitor })).data).toBe(
      'user',
    );
  });

  it("refuses another user's role to a non-admin (403, 42501) and allows it to an admin", async () => {
    const visitor = await signedInAs('visitor');
    const refused = await visitor.rpc('get_user_role', { user_id: FIXTURE_IDS.admin });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const admin = await signedInAs('admin');
    expect((await admin.rpc('get_user_role', { user_id: FIXTURE_IDS.serviceProvider })).data).toBe(
      'service_provider',
    );
  });

  it('refuses the anonymous role with 401', async () => {
    const { status, error } = await realClient().rpc('get_user_role', {
      user_id: FIXTURE_IDS.admin,
    });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('reports unknown arguments as a missing function (404 PGRST202)', async () => {
    contract.relaxRequests();
    const supabase = await signedInAs('visitor');
    const { status, error } = await supabase.rpc('get_user_role', { id: FIXTURE_IDS.visitor });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});

describe('profiles', () => {
  it('reads the own profile with .single()', async () => {
    const supabase = await signedInAs('visitor');
    const { data, error, status } = await supabase
      .from('profiles')
      .select('*')
      .eq('id', FIXTURE_IDS.visitor)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: FIXTURE_IDS.visitor,
      nome: 'Vera Visitante',
      cidade: 'Salvador',
    });
  });

  it("gives 406 PGRST116 for another user's profile: row rules hide it", async () => {
    const supabase = await signedInAs('visitor');
    const { error, status } = await supabase
      .from('profiles')
      .select('*')
      .eq('id', FIXTURE_IDS.admin)
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(error?.details).toBe('The result contains 0 rows');
  });

  it('lets admins read every profile, with an exact count and a page', async () => {
    const admin = await signedInAs('admin');
    const all = await admin.from('profiles').select('id', { count: 'exact' });
    expect(all.count).toBe(SEED_ACCOUNT_COUNT);
    const page = await admin
      .from('profiles')
      .select('id, nome', { count: 'exact' })
      .order('nome')
      .range(0, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(SEED_ACCOUNT_COUNT);
    expect(page.data).toEqual([
      { id: FIXTURE_IDS.master, nome: 'Administrador Master' },
      { id: FIXTURE_IDS.admin, nome: 'Ana Administradora' },
    ]);
  });

  it('counts with a HEAD request', async () => {
    const admin = await signedInAs('admin');
    const { count, data, error } = await admin
      .from('profiles')
      .select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(SEED_ACCOUNT_COUNT);
  });

  it('refuses the anonymous role (401)', async () => {
    const { status, error } = await realClient().from('profiles').select('*');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('updates the own profile and returns the row', async () => {
    const supabase = await signedInAs('boatOwner');
    const { data, error } = await supabase
      .from('profiles')
      .update({ telefone: '(22) 99999-0003', bio: 'Passeios de barco desde 2010.' })
      .eq('id', FIXTURE_IDS.boatOwner)
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ telefone: '(22) 99999-0003', cidade: 'Arraial do Cabo' });
    expect(await profileColumn(FIXTURE_IDS.boatOwner, 'bio')).toBe('Passeios de barco desde 2010.');
  });

  it("never updates another user's profile, not even an admin's", async () => {
    const admin = await signedInAs('admin');
    const { status, error } = await admin
      .from('profiles')
      .update({ nome: 'Invasor' })
      .eq('id', FIXTURE_IDS.visitor)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const plain = await admin
      .from('profiles')
      .update({ nome: 'Invasor' })
      .eq('id', FIXTURE_IDS.visitor);
    expect(plain.status).toBe(204);
    expect(await profileColumn(FIXTURE_IDS.visitor, 'nome')).toBe('Vera Visitante');
  });

  it('rejects unknown columns and nulls in required ones', async () => {
    contract.relaxRequests();
    const supabase = await signedInAs('visitor');
    const unknown = await supabase
      .from('profiles')
      .update({ apelido: 'V' })
      .eq('id', FIXTURE_IDS.visitor);
    expect(unknown.error?.code).toBe('PGRST204');
    const nulled = await supabase
      .from('profiles')
      .update({ nome: null })
      .eq('id', FIXTURE_IDS.visitor);
    expect(nulled.error?.code).toBe('23502');
  });

  it('refuses over-long text and unsafe avatar URLs (400, 23514), as the check constraints do', async () => {
    const supabase = await signedInAs('visitor');
    const update = async (patch: Record<string, string>) =>
      (await supabase.from('profiles').update(patch).eq('id', FIXTURE_IDS.visitor)).error?.code;
    expect(await update({ bio: 'a'.repeat(1001) })).toBe('23514');
    expect(await update({ nome: 'a'.repeat(121) })).toBe('23514');
    expect(await update({ avatar_url: 'javascript:alert(1)' })).toBe('23514');
    expect(await update({ avatar_url: 'https://cdn.example.com/rosto.png' })).toBeUndefined();
    expect(await update({ bio: 'a'.repeat(1000) })).toBeUndefined();
  });
});

describe('perfis_usuarios and service_providers', () => {
  it('reads the own role record; admins list them all', async () => {
    const provider = await signedInAs('serviceProvider');
    const own = await provider
      .from('perfis_usuarios')
      .select('*')
      .eq('id', FIXTURE_IDS.serviceProvider);
    expect(own.data).toEqual([
      expect.objectContaining({ role: 'service_provider', name: 'Gabriela Guia' }),
    ]);
    const others = await provider.from('perfis_usuarios').select('*');
    expect(others.data).toHaveLength(1);
    const admin = await signedInAs('admin');
    const admins = await admin
      .from('perfis_usuarios')
      .select('email')
      .eq('role', 'admin')
      .order('email');
    expect(admins.data).toEqual([
      { email: FIXTURE_EMAILS.admin },
      { email: FIXTURE_EMAILS.master },
    ]);
  });

  it('reads and updates the own provider details', async () => {
    contract.relaxRequests();
    const provider = await signedInAs('serviceProvider');
    const { data } = await provider
      .from('service_providers')
      .update({ whatsapp: '(73) 98888-0004' })
      .eq('id', FIXTURE_IDS.serviceProvider)
      .select()
      .single();
    expect(data).toMatchObject({
      business_type: 'guia',
      cadastur: '12345678901',
      whatsapp: '(73) 98888-0004',
    });
    const bad = await provider
      .from('service_providers')
      .update({ business_type: 'pescaria' })
      .eq('id', FIXTURE_IDS.serviceProvider);
    expect(bad.error?.code).toBe('23514');
  });
});

describe('audit_logs', () => {
  it('records a denied admin access as the caller through record_admin_access_denied', async () => {
    const visitor = await signedInAs('visitor');
    const { data, error } = await visitor.rpc('record_admin_access_denied', {
      target: '/admin/users',
    });
    expect(error).toBeNull();
    expect(data).toBe(true);
    expect(
      await backend.fixtures.sql(
        `select * from public.audit_logs where action = 'admin_access_denied'`,
      ),
    ).toEqual([
      expect.objectContaining({
        actor_id: FIXTURE_IDS.visitor,
        action: 'admin_access_denied',
        target: '/admin/users',
        details: {},
      }),
    ]);
  });

  it('refuses the anonymous role (401)', async () => {
    // Direct inserts into audit_logs are not in the document any more (supabase/tests covers them).
    const anonymous = await realClient().rpc('record_admin_access_denied', { target: '/admin' });
    expect(anonymous.status).toBe(401);
    expect(
      await backend.fixtures.sql(
        `select * from public.audit_logs where action = 'admin_access_denied'`,
      ),
    ).toEqual([]);
  });

  it('lets admins read the entries, and nobody else', async () => {
    const visitor = await signedInAs('visitor');
    await visitor.rpc('record_admin_access_denied', { target: '/admin' });
    const admin = await signedInAs('admin');
    // The demo seed has entries of its own (an admin hid a review): count this action's.
    const entries = await admin.from('audit_logs').select('*').eq('action', 'admin_access_denied');
    expect(entries.data).toHaveLength(1);
    expect((await visitor.from('audit_logs').select('*')).data).toEqual([]);
  });

  it('refuses targets outside the admin area (400 audit_target_invalid)', async () => {
    // Oversized targets break the document's maxLength; supabase/tests shows the server's refusal.
    const visitor = await signedInAs('visitor');
    for (const target of ['/conta', '/administracao']) {
      const { status, error } = await visitor.rpc('record_admin_access_denied', { target });
      expect({ status, message: error?.message }).toEqual({
        status: 400,
        message: 'audit_target_invalid',
      });
    }
    expect(
      await backend.fixtures.sql(
        `select id from public.audit_logs where action = 'admin_access_denied'`,
      ),
    ).toEqual([]);
  });
});

describe("rpc('create_admin_user')", () => {
  it('lets the confirmed master admin recreate its admin record, idempotently', async () => {
    await backend.fixtures.dropMasterRole();
    const master = await signedInAs('master');
    const before = await master
      .from('perfis_usuarios')
      .select('*')
      .eq('id', FIXTURE_IDS.master)
      .maybeSingle();
    expect(before.data).toBeNull();
    for (let i = 0; i < 2; i++) {
      const { error, status } = await master.rpc('create_admin_user', {
        admin_email: FIXTURE_EMAILS.master,
        admin_name: 'Administrador Master',
      });
      expect(error).toBeNull();
      expect(status).toBe(204);
    }
    expect((await master.rpc('get_user_role', { user_id: FIXTURE_IDS.master })).data).toBe('admin');
    expect(
      await backend.fixtures.sql(`select id from public.perfis_usuarios where id = $1`, [
        FIXTURE_IDS.master,
      ]),
    ).toHaveLength(1);
  });

  it('refuses to re-promote a demoted master', async () => {
    await backend.fixtures.sql(`update public.perfis_usuarios set role = 'user' where id = $1`, [
      FIXTURE_IDS.master,
    ]);
    const master = await signedInAs('master');
    const { status, error } = await master.rpc('create_admin_user', {
      admin_email: FIXTURE_EMAILS.master,
      admin_name: 'Administrador Master',
    });
    expect({ status, code: error?.code }).toEqual({ status: 403, code: '42501' });
    expect((await master.rpc('get_user_role', { user_id: FIXTURE_IDS.master })).data).toBe('user');
  });

  it('refuses anyone else, even with the master email as argument', async () => {
    const admin = await signedInAs('admin');
    const { status, error } = await admin.rpc('create_admin_user', {
      admin_email: FIXTURE_EMAILS.master,
      admin_name: 'Intruso',
    });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const self = await admin.rpc('create_admin_user', {
      admin_email: FIXTURE_EMAILS.admin,
      admin_name: 'Ana',
    });
    expect(self.status).toBe(403);
  });

  it('lets the service role bypass row rules', async () => {
    const service = realClient(MOCK_SUPABASE_SERVICE_ROLE_KEY);
    const { count } = await service.from('profiles').select('*', { count: 'exact', head: true });
    expect(count).toBe(SEED_ACCOUNT_COUNT);
  });
});
