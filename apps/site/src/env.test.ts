import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './ConfigurationError.tsx';
import { DEMO_MASTER_ADMIN_EMAIL, parseEnv } from './env.ts';

const URL_PROBLEM =
  'VITE_SUPABASE_URL deve ser um endereço https:// completo (http:// só para um Supabase local, em localhost ou 127.0.0.1).';

/** An unsigned JWT-shaped key with these claims (the site never verifies a key's signature). */
const jwtKey = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('c2lnbmF0dXJl')
    .join('.');

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
        'VITE_SUPABASE_ANON_KEY (ou VITE_SUPABASE_PUBLISHABLE_KEY) está faltando.',
        'VITE_MASTER_ADMIN_EMAIL está faltando.',
      ],
    });
    expect(parseEnv({ VITE_SUPABASE_ANON_KEY: 'key' })).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([
        'VITE_SUPABASE_URL está faltando (a chave foi definida sem o endereço do projeto).',
      ]),
    });
  });

  it('explains malformed values', () => {
    for (const url of ['abcd1234.supabase', 'ftp://abcd1234.supabase.co', 'javascript:alert(1)']) {
      expect(parseEnv({ ...realProject, VITE_SUPABASE_URL: url })).toEqual({
        ok: false,
        problems: [URL_PROBLEM],
      });
    }
    expect(parseEnv({ ...realProject, VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).ok).toBe(true);
    expect(parseEnv({ ...realProject, VITE_MASTER_ADMIN_EMAIL: 'mestre' })).toEqual({
      ok: false,
      problems: ['VITE_MASTER_ADMIN_EMAIL deve ser um endereço de email.'],
    });
  });

  it('takes http:// only for a local Supabase', () => {
    for (const url of ['http://localhost:54321', 'http://127.0.0.1:54321', 'http://[::1]:54321']) {
      expect(parseEnv({ ...realProject, VITE_SUPABASE_URL: url }).ok, url).toBe(true);
    }
    for (const url of [
      'http://abcd1234.supabase.co',
      'http://mare.example',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
    ]) {
      expect(parseEnv({ ...realProject, VITE_SUPABASE_URL: url }), url).toEqual({
        ok: false,
        problems: [URL_PROBLEM],
      });
    }
  });
});

describe('parseEnv refuses a secret key', () => {
  const serviceRole = jwtKey({ iss: 'supabase', ref: 'abcd1234', role: 'service_role' });

  it.each([
    ['the service_role JWT as the anon key', { VITE_SUPABASE_ANON_KEY: serviceRole }],
    [
      'the service_role JWT as the publishable key',
      { VITE_SUPABASE_ANON_KEY: undefined, VITE_SUPABASE_PUBLISHABLE_KEY: serviceRole },
    ],
    ['an sb_secret_ key', { VITE_SUPABASE_ANON_KEY: 'sb_secret_abc123XYZ' }],
    [
      'an sb_secret_ key next to a good anon key',
      { VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc123XYZ' },
    ],
  ])('%s, naming the variable and saying why', (_case, keys) => {
    const result = parseEnv({ ...realProject, ...keys });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^VITE_SUPABASE_(ANON|PUBLISHABLE)_KEY contém a? ?(chave service_role|uma chave secreta)/,
    );
    expect(problems[0]).toContain('qualquer visitante poderia ler e alterar todos os dados');
  });

  it('refuses the secret key even when the URL is missing (never the demo)', () => {
    expect(parseEnv({ VITE_SUPABASE_ANON_KEY: 'sb_secret_abc' })).toEqual({
      ok: false,
      problems: [expect.stringContaining('contém uma chave secreta (sb_secret_…)')],
    });
  });

  it('accepts the anon JWT and an sb_publishable_ key', () => {
    for (const key of [jwtKey({ role: 'anon' }), 'sb_publishable_abc123XYZ', 'not-a-jwt.x.y']) {
      expect(parseEnv({ ...realProject, VITE_SUPABASE_ANON_KEY: key }).ok, key).toBe(true);
    }
  });

  it('shows a pt-BR page that says what is wrong and why', () => {
    const result = parseEnv({ ...realProject, VITE_SUPABASE_ANON_KEY: serviceRole });
    const html = renderToStaticMarkup(
      createElement(ConfigurationError, { problems: result.ok ? [] : result.problems }),
    );
    expect(html).toContain('<h1>O site está mal configurado</h1>');
    expect(html).toContain('VITE_SUPABASE_ANON_KEY contém a chave service_role');
    expect(html).toContain('JavaScript público do site');
  });
});
