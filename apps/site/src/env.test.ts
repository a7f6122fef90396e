import { describe, expect, it } from 'vitest';
import { DEMO_MASTER_ADMIN_EMAIL, parseEnv } from './env.ts';

const realProject = {
  VITE_SUPABASE_URL: 'https://abcd1234.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl',
  VITE_MASTER_ADMIN_EMAIL: 'mestre@mare.com.br',
};

describe('parseEnv', () => {
  it('runs on the demo backend when no project is configured', () => {
    expect(parseEnv({})).toEqual({
      ok: true,
      env: { mode: 'demo', masterAdminEmail: DEMO_MASTER_ADMIN_EMAIL },
    });
    expect(parseEnv({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: '' }).ok).toBe(true);
  });

  it('points at a real project with the URL, a key and the master email', () => {
    expect(parseEnv(realProject)).toEqual({
      ok: true,
      env: {
        mode: 'real',
        url: realProject.VITE_SUPABASE_URL,
        key: realProject.VITE_SUPABASE_ANON_KEY,
        masterAdminEmail: 'mestre@mare.com.br',
      },
    });
  });

  it('accepts the publishable key name too', () => {
    const { VITE_SUPABASE_ANON_KEY, ...rest } = realProject;
    const result = parseEnv({ ...rest, VITE_SUPABASE_PUBLISHABLE_KEY: VITE_SUPABASE_ANON_KEY });
    expect(result.ok && result.env.mode === 'real' && result.env.key).toBe(VITE_SUPABASE_ANON_KEY);
  });

  it('names every missing variable', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: realProject.VITE_SUPABASE_URL })).toEqual({
      ok: false,
      problems: [
        'VITE_SUPABASE_ANON_KEY (or VITE_SUPABASE_PUBLISHABLE_KEY) is missing',
        'VITE_MASTER_ADMIN_EMAIL is missing',
      ],
    });
    expect(parseEnv({ VITE_SUPABASE_ANON_KEY: 'key' })).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([
        'VITE_SUPABASE_URL is missing (the key is set without the project URL)',
      ]),
    });
  });

  it('explains malformed values', () => {
    for (const url of ['abcd1234.supabase', 'ftp://abcd1234.supabase.co', 'javascript:alert(1)']) {
      expect(parseEnv({ ...realProject, VITE_SUPABASE_URL: url })).toEqual({
        ok: false,
        problems: ['VITE_SUPABASE_URL must be a full https:// URL (http:// for a local Supabase)'],
      });
    }
    expect(parseEnv({ ...realProject, VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).ok).toBe(true);
    expect(parseEnv({ ...realProject, VITE_MASTER_ADMIN_EMAIL: 'mestre' })).toEqual({
      ok: false,
      problems: ['VITE_MASTER_ADMIN_EMAIL must be an email'],
    });
  });
});
