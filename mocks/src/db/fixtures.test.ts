import { describe, expect, it } from 'vitest';
import { passwordMatches } from '../auth/password.ts';
import { FIXTURE_EMAILS, FIXTURE_IDS, FIXTURE_PASSWORD, seedState } from './fixtures.ts';

describe('the fixtures of supabase/DATA-MODEL.md', () => {
  it('has the six users with their fixed ids, emails and roles', () => {
    const { auth, tables } = seedState();
    expect(auth.users.map((u) => [u.id, u.email])).toEqual(
      Object.keys(FIXTURE_IDS).map((name) => [
        FIXTURE_IDS[name as keyof typeof FIXTURE_IDS],
        FIXTURE_EMAILS[name as keyof typeof FIXTURE_EMAILS],
      ]),
    );
    expect(tables.perfis_usuarios.map((p) => [p.email, p.role, p.name])).toEqual([
      ['mestre@mare.example', 'admin', 'Administrador Master'],
      ['admin@mare.example', 'admin', 'Ana Administradora'],
      ['barqueiro@mare.example', 'boat_owner', 'Bruno Barqueiro'],
      ['guia@mare.example', 'service_provider', 'Gabriela Guia'],
      ['pendente@mare.example', 'user', 'Paulo Pendente'],
      ['visitante@mare.example', 'user', 'Vera Visitante'],
    ]);
  });

  it('leaves only pendente@ unconfirmed', () => {
    const unconfirmed = seedState().auth.users.filter((u) => u.emailConfirmedAt === null);
    expect(unconfirmed.map((u) => u.id)).toEqual([FIXTURE_IDS.unconfirmed]);
  });

  it('gives every user the password Mare@2026', async () => {
    for (const user of seedState().auth.users) {
      expect(await passwordMatches(user, FIXTURE_PASSWORD)).toBe(true);
      expect(await passwordMatches(user, 'mare@2026')).toBe(false);
    }
  });

  it('gives the cities and the provider row of the data model', () => {
    const { tables } = seedState();
    const city = (id: string) => tables.profiles.find((p) => p.id === id)?.cidade;
    expect(city(FIXTURE_IDS.boatOwner)).toBe('Arraial do Cabo');
    expect(city(FIXTURE_IDS.serviceProvider)).toBe('Porto Seguro');
    expect(city(FIXTURE_IDS.visitor)).toBe('Salvador');
    expect(tables.service_providers).toEqual([
      expect.objectContaining({
        id: FIXTURE_IDS.serviceProvider,
        business_type: 'guia',
        cadastur: '12345678901',
      }),
    ]);
  });

  it('returns an independent copy each time', () => {
    const first = seedState();
    const [profile] = first.tables.profiles;
    const avatars = first.storage.buckets.find((b) => b.id === 'avatars');
    if (!profile || !avatars) throw new Error('fixtures missing');
    profile.nome = 'mudado';
    avatars.allowed_mime_types?.push('image/gif');
    const second = seedState();
    expect(second.tables.profiles[0]?.nome).toBe('Administrador Master');
    expect(second.storage.buckets[1]?.allowed_mime_types).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
  });
});
