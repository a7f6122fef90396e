import { describe, expect, it } from 'vitest';
import { adminErrorMessage, blockedUserOf, PERMISSION_REFUSED } from '../index.ts';

describe("the admin's calls", () => {
  it('say a refused permission, the refusal, or one sentence for the rest', () => {
    expect(adminErrorMessage('permission')).toBe(PERMISSION_REFUSED);
    expect(adminErrorMessage('forbidden')).toBe(PERMISSION_REFUSED);
    expect(adminErrorMessage('own_account')).toBe(
      'Você não pode alterar nem bloquear a sua própria conta.',
    );
    expect(adminErrorMessage('network')).toBe('Não foi possível concluir. Tente novamente.');
  });

  it("check the Edge Function's answer field by field", () => {
    const user = {
      id: 'u1',
      email: 'vera@example.com',
      name: 'Vera',
      role: 'user',
      status: 'blocked',
      is_master: false,
      created_at: '2026-11-01T10:00:00Z',
      last_sign_in_at: null,
    };
    expect(blockedUserOf({ user })).toEqual(user);
    expect(blockedUserOf({ user: { ...user, status: 'gone' } })).toBeNull();
    expect(blockedUserOf({ user: { ...user, role: 'captain' } })).toBeNull();
    expect(blockedUserOf({ error: 'forbidden' })).toBeNull();
    expect(blockedUserOf(null)).toBeNull();
  });
});
