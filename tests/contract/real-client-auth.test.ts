import { describe, expect, it } from 'vitest';
import { FIXTURE_EMAILS, FIXTURE_IDS, FIXTURE_PASSWORD } from '@mare/mocks';
import { realClient } from './support/client.ts';
import { useMockBackend } from './support/harness.ts';

const { backend } = useMockBackend();

const signUpData = { nome: 'Nina', full_name: 'Nina Nogueira', cidade: 'Ilhabela' };
const signIn = (email: string, password = FIXTURE_PASSWORD) =>
  realClient().auth.signInWithPassword({ email, password });

describe('sign-up with email confirmation (the default)', () => {
  it('answers the user without a session and mails a confirmation that verifyOtp redeems', async () => {
    const supabase = realClient();
    const { data, error } = await supabase.auth.signUp({
      email: 'Nina@Exemplo.com',
      password: 'segredo123',
      options: { data: signUpData, emailRedirectTo: 'http://localhost:5173/' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe('nina@exemplo.com');
    expect(data.user?.user_metadata).toMatchObject(signUpData);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = backend.mailbox.latest('nina@exemplo.com');
    expect(mail?.subject).toBe('Confirme seu cadastro no Maré');
    expect(mail?.text).toContain(mail?.token ?? 'missing');
    expect(mail?.redirect_to).toBe('http://localhost:5173/');

    expect((await signIn('nina@exemplo.com', 'segredo123')).error?.code).toBe(
      'email_not_confirmed',
    );

    const verified = await supabase.auth.verifyOtp({
      token_hash: mail?.token_hash ?? '',
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    const again = await supabase.auth.verifyOtp({
      token_hash: mail?.token_hash ?? '',
      type: 'signup',
    });
    expect(again.error?.code).toBe('otp_expired');

    expect((await signIn('nina@exemplo.com', 'segredo123')).error).toBeNull();
  });

  it('runs the sign-up trigger: profile, role record and provider details', async () => {
    const { data } = await realClient().auth.signUp({
      email: 'passeios@exemplo.com',
      password: 'segredo123',
      options: {
        data: {
          ...signUpData,
          account_type: 'service_provider',
          business_name: 'Passeios da Nina',
          business_type: 'passeio',
          cadastur: '98765432100',
          whatsapp: '(12) 98888-7777',
        },
      },
    });
    const id = data.user?.id;
    const row = async (table: string) =>
      (await backend.fixtures.sql(`select * from public.${table} where id = $1`, [id]))[0];
    expect(await row('profiles')).toMatchObject({
      nome: 'Nina',
      cidade: 'Ilhabela',
    });
    expect(await row('perfis_usuarios')).toMatchObject({
      role: 'service_provider',
      name: 'Nina Nogueira',
      email: 'passeios@exemplo.com',
    });
    expect(await row('service_providers')).toMatchObject({
      business_type: 'passeio',
      cidade: 'Ilhabela',
    });
  });

  it('never grants admin from sign-up metadata', async () => {
    const { data } = await realClient().auth.signUp({
      email: 'esperto@exemplo.com',
      password: 'segredo123',
      options: { data: { ...signUpData, account_type: 'admin' } },
    });
    expect(
      await backend.fixtures.sql(`select role from public.perfis_usuarios where id = $1`, [
        data.user?.id,
      ]),
    ).toEqual([{ role: 'user' }]);
  });

  it('hides an existing confirmed account behind a user without identities', async () => {
    const { data, error } = await realClient().auth.signUp({
      email: FIXTURE_EMAILS.visitor,
      password: 'outrasenha',
    });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(FIXTURE_IDS.visitor);
  });

  it('mails the confirmation again to an unconfirmed account', async () => {
    const { error } = await realClient().auth.signUp({
      email: FIXTURE_EMAILS.unconfirmed,
      password: FIXTURE_PASSWORD,
    });
    expect(error).toBeNull();
    expect(backend.mailbox.latest(FIXTURE_EMAILS.unconfirmed)?.type).toBe('signup');
  });

  it('rejects a short password as a weak password with its reasons', async () => {
    const { error } = await realClient().auth.signUp({
      email: 'curta@exemplo.com',
      password: '123',
    });
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error && 'reasons' in error ? error.reasons : null).toEqual(['length']);
  });

  it('rejects a malformed email', async () => {
    const { error } = await realClient().auth.signUp({
      email: 'sem-arroba',
      password: 'segredo123',
    });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });

  it('refuses every sign-up when the project disables them', async () => {
    backend.settings.disableSignup = true;
    const { error } = await realClient().auth.signUp({
      email: 'nova@exemplo.com',
      password: 'segredo123',
    });
    expect(error?.code).toBe('signup_disabled');
  });
});

describe('sign-up with autoconfirm', () => {
  it('answers a session at once', async () => {
    backend.settings.autoconfirm = true;
    const { data, error } = await realClient().auth.signUp({
      email: 'auto@exemplo.com',
      password: 'segredo123',
      options: { data: signUpData },
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('auto@exemplo.com');
    expect(backend.mailbox.all()).toEqual([]);
  });

  it('refuses an existing account with user_already_exists', async () => {
    backend.settings.autoconfirm = true;
    const { error } = await realClient().auth.signUp({
      email: FIXTURE_EMAILS.visitor,
      password: 'segredo123',
    });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
  });
});

describe('sign-in and the session', () => {
  it('signs in every confirmed fixture user with the shared password', async () => {
    for (const name of ['master', 'admin', 'boatOwner', 'serviceProvider', 'visitor'] as const) {
      const { data, error } = await signIn(FIXTURE_EMAILS[name]);
      expect(error).toBeNull();
      expect(data.user?.id).toBe(FIXTURE_IDS[name]);
    }
  });

  it('gives invalid_credentials for a wrong password and for an unknown email', async () => {
    for (const result of [
      await signIn(FIXTURE_EMAILS.visitor, 'errada'),
      await signIn('ninguem@exemplo.com'),
    ]) {
      expect(result.error?.code).toBe('invalid_credentials');
      expect(result.error?.message).toBe('Invalid login credentials');
    }
  });

  it('gives email_not_confirmed for the unconfirmed fixture', async () => {
    expect((await signIn(FIXTURE_EMAILS.unconfirmed)).error?.code).toBe('email_not_confirmed');
  });

  it('mints real JWTs with the claims auth-js and the database read', async () => {
    const { data } = await signIn(FIXTURE_EMAILS.boatOwner);
    const [, payload = ''] = (data.session?.access_token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: FIXTURE_IDS.boatOwner,
      email: FIXTURE_EMAILS.boatOwner,
      role: 'authenticated',
      aal: 'aal1',
      session_id: expect.any(String),
      exp: data.session?.expires_at,
    });
  });

  it('returns the signed-in user from getUser', async () => {
    const supabase = realClient();
    await supabase.auth.signInWithPassword({
      email: FIXTURE_EMAILS.visitor,
      password: FIXTURE_PASSWORD,
    });
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ nome: 'Vera Visitante', cidade: 'Salvador' });
  });

  it('updates metadata and password with updateUser', async () => {
    const supabase = realClient();
    await supabase.auth.signInWithPassword({
      email: FIXTURE_EMAILS.visitor,
      password: FIXTURE_PASSWORD,
    });
    const { data, error } = await supabase.auth.updateUser({
      password: 'novaSenha1',
      data: { cidade: 'Itacaré' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ nome: 'Vera Visitante', cidade: 'Itacaré' });
    expect((await signIn(FIXTURE_EMAILS.visitor)).error?.code).toBe('invalid_credentials');
    expect((await signIn(FIXTURE_EMAILS.visitor, 'novaSenha1')).error).toBeNull();
  });

  it('refuses the same password and a taken email on updateUser', async () => {
    const supabase = realClient();
    await supabase.auth.signInWithPassword({
      email: FIXTURE_EMAILS.visitor,
      password: FIXTURE_PASSWORD,
    });
    expect((await supabase.auth.updateUser({ password: FIXTURE_PASSWORD })).error?.code).toBe(
      'same_password',
    );
    expect((await supabase.auth.updateUser({ email: FIXTURE_EMAILS.admin })).error?.code).toBe(
      'email_exists',
    );
  });

  it('confirms an email change through the mailed link', async () => {
    const supabase = realClient();
    await supabase.auth.signInWithPassword({
      email: FIXTURE_EMAILS.visitor,
      password: FIXTURE_PASSWORD,
    });
    const { data } = await supabase.auth.updateUser({ email: 'vera@exemplo.com' });
    expect(data.user?.new_email).toBe('vera@exemplo.com');
    const mail = backend.mailbox.latest('vera@exemplo.com');
    expect(mail?.type).toBe('email_change');
    await supabase.auth.verifyOtp({ token_hash: mail?.token_hash ?? '', type: 'email_change' });
    expect((await supabase.auth.getUser()).data.user?.email).toBe('vera@exemplo.com');
    // The role record follows the account (the email trigger of supabase/DATA-MODEL.md).
    const { data: perfil } = await supabase
      .from('perfis_usuarios')
      .select('email')
      .eq('id', FIXTURE_IDS.visitor)
      .single();
    expect(perfil).toEqual({ email: 'vera@exemplo.com' });
  });

  it('rotates the refresh token and treats a reused one as a leak', async () => {
    const supabase = realClient();
    const first = await supabase.auth.signInWithPassword({
      email: FIXTURE_EMAILS.visitor,
      password: FIXTURE_PASSWORD,
    });
    const oldRefresh = first.data.session?.refresh_token ?? '';
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(oldRefresh);
    expect(refreshed.data.session?.user.id).toBe(FIXTURE_IDS.visitor);

    const reused = await realClient().auth.refreshSession({ refresh_token: oldRefresh });
    expect(reused.error?.code).toBe('refresh_token_already_used');
    // The leak ends the session: even the newest token is gone.
    const newest = await realClient().auth.refreshSession({
      refresh_token: refreshed.data.session?.refresh_token ?? '',
    });
    expect(newest.error?.code).toBe('refresh_token_not_found');
  });

  it('signs out globally: the old access and refresh tokens are refused', async () => {
    const phone = realClient();
    const laptop = realClient();
    const onPhone = await phone.auth.signInWithPassword({
      email: FIXTURE_EMAILS.admin,
      password: FIXTURE_PASSWORD,
    });
    await laptop.auth.signInWithPassword({
      email: FIXTURE_EMAILS.admin,
      password: FIXTURE_PASSWORD,
    });
    const oldAccess = onPhone.data.session?.access_token ?? '';
    const oldRefresh = onPhone.data.session?.refresh_token ?? '';

    expect((await laptop.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await backend.fixtures.sql(`select * from mock.sessions`)).toEqual([]);

    const user = await realClient().auth.getUser(oldAccess);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const refresh = await realClient().auth.refreshSession({ refresh_token: oldRefresh });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('signs out one device locally and keeps the others', async () => {
    const phone = realClient();
    const laptop = realClient();
    await phone.auth.signInWithPassword({
      email: FIXTURE_EMAILS.admin,
      password: FIXTURE_PASSWORD,
    });
    await laptop.auth.signInWithPassword({
      email: FIXTURE_EMAILS.admin,
      password: FIXTURE_PASSWORD,
    });
    await laptop.auth.signOut({ scope: 'local' });
    expect((await phone.auth.getUser()).error).toBeNull();
    expect(await backend.fixtures.sql(`select * from mock.sessions`)).toHaveLength(1);
  });
});

describe('emails: recovery, magic link, resend', () => {
  it('mails a recovery link for a known email only, and answers the same for both', async () => {
    const supabase = realClient();
    expect((await supabase.auth.resetPasswordForEmail('ninguem@exemplo.com')).error).toBeNull();
    expect(backend.mailbox.all()).toEqual([]);
    expect((await supabase.auth.resetPasswordForEmail(FIXTURE_EMAILS.visitor)).error).toBeNull();
    const mail = backend.mailbox.latest(FIXTURE_EMAILS.visitor);
    expect(mail?.subject).toBe('Redefina sua senha do Maré');
    const { data } = await supabase.auth.verifyOtp({
      token_hash: mail?.token_hash ?? '',
      type: 'recovery',
    });
    expect(data.session?.user.id).toBe(FIXTURE_IDS.visitor);
    expect((await supabase.auth.updateUser({ password: 'recuperada1' })).error).toBeNull();
    expect((await signIn(FIXTURE_EMAILS.visitor, 'recuperada1')).error).toBeNull();
  });

  it('sends a magic link that signs in by email and 6-digit code', async () => {
    const supabase = realClient();
    expect(
      (await supabase.auth.signInWithOtp({ email: FIXTURE_EMAILS.boatOwner })).error,
    ).toBeNull();
    const mail = backend.mailbox.latest(FIXTURE_EMAILS.boatOwner);
    expect(mail?.type).toBe('magiclink');
    const { data, error } = await supabase.auth.verifyOtp({
      email: FIXTURE_EMAILS.boatOwner,
      token: mail?.token ?? '',
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(FIXTURE_IDS.boatOwner);
  });

  it('does not create users through a magic link when told not to', async () => {
    const { error } = await realClient().auth.signInWithOtp({
      email: 'novo@exemplo.com',
      options: { shouldCreateUser: false },
    });
    expect(error?.code).toBe('otp_disabled');
  });

  it('resends the confirmation to an unconfirmed account', async () => {
    const { error } = await realClient().auth.resend({
      type: 'signup',
      email: FIXTURE_EMAILS.unconfirmed,
    });
    expect(error).toBeNull();
    const mail = backend.mailbox.latest(FIXTURE_EMAILS.unconfirmed);
    expect(mail?.type).toBe('signup');
    const { data } = await realClient().auth.verifyOtp({
      token_hash: mail?.token_hash ?? '',
      type: 'email',
    });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });
});
