import { describe, expect, it } from 'vitest';
import { MOCK_SUPABASE_ANON_KEY, MOCK_SUPABASE_SERVICE_ROLE_KEY } from './config.ts';
import { systemClock } from './clock.ts';
import { verifyJwt } from './jwt.ts';

describe('the mock project keys', () => {
  it('are JWTs signed with the development secret, with the anon and service roles', async () => {
    const anon = await verifyJwt(MOCK_SUPABASE_ANON_KEY, systemClock);
    const service = await verifyJwt(MOCK_SUPABASE_SERVICE_ROLE_KEY, systemClock);
    expect(anon.ok && anon.claims.role).toBe('anon');
    expect(service.ok && service.claims.role).toBe('service_role');
  });

  it('tells a forged signature from a malformed token', async () => {
    const forged = MOCK_SUPABASE_ANON_KEY.replace(/\.[^.]+$/, '.bW9jay1zaWduYXR1cmU');
    expect(await verifyJwt(forged, systemClock)).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyJwt('not-a-jwt', systemClock)).toEqual({ ok: false, reason: 'malformed' });
  });
});
