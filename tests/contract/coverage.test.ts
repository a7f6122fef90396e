/**
 * Contract completeness: one file drives every operation of openapi/supabase.yaml to a success,
 * mostly through the real supabase-js client, and then proves from the watcher's observations
 * that each operation answered at least one documented 2xx that validated against the document.
 * One file on purpose: Vitest runs files in separate workers, so observations cannot be pooled.
 */
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_EMAILS,
  FIXTURE_IDS,
  MOCK_SUPABASE_SERVICE_ROLE_KEY,
  scenarios,
} from '@mare/mocks';
import { realClient } from './support/client.ts';
import { operations } from './support/contract.ts';
import { useMockBackend } from './support/harness.ts';
import { signedInAs } from './support/sign-in.ts';
import { call } from './support/wire.ts';

const { backend, server, contract } = useMockBackend();

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** Fails with the client's error, so a broken step names itself. */
function ok<R extends { data: unknown; error: unknown }>(result: R, step: string): R['data'] {
  expect(result.error, step).toBeNull();
  return result.data;
}

async function expectStatus(response: Promise<Response>, status: number) {
  expect((await response).status).toBe(status);
}

describe('every operation of the document', () => {
  it('auth: sign-up, resend, verify, sign-in, refresh, user, recover, otp, settings, jwks, logout', async () => {
    const supabase = realClient();
    const email = 'cobertura@exemplo.com';
    ok(await supabase.auth.signUp({ email, password: 'Segredo@2026' }), 'signUp');
    ok(await supabase.auth.resend({ type: 'signup', email }), 'resend');
    const mail = backend.mailbox.latest(email);
    if (!mail) throw new Error('no confirmation email');
    ok(await supabase.auth.verifyOtp({ token_hash: mail.token_hash, type: 'signup' }), 'verify');

    const visitor = await signedInAs('visitor');
    ok(await visitor.auth.refreshSession(), 'refresh');
    ok(await visitor.auth.getUser(), 'getUser');
    ok(await visitor.auth.updateUser({ data: { cidade: 'Ilhéus' } }), 'updateUser');
    ok(await supabase.auth.resetPasswordForEmail(FIXTURE_EMAILS.visitor), 'recover');
    ok(
      await supabase.auth.signInWithOtp({
        email: FIXTURE_EMAILS.visitor,
        options: { shouldCreateUser: false },
      }),
      'otp',
    );
    // supabase-js reads these only internally (or not at all for HS256): plain requests.
    await expectStatus(call('GET', '/auth/v1/settings'), 200);
    await expectStatus(call('GET', '/auth/v1/.well-known/jwks.json'), 200);
    expect((await visitor.auth.signOut({ scope: 'global' })).error).toBeNull();
  });

  it('rest: profiles, perfis_usuarios, service_providers, audit_logs, both functions', async () => {
    const visitor = await signedInAs('visitor');
    const me = FIXTURE_IDS.visitor;
    ok(await visitor.from('profiles').select('*').eq('id', me).single(), 'selectProfiles');
    ok(await visitor.from('profiles').select('*', { count: 'exact', head: true }), 'countProfiles');
    ok(
      await visitor.from('profiles').update({ bio: 'Mar.' }).eq('id', me).select().single(),
      'updateProfiles',
    );
    ok(await visitor.from('perfis_usuarios').select('*').eq('id', me), 'selectPerfisUsuarios');
    ok(
      await visitor.from('perfis_usuarios').select('*', { count: 'exact', head: true }),
      'countPerfisUsuarios',
    );
    ok(await visitor.rpc('get_user_role', { user_id: me }), 'rpcGetUserRole');
    ok(
      await visitor
        .from('audit_logs')
        .insert({ action: 'admin_access_denied', target: '/admin', details: {} }),
      'insertAuditLog',
    );

    const provider = await signedInAs('serviceProvider');
    const providerId = FIXTURE_IDS.serviceProvider;
    ok(
      await provider.from('service_providers').select('*').eq('id', providerId),
      'selectServiceProviders',
    );
    ok(
      await provider
        .from('service_providers')
        .update({ cidade: 'Trancoso' })
        .eq('id', providerId)
        .select(),
      'updateServiceProviders',
    );

    const admin = await signedInAs('admin');
    ok(await admin.from('audit_logs').select('*'), 'selectAuditLogs');

    // The master without a role row is the only caller create_admin_user serves.
    server.use(...scenarios.masterWithoutRole);
    const master = await signedInAs('master');
    ok(
      await master.rpc('create_admin_user', {
        admin_email: FIXTURE_EMAILS.master,
        admin_name: 'Administrador Master',
      }),
      'rpcCreateAdminUser',
    );
  });

  it('storage: buckets and objects, signed, public and rendered URLs', async () => {
    const service = realClient(MOCK_SUPABASE_SERVICE_ROLE_KEY).storage;
    ok(await service.listBuckets(), 'listBuckets');
    ok(await service.createBucket('cobertura', { public: true }), 'createBucket');
    ok(await service.getBucket('cobertura'), 'getBucket');
    ok(await service.updateBucket('cobertura', { public: false }), 'updateBucket');
    ok(await service.emptyBucket('cobertura'), 'emptyBucket');
    ok(await service.deleteBucket('cobertura'), 'deleteBucket');

    const owner = (await signedInAs('boatOwner')).storage.from('uploads');
    const folder = FIXTURE_IDS.boatOwner;
    const png = () => new File([PNG], 'barco.png', { type: 'image/png' });
    ok(await owner.upload(`${folder}/barco.png`, png()), 'uploadObject');
    ok(await owner.update(`${folder}/barco.png`, png()), 'updateObject');
    ok(await owner.list(folder), 'listObjects');
    ok(await owner.copy(`${folder}/barco.png`, `${folder}/copia.png`), 'copyObject');
    ok(await owner.move(`${folder}/copia.png`, `${folder}/movida.png`), 'moveObject');
    const signed = ok(await owner.createSignedUrl(`${folder}/barco.png`, 60), 'signObject');
    ok(await owner.createSignedUrls([`${folder}/barco.png`], 60), 'signObjects');
    await expectStatus(fetch(signed?.signedUrl ?? 'no signed URL'), 200);
    await expectStatus(fetch(owner.getPublicUrl(`${folder}/barco.png`).data.publicUrl), 200);
    const rendered = owner.getPublicUrl(`${folder}/barco.png`, {
      transform: { width: 32, height: 32, resize: 'cover', quality: 80 },
    });
    await expectStatus(fetch(rendered.data.publicUrl), 200);
    ok(await owner.remove([`${folder}/barco.png`, `${folder}/movida.png`]), 'removeObjects');
  });

  it('observed a documented, valid success of every operation', async () => {
    // The harness already failed any test whose answers broke the document; this adds coverage.
    expect(await contract.settle()).toEqual([]);
    const succeeded = new Set(
      contract.observed
        .filter((o) => o.valid && o.status >= 200 && o.status < 300)
        .filter(
          (o) => operations.find((op) => op.operationId === o.operationId)?.responses[o.status],
        )
        .map((o) => o.operationId),
    );
    const missing = operations.map((op) => op.operationId).filter((id) => !succeeded.has(id));
    expect(missing).toEqual([]);
    expect(succeeded.size).toBe(operations.length);
  });
});
